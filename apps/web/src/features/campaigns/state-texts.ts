import type { CampaignPageState, ContentTabType } from "@fanfare/protocol";
import type { MessageKey } from "@/i18n/page-metadata";

/**
 * The campaign page's state line and tabs. Full keys written out (not built from the value) so
 * check-messages sees each one used.
 */
export const STATE_TEXT: Record<CampaignPageState, MessageKey> = {
  ComingSoon: "campaign.state.ComingSoon",
  DistributionExpired: "campaign.state.DistributionExpired",
  LimitReached: "campaign.state.LimitReached",
  Claimed: "campaign.state.Claimed",
  NotClaim: "campaign.state.NotClaim",
  HasNotHashtag: "campaign.state.HasNotHashtag",
  NotCompletedConditionYet: "campaign.state.NotCompletedConditionYet",
  RejectPermission: "campaign.state.RejectPermission",
  AppliedPleaseWait: "campaign.state.AppliedPleaseWait",
  Failed: "campaign.state.Failed",
  Win: "campaign.state.Win",
};

export const TAB_TEXT: Record<ContentTabType, MessageKey> = {
  common: "campaign.tab.common",
  social: "campaign.tab.social",
  receiving: "campaign.tab.receiving",
  "wallet-address": "campaign.tab.walletAddress",
  "lottery-nft": "campaign.tab.lotteryNft",
};
