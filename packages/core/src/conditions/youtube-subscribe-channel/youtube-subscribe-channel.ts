import { CONDITION_KIND_BY_TYPE } from "@fanfare/protocol";
import { AppError, isAppError } from "../../errors";
import { clearSocialConditionState, setSocialConditionState } from "../../social/condition-states";
import { callPolicy, providerConfig } from "../../social/config";
import { ProviderError } from "../../social/http";
import { providerContext } from "../../social/providers";
import { withAccessToken } from "../../social/with-access-token";
import { youtubeCheckSubscription } from "../../social/youtube/check-subscription";
import { type ConditionModule, storeAsIs } from "../module";
import { conditionProgress } from "../tables";

export const youtubeChannelUrl = (channelId: string) => `https://www.youtube.com/channel/${channelId}`;

const kind = CONDITION_KIND_BY_TYPE.YOUTUBE_SUBSCRIBE_CHANNEL;

/**
 * YOUTUBE_SUBSCRIBE_CHANNEL: the fan subscribes to the channel on YouTube, then asks to verify; their
 * subscriptions are read through their connected account (`subscriptions?mine=true&forChannelId=`).
 * Fanfare never subscribes for them (that needs a scope that can change their account). Not subscribed:
 * youtubeCondition-E2007. The grant lacks the read scope (the fan unticked it on Google's consent page):
 * RejectPermission and -E2008, lifted when they connect again. YouTube failing in any other way: -E2001.
 */
export const youtubeSubscribeChannelCondition: ConditionModule<"YOUTUBE_SUBSCRIBE_CHANNEL"> = {
  kind,
  configSchema: kind.settings,
  storeSettings: storeAsIs,
  describe: (config) => {
    const { channelId, channelName } = kind.settings.parse(config);
    return {
      social: {
        provider: "YOUTUBE",
        target: { kind: "channel", id: channelId, url: youtubeChannelUrl(channelId), name: channelName },
        hashtag: null,
        permissionRejected: false,
        hashtagMissing: false,
        verifiedPostUrl: null,
      },
    };
  },
  check: (progress) => progress !== undefined,
  async complete({ ctx, campaign, condition, fanId, now }) {
    const { channelId } = kind.settings.parse(condition.config);
    const config = providerConfig(ctx, "YOUTUBE");
    const policy = callPolicy(ctx);
    const key = { conditionId: condition.id, userId: fanId, campaignId: campaign.id, provider: "YOUTUBE" } as const;
    try {
      await withAccessToken(ctx, fanId, "YOUTUBE", async ({ token, account }) => {
        if (!(await youtubeCheckSubscription(config, policy, token, channelId))) {
          throw new AppError("youtubeCondition-E2007");
        }
        await ctx.db
          .insert(conditionProgress)
          .values({
            conditionId: condition.id,
            userId: fanId,
            campaignId: campaign.id,
            data: { method: "verify", youtubeChannelId: account.providerUserId, channelId },
            completedAt: now,
          })
          .onConflictDoNothing();
      });
    } catch (error) {
      if (isAppError(error)) throw error;
      if (!(error instanceof ProviderError)) throw error;
      ctx.log.warn({ failure: error.failure, status: error.status, code: error.providerCode }, "youtube call failed");
      const why = { cause: error, context: providerContext("YOUTUBE", error) };
      if (error.failure === "forbidden") {
        await setSocialConditionState(ctx.db, key, "REJECT_PERMISSION", now);
        throw new AppError("youtubeCondition-E2008", why);
      }
      throw new AppError("youtubeCondition-E2001", why);
    }
    await clearSocialConditionState(ctx.db, condition.id, fanId);
  },
};
