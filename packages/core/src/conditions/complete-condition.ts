import { assertParticipationOpen, loadFanCampaign, loadFanProgress } from "../campaigns/load-campaign";
import type { CoreContext, RequestMeta } from "../context";
import { AppError } from "../errors";
import { conditionModule } from "./registry";

/** Which request body a kind is completed with (the route it is completed through). */
export type ConditionInputKind = "code" | "survey" | "wallet" | "nft-own" | "spotify" | "hashtag";

function inputKindOf(type: string, slug: string): ConditionInputKind {
  if (slug.includes("code")) return "code";
  if (type === "SURVEY") return "survey";
  if (type === "NFT_OWN_UNLIMITED") return "nft-own";
  if (type.startsWith("SPOTIFY_")) return "spotify";
  if (type.endsWith("_HASHTAG")) return "hashtag";
  return "wallet";
}

/**
 * A fan completes one condition of a campaign: the campaign must be open for participation and its
 * policies accepted (campaignPolicy-E2002); then the condition's own module validates and records.
 * `input` is the kind's request body ({ code }, { answers }, { address }, { action }, { postUrl | postId };
 * nothing for nft-own).
 */
export async function completeCondition(
  ctx: CoreContext,
  input: {
    fanId: string;
    campaignId: string;
    conditionId: string;
    expect: ConditionInputKind;
    body: unknown;
  },
  meta: RequestMeta,
): Promise<{ conditionId: string; completed: true }> {
  const now = ctx.clock.now();
  const { campaign, conditions } = await loadFanCampaign(ctx.db, input.campaignId);
  const condition = conditions.find((c) => c.id === input.conditionId);
  if (!condition) throw new AppError("request-E1004");
  const module = conditionModule(condition.type);
  if (inputKindOf(module.type, module.slug) !== input.expect || module.type === "NONE") {
    throw new AppError("request-E1004", { detail: "This condition is not completed this way." });
  }
  assertParticipationOpen(campaign, now);
  const progress = await loadFanProgress(ctx.db, campaign.id, input.fanId);
  if (!progress.policiesAccepted) throw new AppError("campaignPolicy-E2002");
  await module.complete({ ctx, campaign, condition, fanId: input.fanId, now, meta, input: input.body });
  ctx.log.info({ campaignId: campaign.id, conditionId: condition.id, type: condition.type }, "condition completed");
  return { conditionId: condition.id, completed: true };
}
