import type { ChannelRequirementType, ContentKind, PublishStatus } from "@fanfare/protocol";
import type { NftScope } from "./requirement-draft";

// The keys of the channel pages' enumerations, written out whole so the message check finds each one
// used (a key built at run time would look unused) and a new enum value does not compile without its text.

export const REQUIREMENT_TYPE_KEYS = {
  OPEN: "console.channels.requirements.types.OPEN",
  OWNS_NFT: "console.channels.requirements.types.OWNS_NFT",
  CLAIMED_IN: "console.channels.requirements.types.CLAIMED_IN",
} as const satisfies Record<ChannelRequirementType, string>;

export const NFT_SCOPE_KEYS = {
  PROJECT: "console.channels.requirements.scopes.PROJECT",
  CAMPAIGN: "console.channels.requirements.scopes.CAMPAIGN",
  CONTRACT: "console.channels.requirements.scopes.CONTRACT",
} as const satisfies Record<NftScope, string>;

export const OPERATOR_KEYS = {
  AND: "console.channels.requirements.operator.AND",
  OR: "console.channels.requirements.operator.OR",
} as const;

export const SUMMARY_KEYS = {
  AND: "console.channels.requirements.summary.AND",
  OR: "console.channels.requirements.summary.OR",
} as const;

export const PROBLEM_KEYS = {
  needCampaign: "console.channels.requirements.problems.needCampaign",
  badChain: "console.channels.requirements.problems.badChain",
  badAddress: "console.channels.requirements.problems.badAddress",
} as const;
export type RequirementProblem = keyof typeof PROBLEM_KEYS;

export const CONTENT_KIND_KEYS = {
  ARTICLE: "console.channels.kinds.ARTICLE",
  GALLERY: "console.channels.kinds.GALLERY",
  VIDEO: "console.channels.kinds.VIDEO",
  AUDIO: "console.channels.kinds.AUDIO",
  FILE: "console.channels.kinds.FILE",
} as const satisfies Record<ContentKind, string>;

/** A channel's visibility to fans. */
export const VISIBILITY_KEYS = {
  MAKING: "console.channels.visibility.MAKING",
  PUBLISH: "console.channels.visibility.PUBLISH",
} as const satisfies Record<PublishStatus, string>;

/** A content's state. */
export const CONTENT_STATUS_KEYS = {
  MAKING: "console.channels.status.MAKING",
  PUBLISH: "console.channels.status.PUBLISH",
} as const satisfies Record<PublishStatus, string>;
