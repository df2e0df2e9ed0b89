import {
  type CampaignDashboard,
  CONDITION_KIND_BY_TYPE,
  type FunnelStep,
  type ParticipationSeries,
  type SocialProvider,
  type SupplyForecast,
} from "@fanfare/protocol";
import { and, asc, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { type CampaignRow, campaigns } from "../campaigns/tables";
import { claims, mintJobs, policyAcceptances } from "../claims/tables";
import { conditionProgress, conditions } from "../conditions/tables";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { drawEntries } from "../draws/tables";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { countRefusals } from "./refusals";
import { pageViews } from "./tables";

// The operator's live dashboard of one campaign. The console polls it every few seconds while it is open,
// so every figure is one aggregate over an index of the campaign's rows (no row is read into memory)
// and the queries run side by side.

const MINUTE = 60_000;

/** Bucket sizes of the chart, in minutes: the smallest that keeps the campaign's window to MAX_BUCKETS. */
export const BUCKET_MINUTES = [1, 5, 15, 60, 360, 1440, 10_080] as const;
const MAX_BUCKETS = 60;

/**
 * How far back the run-out estimate looks. Long enough that one quiet minute does not swing it, short
 * enough that the estimate follows a drop that speeds up or calms down.
 */
export const RATE_WINDOW_MS = 10 * MINUTE;

/** The counts of the steps every campaign has, per campaign. */
export type ParticipationCounts = {
  pageViews: number;
  policiesAccepted: number;
  claims: number;
  entries: number;
  winners: number;
  minted: number;
  /** Claims and instant wins since `since` (the rate window's start), for the run-out estimate. */
  recentClaims: number;
  recentWins: number;
};

const ZERO: ParticipationCounts = {
  pageViews: 0,
  policiesAccepted: 0,
  claims: 0,
  entries: 0,
  winners: 0,
  minted: 0,
  recentClaims: 0,
  recentWins: 0,
};

/** One grouped count per table, for all the given campaigns at once (a project's dashboard asks for many). */
export async function participationCounts(
  db: DbOrTx,
  campaignIds: readonly string[],
  since: Date,
): Promise<Map<string, ParticipationCounts>> {
  const result = new Map<string, ParticipationCounts>(campaignIds.map((id) => [id, { ...ZERO }]));
  if (campaignIds.length === 0) return result;
  const ids = [...campaignIds];
  const [views, accepted, claimed, entered, minted] = await Promise.all([
    db
      .select({ campaignId: pageViews.campaignId, n: count() })
      .from(pageViews)
      .where(inArray(pageViews.campaignId, ids))
      .groupBy(pageViews.campaignId),
    db
      .select({ campaignId: policyAcceptances.campaignId, n: count() })
      .from(policyAcceptances)
      .where(inArray(policyAcceptances.campaignId, ids))
      .groupBy(policyAcceptances.campaignId),
    db
      .select({
        campaignId: claims.campaignId,
        n: count(),
        recent: sql<number>`count(*) filter (where ${claims.createdAt} >= ${since.toISOString()})`.mapWith(Number),
      })
      .from(claims)
      .where(inArray(claims.campaignId, ids))
      .groupBy(claims.campaignId),
    db
      .select({
        campaignId: drawEntries.campaignId,
        n: count(),
        winners: sql<number>`count(*) filter (where ${drawEntries.result} = 'WIN')`.mapWith(Number),
        recentWins:
          sql<number>`count(*) filter (where ${drawEntries.result} = 'WIN' and ${drawEntries.decidedAt} >= ${since.toISOString()})`.mapWith(
            Number,
          ),
      })
      .from(drawEntries)
      .where(inArray(drawEntries.campaignId, ids))
      .groupBy(drawEntries.campaignId),
    db
      .select({ campaignId: claims.campaignId, n: count() })
      .from(mintJobs)
      .innerJoin(claims, eq(claims.id, mintJobs.claimId))
      .where(and(inArray(claims.campaignId, ids), eq(mintJobs.status, "MINTED")))
      .groupBy(claims.campaignId),
  ]);
  const at = (id: string) => result.get(id) ?? { ...ZERO };
  for (const row of views) at(row.campaignId).pageViews = Number(row.n);
  for (const row of accepted) at(row.campaignId).policiesAccepted = Number(row.n);
  for (const row of claimed) Object.assign(at(row.campaignId), { claims: Number(row.n), recentClaims: row.recent });
  for (const row of entered) {
    Object.assign(at(row.campaignId), { entries: Number(row.n), winners: row.winners, recentWins: row.recentWins });
  }
  for (const row of minted) at(row.campaignId).minted = Number(row.n);
  return result;
}

type Window = Pick<CampaignRow, "startsAt" | "endsAt" | "distributionStartsAt" | "distributionEndsAt">;

/** The span the chart covers: from the first window's start to now, or to the last window's end once over. */
export function seriesSpan(windows: readonly Window[], now: Date): { from: Date; to: Date } {
  if (windows.length === 0) return { from: now, to: now };
  const from = Math.min(...windows.flatMap((w) => [w.startsAt.getTime(), w.distributionStartsAt.getTime()]));
  const end = Math.max(...windows.flatMap((w) => [w.endsAt.getTime(), w.distributionEndsAt.getTime()]));
  const to = Math.max(from, Math.min(now.getTime(), end));
  return { from: new Date(from), to: new Date(to) };
}

/** The smallest bucket (BUCKET_MINUTES) that splits the span into at most MAX_BUCKETS. */
export function bucketSecondsFor(span: { from: Date; to: Date }): number {
  const ms = span.to.getTime() - span.from.getTime();
  const minutes = BUCKET_MINUTES.find((size) => Math.ceil(ms / (size * MINUTE)) <= MAX_BUCKETS);
  return (minutes ?? 10_080) * 60;
}

/**
 * Claims and draw entries per bucket over the span, summed over the given campaigns, every bucket listed
 * (zeros too). Buckets start on multiples of their size since the epoch, so a bucket keeps its start
 * from one poll to the next and only the last one grows.
 */
export async function participationSeries(
  db: DbOrTx,
  campaignIds: readonly string[],
  span: { from: Date; to: Date },
): Promise<ParticipationSeries> {
  const bucketSeconds = bucketSecondsFor(span);
  const size = bucketSeconds * 1000;
  const first = Math.floor(span.from.getTime() / size) * size;
  const last = Math.max(first, Math.ceil(span.to.getTime() / size) * size);
  const points: ParticipationSeries["points"] = [];
  for (let at = first; at < last; at += size) points.push({ at: new Date(at).toISOString(), claims: 0, entries: 0 });
  if (campaignIds.length > 0 && points.length > 0) {
    const ids = [...campaignIds];
    const from = new Date(first);
    const to = new Date(last);
    const bucketOf = (column: typeof claims.createdAt | typeof drawEntries.createdAt) =>
      sql<number>`floor(extract(epoch from ${column}) / ${bucketSeconds})`.mapWith(Number);
    const [claimed, entered] = await Promise.all([
      db
        .select({ bucket: bucketOf(claims.createdAt), n: count() })
        .from(claims)
        .where(and(inArray(claims.campaignId, ids), gte(claims.createdAt, from), lt(claims.createdAt, to)))
        .groupBy(sql`1`),
      db
        .select({ bucket: bucketOf(drawEntries.createdAt), n: count() })
        .from(drawEntries)
        .where(
          and(inArray(drawEntries.campaignId, ids), gte(drawEntries.createdAt, from), lt(drawEntries.createdAt, to)),
        )
        .groupBy(sql`1`),
    ]);
    const index = (bucket: number) => points[Math.round((bucket * size - first) / size)];
    for (const row of claimed) {
      const point = index(row.bucket);
      if (point) point.claims = Number(row.n);
    }
    for (const row of entered) {
      const point = index(row.bucket);
      if (point) point.entries = Number(row.n);
    }
  }
  return { bucketSeconds, from: new Date(first).toISOString(), to: span.to.toISOString(), points };
}

/**
 * What is left to give and when it runs out at the recent rate. NFT_CLAIM gives its supply by claims;
 * a lucky draw gives its prizes, by instant wins (UPON_COMPLETION_OF_APPLICATION) or all at once at the
 * end (AFTER_CAMPAIGN_END: no rate, no estimate). The rate is taken over the rate window, or since giving
 * opened when that is more recent, so a drop a minute old is not averaged over ten.
 */
export function supplyForecast(
  campaign: Pick<
    CampaignRow,
    | "rewardKind"
    | "rewardTiming"
    | "totalSupply"
    | "claimedCount"
    | "prizeCount"
    | "winnerCount"
    | "startsAt"
    | "endsAt"
    | "distributionStartsAt"
    | "distributionEndsAt"
  >,
  counts: Pick<ParticipationCounts, "recentClaims" | "recentWins">,
  now: Date,
): SupplyForecast {
  const isDraw = campaign.rewardKind === "LUCKY_DRAW";
  const total = isDraw ? (campaign.prizeCount ?? 0) : campaign.totalSupply;
  const used = Math.min(total, isDraw ? campaign.winnerCount : campaign.claimedCount);
  const left = total - used;
  const opens = isDraw ? campaign.startsAt : campaign.distributionStartsAt;
  const closes = isDraw ? campaign.endsAt : campaign.distributionEndsAt;
  const closesAt = closes.toISOString();
  if (isDraw && campaign.rewardTiming !== "UPON_COMPLETION_OF_APPLICATION") {
    return { total, used, left, perHour: null, runOutAt: null, closesAt };
  }
  const since = Math.max(now.getTime() - RATE_WINDOW_MS, opens.getTime());
  const elapsed = Math.min(now.getTime(), closes.getTime()) - since;
  if (elapsed <= 0) return { total, used, left, perHour: null, runOutAt: null, closesAt };
  const recent = isDraw ? counts.recentWins : counts.recentClaims;
  const perMs = recent / elapsed;
  const perHour = Math.round(perMs * 3_600_000 * 10) / 10;
  const stillGiving = now.getTime() < closes.getTime();
  const runOutAt =
    perMs > 0 && left > 0 && stillGiving ? new Date(now.getTime() + Math.ceil(left / perMs)).toISOString() : null;
  return { total, used, left, perHour, runOutAt, closesAt };
}

/** Each step's rate: its count over the previous step's (null first, or after a step of 0). */
export function withRates(steps: readonly Omit<FunnelStep, "rate">[]): FunnelStep[] {
  return steps.map((step, index) => {
    const previous = steps[index - 1];
    const rate = previous && previous.count > 0 ? Math.round((step.count / previous.count) * 10_000) / 10_000 : null;
    return { ...step, rate };
  });
}

/** The start of the rate window (see supplyForecast): what `participationCounts` counts as recent. */
export function rateWindowStart(now: Date): Date {
  return new Date(now.getTime() - RATE_WINDOW_MS);
}

/** The campaign, if the operator's company owns it (another company's answers exactly like a missing one). */
async function ownCampaign(db: DbOrTx, operator: Operator, campaignId: string): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  assertSameCompany(operator, row);
  return row;
}

/**
 * A campaign's live dashboard: the funnel (page views → policies accepted → each condition with its
 * proof → entered → won → claimed → minted), claims or entries over time, supply left with its run-out
 * estimate, and refusals by reason. Every role reads it.
 */
export async function getCampaignDashboard(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string },
): Promise<CampaignDashboard> {
  const now = ctx.clock.now();
  const campaign = await ownCampaign(ctx.db, operator, input.campaignId);
  const [countsById, list, progress, series, refusals] = await Promise.all([
    participationCounts(ctx.db, [campaign.id], rateWindowStart(now)),
    ctx.db
      .select({ id: conditions.id, position: conditions.position, type: conditions.type })
      .from(conditions)
      .where(eq(conditions.campaignId, campaign.id))
      .orderBy(asc(conditions.position)),
    ctx.db
      .select({ conditionId: conditionProgress.conditionId, n: count() })
      .from(conditionProgress)
      .where(eq(conditionProgress.campaignId, campaign.id))
      .groupBy(conditionProgress.conditionId),
    participationSeries(ctx.db, [campaign.id], seriesSpan([campaign], now)),
    countRefusals(ctx.db, campaign.id),
  ]);
  const counts = countsById.get(campaign.id) ?? ZERO;
  const completed = new Map(progress.map((row) => [row.conditionId, Number(row.n)]));
  const isDraw = campaign.rewardKind === "LUCKY_DRAW";
  const step = (name: FunnelStep["step"], n: number): Omit<FunnelStep, "rate"> => ({
    step: name,
    count: n,
    condition: null,
  });
  const steps: Omit<FunnelStep, "rate">[] = [
    step("PAGE_VIEWS", counts.pageViews),
    step("POLICIES_ACCEPTED", counts.policiesAccepted),
    // NONE asks nothing of the fan (it is complete without a row): not a step.
    ...list
      .filter((c) => c.type !== "NONE")
      .map((c) => {
        const kind = CONDITION_KIND_BY_TYPE[c.type];
        return {
          step: "CONDITION" as const,
          count: completed.get(c.id) ?? 0,
          condition: {
            id: c.id,
            position: c.position,
            type: c.type,
            proof: kind.proof,
            provider: (kind.provider ?? null) as SocialProvider | null,
          },
        };
      }),
    ...(isDraw ? [step("ENTERED", counts.entries), step("WON", counts.winners)] : []),
    step("CLAIMED", counts.claims),
    step("MINTED", counts.minted),
  ];
  return {
    campaignId: campaign.id,
    projectId: campaign.projectId,
    title: campaign.texts.title,
    rewardKind: campaign.rewardKind,
    rewardTiming: campaign.rewardTiming,
    publishStatus: campaign.publishStatus,
    funnel: withRates(steps),
    series,
    supply: supplyForecast(campaign, counts, now),
    refusals,
    computedAt: now.toISOString(),
  };
}
