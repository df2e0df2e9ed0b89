import { eq } from "drizzle-orm";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { createTestContext, makeFan, useTestDatabase } from "../testing";
import { ensureWebWallet } from "./ensure-web-wallet";
import { decryptSecret, generateEncryptionKey, type KeyRing, keyId, parseEncryptionKey } from "./key-vault";
import { rotateWalletKeys } from "./rotate-wallet-keys";
import { webWallets } from "./tables";

const database = useTestDatabase();

describe("rotating the web-wallet key", () => {
  it("re-encrypts every sealed key under the new key, after which the old key can go", async () => {
    const oldKey = parseEncryptionKey(generateEncryptionKey());
    const newKey = parseEncryptionKey(generateEncryptionKey());
    const { ctx } = createTestContext(database.current);
    const before = { ...ctx, config: { ...ctx.config, walletKeys: { current: oldKey, previous: [] } } };
    const fans = await Promise.all(Array.from({ length: 7 }, () => makeFan(ctx)));
    const wallets = await Promise.all(fans.map((userId) => ensureWebWallet(before, { userId })));

    const ring: KeyRing = { current: newKey, previous: [oldKey] };
    const during = { ...ctx, config: { ...ctx.config, walletKeys: ring } };
    // Paged: three pages of three, so the paging itself is exercised.
    const result = await rotateWalletKeys(during, { pageSize: 3 });
    expect(result.reencrypted).toBe(wallets.length);
    expect(result.remaining).toBe(0);
    expect(result.checked).toBeGreaterThanOrEqual(wallets.length);

    const onlyNew: KeyRing = { current: newKey, previous: [] };
    for (const wallet of wallets) {
      const [row] = await ctx.db.select().from(webWallets).where(eq(webWallets.id, wallet.id));
      if (!row) throw new Error("wallet row vanished");
      expect(row.sealedPrivateKey.split(".")[1]).toBe(keyId(newKey));
      const key = decryptSecret(onlyNew, row.sealedPrivateKey, row.id) as `0x${string}`;
      expect(privateKeyToAccount(key).address).toBe(wallet.address);
    }
    // Rerunning changes nothing.
    expect((await rotateWalletKeys(during)).reencrypted).toBe(0);
  });

  it("reports a row whose key is not in the ring instead of stopping", async () => {
    const lost = parseEncryptionKey(generateEncryptionKey());
    const { ctx } = createTestContext(database.current);
    const userId = await makeFan(ctx);
    await ensureWebWallet(
      { ...ctx, config: { ...ctx.config, walletKeys: { current: lost, previous: [] } } },
      { userId },
    );
    const ring: KeyRing = { current: parseEncryptionKey(generateEncryptionKey()), previous: [] };
    const result = await rotateWalletKeys({ ...ctx, config: { ...ctx.config, walletKeys: ring } });
    expect(result.remaining).toBeGreaterThanOrEqual(1);
  });
});
