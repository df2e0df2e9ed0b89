import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns } from "../campaigns/tables";
import type { Database } from "../db/client";
import { createTestContext, createTestDatabase, makeCampaign, makeFan, makeParticipant } from "../testing";
import { acceptPolicies } from "./accept-policies";
import { claim } from "./claim";
import { claims, mintJobs } from "./tables";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let k = 0;
const key = () => `key-${Date.now()}-${k++}`;

describe("claim", () => {
  it("writes the claim and its mint job together, and a retry with the same key returns the first result", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId, nftIds } = await makeCampaign(ctx);
    const fanId = await makeParticipant(ctx, campaignId);
    const idempotencyKey = key();
    const first = await claim(ctx, { fanId, campaignId, idempotencyKey });
    expect(first).toMatchObject({ campaignId, nftId: nftIds.main, sequence: 1 });
    const again = await claim(ctx, { fanId, campaignId, idempotencyKey });
    expect(again).toEqual(first);
    const jobs = await database.db.select().from(mintJobs).where(eq(mintJobs.claimId, first.claimId));
    expect(jobs).toEqual([expect.objectContaining({ jobKey: `mint:${first.claimId}`, status: "PENDING" })]);
    const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(row?.claimedCount).toBe(1);
  });

  it("once per fan (claim-E2003 with a new key); twice when the per-fan limit is 2", async () => {
    const { ctx } = createTestContext(database);
    const one = await makeCampaign(ctx);
    const fanId = await makeParticipant(ctx, one.campaignId);
    await claim(ctx, { fanId, campaignId: one.campaignId, idempotencyKey: key() });
    await expect(claim(ctx, { fanId, campaignId: one.campaignId, idempotencyKey: key() })).rejects.toMatchObject({
      code: "claim-E2003",
    });
    const two = await makeCampaign(ctx, { perFanLimit: 2 });
    const fan2 = await makeParticipant(ctx, two.campaignId);
    expect((await claim(ctx, { fanId: fan2, campaignId: two.campaignId, idempotencyKey: key() })).sequence).toBe(1);
    expect((await claim(ctx, { fanId: fan2, campaignId: two.campaignId, idempotencyKey: key() })).sequence).toBe(2);
    await expect(claim(ctx, { fanId: fan2, campaignId: two.campaignId, idempotencyKey: key() })).rejects.toMatchObject({
      code: "claim-E2003",
    });
  });

  it("refuses without accepted policies (campaignPolicy-E2002), with open conditions (claim-E2004)", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, { conditions: [{ type: "WALLET_ADDRESS_RECEIVED" }] });
    const fanId = await makeFan(ctx);
    await expect(claim(ctx, { fanId, campaignId, idempotencyKey: key() })).rejects.toMatchObject({
      code: "campaignPolicy-E2002",
    });
    await acceptPolicies(ctx, { fanId, campaignId });
    await expect(acceptPolicies(ctx, { fanId, campaignId })).rejects.toMatchObject({ code: "campaignPolicy-E2000" });
    await expect(claim(ctx, { fanId, campaignId, idempotencyKey: key() })).rejects.toMatchObject({
      code: "claim-E2004",
    });
  });

  it("outside the distribution window → nftContent-E2021; a fan from a country not allowed is refused", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx);
    const fanId = await makeParticipant(ctx, campaignId);
    clock.advance(21 * 24 * 3_600_000);
    await expect(claim(ctx, { fanId, campaignId, idempotencyKey: key() })).rejects.toMatchObject({
      code: "nftContent-E2021",
    });
    clock.advance(-21 * 24 * 3_600_000);
    const french = await makeFan(ctx, "FR");
    await expect(acceptPolicies(ctx, { fanId: french, campaignId })).rejects.toMatchObject({
      code: "project-E2001",
    });
  });

  it("many fans claiming a small supply at once: issued == supply, each with its job, no fan twice", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, { totalSupply: 5 });
    const fans = await Promise.all(Array.from({ length: 40 }, () => makeParticipant(ctx, campaignId)));
    // every fan fires twice with different keys, all at once
    const results = await Promise.allSettled(
      fans.flatMap((fanId) => [1, 2].map(() => claim(ctx, { fanId, campaignId, idempotencyKey: key() }))),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(5);
    for (const r of refused) expect(["claim-E2002", "claim-E2003"]).toContain(r.reason.code);
    const rows = await database.db.select().from(claims).where(eq(claims.campaignId, campaignId));
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(5);
    const [campaign] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign?.claimedCount).toBe(5);
    for (const row of rows) {
      expect(await database.db.select().from(mintJobs).where(eq(mintJobs.claimId, row.id))).toHaveLength(1);
    }
  });

  it("the same request retried concurrently with one key gives one claim, the same for every retry", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx);
    const fanId = await makeParticipant(ctx, campaignId);
    const idempotencyKey = key();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => claim(ctx, { fanId, campaignId, idempotencyKey })),
    );
    expect(new Set(results.map((r) => r.claimId)).size).toBe(1);
  });
});
