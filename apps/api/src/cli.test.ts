import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  createWebhookEndpoint,
  type Database,
  DEMO_PROJECT_FILE,
  ensureWebWallet,
  generateEncryptionKey,
  openDatabase,
  parseEncryptionKey,
} from "@fanfare/core";
import { createTestContext, createTestDatabase, createTestDataDir, makeFan, makeOperator } from "@fanfare/core/testing";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const CLI = fileURLToPath(new URL("./cli.ts", import.meta.url));
// The CLI's own entry under tsx's loader, in one process: the `tsx` command `npm run fanfare` calls starts
// node again beneath itself, ~1 s more for each of this file's eight runs on two cores.
const TSX = ["--import", import.meta.resolve("tsx")];
const dataDir = mkdtempSync(join(tmpdir(), "fanfare-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run fanfare -- rotate-wallet-keys", () => {
  it("re-encrypts the web wallets of the configured database under the new key", async () => {
    const oldKey = generateEncryptionKey();
    const newKey = generateEncryptionKey();
    // Wallets sealed under the old key, in an embedded database like `npm start` keeps in DATA_DIR.
    await createTestDataDir(join(dataDir, "pglite"));
    const before = await openDatabase({ dataDir: join(dataDir, "pglite") });
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
    const { stdout } = await run(process.execPath, [...TSX, CLI, "rotate-wallet-keys"], { env });
    expect(stdout).toContain("re-encrypted 3, remaining under an old key 0");

    // Run again with the new key alone: every wallet is already under it, none is left behind.
    const again = await run(process.execPath, [...TSX, CLI, "rotate-wallet-keys"], {
      env: { ...env, WALLET_ENCRYPTION_KEYS_PREVIOUS: "" },
    });
    expect(again.stdout).toContain("checked 3, re-encrypted 0, remaining under an old key 0");
  }, 90_000);
});

describe("npm run fanfare -- rotate-webhook-keys", () => {
  it("seals every endpoint's secret under the new key, and those stored in clear", async () => {
    const oldKey = generateEncryptionKey();
    const newKey = generateEncryptionKey();
    const hooksDir = mkdtempSync(join(tmpdir(), "fanfare-cli-hooks-"));
    try {
      await createTestDataDir(join(hooksDir, "pglite"));
      const before = await openDatabase({ dataDir: join(hooksDir, "pglite") });
      const { ctx } = createTestContext(before);
      ctx.config = {
        ...ctx.config,
        webhookKeys: { current: parseEncryptionKey(oldKey), previous: [] },
        webhooks: { allowLocalUrls: true },
      };
      const operator = await makeOperator(ctx, "Hooks");
      for (let i = 0; i < 2; i++) {
        await createWebhookEndpoint(ctx, operator, { url: "http://127.0.0.1:9/hooks", events: ["claim.created"] });
      }
      // One stored in clear, as before secrets were sealed.
      await before.db.execute(sql`
        update webhook_endpoints set secret = 'whsec_in-clear'
         where id = (select id from webhook_endpoints order by id limit 1)`);
      await before.close();

      const env = {
        ...process.env,
        DATA_DIR: hooksDir,
        LOG_LEVEL: "silent",
        WEBHOOK_SECRET_ENCRYPTION_KEY: newKey,
        WEBHOOK_SECRET_ENCRYPTION_KEYS_PREVIOUS: oldKey,
      };
      const { stdout } = await run(process.execPath, [...TSX, CLI, "rotate-webhook-keys"], { env });
      expect(stdout).toContain("checked 2, sealed 2, remaining under an old key 0");

      const after = await openDatabase({ dataDir: join(hooksDir, "pglite") });
      const { rows } = (await after.db.execute(sql`select secret from webhook_endpoints`)) as unknown as {
        rows: { secret: string }[];
      };
      await after.close();
      expect(rows.map((r) => r.secret.startsWith("v1.") && !r.secret.includes("in-clear"))).toEqual([true, true]);
    } finally {
      rmSync(hooksDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("npm run fanfare -- import", () => {
  it("creates nothing when a campaign of the file cannot be created, and names it", async () => {
    // The demo file on a server without Spotify (its 12th campaign needs it). Against TEST_DATABASE_URL when set, else
    // an embedded database in DATA_DIR like `npm start` keeps.
    const importDir = mkdtempSync(join(tmpdir(), "fanfare-cli-import-"));
    const server = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
    try {
      const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: importDir, LOG_LEVEL: "silent" };
      for (const name of Object.keys(env)) {
        if (/^(SPOTIFY|INSTAGRAM|TIKTOK)_/u.test(name) || name === "DATABASE_URL") delete env[name];
      }
      if (server?.url) env.DATABASE_URL = server.url;
      else await createTestDataDir(join(importDir, "pglite"));
      const failed = await run(process.execPath, [...TSX, CLI, "import", fileURLToPath(DEMO_PROJECT_FILE)], {
        env,
      }).then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(failed?.code).toBe(1);
      const database: Database = server ?? (await openDatabase({ dataDir: join(importDir, "pglite") }));
      try {
        const counted = await database.db.execute<{ n: number }>(sql`
          select (select count(*) from companies) + (select count(*) from projects) + (select count(*) from campaigns)
            + (select count(*) from conditions) + (select count(*) from codes) as n`);
        expect(Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(0);
      } finally {
        await database.close();
      }
      expect(failed?.stderr).toContain('socialAccount-E2002: campaigns[11] "Like the new song": conditions[0]');
      expect(failed?.stderr).toContain("SPOTIFY, which is not configured on this server");
    } finally {
      rmSync(importDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("npm run fanfare -- create-company", () => {
  it("creates a company and its owner, prints the id; an owner of another company is refused and nothing is left", async () => {
    const companyDir = mkdtempSync(join(tmpdir(), "fanfare-cli-company-"));
    const server = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
    try {
      const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: companyDir, LOG_LEVEL: "silent" };
      delete env.DATABASE_URL;
      if (server?.url) env.DATABASE_URL = server.url;
      else await createTestDataDir(join(companyDir, "pglite"));
      const created = await run(process.execPath, [...TSX, CLI, "create-company", "Label One", "Owner@Example.com"], {
        env,
      });
      const companyId = created.stdout.trim();
      expect(companyId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

      const refused = await run(process.execPath, [...TSX, CLI, "create-company", "Label Two", "owner@example.com"], {
        env,
      }).then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toContain("operator-E2003: This account already operates another company.");

      const database: Database = server ?? (await openDatabase({ dataDir: join(companyDir, "pglite") }));
      try {
        const rows = await database.db.execute<{ id: string; name: string; role: string; email: string }>(sql`
          select c.id, c.name, o.role, u.email from companies c
          left join operators o on o.company_id = c.id left join users u on u.id = o.user_id`);
        expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
          { id: companyId, name: "Label One", role: "OWNER", email: "Owner@Example.com" },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(companyDir, { recursive: true, force: true });
    }
  }, 90_000);
});
