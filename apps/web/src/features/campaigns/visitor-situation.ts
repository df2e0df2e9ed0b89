import type { CampaignDetail } from "@fanfare/protocol";
import type { MessageKey } from "@/i18n/page-metadata";

/**
 * What a visitor who is not signed in is told about a campaign, and what signing in leads to. The API
 * computes their page state as for a fan with no progress, so an ended campaign says "ended" even to
 * the winner of its draw who opened the result mail on another device: the situation adds what the
 * state cannot know (someone may be waiting for a result or a claim), from the campaign alone.
 */
export type VisitorSituation = "open" | "coming-soon" | "result-waiting" | "claim-waiting" | "ended";

export function visitorSituation(
  campaign: Pick<CampaignDetail, "state" | "rewardKind" | "distributionEndsAt">,
  now: number,
): VisitorSituation {
  const canStillReceive = now < Date.parse(campaign.distributionEndsAt);
  switch (campaign.state) {
    case "ComingSoon":
      return "coming-soon";
    case "DistributionExpired":
      if (!canStillReceive) return "ended";
      // Winners claim after the end; fans who completed everything before the end may still claim.
      return campaign.rewardKind === "LUCKY_DRAW" ? "result-waiting" : "claim-waiting";
    case "LimitReached":
      return "ended";
    default:
      return "open";
  }
}

type VisitorTexts = {
  /** Replaces the state's line where the state alone would mislead; null keeps it. */
  state: MessageKey | null;
  lead: MessageKey;
  action: MessageKey;
};

// Full keys written out so check-messages sees each one used.
export const VISITOR_TEXTS: Record<VisitorSituation, VisitorTexts> = {
  open: { state: null, lead: "campaign.visitor.open.lead", action: "campaign.visitor.open.action" },
  "coming-soon": {
    state: null,
    lead: "campaign.visitor.comingSoon.lead",
    action: "campaign.visitor.comingSoon.action",
  },
  "result-waiting": {
    state: "campaign.visitor.resultWaiting.state",
    lead: "campaign.visitor.resultWaiting.lead",
    action: "campaign.visitor.resultWaiting.action",
  },
  "claim-waiting": {
    state: null,
    lead: "campaign.visitor.claimWaiting.lead",
    action: "campaign.visitor.claimWaiting.action",
  },
  ended: { state: null, lead: "campaign.visitor.ended.lead", action: "campaign.visitor.ended.action" },
};
