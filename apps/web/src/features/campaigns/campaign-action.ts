import type { CampaignDetail } from "@fanfare/protocol";

/** What the campaign page offers the fan as its main action, decided from the server's state alone. */
export type CampaignAction =
  | { type: "none" }
  | { type: "policies" }
  | { type: "conditions" }
  | { type: "claim" }
  | { type: "apply" }
  | { type: "entry-email" }
  | { type: "claimed" }
  | { type: "lucky-draw-failed" };

export function campaignAction(campaign: Pick<CampaignDetail, "state" | "rewardKind" | "fan">): CampaignAction {
  switch (campaign.state) {
    case "NotClaim":
      return campaign.rewardKind === "LUCKY_DRAW" ? { type: "apply" } : { type: "claim" };
    case "Win":
      return { type: "claim" };
    case "NotCompletedConditionYet":
      return campaign.fan?.policiesAccepted ? { type: "conditions" } : { type: "policies" };
    case "HasNotHashtag":
    case "RejectPermission":
      return { type: "conditions" };
    case "AppliedPleaseWait":
      return campaign.fan?.contactEmailEntered ? { type: "none" } : { type: "entry-email" };
    case "Claimed":
      return { type: "claimed" };
    case "Failed":
      return { type: "lucky-draw-failed" };
    case "ComingSoon":
    case "DistributionExpired":
    case "LimitReached":
      return { type: "none" };
  }
}

/** One key per claim attempt, kept for retries of that attempt (ClaimRequest: 8–100 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll("-", "");
}
