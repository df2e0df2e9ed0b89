import { z } from "zod";
import { isSupportedChainId } from "../chains";
import { Slug } from "../condition-kinds/parts/codes";
import { SurveyConfig } from "../condition-kinds/survey";
import { PROOF_STRENGTHS } from "../definitions";
import {
  ASSET_TYPES,
  CAMPAIGN_PAGE_STATES,
  CAMPAIGN_PUBLISH_STATUSES,
  CONTENT_TAB_TYPES,
  COUNTRIES,
  DRAW_ALGORITHM_VERSIONS,
  EFFECT_TYPES,
  IMAGE_SOURCES,
  LINK_TYPES,
  LUCKY_DRAW_RESULTS,
  NFT_SOURCES,
  OPERATOR_ROLES,
  PAGE_VIEW_KINDS,
  PUBLISH_STATUSES,
  REWARD_KINDS,
  REWARD_TIMINGS,
  SOURCE_KINDS,
  TIME_STATUSES,
  UI_THEMES,
} from "../enums";
import { type AnyConditionKind, CONDITION_KINDS, CONDITION_TYPES, SOCIAL_PROVIDERS } from "../registry";
import { safeReturnPath } from "../return-path";
import { MintView } from "./chain";
import { EmailSchema, LocalizedText } from "./common";
import { SocialConditionView } from "./social";

// ---------------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------------

export { LocalizedText } from "./common";

/** Ids in paths and bodies: UUIDs made by the database. */
export const IdSchema = z.uuid();
export const IsoDateTime = z.iso.datetime({ offset: true });
const HttpUrl = z.url({ protocol: /^https?$/ }).max(2048);
/**
 * An asset reference: an absolute http(s) URL or a path on our own origin (demo assets). The path is a
 * path of this site by the shared rule (safeReturnPath): `//host/x.png` would be another host's image.
 */
export const AssetUrl = z.union([
  HttpUrl,
  z
    .string()
    .regex(/^\/[\w\-./]{1,500}$/u)
    .refine((path) => safeReturnPath(path) !== undefined, "must be a path of this site"),
]);

// ---------------------------------------------------------------------------------------------------
// Condition definitions (operator input): each kind's settings are in its file under condition-kinds/
// ---------------------------------------------------------------------------------------------------

export { NftOwnConfig } from "../condition-kinds/nft-own-unlimited";
export { GivenCode, RedeemCodeRequest } from "../condition-kinds/parts/codes";
export {
  SubmitSurveyRequest,
  SurveyAnswers,
  SurveyConfig,
  SurveyOption,
  SurveyQuestion,
} from "../condition-kinds/survey";
export { SubmitWalletAddressRequest } from "../condition-kinds/wallet-address-received";

/** A kind's part of a campaign definition: its settings beside `type`. */
type DefinitionOf<Kind extends AnyConditionKind> =
  Kind["settings"] extends z.ZodObject<infer Shape, infer Config>
    ? z.ZodObject<Shape & { type: z.ZodLiteral<Kind["type"]> }, Config>
    : never;
const definitionOf = <Kind extends AnyConditionKind>(kind: Kind) =>
  kind.settings.extend({ type: z.literal(kind.type) }) as unknown as DefinitionOf<Kind>;
type DefinitionsOf<Kinds extends readonly AnyConditionKind[]> = { [I in keyof Kinds]: DefinitionOf<Kinds[I]> };

/** One condition as the operator defines it: `type` and that kind's settings (derived from CONDITION_KINDS). */
export const ConditionDefinition = z.discriminatedUnion(
  "type",
  CONDITION_KINDS.map(definitionOf) as unknown as DefinitionsOf<typeof CONDITION_KINDS>,
);
export type ConditionDefinition = z.infer<typeof ConditionDefinition>;
/** The condition kinds this release can complete: every kind of the registry. */
export const SUPPORTED_CONDITION_TYPES = CONDITION_TYPES;

// ---------------------------------------------------------------------------------------------------
// Projects and campaigns as operators define them
// ---------------------------------------------------------------------------------------------------

/**
 * A link shown to fans with a project or a campaign (the artist's X, Instagram, a web page): an http(s)
 * address and an optional label per language; without one, fans see the network's name or the address.
 */
export const ExternalLink = z
  .object({ type: z.enum(LINK_TYPES), url: HttpUrl, label: LocalizedText.optional() })
  // No schema id: the API's OpenAPI document inlines it (an id would be a $ref to a component it leaves out).
  .meta({
    description: "A link shown to fans (X, Instagram, a web page); unlabelled, they see its network or address",
  });
export type ExternalLink = z.infer<typeof ExternalLink>;
/** The campaign's name for it, from before projects had links too. */
export const CampaignLink = ExternalLink;
/** How many links a project or a campaign has at most (the console's add button stops there). */
export const MAX_LINKS = 10;

export const ProjectAsset = z.object({ type: z.enum(ASSET_TYPES), url: AssetUrl });
export const ProjectDefinition = z.object({
  name: LocalizedText,
  description: LocalizedText,
  assets: z.array(ProjectAsset).max(ASSET_TYPES.length).default([]),
  /** Shown to fans on the project's page, in this order. */
  links: z.array(ExternalLink).max(MAX_LINKS).default([]),
  allowedCountries: z
    .array(z.enum(COUNTRIES))
    .min(1)
    .default([...COUNTRIES]),
});
export type ProjectDefinition = z.infer<typeof ProjectDefinition>;
/**
 * A partial edit: what is absent stays as it is. Not `ProjectDefinition.partial()`: zod keeps a field's
 * default under `.partial()`, so a patch without `assets` would have replaced them with `[]`.
 */
export const ProjectPatch = z.object({
  name: ProjectDefinition.shape.name.optional(),
  description: ProjectDefinition.shape.description.optional(),
  assets: ProjectDefinition.shape.assets.unwrap().optional(),
  links: ProjectDefinition.shape.links.unwrap().optional(),
  allowedCountries: ProjectDefinition.shape.allowedCountries.unwrap().optional(),
});

export const NftDefinition = z.object({
  /** The operator's name for it in this campaign's definition (codes bind to it). */
  key: Slug,
  name: LocalizedText,
  description: LocalizedText,
  imageUrl: AssetUrl,
  metadata: z.record(z.string(), z.unknown()).default({}),
  /** How many of this NFT may be issued (null: only the campaign's total supply limits it). */
  supply: z.int().min(1).max(10_000_000).nullable().default(null),
});
export type NftDefinition = z.infer<typeof NftDefinition>;

/** Campaign fields as stored; CampaignFields adds the defaults of a new campaign. */
const CampaignBase = z.object({
  title: LocalizedText,
  description: LocalizedText,
  terms: LocalizedText,
  privacyPolicy: LocalizedText,
  /** Participation window: conditions can be completed and draws entered in [startsAt, endsAt). */
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  /** Distribution window: claims are accepted in [distributionStartsAt, distributionEndsAt). */
  distributionStartsAt: IsoDateTime,
  distributionEndsAt: IsoDateTime,
  theme: z.enum(UI_THEMES),
  links: z.array(ExternalLink).max(MAX_LINKS),
  imageSource: z.enum(IMAGE_SOURCES),
  imageUrl: AssetUrl.nullable(),
  effect: z.enum(EFFECT_TYPES),
  effectImageUrl: AssetUrl.nullable(),
  rewardKind: z.enum(REWARD_KINDS),
  /** Lucky draws only: draw when the campaign ends, or instantly when a fan applies. */
  rewardTiming: z.enum(REWARD_TIMINGS).nullable(),
  totalSupply: z.int().min(1).max(10_000_000),
  perFanLimit: z.int().min(1).max(100),
  /** Lucky draws only: how many entries win. */
  prizeCount: z.int().min(1).max(10_000_000).nullable(),
  /** Instant draws only: the chance of each application to win, in percent (while prizes last). */
  winPercent: z.int().min(1).max(100).nullable(),
});

const CampaignFields = CampaignBase.extend({
  theme: CampaignBase.shape.theme.default("dark"),
  links: CampaignBase.shape.links.default([]),
  imageSource: CampaignBase.shape.imageSource.default("NFT_IMAGE"),
  imageUrl: CampaignBase.shape.imageUrl.default(null),
  effect: CampaignBase.shape.effect.default("CONFETTI"),
  effectImageUrl: CampaignBase.shape.effectImageUrl.default(null),
  rewardKind: CampaignBase.shape.rewardKind.default("NFT_CLAIM"),
  rewardTiming: CampaignBase.shape.rewardTiming.default(null),
  perFanLimit: CampaignBase.shape.perFanLimit.default(1),
  prizeCount: CampaignBase.shape.prizeCount.default(null),
  winPercent: CampaignBase.shape.winPercent.default(null),
});

function refineCampaign(
  c: Partial<z.infer<typeof CampaignFields>> & { nfts?: unknown[] },
  ctx: z.RefinementCtx,
  complete: boolean,
) {
  const before = (a: string | undefined, b: string | undefined, path: string, message: string) => {
    if (a && b && Date.parse(a) >= Date.parse(b)) ctx.addIssue({ code: "custom", path: [path], message });
  };
  before(c.startsAt, c.endsAt, "endsAt", "must be after startsAt");
  before(c.distributionStartsAt, c.distributionEndsAt, "distributionEndsAt", "must be after distributionStartsAt");
  if (!complete) return;
  if (c.rewardKind === "LUCKY_DRAW") {
    if (!c.rewardTiming) ctx.addIssue({ code: "custom", path: ["rewardTiming"], message: "a lucky draw needs it" });
    if (!c.prizeCount) ctx.addIssue({ code: "custom", path: ["prizeCount"], message: "a lucky draw needs it" });
    if (c.prizeCount && c.totalSupply && c.prizeCount > c.totalSupply) {
      ctx.addIssue({ code: "custom", path: ["prizeCount"], message: "must not exceed totalSupply" });
    }
    if (c.rewardTiming === "UPON_COMPLETION_OF_APPLICATION" && !c.winPercent) {
      ctx.addIssue({ code: "custom", path: ["winPercent"], message: "an instant draw needs it" });
    }
    if (c.rewardTiming === "AFTER_CAMPAIGN_END" && c.distributionEndsAt && c.endsAt) {
      before(c.endsAt, c.distributionEndsAt, "distributionEndsAt", "winners claim after the draw at endsAt");
    }
  } else if (c.rewardTiming || c.prizeCount || c.winPercent) {
    ctx.addIssue({ code: "custom", path: ["rewardKind"], message: "rewardTiming/prizeCount/winPercent are for draws" });
  }
}

export const CampaignDefinition = CampaignFields.extend({
  /**
   * The chain its NFTs are minted on; null: the platform's default chain. Set at creation only, like
   * the NFTs (CampaignPatch has no chain): a fan's NFT must not move chains under them. Whether this
   * server can mint there is the publish checklist's CHAIN item.
   */
  chainId: z
    .int()
    .refine(isSupportedChainId, { message: "not a chain the platform supports" })
    .nullable()
    .default(null),
  nfts: z.array(NftDefinition).min(1).max(100),
  conditions: z.array(ConditionDefinition).max(20).default([]),
}).superRefine((c, ctx) => {
  refineCampaign(c, ctx, true);
  const keys = c.nfts.map((n) => n.key);
  if (new Set(keys).size !== keys.length) ctx.addIssue({ code: "custom", path: ["nfts"], message: "duplicate key" });
  c.conditions.forEach((condition, i) => {
    if ("codes" in condition) {
      for (const code of condition.codes) {
        if (code.nft && !keys.includes(code.nft)) {
          ctx.addIssue({ code: "custom", path: ["conditions", i, "codes"], message: `unknown nft ${code.nft}` });
        }
        if (condition.type === "NFT_IS_LINKED_BY_CODE" && !code.nft) {
          ctx.addIssue({ code: "custom", path: ["conditions", i, "codes"], message: "each code needs its nft" });
        }
      }
    }
  });
});
export type CampaignDefinition = z.infer<typeof CampaignDefinition>;
export type CampaignDefinitionInput = z.input<typeof CampaignDefinition>;

/** Editable after creation: texts, looks and windows. The reward structure is fixed once published. */
export const CampaignPatch = CampaignBase.partial()
  .strict()
  .superRefine((c, ctx) => refineCampaign(c, ctx, false));
export type CampaignPatch = z.infer<typeof CampaignPatch>;

// ---------------------------------------------------------------------------------------------------
// What fans see
// ---------------------------------------------------------------------------------------------------

export const ProjectSummary = z
  .object({
    id: IdSchema,
    name: LocalizedText,
    description: LocalizedText,
    logoUrl: z.string().nullable(),
  })
  .meta({ id: "ProjectSummary" });
export type ProjectSummary = z.infer<typeof ProjectSummary>;

export const ProjectView = ProjectSummary.extend({
  companyName: z.string(),
  assets: z.array(ProjectAsset),
  links: z.array(ExternalLink),
  allowedCountries: z.array(z.enum(COUNTRIES)),
  /** Whether the signed-in fan's country may take part (null when nobody is signed in). */
  canParticipate: z.boolean().nullable(),
}).meta({ id: "Project" });
export type ProjectView = z.infer<typeof ProjectView>;

export const CampaignSummary = z
  .object({
    id: IdSchema,
    projectId: IdSchema,
    title: LocalizedText,
    imageUrl: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    publishStatus: z.enum(CAMPAIGN_PUBLISH_STATUSES),
    /** COMING_SOON before the start, ENDED after the end, null while running. */
    timeStatus: z.enum(TIME_STATUSES).nullable(),
    rewardKind: z.enum(REWARD_KINDS),
  })
  .meta({ id: "CampaignSummary" });
export type CampaignSummary = z.infer<typeof CampaignSummary>;

export const NftView = z.object({
  id: IdSchema,
  name: LocalizedText,
  description: LocalizedText,
  imageUrl: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});

export const ConditionView = z
  .object({
    id: IdSchema,
    position: z.int(),
    type: z.enum(CONDITION_TYPES),
    /** The spec's content tab that groups it on the campaign page. */
    tab: z.enum(CONTENT_TAB_TYPES),
    /** The spec's route slug of its claim page. */
    slug: z.string(),
    /** Its 1-based index among the campaign's conditions of the same kind (conditions/[condition]/[index]). */
    index: z.int(),
    completed: z.boolean(),
    /** How completing it is proven (its kind's `proof`), shown to the fan as a badge. */
    proof: z.enum(PROOF_STRENGTHS),
    /** The provider that verifies it (PROVIDER kinds: "verified by Spotify"), else null. */
    provider: z.enum(SOCIAL_PROVIDERS).nullable(),
    /** SURVEY: the questions. */
    survey: SurveyConfig.nullable(),
    /** Code kinds: the longest code accepted (after normalisation). */
    codeMaxLength: z.int().nullable(),
    /** WALLET_ADDRESS_RECEIVED: the address the fan gave (checksummed), if any. */
    walletAddress: z.string().nullable(),
    /** NFT_OWN_UNLIMITED: what the fan must hold (null for other kinds). */
    nftOwn: z
      .object({
        source: z.enum(NFT_SOURCES),
        chainId: z.int().nullable(),
        contractAddress: z.string().nullable(),
        minimumCount: z.int(),
      })
      .nullable()
      .optional(),
    /** Music and social kinds: provider, target or hashtag, the fan's refusals (RejectPermission, HasNotHashtag). */
    social: SocialConditionView.nullable(),
  })
  .meta({ id: "Condition" });
export type ConditionView = z.infer<typeof ConditionView>;

export const FanCampaignProgress = z.object({
  policiesAccepted: z.boolean(),
  claims: z.int(),
  drawResult: z.enum(LUCKY_DRAW_RESULTS).nullable(),
  contactEmailEntered: z.boolean(),
});

export const CampaignDetail = CampaignSummary.extend({
  description: LocalizedText,
  distributionStartsAt: z.string(),
  distributionEndsAt: z.string(),
  theme: z.enum(UI_THEMES),
  links: z.array(ExternalLink),
  imageSource: z.enum(IMAGE_SOURCES),
  effect: z.enum(EFFECT_TYPES),
  effectImageUrl: z.string().nullable(),
  rewardTiming: z.enum(REWARD_TIMINGS).nullable(),
  totalSupply: z.int(),
  claimedCount: z.int(),
  perFanLimit: z.int(),
  prizeCount: z.int().nullable(),
  /** sha256 of the draw seed, published before the start (lucky draws only). */
  drawSeedHash: z.string().nullable(),
  nfts: z.array(NftView),
  conditions: z.array(ConditionView),
  /** The page state for this fan (for a visitor who is not signed in: as for a fan with no progress). */
  state: z.enum(CAMPAIGN_PAGE_STATES),
  fan: FanCampaignProgress.nullable(),
}).meta({ id: "Campaign" });
export type CampaignDetail = z.infer<typeof CampaignDetail>;

export const CampaignTerms = z.object({ terms: LocalizedText, privacyPolicy: LocalizedText });
export type CampaignTerms = z.infer<typeof CampaignTerms>;

/** One claim of the fan with the NFT it gave them (claimed-success). */
export const ReceivedClaim = z.object({
  claimId: IdSchema,
  sequence: z.int(),
  claimedAt: z.string(),
  nft: NftView,
});

/** What the fan received in a campaign; receivedPage-2001 before their first claim. */
export const ReceivedClaims = z
  .object({
    campaignId: IdSchema,
    projectId: IdSchema,
    title: LocalizedText,
    effect: z.enum(EFFECT_TYPES),
    effectImageUrl: z.string().nullable(),
    /** Oldest first. */
    claims: z.array(ReceivedClaim).min(1),
  })
  .meta({ id: "ReceivedClaims" });
export type ReceivedClaims = z.infer<typeof ReceivedClaims>;

/** One NFT as the fan received it (nfts/[nftId]); the chain fields stay null until it is minted. */
export const ReceivedNft = z
  .object({
    campaignId: IdSchema,
    claimId: IdSchema,
    claimedAt: z.string(),
    nft: NftView,
    /** The same as mint.tokenId / mint.owner / mint.txHash, kept for the screens that read them. */
    tokenId: z.string().nullable(),
    ownerAddress: z.string().nullable(),
    txHash: z.string().nullable(),
    /** The mint of this claim (null only when the claim has no mint job, which a claim always has). */
    mint: MintView.nullable(),
  })
  .meta({ id: "ReceivedNft" });
export type ReceivedNft = z.infer<typeof ReceivedNft>;

// ---------------------------------------------------------------------------------------------------
// Fan requests
// ---------------------------------------------------------------------------------------------------

export const ProjectParams = z.object({ projectId: IdSchema });
export const CampaignParams = z.object({ campaignId: IdSchema });
export const ConditionParams = z.object({ campaignId: IdSchema, conditionId: IdSchema });
export const CampaignNftParams = z.object({ campaignId: IdSchema, nftId: IdSchema });

export const ConditionCompletedResponse = z.object({ conditionId: IdSchema, completed: z.literal(true) });

export const ClaimRequest = z.object({
  /** Made by the client once per claim attempt; a retry with the same key returns the first result. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/u),
});
export const ClaimResponse = z
  .object({ claimId: IdSchema, campaignId: IdSchema, nftId: IdSchema, sequence: z.int(), claimedAt: z.string() })
  .meta({ id: "Claim" });
export type ClaimResponse = z.infer<typeof ClaimResponse>;

export const DrawEntryResponse = z.object({ entryId: IdSchema, result: z.enum(LUCKY_DRAW_RESULTS) });
export const EntryEmailRequest = z.object({ email: EmailSchema });

export const PageViewRequest = z.object({ kind: z.enum(PAGE_VIEW_KINDS), source: z.enum(SOURCE_KINDS) });

/** The public record of a draw: enough for anyone to recompute the winners (docs/verifiable-draws.md). */
export const DrawRecordView = z
  .object({
    campaignId: IdSchema,
    /** The algorithm the draw runs and is verified by; committed with the seed. */
    algorithm: z.enum(DRAW_ALGORITHM_VERSIONS),
    mode: z.enum(REWARD_TIMINGS),
    seedHash: z.string(),
    /** Revealed once the draw is done (null before). */
    seed: z.string().nullable(),
    prizeCount: z.int(),
    winPercent: z.int().nullable(),
    /** Entry ids in canonical order (sorted), and the sha256 of their newline-joined list. */
    entryIds: z.array(IdSchema),
    entrantsHash: z.string().nullable(),
    /** Merkle root over the canonical entrant list, committed when entries close (null before). */
    entrantsRoot: z.string().nullable(),
    winnerEntryIds: z.array(IdSchema),
    drawnAt: z.string().nullable(),
  })
  .meta({ id: "DrawRecord" });
export type DrawRecordView = z.infer<typeof DrawRecordView>;

/** One sibling on the way from a leaf to the root: hashed in on its side of the running hash. */
export const MerkleProofStep = z.object({ side: z.enum(["left", "right"]), hash: z.string() });
export type MerkleProofStep = z.infer<typeof MerkleProofStep>;

/**
 * A fan's receipt for their own entry: the leaf of their entry id and, once entries have closed, the
 * path to the record's entrant root. No personal data: the entry id is the one the public record lists.
 */
export const DrawReceiptView = z
  .object({
    campaignId: IdSchema,
    algorithm: z.enum(DRAW_ALGORITHM_VERSIONS),
    entryId: IdSchema,
    leaf: z.string(),
    /** The leaf's place in the canonical list and the list's length; null until entries close. */
    index: z.int().nullable(),
    entrantCount: z.int().nullable(),
    proof: z.array(MerkleProofStep).nullable(),
    root: z.string().nullable(),
  })
  .meta({ id: "DrawReceipt" });
export type DrawReceiptView = z.infer<typeof DrawReceiptView>;

// ---------------------------------------------------------------------------------------------------
// Operator requests
// ---------------------------------------------------------------------------------------------------

export const OperatorProjectView = ProjectSummary.extend({
  status: z.enum(PUBLISH_STATUSES),
  assets: z.array(ProjectAsset),
  links: z.array(ExternalLink),
  allowedCountries: z.array(z.enum(COUNTRIES)),
}).meta({ id: "OperatorProject" });
export type OperatorProjectView = z.infer<typeof OperatorProjectView>;

/** A condition as its operator sees it: the settings as written, codes only as counts. */
export const OperatorConditionView = z
  .object({
    id: IdSchema,
    position: z.int(),
    type: z.enum(CONDITION_TYPES),
    /** The kind's settings (its settings schema), without codes: they are stored only as keyed hashes. */
    settings: z.record(z.string(), z.unknown()),
    /** Code kinds: how many codes the condition has and how many fans used; null for other kinds. */
    codes: z.object({ total: z.int(), used: z.int() }).nullable(),
  })
  .meta({ id: "OperatorCondition" });
export type OperatorConditionView = z.infer<typeof OperatorConditionView>;

/** Everything an operator set on a campaign (the console edits it from this), with what fans did so far. */
export const OperatorCampaignView = CampaignSummary.extend({
  description: LocalizedText,
  terms: LocalizedText,
  privacyPolicy: LocalizedText,
  distributionStartsAt: IsoDateTime,
  distributionEndsAt: IsoDateTime,
  theme: z.enum(UI_THEMES),
  links: z.array(ExternalLink),
  imageSource: z.enum(IMAGE_SOURCES),
  effect: z.enum(EFFECT_TYPES),
  effectImageUrl: z.string().nullable(),
  rewardTiming: z.enum(REWARD_TIMINGS).nullable(),
  winPercent: z.int().nullable(),
  /** null: the platform's default chain mints. */
  chainId: z.int().nullable(),
  totalSupply: z.int(),
  claimedCount: z.int(),
  perFanLimit: z.int(),
  prizeCount: z.int().nullable(),
  winnerCount: z.int(),
  conditions: z.array(OperatorConditionView),
  nfts: z.array(NftView.extend({ key: z.string(), supply: z.int().nullable(), issuedCount: z.int() })),
}).meta({ id: "OperatorCampaign" });
export type OperatorCampaignView = z.infer<typeof OperatorCampaignView>;

export const OperatorConditionParams = z.object({ conditionId: IdSchema });
export const GenerateCodesRequest = z.object({
  count: z.int().min(1).max(10_000),
  /** NFT_IS_LINKED_BY_CODE: the NFT the new codes are bound to. */
  nftId: IdSchema.optional(),
});

/** The most codes one imported file may hold (the same as a campaign definition's given codes). */
export const IMPORT_CODES_MAX = 10_000;
/**
 * The operator's own codes as the text of a CSV file: the first field of each line, a `code` header
 * line allowed. 10,000 codes of 64 characters and their line breaks fit in the 700,000 characters,
 * but the server's body limit (BODY_LIMIT_BYTES, 64 KiB by default) usually stops a file first: the
 * console sends a large file in parts, each its own request.
 */
export const ImportCodesRequest = z.object({
  csv: z.string().min(1).max(700_000),
  /** NFT_IS_LINKED_BY_CODE: the NFT the imported codes are bound to. */
  nftId: IdSchema.optional(),
});
/** What the import did: the codes never come back, only how many of them went where. */
export const ImportCodesResponse = z
  .object({
    imported: z.int(),
    /** Lines repeating a code earlier in the file (after normalisation): skipped. */
    duplicatesInFile: z.int(),
    /** Codes the condition already had: skipped. */
    alreadyPresent: z.int(),
  })
  .meta({ id: "ImportCodesResult" });

// ---------------------------------------------------------------------------------------------------
// Import: a whole project from one file (`npm run fanfare -- import <file.yaml>`)
// ---------------------------------------------------------------------------------------------------

export const ProjectImport = z.object({
  company: z.object({
    name: z.string().min(1).max(200),
    operators: z.array(z.object({ email: EmailSchema, role: z.enum(OPERATOR_ROLES).default("OWNER") })).default([]),
  }),
  project: ProjectDefinition.extend({ publish: z.boolean().default(true) }),
  /** Each a CampaignDefinition plus `publish` (default true); checked one by one so errors name the campaign. */
  campaigns: z.array(z.looseObject({ publish: z.boolean().default(true) })).default([]),
  /** Each a ChannelImport (schemas/channels.ts); campaigns are named by an optional `key` on the campaign. */
  channels: z.array(z.looseObject({})).default([]),
});
export type ProjectImport = z.input<typeof ProjectImport>;
