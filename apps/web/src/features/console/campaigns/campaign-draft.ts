import {
  CONDITION_KINDS,
  type ConditionType,
  type EffectType,
  type ImageSource,
  type OperatorCampaignView,
  type RewardKind,
  type RewardTiming,
  type UiTheme,
} from "@fanfare/protocol";
import { draftsFromLinks, type LinkDraft, linksFromDrafts } from "../link-draft";
import { type LocalizedDraft, toLocalizedText } from "./localized-text-field";
import { describeSchema, initialValue } from "./schema-form/introspect";
import { isoToLocalInput, localInputToIso } from "./zoned-time";

/** One NFT as the form holds it (numbers as typed). */
export type NftDraft = {
  key: string;
  name: LocalizedDraft;
  description: LocalizedDraft;
  imageUrl: string;
  supply: string;
};

/** One condition: its kind and its settings (shaped by the kind's schema); `uid` keys it in the list. */
export type ConditionDraft = { uid: string; id?: string; type: ConditionType; settings: unknown };

/**
 * The builder's state: the campaign as the operator types it. Windows are datetime-local values in the
 * operator's zone, numbers the text of their inputs; toDefinition turns it into what the API takes.
 */
export type CampaignDraft = {
  title: LocalizedDraft;
  description: LocalizedDraft;
  terms: LocalizedDraft;
  privacyPolicy: LocalizedDraft;
  imageSource: ImageSource;
  imageUrl: string;
  theme: UiTheme;
  links: LinkDraft[];
  effect: EffectType;
  effectImageUrl: string;
  startsAt: string;
  endsAt: string;
  distributionStartsAt: string;
  distributionEndsAt: string;
  totalSupply: string;
  perFanLimit: string;
  rewardKind: RewardKind;
  rewardTiming: RewardTiming | undefined;
  prizeCount: string;
  winPercent: string;
  /** The chain id as the select holds it; "" for the platform's default chain (null to the API). */
  chainId: string;
  nfts: NftDraft[];
  conditions: ConditionDraft[];
};

/** The fields a campaign keeps after creation (CampaignPatch), in the form's order. */
export const PATCH_FIELDS = [
  "title",
  "description",
  "terms",
  "privacyPolicy",
  "imageSource",
  "imageUrl",
  "theme",
  "links",
  "effect",
  "effectImageUrl",
  "startsAt",
  "endsAt",
  "distributionStartsAt",
  "distributionEndsAt",
  "totalSupply",
  "perFanLimit",
  "rewardKind",
  "rewardTiming",
  "prizeCount",
  "winPercent",
] as const;
export type PatchField = (typeof PATCH_FIELDS)[number];

let uidCounter = 0;
const nextUid = () => `c${++uidCounter}`;

export function newNftDraft(index: number): NftDraft {
  return { key: `nft-${index + 1}`, name: {}, description: {}, imageUrl: "", supply: "" };
}

export function newConditionDraft(type: ConditionType): ConditionDraft {
  const kind = CONDITION_KINDS.find((candidate) => candidate.type === type);
  return { uid: nextUid(), type, settings: kind ? initialValue(describeSchema(kind.settings)) : {} };
}

/** A new campaign: the API's defaults (dark theme, confetti, the NFT's image, one per fan), nothing typed yet. */
export function emptyDraft(): CampaignDraft {
  return {
    title: {},
    description: {},
    terms: {},
    privacyPolicy: {},
    imageSource: "NFT_IMAGE",
    imageUrl: "",
    theme: "dark",
    links: [],
    effect: "CONFETTI",
    effectImageUrl: "",
    startsAt: "",
    endsAt: "",
    distributionStartsAt: "",
    distributionEndsAt: "",
    totalSupply: "",
    perFanLimit: "1",
    rewardKind: "NFT_CLAIM",
    rewardTiming: undefined,
    prizeCount: "",
    winPercent: "",
    chainId: "",
    nfts: [newNftDraft(0)],
    conditions: [],
  };
}

const numberOrUndefined = (text: string) => (text.trim() === "" ? undefined : Number(text));
const urlOrNull = (text: string) => (text.trim() === "" ? null : text.trim());
const when = (local: string) => (local === "" ? undefined : (localInputToIso(local) ?? local));

/** The campaign fields (CampaignPatch's) of a draft, as the API takes them. */
export function campaignFields(draft: CampaignDraft): Record<PatchField, unknown> {
  const draw = draft.rewardKind === "LUCKY_DRAW";
  return {
    title: toLocalizedText(draft.title),
    description: toLocalizedText(draft.description),
    terms: toLocalizedText(draft.terms),
    privacyPolicy: toLocalizedText(draft.privacyPolicy),
    imageSource: draft.imageSource,
    imageUrl: draft.imageSource === "NFT_IMAGE" ? null : urlOrNull(draft.imageUrl),
    theme: draft.theme,
    links: linksFromDrafts(draft.links),
    effect: draft.effect,
    effectImageUrl: draft.effect === "CUSTOM_IMAGE" ? urlOrNull(draft.effectImageUrl) : null,
    startsAt: when(draft.startsAt),
    endsAt: when(draft.endsAt),
    distributionStartsAt: when(draft.distributionStartsAt),
    distributionEndsAt: when(draft.distributionEndsAt),
    totalSupply: numberOrUndefined(draft.totalSupply),
    perFanLimit: numberOrUndefined(draft.perFanLimit),
    rewardKind: draft.rewardKind,
    // A draw's fields only for a draw (the API refuses them on a plain claim), the chance only for an
    // instant draw.
    rewardTiming: draw ? (draft.rewardTiming ?? undefined) : null,
    prizeCount: draw ? numberOrUndefined(draft.prizeCount) : null,
    winPercent:
      draw && draft.rewardTiming === "UPON_COMPLETION_OF_APPLICATION" ? numberOrUndefined(draft.winPercent) : null,
  };
}

/**
 * The whole definition for operatorCreateCampaign (checked with CampaignDefinition before it is sent).
 * The chain is here and not in campaignFields: like the NFTs it is set at creation only.
 */
export function toDefinition(draft: CampaignDraft) {
  return {
    ...campaignFields(draft),
    chainId: draft.chainId === "" ? null : Number(draft.chainId),
    nfts: draft.nfts.map((nft) => ({
      key: nft.key,
      name: toLocalizedText(nft.name),
      description: toLocalizedText(nft.description),
      imageUrl: nft.imageUrl.trim(),
      supply: nft.supply.trim() === "" ? null : Number(nft.supply),
    })),
    conditions: draft.conditions.map((condition) => ({
      ...(condition.settings as Record<string, unknown>),
      type: condition.type,
    })),
  };
}

/** What changed between the loaded campaign and the form: the PATCH body (absent fields stay as they are). */
export function toPatch(draft: CampaignDraft, loaded: CampaignDraft): Partial<Record<PatchField, unknown>> {
  const now = campaignFields(draft);
  const before = campaignFields(loaded);
  return Object.fromEntries(
    PATCH_FIELDS.filter((field) => JSON.stringify(now[field]) !== JSON.stringify(before[field])).map((field) => [
      field,
      now[field],
    ]),
  );
}

const numText = (value: number | null) => (value === null ? "" : String(value));

/** The form of an existing campaign, from the operator's view of it (every field it set). */
export function draftFromView(view: OperatorCampaignView): CampaignDraft {
  return {
    ...emptyDraft(),
    title: { ...view.title },
    description: { ...view.description },
    terms: { ...view.terms },
    privacyPolicy: { ...view.privacyPolicy },
    imageSource: view.imageSource,
    imageUrl: view.imageUrl ?? "",
    theme: view.theme,
    links: draftsFromLinks(view.links),
    effect: view.effect,
    effectImageUrl: view.effectImageUrl ?? "",
    startsAt: isoToLocalInput(view.startsAt),
    endsAt: isoToLocalInput(view.endsAt),
    distributionStartsAt: isoToLocalInput(view.distributionStartsAt),
    distributionEndsAt: isoToLocalInput(view.distributionEndsAt),
    totalSupply: numText(view.totalSupply),
    perFanLimit: numText(view.perFanLimit),
    rewardKind: view.rewardKind,
    rewardTiming: view.rewardTiming ?? undefined,
    prizeCount: numText(view.prizeCount),
    winPercent: numText(view.winPercent),
    chainId: view.chainId === null ? "" : String(view.chainId),
    nfts: view.nfts.map((nft) => ({
      key: nft.key,
      name: { ...nft.name },
      description: { ...nft.description },
      imageUrl: nft.imageUrl,
      supply: numText(nft.supply),
    })),
    conditions: [...view.conditions]
      .sort((a, b) => a.position - b.position)
      .map((condition) => ({
        uid: condition.id,
        id: condition.id,
        type: condition.type,
        settings: condition.settings,
      })),
  };
}
