import type { CampaignPageState, ConditionView, ContentTabType } from "@fanfare/protocol";
import type { MessageKey } from "@/i18n/page-metadata";
import { conditionKindName } from "../conditions/names";

// Full keys written out (not built from the value) so check-messages sees each one used.

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

/**
 * A condition's name. SPOTIFY_ADD_PLAYLIST_OR_ALBUM names what this one asks for (the playlist, or the
 * album), when the API says so; otherwise the name of its type.
 */
export function conditionText(condition: Pick<ConditionView, "type" | "social">): MessageKey {
  if (condition.type === "SPOTIFY_ADD_PLAYLIST_OR_ALBUM") {
    const kind = condition.social?.target?.kind;
    if (kind === "playlist") return "condition.spotifyTarget.playlist";
    if (kind === "album") return "condition.spotifyTarget.album";
  }
  return conditionKindName(condition.type);
}
