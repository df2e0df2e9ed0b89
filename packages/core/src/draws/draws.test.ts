import { createHash, createHmac } from "node:crypto";
import type { DrawRecordView } from "@fanfare/protocol";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCampaignDetail } from "../campaigns/get-campaign-detail";
import { campaigns } from "../campaigns/tables";
import { claim } from "../claims/claim";
import type { Database } from "../db/client";
import { createTestContext, createTestDatabase, makeCampaign, makeParticipant } from "../testing";
import { applyForDraw } from "./apply-for-draw";
import { drawDueCampaigns, drawWinners, getDrawRecord } from "./draw-winners";
import { setEntryEmail } from "./set-entry-email";
import { drawEntries } from "./tables";
import { entrantsHash, isWinningTicket, pickWinners, seedHash, ticket, verifyDraw } from "./verify-draw";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const DAY = 86_400_000;

// The algorithm of docs/verifiable-draws.md read again from the text alone, with node:crypto and none of
// verify-draw.ts, so a draw is checked against the document rather than against itself.
const doc = {
  sha256: (text: string) => createHash("sha256").update(Buffer.from(text, "utf8")).digest("hex"),
  ticket: (seed: string, entryId: string) =>
    createHmac("sha256", Buffer.from(seed, "utf8")).update(Buffer.from(entryId.toLowerCase(), "utf8")).digest(),
  /** The first prizeCount of the canonical entrants by ticket (ties by id), sorted as published. */
  winnersAtEnd(seed: string, entryIds: readonly string[], prizeCount: number): string[] {
    const canonical = entryIds.map((id) => id.toLowerCase()).sort();
    return canonical
      .map((id) => ({ id, t: doc.ticket(seed, id) }))
      .sort((a, b) => Buffer.compare(a.t, b.t) || (a.id < b.id ? -1 : 1))
      .slice(0, prizeCount)
      .map((e) => e.id)
      .sort();
  },
  /** First 32 bits of the ticket, unsigned, below winPercent / 100 × 2³² (exact, in integers). */
  isWinningTicket: (seed: string, entryId: string, winPercent: number) =>
    BigInt(doc.ticket(seed, entryId).readUInt32BE(0)) < (BigInt(winPercent) << 32n) / 100n,
};

// The known-answer vectors of docs/verifiable-draws.md, computed once with Python's hashlib and hmac.
const KAT_SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
const KAT_SEED_HASH = "6c86c6aac5fb24bcf5d9939cb7d7d5645ce39418f449e03b262dd4fa14b4b92b";
const katId = (n: number) => `fa4f0000-0000-4000-a000-${String(n).padStart(12, "0")}`;
const KAT_IDS = [1, 2, 3, 4, 5, 6, 7, 8].map(katId);
const KAT_ENTRANTS_HASH = "9204535fdbb8156133f209b0691abaae8aec4045713cfc2d481ab018cc7377b8";
const KAT_TICKETS: Record<string, string> = {
  [katId(1)]: "e8c6393aa85a0262fc5b03064cf2207bc40f0d2e7d173d90f1383399ee4f48f9",
  [katId(2)]: "c1922ef4048dada1242815bf9cfcfaaecf0fa64e5823d2f2756d55cd45a21105",
  [katId(3)]: "a35010bcd9435bac581e6a188a3a9c64022af6fa0adaf74e047f246e01de0ad5",
  [katId(4)]: "36d84fd281f6c90466e020d4510a4351a9dcfd74b013161f35f3561ffb7e5a1f",
  [katId(5)]: "46985dad34ba365f1c7e4e0f3d9e678631a0f82d0f71706cf2b5b80ed4513e8b",
  [katId(6)]: "4c954b199fd9ad180ac6416230e72fc429b876e98df18474bd5b9c61aaad5273",
  [katId(7)]: "94487efe401360910ecfff1999ba4afe3d8077fcc547c23e85b5bab9435e81b6",
  [katId(8)]: "48240c376cd0c7e3c684b9efcc8dbdeade14eb588e50b1fff3259e006ee28426",
};
/** Vector B: the entries whose tickets win at 30 % (6 only just: 0x4c954b19 is 29.92 % of 2³²). */
const KAT_WIN_AT_30 = [katId(4), katId(5), katId(6), katId(8)];

function katRecord(overrides: Partial<DrawRecordView>): DrawRecordView {
  return {
    campaignId: "7a0c4b52-2f57-4b7e-9a8e-0d7f3c1e2b44",
    algorithm: "fanfare-draw-v1",
    mode: "AFTER_CAMPAIGN_END",
    seed: KAT_SEED,
    seedHash: KAT_SEED_HASH,
    prizeCount: 3,
    winPercent: null,
    entryIds: KAT_IDS,
    entrantsHash: KAT_ENTRANTS_HASH,
    entrantsRoot: null,
    winnerEntryIds: [],
    drawnAt: "2026-12-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("known-answer vectors (docs/verifiable-draws.md)", () => {
  it("seed hash, entrant hash and every ticket", () => {
    for (const hash of [seedHash, doc.sha256]) expect(hash(KAT_SEED)).toBe(KAT_SEED_HASH);
    expect(entrantsHash(KAT_IDS)).toBe(KAT_ENTRANTS_HASH);
    expect(doc.sha256(KAT_IDS.join("\n"))).toBe(KAT_ENTRANTS_HASH);
    for (const id of KAT_IDS) {
      expect(ticket(KAT_SEED, id), id).toBe(KAT_TICKETS[id]);
      expect(ticket(KAT_SEED, id.toUpperCase()), id).toBe(KAT_TICKETS[id]); // the id is taken in lower case
      expect(doc.ticket(KAT_SEED, id).toString("hex"), id).toBe(KAT_TICKETS[id]);
    }
  });

  it("A: a draw at the end with 3 prizes", () => {
    const winners = [katId(4), katId(5), katId(8)];
    // Ranked by ticket: 4, 5, 8, 6, 7, 3, 2, 1. Given in any order, the entrants are taken canonically.
    expect(pickWinners(KAT_SEED, [...KAT_IDS].reverse(), 8)).toEqual([4, 5, 8, 6, 7, 3, 2, 1].map(katId));
    expect(pickWinners(KAT_SEED, [...KAT_IDS].reverse(), 3).sort()).toEqual(winners);
    expect(doc.winnersAtEnd(KAT_SEED, [...KAT_IDS].reverse(), 3)).toEqual(winners);
    const record = katRecord({ winnerEntryIds: winners });
    expect(verifyDraw(record)).toEqual({ ok: true, problems: [], expectedWinners: winners });
    expect(verifyDraw({ ...record, winnerEntryIds: [katId(4), katId(5), katId(6)] }).problems).toEqual([
      "the winners differ from the recomputed ones",
    ]);
  });

  it("B: an instant draw at 30 %, entries applying in the order 1 … 8", () => {
    expect(KAT_IDS.filter((id) => isWinningTicket(KAT_SEED, id, 30))).toEqual(KAT_WIN_AT_30);
    expect(KAT_IDS.filter((id) => doc.isWinningTicket(KAT_SEED, id, 30))).toEqual(KAT_WIN_AT_30);
    expect(KAT_IDS.filter((id) => isWinningTicket(KAT_SEED, id, 29))).toEqual([katId(4), katId(5), katId(8)]);
    expect(KAT_IDS.filter((id) => doc.isWinningTicket(KAT_SEED, id, 29))).toEqual([katId(4), katId(5), katId(8)]);
    const instant = { mode: "UPON_COMPLETION_OF_APPLICATION", winPercent: 30 } as const;
    // Enough prizes: every winning ticket wins.
    expect(verifyDraw(katRecord({ ...instant, prizeCount: 50, winnerEntryIds: KAT_WIN_AT_30 }))).toMatchObject({
      ok: true,
      problems: [],
    });
    // Two prizes: 4 and 5 take them; 6 and 8 hold winning tickets but applied after the prizes were gone.
    const two = katRecord({ ...instant, prizeCount: 2, winnerEntryIds: [katId(4), katId(5)] });
    expect(verifyDraw(two)).toMatchObject({ ok: true, problems: [] });
    expect(verifyDraw({ ...two, winnerEntryIds: [katId(4), katId(7)] }).problems).toEqual([
      "a winner does not hold a winning ticket",
    ]);
    expect(verifyDraw({ ...two, winnerEntryIds: [katId(4)] }).problems).toEqual([
      "a winning ticket lost while prizes were left",
    ]);
  });
});

describe("lucky draw after the campaign ends", () => {
  it("apply → AppliedPleaseWait; draw at the end: prizeCount winners (Win, can claim), the rest Failed", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 3,
      totalSupply: 3,
    });
    // sha256(seed) is public from publication, before anyone applies
    const before = await getDrawRecord(ctx, { campaignId });
    expect(before).toMatchObject({ seed: null, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/), entryIds: [] });

    const fans = await Promise.all(Array.from({ length: 10 }, () => makeParticipant(ctx, campaignId)));
    for (const fanId of fans) {
      expect(await applyForDraw(ctx, { fanId, campaignId })).toMatchObject({ result: "COMPLETED_CONDITION" });
    }
    const first = fans[0] ?? "";
    await expect(applyForDraw(ctx, { fanId: first, campaignId })).rejects.toMatchObject({ code: "luckyDraw-E2001" });
    expect((await getCampaignDetail(ctx, { campaignId, fanId: first })).state).toBe("AppliedPleaseWait");
    await setEntryEmail(ctx, { fanId: first, campaignId, email: "contact@example.com" });
    await expect(setEntryEmail(ctx, { fanId: first, campaignId, email: "again@example.com" })).rejects.toMatchObject({
      code: "listOfApplicant-E2000",
    });
    await expect(claim(ctx, { fanId: first, campaignId, idempotencyKey: "too-early-1" })).rejects.toMatchObject({
      code: "luckyDraw-E2001",
    });

    expect(await drawWinners(ctx, { campaignId })).toBeNull(); // not ended yet
    clock.advance(10 * DAY);
    expect(await drawDueCampaigns(ctx)).toEqual({ drawn: 1 });
    expect(await drawWinners(ctx, { campaignId })).toBeNull(); // exactly once

    const entries = await database.db.select().from(drawEntries).where(eq(drawEntries.campaignId, campaignId));
    const winners = entries.filter((e) => e.result === "WIN");
    expect(winners).toHaveLength(3);
    expect(entries.filter((e) => e.result === "FAILED")).toHaveLength(7);
    const winner = winners[0]?.userId ?? "";
    const loser = entries.find((e) => e.result === "FAILED")?.userId ?? "";
    expect((await getCampaignDetail(ctx, { campaignId, fanId: winner })).state).toBe("Win");
    expect((await getCampaignDetail(ctx, { campaignId, fanId: loser })).state).toBe("Failed");
    await expect(claim(ctx, { fanId: winner, campaignId, idempotencyKey: "winner-1" })).resolves.toMatchObject({
      sequence: 1,
    });
    expect((await getCampaignDetail(ctx, { campaignId, fanId: winner })).state).toBe("Claimed");
    await expect(claim(ctx, { fanId: loser, campaignId, idempotencyKey: "loser-1" })).rejects.toMatchObject({
      code: "luckyDraw-E2002",
    });
    await expect(applyForDraw(ctx, { fanId: loser, campaignId })).rejects.toMatchObject({ code: "luckyDraw-E2002" });
  });

  it("is reproducible from its published seed, and a tampered record does not verify", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 4,
      totalSupply: 4,
    });
    const [published] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    const hashBefore = published?.drawSeedHash;
    const fans = await Promise.all(Array.from({ length: 12 }, () => makeParticipant(ctx, campaignId)));
    for (const fanId of fans) await applyForDraw(ctx, { fanId, campaignId });
    clock.advance(10 * DAY);
    const record = await drawWinners(ctx, { campaignId });
    if (!record?.seed) throw new Error("no record");

    // What anyone can do with the public record alone:
    expect(doc.sha256(record.seed)).toBe(hashBefore);
    expect(doc.sha256(record.entryIds.join("\n"))).toBe(record.entrantsHash);
    expect(record.entryIds).toEqual([...record.entryIds].sort());
    expect(record.winnerEntryIds).toHaveLength(4);
    expect(doc.winnersAtEnd(record.seed, record.entryIds, record.prizeCount)).toEqual(record.winnerEntryIds);
    expect(verifyDraw(record)).toMatchObject({ ok: true, problems: [] });
    expect(await getDrawRecord(ctx, { campaignId })).toEqual(record);

    const loser = record.entryIds.find((id) => !record.winnerEntryIds.includes(id)) ?? "";
    const swapped = { ...record, winnerEntryIds: [...record.winnerEntryIds.slice(1), loser].sort() };
    expect(verifyDraw(swapped).ok).toBe(false);
    expect(verifyDraw({ ...record, seed: "00".repeat(32) }).problems).toContain(
      "sha256(seed) does not match the published hash",
    );
    expect(verifyDraw({ ...record, entryIds: record.entryIds.slice(1) }).ok).toBe(false);
  });
});

describe("instant lucky draw", () => {
  it("never more winners than prizes, even with every application at once", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "UPON_COMPLETION_OF_APPLICATION",
      prizeCount: 4,
      totalSupply: 10,
      winPercent: 100,
    });
    const fans = await Promise.all(Array.from({ length: 30 }, () => makeParticipant(ctx, campaignId)));
    const results = await Promise.all(fans.map((fanId) => applyForDraw(ctx, { fanId, campaignId })));
    expect(results.filter((r) => r.result === "WIN")).toHaveLength(4);
    expect(results.filter((r) => r.result === "FAILED")).toHaveLength(26);
    const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(row?.winnerCount).toBe(4);
    const late = await makeParticipant(ctx, campaignId);
    expect((await getCampaignDetail(ctx, { campaignId, fanId: late })).state).toBe("LimitReached");

    clock.advance(10 * DAY);
    const record = await drawWinners(ctx, { campaignId });
    expect(record?.winnerEntryIds).toHaveLength(4);
    expect(record && verifyDraw(record)).toMatchObject({ ok: true });
  });

  it("a winPercent below 100 decides by ticket, verifiably (known-answer vector B)", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "UPON_COMPLETION_OF_APPLICATION",
      prizeCount: 50,
      totalSupply: 50,
      winPercent: 30,
    });
    // Randomness fixed for this test only: the vectors' seed, and entry ids numbered 1, 2, … in the
    // order of application (the database makes random ones otherwise).
    await database.db
      .update(campaigns)
      .set({ drawSeed: KAT_SEED, drawSeedHash: KAT_SEED_HASH })
      .where(eq(campaigns.id, campaignId));
    const fans = await Promise.all(KAT_IDS.map(() => makeParticipant(ctx, campaignId)));
    await database.db.execute(sql`create sequence draws_test_entry_no`);
    await database.db.execute(
      sql`alter table draw_entries alter column id set default ('fa4f0000-0000-4000-a000-' || lpad(nextval('draws_test_entry_no')::text, 12, '0'))::uuid`,
    );
    const results: Awaited<ReturnType<typeof applyForDraw>>[] = [];
    try {
      for (const fanId of fans) results.push(await applyForDraw(ctx, { fanId, campaignId }));
    } finally {
      await database.db.execute(sql`alter table draw_entries alter column id set default gen_random_uuid()`);
      await database.db.execute(sql`drop sequence draws_test_entry_no`);
    }
    expect(results.map((r) => r.entryId)).toEqual(KAT_IDS);
    expect(results.map((r) => r.result)).toEqual(KAT_IDS.map((id) => (KAT_WIN_AT_30.includes(id) ? "WIN" : "FAILED")));

    clock.advance(10 * DAY);
    const record = await drawWinners(ctx, { campaignId });
    if (!record) throw new Error("no record");
    expect(record).toMatchObject({ seed: KAT_SEED, entryIds: KAT_IDS, winnerEntryIds: KAT_WIN_AT_30 });
    expect(record.entrantsHash).toBe(KAT_ENTRANTS_HASH);
    expect(verifyDraw(record)).toMatchObject({ ok: true, problems: [] });
    // At 29 % entry 6's ticket (29.92 % of 2³²) no longer wins.
    expect(verifyDraw({ ...record, winPercent: 29 }).problems).toEqual(["a winner does not hold a winning ticket"]);
    // At 100 % every ticket wins, so four lost while prizes were left.
    expect(verifyDraw({ ...record, winPercent: 100 }).problems).toEqual([
      "a winning ticket lost while prizes were left",
    ]);
  });
});
