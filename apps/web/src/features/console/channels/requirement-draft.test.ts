import type { ChannelRequirements } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { fromRequirementsDraft, requirementProblem, toRequirementsDraft } from "./requirement-draft";

const CAMPAIGN = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

describe("requirement drafts", () => {
  it.each<ChannelRequirements>([
    { operator: "AND", items: [{ type: "OPEN" }] },
    {
      operator: "OR",
      items: [
        { type: "CLAIMED_IN", campaignId: CAMPAIGN },
        { type: "OWNS_NFT" },
        { type: "OWNS_NFT", campaignId: CAMPAIGN },
        { type: "OWNS_NFT", contract: { chainId: 137, address: "0x00000000000000000000000000000000000000aB" } },
      ],
    },
  ])("round-trips %j", (requirements) => {
    const draft = toRequirementsDraft(requirements);
    expect(draft.items.map(requirementProblem)).toEqual(draft.items.map(() => null));
    expect(fromRequirementsDraft(draft)).toEqual(requirements);
  });

  it("names what an incomplete requirement lacks", () => {
    const [claimed, nft] = toRequirementsDraft({
      operator: "AND",
      items: [{ type: "OPEN" }, { type: "OWNS_NFT" }],
    }).items;
    if (!claimed || !nft) throw new Error("two drafts expected");
    expect(requirementProblem({ ...claimed, type: "CLAIMED_IN" })).toBe("needCampaign");
    expect(requirementProblem({ ...nft, scope: "CAMPAIGN" })).toBe("needCampaign");
    expect(requirementProblem({ ...nft, scope: "CONTRACT", chainId: "0", address: "" })).toBe("badChain");
    expect(requirementProblem({ ...nft, scope: "CONTRACT", chainId: "1", address: "0x12" })).toBe("badAddress");
  });
});
