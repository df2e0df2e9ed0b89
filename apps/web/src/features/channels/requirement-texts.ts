import type { ChannelRequirement, ContentKind, RequirementMissingReason } from "@fanfare/protocol";

/** Message keys, written out so the message check sees each one used. */
export const REQUIREMENT_LABEL = {
  OPEN: "channels.requirementOpen",
  OWNS_NFT: "channels.requirementOwnsNft",
  CLAIMED_IN: "channels.requirementClaimedIn",
} as const satisfies Record<ChannelRequirement["type"], string>;

export const MISSING_REASON = {
  NOT_SIGNED_IN: "channels.missingNotSignedIn",
  NOT_CLAIMED: "channels.missingNotClaimed",
  NFT_NOT_OWNED: "channels.missingNftNotOwned",
  NO_WALLET: "channels.missingNoWallet",
  CHAIN_UNAVAILABLE: "channels.missingChainUnavailable",
} as const satisfies Record<RequirementMissingReason, string>;

export const CONTENT_KIND_LABEL = {
  ARTICLE: "channels.kindArticle",
  GALLERY: "channels.kindGallery",
  VIDEO: "channels.kindVideo",
  AUDIO: "channels.kindAudio",
  FILE: "channels.kindFile",
} as const satisfies Record<ContentKind, string>;
