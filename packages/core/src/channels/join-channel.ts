import type { ChannelDetail } from "@fanfare/protocol";
import { and, eq } from "drizzle-orm";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { cannotParticipate, loadPublishedChannel } from "./access";
import { checkRequirements, forgetRequirementChecks } from "./check-requirements";
import { getChannel } from "./get-channel";
import { channelMemberships } from "./tables";

/**
 * A fan joins a channel whose requirements they meet now (premiumContent-E2007 naming what is missing).
 * Joining twice is harmless. Membership alone never opens content: every access checks again.
 */
export async function joinChannel(
  ctx: CoreContext,
  input: { channelId: string; fanId: string },
): Promise<ChannelDetail> {
  const channel = await loadPublishedChannel(ctx, input.channelId);
  const check = await checkRequirements(ctx, channel, input.fanId);
  if (!check.met) throw cannotParticipate(check);
  await ctx.db
    .insert(channelMemberships)
    .values({ channelId: channel.id, userId: input.fanId, joinedAt: ctx.clock.now() })
    .onConflictDoNothing();
  forgetRequirementChecks(ctx, channel.id, input.fanId);
  ctx.log.info({ channelId: channel.id }, "channel joined");
  return getChannel(ctx, input);
}

/** A fan leaves a channel (premiumContent-E2008 when they had not joined). */
export async function leaveChannel(
  ctx: CoreContext,
  input: { channelId: string; fanId: string },
): Promise<{ ok: true }> {
  const channel = await loadPublishedChannel(ctx, input.channelId);
  const gone = await ctx.db
    .delete(channelMemberships)
    .where(and(eq(channelMemberships.channelId, channel.id), eq(channelMemberships.userId, input.fanId)))
    .returning({ channelId: channelMemberships.channelId });
  if (gone.length === 0) throw new AppError("premiumContent-E2008");
  forgetRequirementChecks(ctx, channel.id, input.fanId);
  return { ok: true };
}
