import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignNfts, campaigns } from "../campaigns/tables";
import { type Database, openDatabase } from "../db/client";
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

// Concurrent claims of one campaign are decided in groups, one transaction per group (claim-batch.ts).
// These fire everything at once so that groups really form; they run on PGlite and on PostgreSQL.
describe("claim under concurrency (grouped claims)", () => {
  const codeOf = (r: PromiseSettledResult<unknown>) =>
    r.status === "rejected" ? (r.reason as { code?: string }).code : "ok";

  it("fans with a limit of 2 firing 3 keys each at a supply of 25: exactly 25 issued, each with its job", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, { totalSupply: 25, perFanLimit: 2 });
    const fans = await Promise.all(Array.from({ length: 30 }, () => makeParticipant(ctx, campaignId)));
    const results = await Promise.allSettled(
      fans.flatMap((fanId) => [1, 2, 3].map(() => claim(ctx, { fanId, campaignId, idempotencyKey: key() }))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(25);
    for (const r of results) expect(["ok", "claim-E2002", "claim-E2003"]).toContain(codeOf(r));
    const rows = await database.db.select().from(claims).where(eq(claims.campaignId, campaignId));
    expect(rows).toHaveLength(25);
    const perFan = new Map<string, number[]>();
    for (const row of rows) perFan.set(row.userId, [...(perFan.get(row.userId) ?? []), row.sequence]);
    for (const sequences of perFan.values()) {
      expect(sequences.length).toBeLessThanOrEqual(2);
      expect(sequences.sort()).toEqual(sequences.length === 1 ? [1] : [1, 2]);
    }
    const jobs = await database.db
      .select()
      .from(mintJobs)
      .where(
        inArray(
          mintJobs.claimId,
          rows.map((r) => r.id),
        ),
      );
    expect(jobs.map((j) => j.jobKey).sort()).toEqual(rows.map((r) => `mint:${r.id}`).sort());
    const [campaign] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign?.claimedCount).toBe(25);
    const [nft] = await database.db.select().from(campaignNfts).where(eq(campaignNfts.campaignId, campaignId));
    expect(nft?.issuedCount).toBe(25);
  });

  it("one key retried at once by many fans: one claim per fan, every retry answered with it", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, { totalSupply: 8, perFanLimit: 3 });
    const fans = await Promise.all(Array.from({ length: 12 }, () => makeParticipant(ctx, campaignId)));
    const keys = new Map(fans.map((fanId) => [fanId, key()]));
    const results = await Promise.allSettled(
      fans.flatMap((fanId) =>
        Array.from({ length: 4 }, () => claim(ctx, { fanId, campaignId, idempotencyKey: keys.get(fanId) ?? "" })),
      ),
    );
    const byFan = new Map<string, Set<string>>();
    results.forEach((r, i) => {
      const fanId = fans[Math.floor(i / 4)] ?? "";
      const answer = r.status === "fulfilled" ? r.value.claimId : (codeOf(r) ?? "?");
      byFan.set(fanId, (byFan.get(fanId) ?? new Set()).add(answer));
    });
    // Every retry of a fan got the same answer: the claim, or (beyond the supply) claim-E2002.
    for (const answers of byFan.values()) expect(answers.size).toBe(1);
    const rows = await database.db.select().from(claims).where(eq(claims.campaignId, campaignId));
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(8);
  });

  it("one fan firing 10 keys at once with a limit of 3: sequences 1, 2, 3 and claim-E2003 for the rest", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, { totalSupply: 100, perFanLimit: 3 });
    const fanId = await makeParticipant(ctx, campaignId);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => claim(ctx, { fanId, campaignId, idempotencyKey: key() })),
    );
    const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.sequence] : []));
    expect(won.sort()).toEqual([1, 2, 3]);
    expect(results.filter((r) => codeOf(r) === "claim-E2003")).toHaveLength(7);
  });

  it("a key reused for another campaign in the same instant fails alone; the rest of its group succeeds", async () => {
    const { ctx } = createTestContext(database);
    const a = await makeCampaign(ctx);
    const b = await makeCampaign(ctx);
    const fans = await Promise.all(Array.from({ length: 6 }, () => makeParticipant(ctx, a.campaignId)));
    const twoFaced = await makeParticipant(ctx, a.campaignId);
    await acceptPolicies(ctx, { fanId: twoFaced, campaignId: b.campaignId });
    const shared = key();
    const results = await Promise.allSettled([
      claim(ctx, { fanId: twoFaced, campaignId: a.campaignId, idempotencyKey: shared }),
      claim(ctx, { fanId: twoFaced, campaignId: b.campaignId, idempotencyKey: shared }),
      ...fans.map((fanId) => claim(ctx, { fanId, campaignId: a.campaignId, idempotencyKey: key() })),
    ]);
    expect(results.slice(0, 2).map(codeOf).sort()).toEqual(["ok", "request-E1000"]);
    expect(results.slice(2).map(codeOf)).toEqual(fans.map(() => "ok"));
    const rows = await database.db.select().from(claims).where(eq(claims.userId, twoFaced));
    expect(rows).toHaveLength(1);
  });

  it("an NFT's own supply shorter than a group: exactly its supply issued, the rest sold out", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, {
      totalSupply: 10,
      nfts: [
        {
          key: "main",
          name: { ja: "N", en: "N" },
          description: { ja: "N", en: "N" },
          imageUrl: "/demo/nft.png",
          supply: 3,
        },
      ],
    });
    const fans = await Promise.all(Array.from({ length: 8 }, () => makeParticipant(ctx, campaignId)));
    const results = await Promise.allSettled(
      fans.map((fanId) => claim(ctx, { fanId, campaignId, idempotencyKey: key() })),
    );
    expect(results.map(codeOf).sort()).toEqual([...Array(5).fill("claim-E2002"), ...Array(3).fill("ok")]);
    const [campaign] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign?.claimedCount).toBe(3);
    const [nft] = await database.db.select().from(campaignNfts).where(eq(campaignNfts.campaignId, campaignId));
    expect(nft?.issuedCount).toBe(3);
  });

  it("two API processes (two database handles) claiming one supply at once: exactly the supply, no loss", async () => {
    const { ctx } = createTestContext(database);
    // A second handle on the same database has its own groups, as another API process would.
    const other = database.pglite
      ? await openDatabase({ pglite: database.pglite })
      : await openDatabase({ url: database.url ?? "" });
    const ctx2 = createTestContext(other).ctx;
    try {
      const { campaignId } = await makeCampaign(ctx, { totalSupply: 30 });
      const fans = await Promise.all(Array.from({ length: 50 }, () => makeParticipant(ctx, campaignId)));
      const results = await Promise.allSettled(
        // Half the fans through each process: both groups see room for theirs, only one can have it all.
        fans.map((fanId, i) => claim(i % 2 === 0 ? ctx : ctx2, { fanId, campaignId, idempotencyKey: key() })),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(30);
      for (const r of results) expect(["ok", "claim-E2002", "claim-E2003"]).toContain(codeOf(r));
      const rows = await database.db.select().from(claims).where(eq(claims.campaignId, campaignId));
      expect(rows).toHaveLength(30);
      expect(new Set(rows.map((r) => r.userId)).size).toBe(30);
      const jobs = await database.db
        .select()
        .from(mintJobs)
        .where(
          inArray(
            mintJobs.claimId,
            rows.map((r) => r.id),
          ),
        );
      expect(jobs).toHaveLength(30);
      const [campaign] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
      expect(campaign?.claimedCount).toBe(30);
    } finally {
      // PGlite: the handle shares the instance, which the suite closes; PostgreSQL: its own pool.
      if (other.pool) await other.pool.end();
    }
  });
});
