import { CONDITION_KIND_BY_TYPE, HashtagConditionRequest, HashtagConfig } from "@fanfare/protocol";
import { AppError } from "../../errors";
import { clearSocialConditionState, setSocialConditionState } from "../../social/condition-states";
import { providerCode } from "../../social/providers";
import { withAccessToken } from "../../social/with-access-token";
import { type ConditionModule, storeAsIs } from "../module";
import { conditionProgress } from "../tables";
import { hasHashtag } from "./hashtags";
import { findFanPost } from "./posts";

/**
 * INSTAGRAM_HASHTAG / TIKTOK_HASHTAG: the fan names a post (URL, or picked from their recent posts); it
 * is read through the fan's own account (so it is theirs, else -E2008), must be published inside the
 * campaign window (else -E2011) and carry the hashtag (else -E2010); either refusal makes the campaign
 * state HasNotHashtag until a valid post is verified.
 */
export function hashtagCondition<Type extends "INSTAGRAM_HASHTAG" | "TIKTOK_HASHTAG">(
  type: Type,
): ConditionModule<Type> {
  const kind = CONDITION_KIND_BY_TYPE[type];
  const provider: "INSTAGRAM" | "TIKTOK" =
    CONDITION_KIND_BY_TYPE[type as "INSTAGRAM_HASHTAG" | "TIKTOK_HASHTAG"].provider;
  return {
    kind,
    configSchema: HashtagConfig,
    storeSettings: storeAsIs,
    describe: (config, progress) => ({
      social: {
        provider,
        target: null,
        hashtag: HashtagConfig.parse(config).hashtag,
        permissionRejected: false,
        hashtagMissing: false,
        verifiedPostUrl: typeof progress?.postUrl === "string" ? progress.postUrl : null,
      },
    }),
    check: (progress) => progress !== undefined,
    async complete({ ctx, campaign, condition, fanId, now, input }) {
      const body = HashtagConditionRequest.safeParse(input);
      if (!body.success) throw new AppError("request-E1000");
      const { hashtag } = HashtagConfig.parse(condition.config);
      const key = { conditionId: condition.id, userId: fanId, campaignId: campaign.id, provider };
      const post = await withAccessToken(ctx, fanId, provider, async ({ token }) =>
        findFanPost(ctx, provider, token, body.data),
      );
      const insideWindow =
        post.postedAt >= campaign.startsAt && post.postedAt < campaign.endsAt && post.postedAt <= now;
      if (!insideWindow || !hasHashtag(post.caption, hashtag)) {
        await setSocialConditionState(ctx.db, key, "HAS_NOT_HASHTAG", now);
        ctx.log.info({ provider, insideWindow }, "post without a valid hashtag");
        throw new AppError(providerCode(provider, insideWindow ? "E2010" : "E2011"));
      }
      await ctx.db
        .insert(conditionProgress)
        .values({
          conditionId: condition.id,
          userId: fanId,
          campaignId: campaign.id,
          data: { postId: post.id, postUrl: post.url, postedAt: post.postedAt.toISOString() },
          completedAt: now,
        })
        .onConflictDoNothing();
      await clearSocialConditionState(ctx.db, condition.id, fanId);
    },
  };
}
