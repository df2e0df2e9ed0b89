import { eq } from "drizzle-orm";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { completeCondition } from "../conditions/complete-condition";
import { createTestContext, makeCampaign, makeParticipant, useTestDatabase } from "../testing";
import { ensureWebWallet } from "./ensure-web-wallet";
import { decryptSecret } from "./key-vault";
import { resolveRecipient } from "./resolve-recipient";
import { linkedWallets, webWallets } from "./tables";

const database = useTestDatabase();
const GIVEN = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const LINKED = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359";

describe("ensureWebWallet", () => {
  it("makes one wallet per fan even when asked many times at once; the key is sealed and opens to the address", async () => {
    const { ctx } = createTestContext(database.current);
    const { campaignId } = await makeCampaign(ctx);
    const fanId = await makeParticipant(ctx, campaignId);
    const wallets = await Promise.all(Array.from({ length: 8 }, () => ensureWebWallet(ctx, { userId: fanId })));
    expect(new Set(wallets.map((w) => w.id)).size).toBe(1);
    const rows = await ctx.db.select().from(webWallets).where(eq(webWallets.userId, fanId));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    if (!row || !ctx.config.walletKeys) throw new Error("no wallet row");
    expect(row.sealedPrivateKey).not.toMatch(/0x[0-9a-f]{64}/i);
    const key = decryptSecret(ctx.config.walletKeys, row.sealedPrivateKey, row.id) as `0x${string}`;
    expect(privateKeyToAccount(key).address).toBe(row.address);
    // Bound to its row: the sealed key does not open under another wallet's id.
    expect(() =>
      decryptSecret(
        ctx.config.walletKeys ?? { current: Buffer.alloc(32), previous: [] },
        row.sealedPrivateKey,
        crypto.randomUUID(),
      ),
    ).toThrow();
  });

  it("refuses to make a wallet without a configured key", async () => {
    const { ctx } = createTestContext(database.current);
    const { campaignId } = await makeCampaign(ctx);
    const fanId = await makeParticipant(ctx, campaignId);
    const noKeys = { ...ctx, config: { ...ctx.config, walletKeys: undefined } };
    await expect(ensureWebWallet(noKeys, { userId: fanId })).rejects.toThrow(/WALLET_ENCRYPTION_KEY/);
  });
});

describe("resolveRecipient", () => {
  it("prefers the campaign's given address, then a linked wallet, then the web wallet", async () => {
    const { ctx } = createTestContext(database.current);
    const { campaignId } = await makeCampaign(ctx, { conditions: [{ type: "WALLET_ADDRESS_RECEIVED" }] });
    const plain = await makeCampaign(ctx);

    const fanId = await makeParticipant(ctx, campaignId);
    const [condition] =
      (await ctx.db.query.conditions.findMany({ where: (c, { eq }) => eq(c.campaignId, campaignId) })) ?? [];
    if (!condition) throw new Error("no condition");
    await completeCondition(
      ctx,
      {
        fanId,
        campaignId,
        conditionId: condition.id,
        action: "wallet-address",
        body: { address: GIVEN.toLowerCase() },
      },
      { ip: "127.0.0.1" },
    );
    expect(await resolveRecipient(ctx, { userId: fanId, campaignId })).toEqual({
      address: GIVEN,
      source: "WALLET_ADDRESS_RECEIVED",
    });

    // Another campaign without that condition: no linked wallet yet → the web wallet, made now.
    const web = await resolveRecipient(ctx, { userId: fanId, campaignId: plain.campaignId });
    expect(web.source).toBe("WEB_WALLET");
    expect((await ensureWebWallet(ctx, { userId: fanId })).address).toBe(web.address);

    // Once an external wallet is linked it wins over the web wallet; unlinked, the web wallet is back.
    await ctx.db
      .insert(linkedWallets)
      .values({ userId: fanId, address: LINKED, connector: "MetaMask", chainId: "31337" });
    expect(await resolveRecipient(ctx, { userId: fanId, campaignId: plain.campaignId })).toEqual({
      address: LINKED,
      source: "LINKED_WALLET",
    });
    await ctx.db.update(linkedWallets).set({ unlinkedAt: new Date() }).where(eq(linkedWallets.userId, fanId));
    expect((await resolveRecipient(ctx, { userId: fanId, campaignId: plain.campaignId })).source).toBe("WEB_WALLET");
  });
});
