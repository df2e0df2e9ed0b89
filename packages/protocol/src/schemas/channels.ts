import { z } from "zod";
import { PUBLISH_STATUSES } from "../enums";
import { IdSchema, IsoDateTime, LocalizedText } from "./campaigns";

// ---------------------------------------------------------------------------------------------------
// Channels and premium content (spec sections 1, 2, 8; ADR 0017)
// ---------------------------------------------------------------------------------------------------

/** Kinds of a channel's join requirements. */
export const CHANNEL_REQUIREMENT_TYPES = ["OPEN", "OWNS_NFT", "CLAIMED_IN"] as const;
export type ChannelRequirementType = (typeof CHANNEL_REQUIREMENT_TYPES)[number];
/** How a channel's requirements combine. */
export const REQUIREMENT_OPERATORS = ["AND", "OR"] as const;
/** Kinds of premium content. */
export const CONTENT_KINDS = ["ARTICLE", "GALLERY", "VIDEO", "AUDIO", "FILE"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** What an uploaded asset is, decided by sniffing its bytes (never by its name or declared type). */
export const MEDIA_KINDS = ["IMAGE", "VIDEO", "AUDIO", "FILE"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
/**
 * Why a requirement is not met for the fan asking: NOT_SIGNED_IN (nobody is signed in), NOT_CLAIMED (no
 * claim in the campaign), NFT_NOT_OWNED (none of the fan's wallets holds one), NO_WALLET (the fan has
 * no wallet to hold one), CHAIN_UNAVAILABLE (ownership cannot be checked now: no RPC for the chain, or
 * it did not answer).
 */
export const REQUIREMENT_MISSING_REASONS = [
  "NOT_SIGNED_IN",
  "NOT_CLAIMED",
  "NFT_NOT_OWNED",
  "NO_WALLET",
  "CHAIN_UNAVAILABLE",
] as const;
export type RequirementMissingReason = (typeof REQUIREMENT_MISSING_REASONS)[number];

const EvmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/u);

export const ChannelRequirement = z.discriminatedUnion("type", [
  /** Any signed-in fan. */
  z.object({ type: z.literal("OPEN") }),
  /**
   * Holding an NFT: of this project's collections (no `contract`), optionally of one campaign's
   * collection, or of any ERC-721 contract on a given chain.
   */
  z.object({
    type: z.literal("OWNS_NFT"),
    campaignId: IdSchema.optional(),
    contract: z.object({ chainId: z.int().positive(), address: EvmAddress }).optional(),
  }),
  /** Having claimed in a campaign of this project. */
  z.object({ type: z.literal("CLAIMED_IN"), campaignId: IdSchema }),
]);
export type ChannelRequirement = z.infer<typeof ChannelRequirement>;

export const ChannelRequirements = z.object({
  operator: z.enum(REQUIREMENT_OPERATORS).default("AND"),
  items: z.array(ChannelRequirement).min(1).max(10),
});
export type ChannelRequirements = z.infer<typeof ChannelRequirements>;

const ChannelFields = z.object({
  title: LocalizedText,
  description: LocalizedText,
  requirements: ChannelRequirements,
  /** Lower first in the project's list. */
  position: z.int().min(0).max(10_000),
  status: z.enum(PUBLISH_STATUSES),
});
/** A channel as an operator defines it. */
export const ChannelDefinition = ChannelFields.extend({
  requirements: ChannelRequirements.default({ operator: "AND", items: [{ type: "OPEN" }] }),
  position: ChannelFields.shape.position.default(0),
  status: ChannelFields.shape.status.default("MAKING"),
});
export type ChannelDefinition = z.infer<typeof ChannelDefinition>;
/** Only what is given changes (no defaults here: an absent field must not reset the channel). */
export const ChannelPatch = ChannelFields.partial();

const ContentFields = z.object({
  kind: z.enum(CONTENT_KINDS),
  title: LocalizedText,
  body: LocalizedText,
  publishAt: IsoDateTime,
  /** Non-members see that the content exists but not its title. */
  hideTitleFromNonMembers: z.boolean(),
  /** Uploaded assets, in order: GALLERY 1–50 images; VIDEO, AUDIO, FILE exactly one; ARTICLE none or images. */
  assetIds: z.array(IdSchema).max(50),
  /** MAKING keeps it from fans whatever `publishAt` says (an unpublished content). */
  status: z.enum(PUBLISH_STATUSES),
  /** The operator's order in the channel, lower first (equal positions: newest first). */
  position: z.int().min(0).max(10_000),
});
/** A content as an operator defines it. `body` of an ARTICLE is HTML, sanitised on write. */
export const ContentDefinition = ContentFields.extend({
  body: LocalizedText.optional(),
  hideTitleFromNonMembers: z.boolean().default(false),
  assetIds: ContentFields.shape.assetIds.default([]),
  // PUBLISH by default: an import or API client that predates unpublishing keeps its contents visible.
  status: ContentFields.shape.status.default("PUBLISH"),
  position: ContentFields.shape.position.default(0),
});
export type ContentDefinition = z.infer<typeof ContentDefinition>;
/** Only what is given changes (the kind never does). */
export const ContentPatch = ContentFields.omit({ kind: true }).partial();

// --- what fans see ---------------------------------------------------------------------------------

export const RequirementStatus = z.object({
  requirement: ChannelRequirement,
  /** null: nobody is signed in, so it was not checked. */
  met: z.boolean().nullable(),
  missing: z.enum(REQUIREMENT_MISSING_REASONS).nullable(),
  /** Campaigns of the project that give what is missing (the CLAIMED_IN campaign, the NFT's campaigns). */
  campaigns: z.array(z.object({ id: IdSchema, title: LocalizedText })),
});
export type RequirementStatus = z.infer<typeof RequirementStatus>;

export const ChannelSummary = z
  .object({
    id: IdSchema,
    projectId: IdSchema,
    title: LocalizedText,
    description: LocalizedText,
    operator: z.enum(REQUIREMENT_OPERATORS),
    requirementTypes: z.array(z.enum(CHANNEL_REQUIREMENT_TYPES)),
    /** null when nobody is signed in. */
    joined: z.boolean().nullable(),
  })
  .meta({ id: "ChannelSummary" });
export type ChannelSummary = z.infer<typeof ChannelSummary>;

export const ContentTeaser = z.object({
  id: IdSchema,
  kind: z.enum(CONTENT_KINDS),
  /** null when the operator hides it from non-members and the fan is not one. */
  title: LocalizedText.nullable(),
  publishAt: z.string(),
});
export type ContentTeaser = z.infer<typeof ContentTeaser>;

export const ChannelDetail = ChannelSummary.extend({
  requirements: z.array(RequirementStatus),
  /** Whether the signed-in fan meets the requirements now (null when nobody is signed in). */
  canJoin: z.boolean().nullable(),
  /** Whether the fan may open the contents now: joined and the requirements still met. */
  hasAccess: z.boolean(),
  /** Published contents, newest first, as anyone may see them (titles hidden where the operator says). */
  preview: z.array(ContentTeaser),
}).meta({ id: "Channel" });
export type ChannelDetail = z.infer<typeof ChannelDetail>;

export const MediaView = z.object({
  id: IdSchema,
  kind: z.enum(MEDIA_KINDS),
  contentType: z.string(),
  size: z.int(),
  filename: z.string(),
  /** A short-lived URL signed for the fan asking; null in lists. */
  url: z.string(),
  expiresAt: z.string(),
});
export type MediaView = z.infer<typeof MediaView>;

export const ContentSummary = ContentTeaser.extend({ title: LocalizedText, channelId: IdSchema }).meta({
  id: "ContentSummary",
});
export type ContentSummary = z.infer<typeof ContentSummary>;

export const ContentDetail = ContentSummary.extend({
  /** ARTICLE: sanitised HTML; others: plain text (may be absent). */
  body: LocalizedText.nullable(),
  media: z.array(MediaView),
}).meta({ id: "Content" });
export type ContentDetail = z.infer<typeof ContentDetail>;

export const MediaUrlResponse = z.object({ url: z.string(), expiresAt: z.string() });

export const ChannelParams = z.object({ channelId: IdSchema });
export const ContentParams = z.object({ channelId: IdSchema, contentId: IdSchema });
export const ContentMediaParams = z.object({ channelId: IdSchema, contentId: IdSchema, assetId: IdSchema });
/** The media endpoint: `/api/v1/media/:contentId/:assetId?u=<fanId>&e=<unix seconds>&s=<signature>`. */
export const MediaParams = z.object({ contentId: z.string().max(64), assetId: z.string().max(64) });
export const MediaQuery = z.object({
  u: z.string().max(64).optional(),
  e: z.string().max(16).optional(),
  s: z.string().max(128).optional(),
  download: z.enum(["1"]).optional(),
});

// --- operators -------------------------------------------------------------------------------------

export const OperatorChannelView = ChannelSummary.omit({ joined: true, requirementTypes: true })
  .extend({
    requirements: ChannelRequirements,
    position: z.int(),
    status: z.enum(PUBLISH_STATUSES),
    memberCount: z.int(),
  })
  .meta({ id: "OperatorChannel" });
export type OperatorChannelView = z.infer<typeof OperatorChannelView>;

export const OperatorContentView = z
  .object({
    id: IdSchema,
    channelId: IdSchema,
    kind: z.enum(CONTENT_KINDS),
    title: LocalizedText,
    body: LocalizedText.nullable(),
    publishAt: z.string(),
    hideTitleFromNonMembers: z.boolean(),
    assetIds: z.array(IdSchema),
    status: z.enum(PUBLISH_STATUSES),
    position: z.int(),
  })
  .meta({ id: "OperatorContent" });
export type OperatorContentView = z.infer<typeof OperatorContentView>;

export const AssetView = z
  .object({
    id: IdSchema,
    projectId: IdSchema,
    kind: z.enum(MEDIA_KINDS),
    contentType: z.string(),
    size: z.int(),
    filename: z.string(),
    sha256: z.string(),
  })
  .meta({ id: "Asset" });
export type AssetView = z.infer<typeof AssetView>;

/** The file name of an upload (query parameter; the bytes are the raw body). */
export const UploadAssetQuery = z.object({
  filename: z
    .string()
    .min(1)
    .max(200)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    .regex(/^[^/\\\u0000-\u001f]+$/u),
});
/** The project's channels in the order fans see them: each of them exactly once (premiumContent-E1003). */
export const ChannelOrder = z.object({ channelIds: z.array(IdSchema).min(1).max(1000) }).meta({ id: "ChannelOrder" });
export type ChannelOrder = z.infer<typeof ChannelOrder>;
export const OperatorChannelParams = z.object({ channelId: IdSchema });
export const OperatorContentParams = z.object({ contentId: IdSchema });

// --- import (a project file's `channels:`) --------------------------------------------------------

const ImportKey = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/u);
/** In a file, a requirement names a campaign of the same file by its `key`. */
export const ChannelRequirementImport = z.union([
  ChannelRequirement,
  z.object({ type: z.literal("CLAIMED_IN"), campaign: ImportKey }),
  z.object({ type: z.literal("OWNS_NFT"), campaign: ImportKey }),
]);
export const ContentImport = ContentDefinition.omit({ assetIds: true, publishAt: true }).extend({
  publishAt: IsoDateTime.optional(),
  /** Files beside the import file (relative paths), uploaded as the content's assets in order. */
  files: z
    .array(z.string().regex(/^[\w\-./]{1,200}$/u))
    .max(50)
    .default([]),
});
export const ChannelImport = ChannelDefinition.omit({ requirements: true, status: true }).extend({
  requirements: z
    .object({
      operator: z.enum(REQUIREMENT_OPERATORS).default("AND"),
      items: z.array(ChannelRequirementImport).min(1).max(10),
    })
    .default({ operator: "AND", items: [{ type: "OPEN" }] }),
  status: z.enum(PUBLISH_STATUSES).default("PUBLISH"),
  contents: z.array(ContentImport).max(100).default([]),
});
export type ChannelImport = z.input<typeof ChannelImport>;
