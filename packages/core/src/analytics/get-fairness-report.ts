import type { FairnessReportView } from "@fanfare/protocol";
import { count, eq, sql } from "drizzle-orm";
import { loadFanCampaign } from "../campaigns/load-campaign";
import type { CoreContext } from "../context";
import type { Db } from "../db/client";
import { getDrawRecord } from "../draws/draw-winners";
import { drawEntries } from "../draws/tables";
import { countRefusals } from "./refusals";

/**
 * How long one process answers a campaign's report from memory. Anyone may ask for it without signing
 * in, and during a drop many fans do at once: five queries each would compete with the claims. Every
 * group says when it was computed, so a cached answer is never passed off as newer than it is.
 */
export const FAIRNESS_CACHE_MS = 5000;

const cache = new WeakMap<Db, Map<string, { until: number; report: FairnessReportView }>>();

/**
 * The public fairness report of a campaign (docs/fairness-report.md): supply and what is left, entries
 * and winners of a draw, refusals by reason, and the draw's commitment and result. Counts only: nothing
 * here names or points at a fan (entry ids stay on the draw record's own page). Only for campaigns fans
 * may see (request-E1004 otherwise, E12001 for a deleted company), like the campaign page.
 */
export async function getFairnessReport(ctx: CoreContext, input: { campaignId: string }): Promise<FairnessReportView> {
  const now = ctx.clock.now().getTime();
  let reports = cache.get(ctx.db);
  if (!reports) {
    reports = new Map();
    cache.set(ctx.db, reports);
  }
  const cached = reports.get(input.campaignId);
  if (cached && cached.until > now) return cached.report;

  const report = await computeReport(ctx, input.campaignId);
  // Expired entries are replaced as they are asked for; the map holds at most one per campaign.
  reports.set(input.campaignId, { until: now + FAIRNESS_CACHE_MS, report });
  return report;
}

async function computeReport(ctx: CoreContext, campaignId: string): Promise<FairnessReportView> {
  const { campaign } = await loadFanCampaign(ctx.db, campaignId);
  const at = () => ctx.clock.now().toISOString();
  const supply = {
    total: campaign.totalSupply,
    claimed: campaign.claimedCount,
    left: Math.max(0, campaign.totalSupply - campaign.claimedCount),
    computedAt: at(),
  };
  const isDraw = campaign.rewardKind === "LUCKY_DRAW";

  const [entries, refusals, record] = await Promise.all([
    isDraw ? countEntries(ctx.db, campaign.id) : null,
    countRefusals(ctx.db, campaign.id),
    isDraw ? getDrawRecord(ctx, { campaignId: campaign.id }) : null,
  ]);
  const refusalsAt = at();
  return {
    campaignId: campaign.id,
    projectId: campaign.projectId,
    rewardKind: campaign.rewardKind,
    supply,
    entries: entries ? { ...entries, prizes: campaign.prizeCount ?? 0, computedAt: refusalsAt } : null,
    refusals: { counts: refusals, computedAt: refusalsAt },
    draw: record
      ? {
          algorithm: record.algorithm,
          mode: record.mode,
          seedHash: record.seedHash,
          seed: record.seed,
          entrantsHash: record.entrantsHash,
          entrantsRoot: record.entrantsRoot,
          entrantCount: record.seed === null ? null : record.entryIds.length,
          winnerCount: record.seed === null ? null : record.winnerEntryIds.length,
          drawnAt: record.drawnAt,
          recordPath: `/projects/${encodeURIComponent(campaign.projectId)}/${encodeURIComponent(campaign.id)}/draw`,
          computedAt: refusalsAt,
        }
      : null,
  };
}

async function countEntries(db: Db, campaignId: string): Promise<{ entrants: number; winners: number }> {
  const [row] = await db
    .select({
      entrants: count(),
      winners: sql<string>`count(*) filter (where ${drawEntries.result} = 'WIN')`,
    })
    .from(drawEntries)
    .where(eq(drawEntries.campaignId, campaignId));
  return { entrants: Number(row?.entrants ?? 0), winners: Number(row?.winners ?? 0) };
}
