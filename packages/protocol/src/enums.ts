// The spec's enumerations (product spec, section 3 and 4), verbatim. Every other package takes its
// values from here so a typo becomes a type error.

// The languages, the error categories and the campaign page's tabs live in modules of their own: the
// web's every page needs the languages (routing, fallbacks) and its API client the error categories, the
// campaign page needs the tabs, and a page that needs no other enumeration then loads none of them
// (docs/bench-web.md).
export * from "./content-tabs";
export * from "./error-categories";
export * from "./locales";

export const COUNTRIES = ["JP", "US", "FR", "SG", "TH", "OTHER"] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = "JP";

export const WALLET_CONNECTORS = ["Sw3Wallet", "MetaMask", "WalletConnect"] as const;
export const WALLET_STATUSES = ["disconnected", "connecting", "reconnecting", "connected"] as const;

export const ASSET_TYPES = [
  "NFT",
  "LOGO",
  "TERMS_SERVICE_JP",
  "TERMS_SERVICE_EN",
  "TERMS_SERVICE_FR",
  "TERMS_SERVICE_TH",
  "PRIVACY_POLICY_JP",
  "PRIVACY_POLICY_EN",
  "PRIVACY_POLICY_FR",
  "PRIVACY_POLICY_TH",
] as const;

export const EFFECT_TYPES = ["CONFETTI", "CRACKER", "GEOMETRY", "CIRCLE", "CUSTOM_IMAGE"] as const;

// CONDITION_TYPES, ConditionType and the kinds' route slugs are derived from the kinds in registry.ts.

export const IMAGE_SOURCES = ["NFT_IMAGE", "PRESENT_IMAGE", "CUSTOM_IMAGE"] as const;
export const UI_THEMES = ["light", "dark"] as const;
export const REWARD_TIMINGS = ["AFTER_CAMPAIGN_END", "UPON_COMPLETION_OF_APPLICATION"] as const;
export const LINK_TYPES = ["TWITTER", "INSTAGRAM", "URL"] as const;
export const LUCKY_DRAW_RESULTS = ["COMPLETED_CONDITION", "WIN", "FAILED"] as const;
/**
 * The lucky-draw algorithms a published draw record can name (docs/verifiable-draws.md). A campaign keeps
 * the one current when its seed was committed, so its draw verifies the same after a newer one arrives.
 */
export const DRAW_ALGORITHM_VERSIONS = ["fanfare-draw-v1"] as const;
/** The algorithm a lucky draw published today commits to. */
export const CURRENT_DRAW_ALGORITHM = "fanfare-draw-v1" satisfies (typeof DRAW_ALGORITHM_VERSIONS)[number];
export const SOURCE_KINDS = ["nmp", "campaign"] as const;
export const PAGE_VIEW_KINDS = ["conditions", "campaign_detail"] as const;
export const NFT_SOURCES = ["FROM_NFT_MARKETING_PLATFORM", "FROM_SPECIFY_CONTRACT_ADDRESS"] as const;

export const CAMPAIGN_PAGE_STATES = [
  "ComingSoon",
  "DistributionExpired",
  "LimitReached",
  "Claimed",
  "NotClaim",
  "HasNotHashtag",
  "NotCompletedConditionYet",
  "RejectPermission",
  "AppliedPleaseWait",
  "Failed",
  "Win",
] as const;
export type CampaignPageState = (typeof CAMPAIGN_PAGE_STATES)[number];

/** What a campaign gives: an NFT claim, or an entry into a lucky draw (whose winners then claim). */
export const REWARD_KINDS = ["NFT_CLAIM", "LUCKY_DRAW"] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
export type RewardTiming = (typeof REWARD_TIMINGS)[number];
export type LuckyDrawResult = (typeof LUCKY_DRAW_RESULTS)[number];
export type DrawAlgorithmVersion = (typeof DRAW_ALGORITHM_VERSIONS)[number];
export type PageViewKind = (typeof PAGE_VIEW_KINDS)[number];
export type SourceKind = (typeof SOURCE_KINDS)[number];
export type AssetType = (typeof ASSET_TYPES)[number];
export type EffectType = (typeof EFFECT_TYPES)[number];
export type ImageSource = (typeof IMAGE_SOURCES)[number];
export type LinkType = (typeof LINK_TYPES)[number];
export type UiTheme = (typeof UI_THEMES)[number];

/** Survey question kinds (our own list: the spec does not show surveys' fields). */
export const SURVEY_QUESTION_KINDS = ["SINGLE_CHOICE", "MULTIPLE_CHOICE", "FREE_TEXT", "RATING"] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

/**
 * Operator roles, each scoped to one company: owners also manage the company's members, editors edit
 * content, viewers only read (every write refuses them with operator-E2001).
 */
export const OPERATOR_ROLES = ["OWNER", "EDITOR", "VIEWER"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What an operator's webhook endpoint can subscribe to (ADR 0026, docs/webhooks.md). */
export const WEBHOOK_EVENT_TYPES = [
  "claim.created",
  "entry.created",
  "draw.completed",
  "mint.confirmed",
  "mint.failed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_DELIVERY_STATUSES = ["PENDING", "SENDING", "DELIVERED", "FAILED"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const TIME_STATUSES = ["COMING_SOON", "ENDED"] as const;
/** Publish status of projects; campaigns add END. */
export const PUBLISH_STATUSES = ["MAKING", "PUBLISH"] as const;
export const CAMPAIGN_PUBLISH_STATUSES = ["MAKING", "PUBLISH", "END"] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export type CampaignPublishStatus = (typeof CAMPAIGN_PUBLISH_STATUSES)[number];

export const MODAL_KINDS = ["ConnectToWallet", "WalletConnection", "LimitReached", "LuckyDraw"] as const;

/** Account status on the server (the spec names banned and deleted; active is the rest). */
export const USER_STATUSES = ["ACTIVE", "BANNED", "DELETED"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

// The supported chains (spec section 9) and the local chain are in chains.ts: CHAINS, LOCAL_CHAIN.

// SOCIAL_PROVIDERS and SocialProvider are derived from the providers in registry.ts (ADR 0020).

// Code lengths live here, with no zod beside them, because the web's code form reads CODE_MAX_LENGTH
// and a constant taken from a module that builds schemas brings zod into the browser.
/** The longest code (after normalisation) a fan may enter: longer input is specificCode-E1003. */
export const CODE_MAX_LENGTH = 64;
/** What the API accepts as raw input before normalising it (longer bodies are malformed, not "too long"). */
export const CODE_INPUT_MAX_LENGTH = 1024;

/**
 * Why the product refused a fan for a campaign, as the fairness report and the operator's dashboard count
 * them. WRONG_CODE: a code that is not one of the campaign's. USED_CODE: a single-use code another fan
 * already used. DUPLICATE_CODE: a second code, or the same code again, from an account that already
 * completed the condition. CODE_LOCKOUT: too many wrong codes, the fan waits. LIMIT_REACHED: the fan
 * already claimed as often as the campaign allows. SUPPLY_EXHAUSTED: nothing left to claim.
 * OUTSIDE_WINDOW: before or after the participation or distribution window. BANNED: a banned account.
 * CAPTCHA_FAILED: the security check of a sign-in that came from the campaign failed.
 * Entering a draw twice is not a refusal (the fan keeps their first entry).
 */
export const REFUSAL_REASONS = [
  "WRONG_CODE",
  "USED_CODE",
  "DUPLICATE_CODE",
  "CODE_LOCKOUT",
  "LIMIT_REACHED",
  "SUPPLY_EXHAUSTED",
  "OUTSIDE_WINDOW",
  "BANNED",
  "CAPTCHA_FAILED",
] as const;
