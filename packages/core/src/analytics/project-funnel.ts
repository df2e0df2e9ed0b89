import { type ProjectDashboard, REFUSAL_REASONS } from "@fanfare/protocol";
import { asc, count, eq } from "drizzle-orm";
import { campaigns } from "../campaigns/tables";
import { channelMemberships, channels } from "../channels/tables";
import type { CoreContext } from "../context";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { projects } from "../projects/tables";
import {
  participationCounts,
  participationSeries,
  rateWindowStart,
  seriesSpan,
  supplyForecast,
} from "./campaign-funnel";
import { countRefusals } from "./refusals";

/**
 * A project's live dashboard: the steps its campaigns share summed (conditions differ from campaign to
 * campaign, so they stay on each campaign's own dashboard), each campaign's line with its supply, claims
 * and entries over time across them, refusals by reason summed, and each channel's members. The counts
 * are grouped queries over all the project's campaigns at once, not one dashboard per campaign.
 */
export async function getProjectDashboard(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string },
): Promise<ProjectDashboard> {
  const now = ctx.clock.now();
  const [project] = await ctx.db
    .select({ id: projects.id, companyId: projects.companyId })
    .from(projects)
    .where(eq(projects.id, input.projectId));
  assertSameCompany(operator, project);
  const [list, channelRows] = await Promise.all([
    ctx.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.projectId, project.id))
      .orderBy(asc(campaigns.startsAt), asc(campaigns.id)),
    ctx.db
      .select({ channelId: channels.id, texts: channels.texts, members: count(channelMemberships.userId) })
      .from(channels)
      .leftJoin(channelMemberships, eq(channelMemberships.channelId, channels.id))
      .where(eq(channels.projectId, project.id))
      .groupBy(channels.id)
      .orderBy(asc(channels.position), asc(channels.createdAt)),
  ]);
  const ids = list.map((c) => c.id);
  const [countsById, series, refusalLists] = await Promise.all([
    participationCounts(ctx.db, ids, rateWindowStart(now)),
    participationSeries(ctx.db, ids, seriesSpan(list, now)),
    Promise.all(ids.map((id) => countRefusals(ctx.db, id))),
  ]);
  const totals = { pageViews: 0, policiesAccepted: 0, claims: 0, entries: 0, minted: 0 };
  const lines = list.map((campaign) => {
    const counts = countsById.get(campaign.id);
    if (!counts) throw new Error(`no counts for campaign ${campaign.id}`);
    totals.pageViews += counts.pageViews;
    totals.policiesAccepted += counts.policiesAccepted;
    totals.claims += counts.claims;
    totals.entries += counts.entries;
    totals.minted += counts.minted;
    return {
      campaignId: campaign.id,
      title: campaign.texts.title,
      rewardKind: campaign.rewardKind,
      publishStatus: campaign.publishStatus,
      pageViews: counts.pageViews,
      policiesAccepted: counts.policiesAccepted,
      participated: campaign.rewardKind === "LUCKY_DRAW" ? counts.entries : counts.claims,
      minted: counts.minted,
      supply: supplyForecast(campaign, counts, now),
    };
  });
  const refusalSums = new Map<string, number>();
  for (const entry of refusalLists.flat()) {
    refusalSums.set(entry.reason, (refusalSums.get(entry.reason) ?? 0) + entry.count);
  }
  return {
    projectId: project.id,
    totals,
    campaigns: lines,
    series,
    refusals: REFUSAL_REASONS.map((reason) => ({ reason, count: refusalSums.get(reason) ?? 0 })),
    channels: channelRows.map((row) => ({
      channelId: row.channelId,
      title: row.texts.title,
      members: Number(row.members),
    })),
    computedAt: now.toISOString(),
  };
}
