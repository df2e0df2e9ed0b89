import { eq } from "drizzle-orm";
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
import { pickWinners, seedHash, verifyDraw } from "./verify-draw";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const DAY = 86_400_000;

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
    expect(seedHash(record.seed)).toBe(hashBefore);
    expect(pickWinners(record.seed, record.entryIds, record.prizeCount).sort()).toEqual(record.winnerEntryIds);
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

  it("a winPercent below 100 decides by ticket, verifiably", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "UPON_COMPLETION_OF_APPLICATION",
      prizeCount: 50,
      totalSupply: 50,
      winPercent: 30,
    });
    const fans = await Promise.all(Array.from({ length: 20 }, () => makeParticipant(ctx, campaignId)));
    for (const fanId of fans) await applyForDraw(ctx, { fanId, campaignId });
    clock.advance(10 * DAY);
    const record = await drawWinners(ctx, { campaignId });
    if (!record) throw new Error("no record");
    expect(verifyDraw(record).ok).toBe(true);
    expect(verifyDraw({ ...record, winPercent: record.winnerEntryIds.length ? 1 : 100 }).ok).toBe(
      record.winnerEntryIds.length === 0 && record.entryIds.length === 0,
    );
  });
});
