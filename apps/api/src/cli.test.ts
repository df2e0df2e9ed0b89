import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { ensureWebWallet, generateEncryptionKey, openDatabase, parseEncryptionKey } from "@fanfare/core";
import { createTestContext, makeFan } from "@fanfare/core/testing";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const CLI = fileURLToPath(new URL("./cli.ts", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "fanfare-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run fanfare -- rotate-wallet-keys", () => {
  it("re-encrypts the web wallets of the configured database under the new key", async () => {
    const oldKey = generateEncryptionKey();
    const newKey = generateEncryptionKey();
    // Wallets sealed under the old key, in an embedded database like `npm start` keeps in DATA_DIR.
    const before = await openDatabase({ dataDir: join(dataDir, "pglite") });
    await before.migrate();
    const { ctx } = createTestContext(before);
    ctx.config = { ...ctx.config, walletKeys: { current: parseEncryptionKey(oldKey), previous: [] } };
    for (let i = 0; i < 3; i++) await ensureWebWallet(ctx, { userId: await makeFan(ctx) });
    await before.close();

    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      WALLET_ENCRYPTION_KEY: newKey,
      WALLET_ENCRYPTION_KEYS_PREVIOUS: oldKey,
    };
    const tsx = require.resolve("tsx/cli");
    const { stdout } = await run(process.execPath, [tsx, CLI, "rotate-wallet-keys"], { env });
    expect(stdout).toContain("re-encrypted 3, remaining under an old key 0");

    // Run again with the new key alone: every wallet is already under it, none is left behind.
    const again = await run(process.execPath, [tsx, CLI, "rotate-wallet-keys"], {
      env: { ...env, WALLET_ENCRYPTION_KEYS_PREVIOUS: "" },
    });
    expect(again.stdout).toContain("checked 3, re-encrypted 0, remaining under an old key 0");
  }, 90_000);
});
