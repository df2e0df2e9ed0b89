import { and, eq } from "drizzle-orm";
import { companies } from "../companies/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { projects } from "../projects/tables";
import { checkRequirements, checkRequirementsCached, type RequirementsCheck } from "./check-requirements";
import { type ChannelRow, channelMemberships, channels } from "./tables";

/** A channel fans may see: itself and its project published, its company alive; else request-E1004. */
export async function loadPublishedChannel(ctx: CoreContext, channelId: string): Promise<ChannelRow> {
  const [row] = await ctx.db
    .select({ channel: channels, projectStatus: projects.status, deletedAt: companies.deletedAt })
    .from(channels)
    .innerJoin(projects, eq(projects.id, channels.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(channels.id, channelId));
  if (row?.channel.status !== "PUBLISH" || row.projectStatus !== "PUBLISH") throw new AppError("request-E1004");
  if (row.deletedAt) throw new AppError("E12001");
  return row.channel;
}

export async function isMember(ctx: CoreContext, channelId: string, fanId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ at: channelMemberships.joinedAt })
    .from(channelMemberships)
    .where(and(eq(channelMemberships.channelId, channelId), eq(channelMemberships.userId, fanId)));
  return Boolean(row);
}

/** premiumContent-E2007 naming each requirement that is not met (`issues`: requirements.<i> → reason). */
export function cannotParticipate(check: RequirementsCheck): AppError {
  const issues = check.items.flatMap((item, i) =>
    item.met ? [] : [{ path: `requirements.${i}`, message: item.missing ?? "NOT_MET" }],
  );
  return new AppError("premiumContent-E2007", { issues });
}

/**
 * The gate of every content and media request: the fan has joined (else premiumContent-E2008) and meets
 * the channel's requirements now (else premiumContent-E2007) — re-checked on each access, with the short
 * cache of check-requirements.ts, so an NFT that left the fan's wallet takes access with it.
 */
export async function requireChannelAccess(
  ctx: CoreContext,
  channel: ChannelRow,
  fanId: string,
  options: { fresh?: boolean } = {},
): Promise<void> {
  if (!(await isMember(ctx, channel.id, fanId))) throw new AppError("premiumContent-E2008");
  const check = options.fresh
    ? await checkRequirements(ctx, channel, fanId)
    : await checkRequirementsCached(ctx, channel, fanId);
  if (!check.met) throw cannotParticipate(check);
}
