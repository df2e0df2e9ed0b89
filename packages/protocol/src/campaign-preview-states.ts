import type { CampaignPageState } from "./enums";
import type { CampaignDetail } from "./schemas/campaigns";

/**
 * The page states a fan of this campaign can meet, in the order of a fan's journey: what the console's
 * preview offers, and what the preview route accepts. Win, Failed and AppliedPleaseWait belong to a
 * lucky draw; LimitReached to a supply that can run out (an NFT claim, or a draw decided on entry, whose
 * prizes can all be won); RejectPermission to a condition that asks a provider's permission, and
 * HasNotHashtag to a hashtag condition.
 */
export function previewPageStates(
  campaign: Pick<CampaignDetail, "rewardKind" | "rewardTiming" | "conditions">,
): CampaignPageState[] {
  const isDraw = campaign.rewardKind === "LUCKY_DRAW";
  const social = campaign.conditions.flatMap((condition) => (condition.social ? [condition.social] : []));
  const include: Record<CampaignPageState, boolean> = {
    ComingSoon: true,
    NotCompletedConditionYet: true,
    RejectPermission: social.length > 0,
    HasNotHashtag: social.some((s) => s.hashtag !== null),
    NotClaim: true,
    AppliedPleaseWait: isDraw,
    Win: isDraw,
    Failed: isDraw,
    LimitReached: !isDraw || campaign.rewardTiming === "UPON_COMPLETION_OF_APPLICATION",
    Claimed: true,
    DistributionExpired: true,
  };
  return (Object.keys(include) as CampaignPageState[]).filter((state) => include[state]);
}
