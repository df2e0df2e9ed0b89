import type {
  ChannelDetail,
  ChannelRequirement,
  ChannelSummary,
  LocalizedText,
  RequirementStatus,
} from "@fanfare/protocol";
import { and, asc, eq, inArray } from "drizzle-orm";
import { campaigns } from "../campaigns/tables";
import { companies } from "../companies/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { projects } from "../projects/tables";
import { isMember, loadPublishedChannel } from "./access";
import { checkRequirements } from "./check-requirements";
import { CONTENT_ORDER, publishedContent } from "./published-content";
import { type ChannelRow, channelContents, channelMemberships, channels } from "./tables";
import { toChannelSummary, toContentTeaser } from "./view";

/** A project's published channels, with whether the signed-in fan has joined each. */
export async function listChannels(
  ctx: CoreContext,
  input: { projectId: string; fanId: string | null },
): Promise<ChannelSummary[]> {
  const [project] = await ctx.db
    .select({ status: projects.status, deletedAt: companies.deletedAt })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.id, input.projectId));
  if (project?.status !== "PUBLISH") throw new AppError("request-E1004");
  if (project.deletedAt) throw new AppError("E12001");
  const rows = await ctx.db
    .select()
    .from(channels)
    .where(and(eq(channels.projectId, input.projectId), eq(channels.status, "PUBLISH")))
    .orderBy(asc(channels.position), asc(channels.createdAt));
  const joined = new Set<string>();
  if (input.fanId && rows.length > 0) {
    const memberships = await ctx.db
      .select({ channelId: channelMemberships.channelId })
      .from(channelMemberships)
      .where(
        and(
          eq(channelMemberships.userId, input.fanId),
          inArray(
            channelMemberships.channelId,
            rows.map((r) => r.id),
          ),
        ),
      );
    for (const m of memberships) joined.add(m.channelId);
  }
  return rows.map((r) => toChannelSummary(r, input.fanId ? joined.has(r.id) : null));
}

/** Campaigns of the channel's project that give what a requirement asks for (links for the fan). */
async function campaignsFor(
  ctx: CoreContext,
  channel: ChannelRow,
  requirement: ChannelRequirement,
): Promise<{ id: string; title: LocalizedText }[]> {
  if (requirement.type === "OPEN" || (requirement.type === "OWNS_NFT" && requirement.contract)) return [];
  const only = requirement.campaignId;
  const rows = await ctx.db
    .select({ id: campaigns.id, texts: campaigns.texts })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.projectId, channel.projectId),
        eq(campaigns.publishStatus, "PUBLISH"),
        only ? eq(campaigns.id, only) : undefined,
      ),
    )
    .orderBy(asc(campaigns.startsAt))
    .limit(10);
  return rows.map((r) => ({ id: r.id, title: r.texts.title }));
}

/**
 * The channel page: its requirements with what the signed-in fan is missing (checked afresh), whether
 * they joined and may open the contents, and a preview of the published contents (titles the operator
 * hides are null for anyone without access).
 */
export async function getChannel(
  ctx: CoreContext,
  input: { channelId: string; fanId: string | null },
): Promise<ChannelDetail> {
  const channel = await loadPublishedChannel(ctx, input.channelId);
  const joined = input.fanId ? await isMember(ctx, channel.id, input.fanId) : null;
  const check = input.fanId ? await checkRequirements(ctx, channel, input.fanId) : null;
  const requirements: RequirementStatus[] = await Promise.all(
    channel.requirements.items.map(async (requirement, i) => {
      const item = check?.items[i];
      return {
        requirement,
        met: item ? item.met : null,
        missing: item ? item.missing : "NOT_SIGNED_IN",
        campaigns: await campaignsFor(ctx, channel, requirement),
      };
    }),
  );
  const hasAccess = Boolean(joined && check?.met);
  const contents = await ctx.db
    .select()
    .from(channelContents)
    .where(and(eq(channelContents.channelId, channel.id), publishedContent(ctx.clock.now())))
    .orderBy(...CONTENT_ORDER)
    .limit(50);
  return {
    ...toChannelSummary(channel, joined),
    requirements,
    canJoin: check ? check.met : null,
    hasAccess,
    preview: contents.map((c) => toContentTeaser(c, hasAccess)),
  };
}
