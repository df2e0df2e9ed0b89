import { SPOTIFY_SANDBOX_IDS } from "@fanfare/sandbox";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../audit/tables";
import { claims, mintJobs } from "../claims/tables";
import type { CoreContext } from "../context";
import { drawEntries, drawRecords } from "../draws/tables";
import { AppError } from "../errors";
import { addOperator } from "../operators/add-operator";
import { requireOperator } from "../operators/require-operator";
import { createTestContext, makeCampaign, makeOperator, sandboxSocialConfig, useTestDatabase } from "../testing";
import { users } from "../users/tables";
import { rehearseCampaign } from "./rehearse-campaign";

const db = useTestDatabase();
const HOUR = 3_600_000;
const defaults = { fans: 1000, arrival: "UNIFORM", conditionRates: {}, participationRate: 1, claimsPerFan: 1 } as const;

async function fanTableCounts(ctx: CoreContext) {
  const n = async (table: typeof users | typeof claims | typeof drawEntries | typeof mintJobs) =>
    (await ctx.db.select({ n: count() }).from(table))[0]?.n;
  return {
    users: await n(users),
    claims: await n(claims),
    entries: await n(drawEntries),
    mintJobs: await n(mintJobs),
    records: (await ctx.db.select({ n: count() }).from(drawRecords))[0]?.n,
    audit: (await ctx.db.select({ n: count() }).from(auditEvents))[0]?.n,
  };
}

describe("rehearsing a campaign", () => {
  it("runs the supply out at the 10th arrival when every fan completes and claims, and writes nothing", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    const { operator, campaignId, conditionIds } = await makeCampaign(ctx, { totalSupply: 10 });
    const before = await fanTableCounts(ctx);
    const report = await rehearseCampaign(ctx, operator, {
      campaignId,
      ...defaults,
      conditionRates: { [conditionIds[0] ?? ""]: 1 },
      seed: "supply-ten",
    });
    expect(report.conditions).toEqual([
      { conditionId: conditionIds[0], position: 1, type: "NONE", rate: 1, reached: 1000, completed: 1000 },
    ]);
    expect(report.completedAll).toBe(1000);
    expect(report.participated).toBe(1000);
    expect(report.claims).toEqual({ made: 10, refusedSupply: 990, refusedLimit: 0, refusedWindow: 0 });
    expect(report.supply).toMatchObject({ total: 10, used: 10, left: 0, runOutAfterArrivals: 10 });
    expect(report.supply.nfts).toEqual([{ key: "main", supply: null, issued: 10, runOutAt: null }]);
    // The last claim's bucket is the run-out's, and every claim is in the chart.
    expect(report.series.points.reduce((sum, p) => sum + p.claims, 0)).toBe(10);
    const runOut = Date.parse(report.supply.runOutAt ?? "");
    expect(runOut).toBeGreaterThanOrEqual(Date.parse(report.startsAt));
    expect(runOut).toBeLessThan(Date.parse(report.endsAt));
    // One sign-in mail per fan, the four languages alike by default; no draw, no result mail.
    expect(report.mails.map((m) => m.locale)).toEqual(["ja", "en", "fr", "th"]);
    expect(report.mails.reduce((sum, m) => sum + m.signIn, 0)).toBe(1000);
    expect(report.mails.every((m) => m.drawWin + m.drawFailed === 0 && m.total === m.signIn)).toBe(true);
    expect(report.mails.every((m) => m.signIn > 150)).toBe(true);
    expect(report.draw).toBeNull();
    expect(report.seed).toBe("supply-ten");
    // Nothing a fan could meet, nor the audit log, has a trace of it; no mail went out.
    expect(await fanTableCounts(ctx)).toEqual(before);
    expect(mailer.sent).toHaveLength(0);
  });

  it("repeats a run exactly from its seed, and another seed gives another run", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx, { totalSupply: 300 });
    const run = (seed: string) =>
      rehearseCampaign(ctx, operator, { campaignId, ...defaults, participationRate: 0.5, seed }).then(
        ({ tookMs: _took, ...rest }) => rest,
      );
    const first = await run("again");
    expect(await run("again")).toEqual(first);
    expect((await run("other")).participated).not.toBe(first.participated);
  });

  it("with a rate of 0 nobody completes: the first condition stops everyone, and the report says so", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId, conditionIds } = await makeCampaign(ctx, {
      conditions: [{ type: "NONE" }, { type: "NONE" }],
    });
    const report = await rehearseCampaign(ctx, operator, {
      campaignId,
      ...defaults,
      conditionRates: { [conditionIds[0] ?? ""]: 0, [conditionIds[1] ?? ""]: 1 },
    });
    expect(report.conditions.map((c) => [c.reached, c.completed])).toEqual([
      [1000, 0],
      [0, 0],
    ]);
    expect(report.completedAll).toBe(0);
    expect(report.claims.made).toBe(0);
    expect(report.supply).toMatchObject({ used: 0, left: 100, runOutAt: null, runOutAfterArrivals: null });
    expect(report.problems).toContainEqual(expect.objectContaining({ code: "NOBODY_COMPLETES", field: "conditions" }));
  });

  it("counts claims beyond the per-fan limit as refused, as the claim does", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx, { totalSupply: 10_000, perFanLimit: 2 });
    const report = await rehearseCampaign(ctx, operator, { campaignId, ...defaults, fans: 100, claimsPerFan: 3 });
    expect(report.conditions[0]?.rate).toBe(0.9);
    const claimed = report.participated;
    expect(report.claims).toEqual({ made: 2 * claimed, refusedSupply: 0, refusedLimit: claimed, refusedWindow: 0 });
  });

  it("replays a draw at the end with the real algorithm: prizeCount winners, the record verifies, result mails per language", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 5,
      totalSupply: 5,
      title: { ja: "抽選", en: "Draw" },
    });
    const before = await fanTableCounts(ctx);
    const report = await rehearseCampaign(ctx, operator, {
      campaignId,
      ...defaults,
      languageShares: { ja: 1, th: 1 },
    });
    expect(report.draw).toMatchObject({
      algorithm: "fanfare-draw-v1",
      mode: "AFTER_CAMPAIGN_END",
      prizeCount: 5,
      entrants: report.participated,
      winners: 5,
      verifiedBy: "protocol",
      verification: {
        status: "verified",
        checks: [
          { key: "seedHash", ok: true },
          { key: "entrantsHash", ok: true },
          { key: "entrantsRoot", ok: true },
          { key: "winners", ok: true },
        ],
      },
    });
    expect(report.supply).toMatchObject({ total: 5, used: 5, left: 0, runOutAt: null });
    // Fans only in ja and th; each entrant gets a result mail, the five winners WIN.
    const byLocale = Object.fromEntries(report.mails.map((m) => [m.locale, m]));
    expect(byLocale.en?.total).toBe(0);
    expect(byLocale.fr?.total).toBe(0);
    expect((byLocale.ja?.drawWin ?? 0) + (byLocale.th?.drawWin ?? 0)).toBe(5);
    expect((byLocale.ja?.drawFailed ?? 0) + (byLocale.th?.drawFailed ?? 0)).toBe(report.participated - 5);
    // The title has no Thai: Thai result mails would fall back to Japanese.
    expect(report.problems).toContainEqual({
      code: "MAIL_TRANSLATION",
      field: "title",
      detail: "Result mails in th would show the Japanese title.",
      missingLocales: ["th"],
    });
    expect(report.series.points.reduce((sum, p) => sum + p.entries, 0)).toBe(report.participated);
    // The campaign's own seed stays secret: the replay commits to a fresh one.
    expect(await fanTableCounts(ctx)).toEqual(before);
  });

  it("replays an instant draw in application order: never more winners than prizes, verified", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "UPON_COMPLETION_OF_APPLICATION",
      prizeCount: 20,
      winPercent: 10,
      totalSupply: 20,
    });
    const report = await rehearseCampaign(ctx, operator, { campaignId, ...defaults, seed: "instant" });
    expect(report.draw?.mode).toBe("UPON_COMPLETION_OF_APPLICATION");
    expect(report.draw?.winners).toBe(20);
    expect(report.draw?.verification.status).toBe("verified");
    expect(report.supply.runOutAfterArrivals).toBeGreaterThan(20);
    // An instant draw tells the fan on the page: no result mail.
    expect(report.mails.every((m) => m.drawWin + m.drawFailed === 0)).toBe(true);
  });

  it("reports a condition whose provider is not configured, a chain without RPC URL or relayer, an early run-out", async () => {
    const { ctx } = createTestContext(db.current);
    // Nothing is called: the stand-in's address only makes the provider configured for the creation.
    ctx.config = { ...ctx.config, social: sandboxSocialConfig("http://127.0.0.1:9") };
    const { operator, campaignId, conditionIds } = await makeCampaign(
      ctx,
      { totalSupply: 3, conditions: [{ type: "SPOTIFY_FOLLOW_ARTIST", artistId: SPOTIFY_SANDBOX_IDS.artist }] },
      { publish: false },
    );
    ctx.config = { ...ctx.config, social: undefined };
    const report = await rehearseCampaign(ctx, operator, {
      campaignId,
      ...defaults,
      arrival: "DROP",
      conditionRates: { [conditionIds[0] ?? ""]: 1 },
    });
    const codes = report.problems.map((p) => `${p.code} ${p.field}`);
    expect(codes).toContain(`CONDITION_PROVIDER conditions.${conditionIds[0]}`);
    expect(codes).toContain("CHAIN chainId");
    expect(codes).toContain("CHAIN_RELAYER chainId");
    expect(codes).toContain("SUPPLY_RUNS_OUT_EARLY totalSupply");
    expect(Date.parse(report.supply.runOutAt ?? "")).toBeLessThan(Date.parse(report.startsAt) + HOUR);
  });

  it("refuses another company's campaign as not found, and a rate for a condition it does not have", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx);
    const stranger = await makeOperator(ctx, "Other");
    await expect(rehearseCampaign(ctx, stranger, { campaignId, ...defaults })).rejects.toMatchObject({
      code: "request-E1004",
    });
    const unknown = "00000000-0000-4000-8000-000000000000";
    const error = await rehearseCampaign(ctx, operator, {
      campaignId,
      ...defaults,
      conditionRates: { [unknown]: 1 },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "request-E1000", issues: [{ path: `conditionRates.${unknown}` }] });
  });

  it("runs 100,000 fans of a draw at the end", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 100,
      totalSupply: 100,
    });
    const report = await rehearseCampaign(ctx, operator, { campaignId, ...defaults, fans: 100_000 });
    expect(report.draw?.winners).toBe(100);
    expect(report.draw?.verification.status).toBe("verified");
    expect(report.draw?.verifiedBy).toBe("algorithm");
  });

  it("gives each operator and each company a budget of runs per window: over it, request-E1029", async () => {
    const { ctx, clock } = createTestContext(db.current);
    ctx.config = {
      ...ctx.config,
      limits: {
        ...ctx.config.limits,
        rehearsalsPerOperator: { limit: 2, windowSeconds: 600 },
        rehearsalsPerCompany: { limit: 3, windowSeconds: 600 },
      },
    };
    const { operator, campaignId } = await makeCampaign(ctx);
    const colleague = await requireOperator(
      ctx,
      (await addOperator(ctx, { companyId: operator.companyId, email: "colleague@example.com", role: "VIEWER" }))
        .userId,
    );
    const run = (who: typeof operator) => rehearseCampaign(ctx, who, { campaignId, ...defaults, fans: 10 });
    await run(operator);
    await run(operator);
    await expect(run(operator)).rejects.toMatchObject({ code: "request-E1029" });
    // The refused run took no turn of the company's: the colleague still has one, then the company is out.
    await run(colleague);
    await expect(run(colleague)).rejects.toMatchObject({ code: "request-E1029" });
    clock.advance(600_000);
    await expect(run(colleague)).resolves.toMatchObject({ fans: 10 });
  });
});
