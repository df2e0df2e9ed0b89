import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestSignInMail } from "../auth/request-sign-in-mail";
import { acceptPolicies } from "../claims/accept-policies";
import { claim } from "../claims/claim";
import { completeCondition } from "../conditions/complete-condition";
import { type Database, openDatabase } from "../db/client";
import { applyForDraw } from "../draws/apply-for-draw";
import { drawWinners } from "../draws/draw-winners";
import { createTestContext, createTestDatabase, makeCampaign, makeFan, makeParticipant } from "../testing";
import { FAIRNESS_CACHE_MS, getFairnessReport } from "./get-fairness-report";
import { countRefusals, flushRefusals, noteRefusal } from "./refusals";
import { campaignRefusals } from "./tables";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type Ctx = ReturnType<typeof createTestContext>["ctx"];
let ip = 0;
const meta = () => ({ ip: `10.9.${Math.floor(ip / 250)}.${ip++ % 250}` });
const enterCode = (ctx: Ctx, fanId: string, campaignId: string, conditionId: string, code: string) =>
  completeCondition(ctx, { fanId, campaignId, conditionId, action: "code", body: { code } }, meta());
let k = 0;
const key = () => `refusal-${Date.now()}-${k++}`;
const DAY = 24 * 3_600_000;

/** The counts of the reasons that have any, as the table holds them after this process's flush. */
async function counted(ctx: Ctx, campaignId: string): Promise<Record<string, number>> {
  await flushRefusals(ctx.db);
  const all = await countRefusals(ctx.db, campaignId);
  return Object.fromEntries(all.filter((r) => r.count > 0).map((r) => [r.reason, r.count]));
}

describe("refusals counted per campaign and reason", () => {
  it("50 parallel wrong codes from two processes are counted exactly, and nothing is written on the request", async () => {
    const { ctx } = createTestContext(database);
    // A second handle on the same database keeps its own counts in memory, as another API process would.
    const other = database.pglite
      ? await openDatabase({ pglite: database.pglite })
      : await openDatabase({ url: database.url ?? "" });
    const ctx2 = createTestContext(other).ctx;
    try {
      const { campaignId, conditionIds } = await makeCampaign(ctx, {
        conditions: [{ type: "SPECIFY_A_SINGLE_CODE", code: "RIGHT-CODE" }],
      });
      const conditionId = conditionIds[0] ?? "";
      const fans = await Promise.all(Array.from({ length: 50 }, () => makeParticipant(ctx, campaignId)));
      const results = await Promise.allSettled(
        fans.map((fan, i) => enterCode(i % 2 === 0 ? ctx : ctx2, fan, campaignId, conditionId, `WRONG-${i}`)),
      );
      expect(results.every((r) => r.status === "rejected")).toBe(true);

      // Counted in memory only: the request paths wrote nothing yet.
      expect(await countRefusals(ctx.db, campaignId)).toContainEqual({ reason: "WRONG_CODE", count: 0 });

      await Promise.all([flushRefusals(ctx.db), flushRefusals(ctx2.db)]);
      expect(await counted(ctx, campaignId)).toEqual({ WRONG_CODE: 50 });
      // A flush with nothing waiting adds nothing.
      await flushRefusals(ctx2.db);
      expect(await counted(ctx, campaignId)).toEqual({ WRONG_CODE: 50 });
    } finally {
      // PGlite: the handle shares the instance, which the suite closes; PostgreSQL: its own pool.
      if (other.pool) await other.pool.end();
    }
  });

  it("sums the minutes and the flushes, and lists every reason in order, zero included", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx);
    noteRefusal(ctx, campaignId, "BANNED");
    await flushRefusals(ctx.db);
    noteRefusal(ctx, campaignId, "BANNED");
    clock.advance(60_000);
    noteRefusal(ctx, campaignId, "BANNED");
    await flushRefusals(ctx.db);
    const rows = await countRefusals(ctx.db, campaignId);
    expect(rows.map((r) => r.reason)).toEqual([
      "WRONG_CODE",
      "USED_CODE",
      "DUPLICATE_CODE",
      "CODE_LOCKOUT",
      "LIMIT_REACHED",
      "SUPPLY_EXHAUSTED",
      "OUTSIDE_WINDOW",
      "BANNED",
      "CAPTCHA_FAILED",
    ]);
    expect(rows.find((r) => r.reason === "BANNED")?.count).toBe(3);
    // Two minutes: one row each, the first added to by the second flush.
    const stored = await database.db.select().from(campaignRefusals);
    expect(stored.filter((r) => r.campaignId === campaignId).map((r) => r.count)).toEqual([2, 1]);
  });

  it("codes: wrong, used by another, a second code of the same account, and the lockout", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId, conditionIds } = await makeCampaign(ctx, {
      conditions: [{ type: "SPECIFY_MULTIPLE_CODES", codes: [{ code: "SERIAL-1" }, { code: "SERIAL-2" }] }],
    });
    const conditionId = conditionIds[0] ?? "";
    const [a = "", b = "", c = ""] = await Promise.all([1, 2, 3].map(() => makeParticipant(ctx, campaignId)));
    await enterCode(ctx, a, campaignId, conditionId, "SERIAL-1");
    await expect(enterCode(ctx, b, campaignId, conditionId, "SERIAL-1")).rejects.toMatchObject({
      code: "specificCode-E2002",
    });
    await expect(enterCode(ctx, a, campaignId, conditionId, "SERIAL-2")).rejects.toMatchObject({
      code: "specificCode-E2003",
    });
    await expect(enterCode(ctx, a, campaignId, conditionId, "SERIAL-1")).rejects.toMatchObject({
      code: "specificCode-E2005",
    });
    // The per-fan limit is 10 wrong codes a window: the eleventh is a lockout.
    for (let i = 0; i < 10; i++) {
      await expect(enterCode(ctx, c, campaignId, conditionId, `NOPE-${i}`)).rejects.toMatchObject({
        code: "specificCode-E2001",
      });
    }
    await expect(enterCode(ctx, c, campaignId, conditionId, "SERIAL-2")).rejects.toMatchObject({
      code: "request-E1029",
    });
    expect(await counted(ctx, campaignId)).toEqual({
      WRONG_CODE: 10,
      USED_CODE: 1,
      DUPLICATE_CODE: 2,
      CODE_LOCKOUT: 1,
    });
  });

  it("claims: the per-fan limit, the supply, and outside the windows", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, { totalSupply: 1 });
    const first = await makeParticipant(ctx, campaignId);
    const second = await makeParticipant(ctx, campaignId);
    await claim(ctx, { fanId: first, campaignId, idempotencyKey: key() });
    await expect(claim(ctx, { fanId: first, campaignId, idempotencyKey: key() })).rejects.toMatchObject({
      code: "claim-E2003",
    });
    await expect(claim(ctx, { fanId: second, campaignId, idempotencyKey: key() })).rejects.toMatchObject({
      code: "claim-E2002",
    });
    // The conditions not done is the fan's own step, not a refusal by a rule.
    const stranger = await makeFan(ctx);
    await expect(claim(ctx, { fanId: stranger, campaignId, idempotencyKey: key() })).rejects.toMatchObject({
      code: "campaignPolicy-E2002",
    });
    clock.advance(30 * DAY);
    await expect(claim(ctx, { fanId: second, campaignId, idempotencyKey: key() })).rejects.toMatchObject({
      code: "nftContent-E2021",
    });
    await expect(acceptPolicies(ctx, { fanId: stranger, campaignId })).rejects.toMatchObject({
      code: "campaignPolicy-E2001",
    });
    expect(await counted(ctx, campaignId)).toEqual({ LIMIT_REACHED: 1, SUPPLY_EXHAUSTED: 1, OUTSIDE_WINDOW: 2 });
  });

  it("a draw: a second entry is not a refusal; an entry after the end is", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 1,
      totalSupply: 1,
    });
    const fan = await makeParticipant(ctx, campaignId);
    const late = await makeParticipant(ctx, campaignId);
    await applyForDraw(ctx, { fanId: fan, campaignId });
    await expect(applyForDraw(ctx, { fanId: fan, campaignId })).rejects.toMatchObject({ code: "luckyDraw-E2001" });
    clock.advance(11 * DAY);
    await expect(applyForDraw(ctx, { fanId: late, campaignId })).rejects.toMatchObject({ code: "claimPage-E2001" });
    expect(await counted(ctx, campaignId)).toEqual({ OUTSIDE_WINDOW: 1 });
  });

  it("a failed captcha of a sign-in that came from a campaign counts there", async () => {
    const { ctx } = createTestContext(database, {
      captcha: { provider: "sandbox", siteKey: "k", verify: async (token) => token === "pass" },
    });
    const { campaignId } = await makeCampaign(ctx);
    const ask = (captchaToken: string, from?: string) =>
      requestSignInMail(
        ctx,
        { email: `c-${k++}@example.com`, country: "JP", locale: "ja", captchaToken, campaignId: from },
        meta(),
      );
    await expect(ask("bot", campaignId)).rejects.toMatchObject({ code: "captcha-E2001" });
    await expect(ask("bot")).rejects.toMatchObject({ code: "captcha-E2001" });
    await ask("pass", campaignId);
    expect(await counted(ctx, campaignId)).toEqual({ CAPTCHA_FAILED: 1 });
  });

  it("never throws, and a refusal for a campaign that is gone does not lose the others of its batch", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx);
    const broken = { db: ctx.db, clock: { now: () => new Date(Number.NaN) } };
    expect(() => noteRefusal(broken, campaignId, "BANNED")).not.toThrow();
    expect(() => noteRefusal(ctx, "not-a-uuid", "BANNED")).not.toThrow();
    noteRefusal(ctx, "00000000-0000-4000-8000-000000000000", "BANNED");
    noteRefusal(ctx, campaignId, "BANNED");
    expect(await counted(ctx, campaignId)).toEqual({ BANNED: 1 });
  });
});

describe("the fairness report", () => {
  it("a claim campaign: supply, claimed, left and refusals, each with the time it was computed", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId, projectId } = await makeCampaign(ctx, { totalSupply: 5 });
    const fan = await makeParticipant(ctx, campaignId);
    await claim(ctx, { fanId: fan, campaignId, idempotencyKey: key() });
    await expect(claim(ctx, { fanId: fan, campaignId, idempotencyKey: key() })).rejects.toMatchObject({
      code: "claim-E2003",
    });
    await flushRefusals(ctx.db);
    const report = await getFairnessReport(ctx, { campaignId });
    expect(report).toMatchObject({
      campaignId,
      projectId,
      rewardKind: "NFT_CLAIM",
      supply: { total: 5, claimed: 1, left: 4, computedAt: "2026-11-22T09:00:00.000Z" },
      entries: null,
      draw: null,
    });
    expect(report.refusals.counts.find((r) => r.reason === "LIMIT_REACHED")?.count).toBe(1);
    expect(JSON.stringify(report)).not.toContain(fan);

    // Answered from memory for a few seconds, then computed again.
    await claim(ctx, { fanId: await makeParticipant(ctx, campaignId), campaignId, idempotencyKey: key() });
    expect((await getFairnessReport(ctx, { campaignId })).supply.claimed).toBe(1);
    clock.advance(FAIRNESS_CACHE_MS);
    const later = await getFairnessReport(ctx, { campaignId });
    expect(later.supply).toEqual({ total: 5, claimed: 2, left: 3, computedAt: "2026-11-22T09:00:05.000Z" });
  });

  it("a draw: the commitment before, entrants, winners and the revealed seed after; no entry ids", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId, projectId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 2,
      totalSupply: 2,
    });
    const fans = await Promise.all(Array.from({ length: 5 }, () => makeParticipant(ctx, campaignId)));
    for (const fanId of fans) await applyForDraw(ctx, { fanId, campaignId });
    const before = await getFairnessReport(ctx, { campaignId });
    expect(before.entries).toMatchObject({ entrants: 5, winners: 0, prizes: 2 });
    expect(before.draw).toMatchObject({
      algorithm: "fanfare-draw-v1",
      mode: "AFTER_CAMPAIGN_END",
      seed: null,
      entrantCount: null,
      winnerCount: null,
      drawnAt: null,
      recordPath: `/projects/${projectId}/${campaignId}/draw`,
    });
    expect(before.draw?.seedHash).toMatch(/^[0-9a-f]{64}$/);

    clock.advance(11 * DAY);
    const record = await drawWinners(ctx, { campaignId });
    if (!record) throw new Error("not drawn");
    const after = await getFairnessReport(ctx, { campaignId });
    expect(after.entries).toMatchObject({ entrants: 5, winners: 2 });
    expect(after.draw).toMatchObject({
      seed: record.seed,
      seedHash: before.draw?.seedHash,
      entrantsHash: record.entrantsHash,
      entrantsRoot: record.entrantsRoot,
      entrantCount: 5,
      winnerCount: 2,
    });
    const text = JSON.stringify(after);
    for (const id of [...fans, ...record.entryIds]) expect(text).not.toContain(id);
  });

  it("only for campaigns fans may see", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, {}, { publish: false });
    await expect(getFairnessReport(ctx, { campaignId })).rejects.toMatchObject({ code: "request-E1004" });
  });
});
