import type { CampaignPageState, ConditionType, ConditionView, ContentTabType } from "@fanfare/protocol";
import type { MessageKey } from "@/i18n/page-metadata";

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

export const CONDITION_TEXT: Record<ConditionType, MessageKey> = {
  NONE: "condition.type.NONE",
  INSTAGRAM_HASHTAG: "condition.type.INSTAGRAM_HASHTAG",
  SURVEY: "condition.type.SURVEY",
  SPOTIFY_LIKE_SONG: "condition.type.SPOTIFY_LIKE_SONG",
  SPOTIFY_FOLLOW_ARTIST: "condition.type.SPOTIFY_FOLLOW_ARTIST",
  NFT_OWN_UNLIMITED: "condition.type.NFT_OWN_UNLIMITED",
  WALLET_ADDRESS_RECEIVED: "condition.type.WALLET_ADDRESS_RECEIVED",
  SPOTIFY_ADD_PLAYLIST_OR_ALBUM: "condition.type.SPOTIFY_ADD_PLAYLIST_OR_ALBUM",
  TIKTOK_HASHTAG: "condition.type.TIKTOK_HASHTAG",
  SPECIFY_A_SINGLE_CODE: "condition.type.SPECIFY_A_SINGLE_CODE",
  SPECIFY_MULTIPLE_CODES: "condition.type.SPECIFY_MULTIPLE_CODES",
  NFT_IS_LINKED_BY_CODE: "condition.type.NFT_IS_LINKED_BY_CODE",
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
  return CONDITION_TEXT[condition.type];
}
