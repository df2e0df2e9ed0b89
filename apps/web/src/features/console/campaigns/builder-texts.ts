import type {
  ChecklistItemCode,
  ConditionType,
  EffectType,
  ImageSource,
  RewardKind,
  RewardTiming,
  UiTheme,
} from "@fanfare/protocol";

// The builder's texts that are picked at run time (a kind, an enum value, a schema's field name), each
// spelled out once here: every message key stays findable in the source (scripts/check-messages.mjs)
// and a new kind or value without its text is a type error where a Record must be complete.

export const KIND_KEYS = {
  NONE: "console.builder.kinds.NONE",
  INSTAGRAM_HASHTAG: "console.builder.kinds.INSTAGRAM_HASHTAG",
  SURVEY: "console.builder.kinds.SURVEY",
  SPOTIFY_LIKE_SONG: "console.builder.kinds.SPOTIFY_LIKE_SONG",
  SPOTIFY_FOLLOW_ARTIST: "console.builder.kinds.SPOTIFY_FOLLOW_ARTIST",
  NFT_OWN_UNLIMITED: "console.builder.kinds.NFT_OWN_UNLIMITED",
  WALLET_ADDRESS_RECEIVED: "console.builder.kinds.WALLET_ADDRESS_RECEIVED",
  SPOTIFY_ADD_PLAYLIST_OR_ALBUM: "console.builder.kinds.SPOTIFY_ADD_PLAYLIST_OR_ALBUM",
  TIKTOK_HASHTAG: "console.builder.kinds.TIKTOK_HASHTAG",
  SPECIFY_A_SINGLE_CODE: "console.builder.kinds.SPECIFY_A_SINGLE_CODE",
  SPECIFY_MULTIPLE_CODES: "console.builder.kinds.SPECIFY_MULTIPLE_CODES",
  NFT_IS_LINKED_BY_CODE: "console.builder.kinds.NFT_IS_LINKED_BY_CODE",
  YOUTUBE_SUBSCRIBE_CHANNEL: "console.builder.kinds.YOUTUBE_SUBSCRIBE_CHANNEL",
} as const satisfies Record<ConditionType, string>;

export const EFFECT_KEYS = {
  CONFETTI: "console.builder.effects.CONFETTI",
  CRACKER: "console.builder.effects.CRACKER",
  GEOMETRY: "console.builder.effects.GEOMETRY",
  CIRCLE: "console.builder.effects.CIRCLE",
  CUSTOM_IMAGE: "console.builder.effects.CUSTOM_IMAGE",
} as const satisfies Record<EffectType, string>;

export const IMAGE_SOURCE_KEYS = {
  NFT_IMAGE: "console.builder.imageSources.NFT_IMAGE",
  PRESENT_IMAGE: "console.builder.imageSources.PRESENT_IMAGE",
  CUSTOM_IMAGE: "console.builder.imageSources.CUSTOM_IMAGE",
} as const satisfies Record<ImageSource, string>;

export const THEME_KEYS = {
  light: "console.builder.themes.light",
  dark: "console.builder.themes.dark",
} as const satisfies Record<UiTheme, string>;

export const REWARD_KIND_KEYS = {
  NFT_CLAIM: "console.builder.rewardKinds.NFT_CLAIM",
  LUCKY_DRAW: "console.builder.rewardKinds.LUCKY_DRAW",
} as const satisfies Record<RewardKind, string>;

export const REWARD_TIMING_KEYS = {
  AFTER_CAMPAIGN_END: "console.builder.rewardTimings.AFTER_CAMPAIGN_END",
  UPON_COMPLETION_OF_APPLICATION: "console.builder.rewardTimings.UPON_COMPLETION_OF_APPLICATION",
} as const satisfies Record<RewardTiming, string>;

export const CHECKLIST_KEYS = {
  TRANSLATION: "console.builder.checklist.codes.TRANSLATION",
  IMAGE: "console.builder.checklist.codes.IMAGE",
  CONDITION_SETTINGS: "console.builder.checklist.codes.CONDITION_SETTINGS",
  CONDITION_PROVIDER: "console.builder.checklist.codes.CONDITION_PROVIDER",
  CHAIN: "console.builder.checklist.codes.CHAIN",
  WINDOW_ORDER: "console.builder.checklist.codes.WINDOW_ORDER",
  DISTRIBUTION_WINDOW: "console.builder.checklist.codes.DISTRIBUTION_WINDOW",
  ENDS_IN_FUTURE: "console.builder.checklist.codes.ENDS_IN_FUTURE",
} as const satisfies Record<ChecklistItemCode, string>;

/** The campaign's own fields (the builder's labels, the error summary's and the checklist's words). */
export const FIELD_KEYS: Record<string, string> = {
  title: "console.builder.fields.title",
  description: "console.builder.fields.description",
  terms: "console.builder.fields.terms",
  privacyPolicy: "console.builder.fields.privacyPolicy",
  imageSource: "console.builder.fields.imageSource",
  imageUrl: "console.builder.fields.imageUrl",
  theme: "console.builder.fields.theme",
  effect: "console.builder.fields.effect",
  effectImageUrl: "console.builder.fields.effectImageUrl",
  startsAt: "console.builder.fields.startsAt",
  endsAt: "console.builder.fields.endsAt",
  distributionStartsAt: "console.builder.fields.distributionStartsAt",
  distributionEndsAt: "console.builder.fields.distributionEndsAt",
  totalSupply: "console.builder.fields.totalSupply",
  perFanLimit: "console.builder.fields.perFanLimit",
  rewardKind: "console.builder.fields.rewardKind",
  rewardTiming: "console.builder.fields.rewardTiming",
  prizeCount: "console.builder.fields.prizeCount",
  winPercent: "console.builder.fields.winPercent",
  nfts: "console.builder.fields.nfts",
  conditions: "console.builder.fields.conditions",
  nftName: "console.builder.fields.nftName",
  nftDescription: "console.builder.fields.nftDescription",
  nftImageUrl: "console.builder.fields.nftImageUrl",
  nftSupply: "console.builder.fields.nftSupply",
  nftKey: "console.builder.fields.nftKey",
  links: "console.builder.fields.links",
  url: "console.builder.links.url",
  chainId: "console.builder.fields.chainId",
};

/**
 * The names of the condition kinds' settings (SchemaForm's labels, hints and enum values): a name
 * without a text here is shown as it is, which the schema-form test catches for the registry's kinds.
 */
export const SCHEMA_FIELD_KEYS: Record<string, string> = {
  hashtag: "console.builder.schema.fields.hashtag",
  survey: "console.builder.schema.fields.survey",
  questions: "console.builder.schema.fields.questions",
  questionsItem: "console.builder.schema.fields.questionsItem",
  id: "console.builder.schema.fields.id",
  kind: "console.builder.schema.fields.kind",
  label: "console.builder.schema.fields.label",
  required: "console.builder.schema.fields.required",
  options: "console.builder.schema.fields.options",
  optionsItem: "console.builder.schema.fields.optionsItem",
  minSelections: "console.builder.schema.fields.minSelections",
  maxSelections: "console.builder.schema.fields.maxSelections",
  maxLength: "console.builder.schema.fields.maxLength",
  scaleMin: "console.builder.schema.fields.scaleMin",
  scaleMax: "console.builder.schema.fields.scaleMax",
  code: "console.builder.schema.fields.code",
  codes: "console.builder.schema.fields.codes",
  codesItem: "console.builder.schema.fields.codesItem",
  nft: "console.builder.schema.fields.nft",
  source: "console.builder.schema.fields.source",
  chainId: "console.builder.schema.fields.chainId",
  contractAddress: "console.builder.schema.fields.contractAddress",
  minimumCount: "console.builder.schema.fields.minimumCount",
  target: "console.builder.schema.fields.target",
  trackId: "console.builder.schema.fields.trackId",
  artistId: "console.builder.schema.fields.artistId",
  channelId: "console.builder.schema.fields.channelId",
  channelName: "console.builder.schema.fields.channelName",
};
export const SCHEMA_HINT_KEYS: Record<string, string> = {
  id: "console.builder.schema.hints.id",
  options: "console.builder.schema.hints.options",
  minSelections: "console.builder.schema.hints.minSelections",
  maxSelections: "console.builder.schema.hints.maxSelections",
  maxLength: "console.builder.schema.hints.maxLength",
  scaleMin: "console.builder.schema.hints.scaleMin",
  scaleMax: "console.builder.schema.hints.scaleMax",
  codes: "console.builder.schema.hints.codes",
  hashtag: "console.builder.schema.hints.hashtag",
  chainId: "console.builder.schema.hints.chainId",
  contractAddress: "console.builder.schema.hints.contractAddress",
};
export const SCHEMA_VALUE_KEYS: Record<string, string> = {
  SINGLE_CHOICE: "console.builder.schema.values.SINGLE_CHOICE",
  MULTIPLE_CHOICE: "console.builder.schema.values.MULTIPLE_CHOICE",
  FREE_TEXT: "console.builder.schema.values.FREE_TEXT",
  RATING: "console.builder.schema.values.RATING",
  FROM_NFT_MARKETING_PLATFORM: "console.builder.schema.values.FROM_NFT_MARKETING_PLATFORM",
  FROM_SPECIFY_CONTRACT_ADDRESS: "console.builder.schema.values.FROM_SPECIFY_CONTRACT_ADDRESS",
  playlist: "console.builder.schema.values.playlist",
  album: "console.builder.schema.values.album",
};
