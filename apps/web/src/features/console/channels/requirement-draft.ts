import type { ChannelRequirement, ChannelRequirements, ChannelRequirementType } from "@fanfare/protocol";

/** Which NFTs an OWNS_NFT requirement accepts: any of the project's collections, one campaign's, or a contract's. */
export type NftScope = "PROJECT" | "CAMPAIGN" | "CONTRACT";
export const NFT_SCOPES = ["PROJECT", "CAMPAIGN", "CONTRACT"] as const satisfies readonly NftScope[];

/** A requirement as the form holds it: every field a kind may need, as typed (numbers still text). */
export type RequirementDraft = {
  /** Stable across edits, so React keeps each row's focus when one above is removed. */
  key: number;
  type: ChannelRequirementType;
  campaignId: string;
  scope: NftScope;
  chainId: string;
  address: string;
};
export type RequirementsDraft = { operator: ChannelRequirements["operator"]; items: RequirementDraft[] };

/** The schema's limit on requirements per channel. */
export const MAX_REQUIREMENTS = 10;

let nextKey = 1;
export function blankRequirement(type: ChannelRequirementType = "OPEN"): RequirementDraft {
  return { key: nextKey++, type, campaignId: "", scope: "PROJECT", chainId: "", address: "" };
}

function scopeOf(requirement: ChannelRequirement): NftScope {
  if (requirement.type !== "OWNS_NFT") return "PROJECT";
  if (requirement.contract) return "CONTRACT";
  return requirement.campaignId ? "CAMPAIGN" : "PROJECT";
}

export function toRequirementsDraft(requirements: ChannelRequirements): RequirementsDraft {
  return {
    operator: requirements.operator,
    items: requirements.items.map((r) => ({
      ...blankRequirement(r.type),
      campaignId: r.type !== "OPEN" && r.campaignId ? r.campaignId : "",
      scope: scopeOf(r),
      chainId: r.type === "OWNS_NFT" && r.contract ? String(r.contract.chainId) : "",
      address: r.type === "OWNS_NFT" && r.contract ? r.contract.address : "",
    })),
  };
}

/** Why a row cannot be saved, or null. */
export function requirementProblem(draft: RequirementDraft): "needCampaign" | "badChain" | "badAddress" | null {
  if (draft.type === "CLAIMED_IN" && !draft.campaignId) return "needCampaign";
  if (draft.type !== "OWNS_NFT") return null;
  if (draft.scope === "CAMPAIGN" && !draft.campaignId) return "needCampaign";
  if (draft.scope === "CONTRACT") {
    if (!/^[1-9]\d{0,15}$/u.test(draft.chainId.trim())) return "badChain";
    if (!/^0x[0-9a-fA-F]{40}$/u.test(draft.address.trim())) return "badAddress";
  }
  return null;
}

function toRequirement(draft: RequirementDraft): ChannelRequirement {
  switch (draft.type) {
    case "OPEN":
      return { type: "OPEN" };
    case "CLAIMED_IN":
      return { type: "CLAIMED_IN", campaignId: draft.campaignId };
    case "OWNS_NFT":
      if (draft.scope === "CAMPAIGN") return { type: "OWNS_NFT", campaignId: draft.campaignId };
      if (draft.scope === "CONTRACT") {
        return {
          type: "OWNS_NFT",
          contract: { chainId: Number(draft.chainId.trim()), address: draft.address.trim() },
        };
      }
      return { type: "OWNS_NFT" };
  }
}

/** The requirements as the API takes them; the form checks `requirementProblem` first. */
export function fromRequirementsDraft(draft: RequirementsDraft): ChannelRequirements {
  return { operator: draft.operator, items: draft.items.map(toRequirement) };
}
