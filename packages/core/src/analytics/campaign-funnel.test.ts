import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCampaign } from "../campaigns/create-campaign";
import { campaigns } from "../campaigns/tables";
import { setCampaignStatus } from "../campaigns/update-campaign";
import { channelMemberships, channels } from "../channels/tables";
import { claims, mintJobs, policyAcceptances } from "../claims/tables";
import { conditionProgress } from "../conditions/tables";
import type { CoreContext } from "../context";
import type { Database } from "../db/client";
import { drawEntries } from "../draws/tables";
import { addOperator } from "../operators/add-operator";
import { requireOperator } from "../operators/require-operator";
import {
  campaignDefinition,
  createTestContext,
  createTestDatabase,
  makeCampaign,
  makeFan,
  makeOperator,
} from "../testing";
import { bucketSecondsFor, getCampaignDashboard } from "./campaign-funnel";
import { getProjectDashboard } from "./project-funnel";
import { campaignRefusals, pageViews } from "./tables";

// Fixtures are written row by row at known instants, so every expected figure below is counted by hand.
// The test clock starts at 2026-11-22T09:00Z; campaigns made then run from 08:00 (one hour before).

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const at = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00Z`);
let serial = 0;

async function claimAt(ctx: CoreContext, campaignId: string, nftId: string, fanId: string, when: string) {
  const [row] = await ctx.db
    .insert(claims)
    .values({ campaignId, userId: fanId, nftId, sequence: 1, idempotencyKey: `k-${serial++}`, createdAt: at(when) })
    .returning({ id: claims.id });
  if (!row) throw new Error("no claim");
  return row.id;
}

async function mint(ctx: CoreContext, claimId: string, status: "PENDING" | "SUBMITTED" | "MINTED") {
  const sent = status === "PENDING" ? {} : { txHash: `0x${serial++}`, tokenId: String(serial++) };
  await ctx.db.insert(mintJobs).values({ claimId, jobKey: `mint:${claimId}`, status, ...sent });
}

/**
 * An NFT_CLAIM campaign (supply 10) with a self-attested and a code condition: 7 page views, 5 fans
 * accepted the policies, 4 gave their wallet, 3 gave the code, 3 claimed (09:05, 09:22, 09:27), one
 * mint done, one sent, one waiting; refusals: 3 wrong codes over two minutes and one banned account.
 */
async function claimCampaign(ctx: CoreContext) {
  const made = await makeCampaign(ctx, {
    totalSupply: 10,
    conditions: [{ type: "WALLET_ADDRESS_RECEIVED" }, { type: "SPECIFY_A_SINGLE_CODE", code: "HELLO" }],
  });
  const [wallet, code] = made.conditionIds as [string, string];
  const nftId = made.nftIds.main ?? "";
  await ctx.db.insert(pageViews).values(
    Array.from({ length: 7 }, (_, i) => ({
      campaignId: made.campaignId,
      userId: null,
      kind: "campaign_detail" as const,
      source: "campaign" as const,
      createdAt: at(`08:${10 + i}`),
    })),
  );
  const fans = await Promise.all(Array.from({ length: 5 }, () => makeFan(ctx)));
  await ctx.db.insert(policyAcceptances).values(fans.map((userId) => ({ campaignId: made.campaignId, userId })));
  const done = (conditionId: string, count: number) =>
    ctx.db
      .insert(conditionProgress)
      .values(fans.slice(0, count).map((userId) => ({ conditionId, userId, campaignId: made.campaignId })));
  await done(wallet, 4);
  await done(code, 3);
  const [a, b, c] = fans as [string, string, string];
  await mint(ctx, await claimAt(ctx, made.campaignId, nftId, a, "09:05"), "MINTED");
  await mint(ctx, await claimAt(ctx, made.campaignId, nftId, b, "09:22"), "SUBMITTED");
  await mint(ctx, await claimAt(ctx, made.campaignId, nftId, c, "09:27"), "PENDING");
  await ctx.db.update(campaigns).set({ claimedCount: 3 }).where(eq(campaigns.id, made.campaignId));
  await ctx.db.insert(campaignRefusals).values([
    { campaignId: made.campaignId, reason: "WRONG_CODE", minute: at("09:10"), count: 2 },
    { campaignId: made.campaignId, reason: "WRONG_CODE", minute: at("09:11"), count: 1 },
    { campaignId: made.campaignId, reason: "BANNED", minute: at("09:12"), count: 1 },
  ]);
  return made;
}

describe("getCampaignDashboard", () => {
  it("counts the funnel with rates and proofs, the series in 5-minute buckets, supply and its run-out", async () => {
    const { ctx, clock } = createTestContext(database);
    const made = await claimCampaign(ctx);
    const [wallet, code] = made.conditionIds;
    clock.set(at("09:30"));
    const dashboard = await getCampaignDashboard(ctx, made.operator, { campaignId: made.campaignId });

    expect(dashboard.funnel).toEqual([
      { step: "PAGE_VIEWS", count: 7, rate: null, condition: null },
      { step: "POLICIES_ACCEPTED", count: 5, rate: 0.7143, condition: null },
      {
        step: "CONDITION",
        count: 4,
        rate: 0.8,
        condition: { id: wallet, position: 1, type: "WALLET_ADDRESS_RECEIVED", proof: "SELF_ATTESTED", provider: null },
      },
      {
        step: "CONDITION",
        count: 3,
        rate: 0.75,
        condition: { id: code, position: 2, type: "SPECIFY_A_SINGLE_CODE", proof: "CODE", provider: null },
      },
      { step: "CLAIMED", count: 3, rate: 1, condition: null },
      { step: "MINTED", count: 1, rate: 0.3333, condition: null },
    ]);

    // 08:00 → 09:30 is 90 minutes: too many for 1-minute buckets (60 at most), 18 of 5 minutes.
    expect(dashboard.series.bucketSeconds).toBe(300);
    expect(dashboard.series.from).toBe("2026-11-22T08:00:00.000Z");
    expect(dashboard.series.to).toBe("2026-11-22T09:30:00.000Z");
    expect(dashboard.series.points).toHaveLength(18);
    const nonZero = dashboard.series.points.filter((p) => p.claims > 0 || p.entries > 0);
    expect(nonZero).toEqual([
      { at: "2026-11-22T09:05:00.000Z", claims: 1, entries: 0 },
      { at: "2026-11-22T09:20:00.000Z", claims: 1, entries: 0 },
      { at: "2026-11-22T09:25:00.000Z", claims: 1, entries: 0 },
    ]);

    // Two claims in the last ten minutes: 12 an hour; 7 left go in 35 minutes.
    expect(dashboard.supply).toEqual({
      total: 10,
      used: 3,
      left: 7,
      perHour: 12,
      runOutAt: "2026-11-22T10:05:00.000Z",
      closesAt: "2026-12-12T09:00:00.000Z",
    });
    expect(dashboard.refusals.filter((r) => r.count > 0)).toEqual([
      { reason: "WRONG_CODE", count: 3 },
      { reason: "BANNED", count: 1 },
    ]);
    expect(dashboard.computedAt).toBe("2026-11-22T09:30:00.000Z");
  });

  it("no recent claim: a rate of 0 and no run-out time; one minute into a drop, 1-minute buckets", async () => {
    const { ctx, clock } = createTestContext(database);
    const made = await claimCampaign(ctx);
    clock.set(at("09:50")); // the last claim was at 09:27
    const quiet = await getCampaignDashboard(ctx, made.operator, { campaignId: made.campaignId });
    expect(quiet.supply).toMatchObject({ left: 7, perHour: 0, runOutAt: null });

    const fresh = await makeCampaign(ctx, { startsAt: at("09:49").toISOString() });
    const started = await getCampaignDashboard(ctx, fresh.operator, { campaignId: fresh.campaignId });
    expect(started.series.bucketSeconds).toBe(60);
    // The campaign made at 09:50 opened its distribution at 08:50 (one hour before), its window at 09:49.
    expect(started.series.from).toBe("2026-11-22T08:50:00.000Z");
    expect(started.funnel.map((s) => s.step)).toEqual(["PAGE_VIEWS", "POLICIES_ACCEPTED", "CLAIMED", "MINTED"]);
    expect(started.supply).toMatchObject({ total: 100, used: 0, left: 100, perHour: 0, runOutAt: null });
  });

  it("a lucky draw: entered and won steps; instant wins set the run-out, a draw at the end has none", async () => {
    const { ctx, clock } = createTestContext(database);
    const made = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "UPON_COMPLETION_OF_APPLICATION",
      winPercent: 50,
      prizeCount: 4,
      totalSupply: 4,
    });
    const fans = await Promise.all(Array.from({ length: 5 }, () => makeFan(ctx)));
    await ctx.db.insert(policyAcceptances).values(fans.map((userId) => ({ campaignId: made.campaignId, userId })));
    const results = [
      ["WIN", "09:01"],
      ["FAILED", "09:02"],
      ["WIN", "09:03"],
      ["FAILED", "09:04"],
      ["WIN", "09:25"],
    ] as const;
    await ctx.db.insert(drawEntries).values(
      results.map(([result, when], i) => ({
        campaignId: made.campaignId,
        userId: fans[i] ?? "",
        result,
        createdAt: at(when),
        decidedAt: at(when),
      })),
    );
    await ctx.db.update(campaigns).set({ winnerCount: 3 }).where(eq(campaigns.id, made.campaignId));
    clock.set(at("09:30"));
    const dashboard = await getCampaignDashboard(ctx, made.operator, { campaignId: made.campaignId });
    expect(dashboard.funnel.map(({ step, count, rate }) => ({ step, count, rate }))).toEqual([
      { step: "PAGE_VIEWS", count: 0, rate: null },
      { step: "POLICIES_ACCEPTED", count: 5, rate: null },
      { step: "ENTERED", count: 5, rate: 1 },
      { step: "WON", count: 3, rate: 0.6 },
      { step: "CLAIMED", count: 0, rate: 0 },
      { step: "MINTED", count: 0, rate: null },
    ]);
    expect(dashboard.series.points.filter((p) => p.entries > 0).map((p) => [p.at.slice(11, 16), p.entries])).toEqual([
      ["09:00", 4],
      ["09:25", 1],
    ]);
    // One win in the last ten minutes: 6 an hour, the last prize in 10 minutes.
    expect(dashboard.supply).toEqual({
      total: 4,
      used: 3,
      left: 1,
      perHour: 6,
      runOutAt: "2026-11-22T09:40:00.000Z",
      closesAt: "2026-12-02T09:00:00.000Z",
    });

    const afterEnd = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 2,
      totalSupply: 2,
    });
    const later = await getCampaignDashboard(ctx, afterEnd.operator, { campaignId: afterEnd.campaignId });
    expect(later.supply).toMatchObject({ total: 2, left: 2, perHour: null, runOutAt: null });
  });

  it("another company's campaign is not found; a viewer of the company reads it", async () => {
    const { ctx } = createTestContext(database);
    const made = await makeCampaign(ctx);
    const stranger = await makeOperator(ctx, "Other");
    await expect(getCampaignDashboard(ctx, stranger, { campaignId: made.campaignId })).rejects.toMatchObject({
      code: "request-E1004",
    });
    await expect(getProjectDashboard(ctx, stranger, { projectId: made.projectId })).rejects.toMatchObject({
      code: "request-E1004",
    });
    const { userId } = await addOperator(ctx, {
      companyId: made.operator.companyId,
      email: `viewer-${serial++}@example.com`,
      role: "VIEWER",
    });
    const viewer = await requireOperator(ctx, userId);
    expect((await getCampaignDashboard(ctx, viewer, { campaignId: made.campaignId })).campaignId).toBe(made.campaignId);
  });
});

describe("getProjectDashboard", () => {
  it("sums its campaigns' shared steps and refusals, one line per campaign, and each channel's members", async () => {
    const { ctx, clock } = createTestContext(database);
    const first = await claimCampaign(ctx);
    const second = await createCampaign(ctx, first.operator, {
      projectId: first.projectId,
      definition: campaignDefinition(ctx, { totalSupply: 5, startsAt: at("08:30").toISOString() }),
    });
    await setCampaignStatus(ctx, first.operator, { campaignId: second.id, status: "PUBLISH" });
    const fan = await makeFan(ctx);
    await ctx.db.insert(policyAcceptances).values({ campaignId: second.id, userId: fan });
    await ctx.db.insert(pageViews).values({ campaignId: second.id, kind: "conditions", source: "nmp" });
    await claimAt(ctx, second.id, second.nftIds.main ?? "", fan, "09:06");
    await ctx.db.update(campaigns).set({ claimedCount: 1 }).where(eq(campaigns.id, second.id));
    await ctx.db.insert(campaignRefusals).values({
      campaignId: second.id,
      reason: "WRONG_CODE",
      minute: at("09:13"),
      count: 4,
    });
    const requirements = { operator: "AND" as const, items: [{ type: "OPEN" as const }] };
    const title = { ja: "チャンネル", en: "Channel" };
    const [open, empty] = await ctx.db
      .insert(channels)
      .values([
        { projectId: first.projectId, texts: { title, description: title }, requirements, position: 1 },
        { projectId: first.projectId, texts: { title, description: title }, requirements, position: 2 },
      ])
      .returning({ id: channels.id });
    const members = await Promise.all([makeFan(ctx), makeFan(ctx)]);
    await ctx.db.insert(channelMemberships).values(members.map((userId) => ({ channelId: open?.id ?? "", userId })));

    clock.set(at("09:30"));
    const dashboard = await getProjectDashboard(ctx, first.operator, { projectId: first.projectId });
    expect(dashboard.totals).toEqual({ pageViews: 8, policiesAccepted: 6, claims: 4, entries: 0, minted: 1 });
    expect(dashboard.campaigns.map((c) => [c.campaignId, c.participated, c.minted, c.supply.left])).toEqual([
      [first.campaignId, 3, 1, 7],
      [second.id, 1, 0, 4],
    ]);
    expect(dashboard.series.points.filter((p) => p.claims > 0).map((p) => [p.at.slice(11, 16), p.claims])).toEqual([
      ["09:05", 2],
      ["09:20", 1],
      ["09:25", 1],
    ]);
    expect(dashboard.refusals.filter((r) => r.count > 0)).toEqual([
      { reason: "WRONG_CODE", count: 7 },
      { reason: "BANNED", count: 1 },
    ]);
    expect(dashboard.channels).toEqual([
      { channelId: open?.id, title, members: 2 },
      { channelId: empty?.id, title, members: 0 },
    ]);
  });
});

describe("bucketSecondsFor", () => {
  const span = (minutes: number) => ({ from: at("00:00"), to: new Date(at("00:00").getTime() + minutes * 60_000) });
  it("keeps at most 60 buckets: per minute up to an hour, then 5 and 15 minutes, hours, days", () => {
    expect(bucketSecondsFor(span(60))).toBe(60);
    expect(bucketSecondsFor(span(61))).toBe(300);
    expect(bucketSecondsFor(span(60 * 10))).toBe(900);
    expect(bucketSecondsFor(span(60 * 48))).toBe(3600);
    expect(bucketSecondsFor(span(60 * 24 * 10))).toBe(21_600);
    expect(bucketSecondsFor(span(60 * 24 * 30))).toBe(86_400);
  });
});
