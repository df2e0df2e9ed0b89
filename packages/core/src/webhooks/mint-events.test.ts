import { type LocalChain, startLocalChain } from "@fanfare/sandbox";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRelayer } from "../chain/run-relayer";
import { systemClock } from "../clock";
import type { CoreContext } from "../context";
import { createTestContext, makeCampaign, useTestDatabase } from "../testing";
import { freePort, makeClaims, TEST_MINTER_KEY, waitForMints } from "../testing/chain";
import { createWebhookEndpoint } from "./create-endpoint";
import { webhookDeliveries, webhookEvents } from "./tables";

const database = useTestDatabase();
let chain: LocalChain;
let ctx: CoreContext;

beforeAll(async () => {
  chain = await startLocalChain({ port: await freePort(), blockTimeMs: 300 });
  const made = createTestContext(database.current, { clock: systemClock }).ctx;
  ctx = {
    ...made,
    config: {
      ...made.config,
      chain: { defaultChainId: 31337, rpcUrls: { 31337: chain.url }, minterPrivateKey: TEST_MINTER_KEY },
      webhooks: { allowLocalUrls: true },
    },
  };
}, 60_000);
afterAll(async () => {
  await chain?.stop();
});

describe("mint events from the real relayer", () => {
  it("every claim minted on the local chain records one claim.created and one mint.confirmed, each with one delivery", async () => {
    const { operator, campaignId } = await makeCampaign(ctx);
    const endpoint = await createWebhookEndpoint(ctx, operator, {
      url: "http://127.0.0.1:9/never-called",
      events: ["claim.created", "mint.confirmed", "mint.failed"],
    });
    const claimIds = await makeClaims(ctx, campaignId, 6);
    const relayer = runRelayer(ctx, {
      chainId: 31337,
      rpcUrl: chain.url,
      privateKey: TEST_MINTER_KEY,
      idleMs: 100,
      stuckAfterMs: 3_000,
      leaseMs: 1_500,
      rpcTimeoutMs: 2_000,
      batchSize: 40,
    });
    try {
      const rows = await waitForMints(ctx, claimIds, 60_000);
      expect(rows.map((r) => r.status)).toEqual(claimIds.map(() => "MINTED"));
    } finally {
      await relayer.stop();
    }
    const events = await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.companyId, operator.companyId));
    const confirmed = events.filter((e) => e.type === "mint.confirmed");
    expect(
      events
        .filter((e) => e.type === "claim.created")
        .map((e) => e.subjectId)
        .sort(),
    ).toEqual([...claimIds].sort());
    expect(confirmed.map((e) => e.subjectId).sort()).toEqual([...claimIds].sort());
    expect(events.filter((e) => e.type === "mint.failed")).toEqual([]);
    for (const e of confirmed) {
      expect(e.payload).toMatchObject({
        claimId: e.subjectId,
        campaignId,
        chainId: 31337,
        txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        tokenId: expect.any(String),
      });
      const deliveries = await ctx.db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.eventId, e.id), eq(webhookDeliveries.endpointId, endpoint.id)));
      expect(deliveries).toHaveLength(1);
    }
  });
});
