import { HashtagConfig, providerOfCondition } from "@fanfare/protocol";
import { assertParticipationOpen, loadFanCampaign } from "../campaigns/load-campaign";
import { hasHashtag } from "../conditions/hashtag/hashtags";
import { listFanPosts } from "../conditions/hashtag/posts";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { withAccessToken } from "./with-access-token";

/** The fan's posts published since the campaign started, to pick one from (a few pages at most). */
export async function listRecentPosts(
  ctx: CoreContext,
  input: { fanId: string; campaignId: string; conditionId: string },
) {
  const now = ctx.clock.now();
  const { campaign, conditions } = await loadFanCampaign(ctx.db, input.campaignId);
  const condition = conditions.find((c) => c.id === input.conditionId);
  const provider = condition ? providerOfCondition(condition.type) : null;
  if (!condition || (provider !== "INSTAGRAM" && provider !== "TIKTOK")) throw new AppError("request-E1004");
  assertParticipationOpen(campaign, now);
  const { hashtag } = HashtagConfig.parse(condition.config);
  const posts = await withAccessToken(ctx, input.fanId, provider, ({ token }) =>
    listFanPosts(ctx, provider, token, campaign.startsAt, 2),
  );
  return {
    posts: posts.slice(0, 30).map((post) => ({
      id: post.id,
      url: post.url,
      caption: post.caption.slice(0, 500),
      postedAt: post.postedAt.toISOString(),
      hasHashtag: hasHashtag(post.caption, hashtag),
    })),
  };
}
