import { CampaignDefinition, CampaignPatch } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { type CampaignDraft, emptyDraft, newConditionDraft, toDefinition, toPatch } from "./campaign-draft";

function filled(): CampaignDraft {
  const draft = emptyDraft();
  return {
    ...draft,
    title: { ja: "春", th: "ฤดูใบไม้ผลิ" },
    description: { ja: "説明" },
    terms: { ja: "規約" },
    privacyPolicy: { ja: "ポリシー" },
    startsAt: "2026-12-01T10:00",
    endsAt: "2026-12-31T10:00",
    distributionStartsAt: "2026-12-01T10:00",
    distributionEndsAt: "2027-01-31T10:00",
    totalSupply: "100",
    nfts: [{ key: "nft-1", name: { ja: "NFT" }, description: { ja: "説明" }, imageUrl: "/demo/nft.png", supply: "" }],
    conditions: [newConditionDraft("SPECIFY_MULTIPLE_CODES")],
  };
}

describe("the builder's draft", () => {
  it("becomes a CampaignDefinition the protocol accepts (a claim carries no draw fields)", () => {
    const definition = toDefinition(filled());
    expect(CampaignDefinition.safeParse(definition).success).toBe(true);
    expect(definition).toMatchObject({ rewardTiming: null, prizeCount: null, winPercent: null, totalSupply: 100 });
    expect(definition.conditions).toEqual([{ type: "SPECIFY_MULTIPLE_CODES", codes: [] }]);
    expect(definition.title).toEqual({ ja: "春", th: "ฤดูใบไม้ผลิ" });
  });

  it("asks a lucky draw for its timing and prizes, and an instant draw for its chance", () => {
    const draw = {
      ...filled(),
      rewardKind: "LUCKY_DRAW" as const,
      rewardTiming: "UPON_COMPLETION_OF_APPLICATION" as const,
    };
    const issues = CampaignDefinition.safeParse(toDefinition(draw)).error?.issues.map((issue) => issue.path.join("."));
    expect(issues).toEqual(expect.arrayContaining(["prizeCount", "winPercent"]));
    const complete = { ...draw, prizeCount: "10", winPercent: "25" };
    expect(CampaignDefinition.safeParse(toDefinition(complete)).success).toBe(true);
  });

  it("patches only what the operator changed", () => {
    const loaded = filled();
    const patch = toPatch({ ...loaded, title: { ja: "夏" }, totalSupply: "200" }, loaded);
    expect(patch).toEqual({ title: { ja: "夏" }, totalSupply: 200 });
    expect(CampaignPatch.safeParse(patch).success).toBe(true);
    expect(toPatch(loaded, loaded)).toEqual({});
  });
});
