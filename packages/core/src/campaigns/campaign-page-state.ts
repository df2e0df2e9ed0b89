import type {
  CampaignPageState,
  CampaignPublishStatus,
  LuckyDrawResult,
  RewardKind,
  RewardTiming,
} from "@fanfare/protocol";

/** What the state depends on of the campaign (a subset of its row). */
export type StateCampaign = {
  publishStatus: CampaignPublishStatus;
  startsAt: Date;
  endsAt: Date;
  distributionStartsAt: Date;
  distributionEndsAt: Date;
  rewardKind: RewardKind;
  rewardTiming: RewardTiming | null;
  totalSupply: number;
  claimedCount: number;
  perFanLimit: number;
  prizeCount: number | null;
  winnerCount: number;
};

/** What the state depends on of the fan (a visitor who is not signed in has the empty progress). */
export type StateProgress = {
  /** How many times this fan has claimed in this campaign. */
  claims: number;
  policiesAccepted: boolean;
  allConditionsCompleted: boolean;
  /** The fan's lucky-draw entry, if any. */
  drawResult: LuckyDrawResult | null;
  /** A social condition's permission was refused by the fan (social issue; false until then). */
  permissionRejected: boolean;
  /** A hashtag condition was checked and no post carried the hashtag (social issue; false until then). */
  hashtagMissing: boolean;
};

export const EMPTY_PROGRESS: StateProgress = {
  claims: 0,
  policiesAccepted: false,
  allConditionsCompleted: false,
  drawResult: null,
  permissionRejected: false,
  hashtagMissing: false,
};

/**
 * The campaign page's state for one fan at one instant. Pure: the same inputs always give the same
 * state. The rules are tried in this order and the first that holds wins (docs/campaign-page-state.md
 * draws the same order):
 *
 *  1. ComingSoon                before the start (or not yet published)
 *  2. Claimed                   the fan has used their whole per-fan limit
 *  3. Failed                    the fan's draw entry lost
 *  4. DistributionExpired       ended by the operator, or the distribution window is over, or the
 *                               participation window is over and the fan has neither an entry nor a
 *                               claim still open to them
 *  5. Win                       the fan's draw entry won (they may claim)
 *  6. AppliedPleaseWait         the fan entered a draw that is not drawn yet
 *  7. LimitReached              nothing left: supply used up, or an instant draw's prizes all won
 *  8. RejectPermission          the fan refused a permission a condition needs
 *  9. HasNotHashtag             a hashtag condition found no post
 * 10. NotCompletedConditionYet  policies not accepted or a condition not completed
 * 11. NotClaim                  everything done: the fan may claim (or apply, for a draw)
 */
export function campaignPageState(campaign: StateCampaign, progress: StateProgress, now: Date): CampaignPageState {
  const t = now.getTime();
  if (campaign.publishStatus === "MAKING" || t < campaign.startsAt.getTime()) return "ComingSoon";
  if (progress.claims >= campaign.perFanLimit) return "Claimed";
  if (progress.drawResult === "FAILED") return "Failed";

  const canStillClaim =
    campaign.rewardKind === "NFT_CLAIM" && progress.policiesAccepted && progress.allConditionsCompleted;
  if (
    campaign.publishStatus === "END" ||
    t >= campaign.distributionEndsAt.getTime() ||
    (t >= campaign.endsAt.getTime() && progress.drawResult === null && !canStillClaim)
  ) {
    return "DistributionExpired";
  }
  if (progress.drawResult === "WIN") return "Win";
  if (progress.drawResult === "COMPLETED_CONDITION") return "AppliedPleaseWait";

  const soldOut =
    campaign.rewardKind === "NFT_CLAIM"
      ? campaign.claimedCount >= campaign.totalSupply
      : campaign.rewardTiming === "UPON_COMPLETION_OF_APPLICATION" &&
        campaign.winnerCount >= (campaign.prizeCount ?? 0);
  if (soldOut) return "LimitReached";
  if (progress.permissionRejected) return "RejectPermission";
  if (progress.hashtagMissing) return "HasNotHashtag";
  if (!progress.policiesAccepted || !progress.allConditionsCompleted) return "NotCompletedConditionYet";
  return "NotClaim";
}

/** COMING_SOON before the start, ENDED from the end on, null while the campaign runs. */
export function timeStatus(campaign: Pick<StateCampaign, "startsAt" | "endsAt">, now: Date) {
  if (now < campaign.startsAt) return "COMING_SOON" as const;
  if (now >= campaign.endsAt) return "ENDED" as const;
  return null;
}
