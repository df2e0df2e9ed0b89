import { CampaignDefinition, CampaignPatch, type OperatorCampaignView } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { newLinkDraft } from "../link-draft";
import {
  type CampaignDraft,
  draftFromView,
  emptyDraft,
  newConditionDraft,
  toDefinition,
  toPatch,
} from "./campaign-draft";

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

  it("carries the links in order, a label only where one is written, and reads them back from the view", () => {
    const draft = {
      ...filled(),
      links: [
        { ...newLinkDraft(), type: "TWITTER" as const, url: " https://x.com/fanfare ", label: { ja: "公式X", en: "" } },
        { ...newLinkDraft(), url: "https://example.com/live", label: {} },
      ],
    };
    const definition = toDefinition(draft);
    expect(CampaignDefinition.safeParse(definition).success).toBe(true);
    expect(definition.links).toEqual([
      { type: "TWITTER", url: "https://x.com/fanfare", label: { ja: "公式X" } },
      { type: "URL", url: "https://example.com/live" },
    ]);
    // The view the API answers with gives the same links back, in the same order.
    const view = {
      ...definition,
      id: "c0000000-0000-4000-8000-000000000000",
      effectImageUrl: null,
      winPercent: null,
      chainId: null,
      nfts: [],
      conditions: [],
    } as unknown as OperatorCampaignView;
    const back = draftFromView(view);
    expect(back.links.map(({ type, url, label }) => ({ type, url, label }))).toEqual([
      { type: "TWITTER", url: "https://x.com/fanfare", label: { ja: "公式X" } },
      { type: "URL", url: "https://example.com/live", label: {} },
    ]);
    expect(new Set(back.links.map((link) => link.uid)).size).toBe(2);
    expect(toDefinition({ ...draft, links: back.links }).links).toEqual(definition.links);
  });

  it("finds a link's bad address or missing Japanese label where the operator typed it", () => {
    const draft = {
      ...filled(),
      links: [
        { ...newLinkDraft(), url: "ftp://example.com/file" },
        { ...newLinkDraft(), url: "https://example.com", label: { en: "Live" } },
        { ...newLinkDraft(), url: "not a url" },
      ],
    };
    const issues = CampaignDefinition.safeParse(toDefinition(draft)).error?.issues.map((issue) => issue.path.join("."));
    expect(issues).toEqual(expect.arrayContaining(["links.0.url", "links.1.label.ja", "links.2.url"]));
    const eleven = {
      ...filled(),
      links: Array.from({ length: 11 }, () => ({ ...newLinkDraft(), url: "https://a.example" })),
    };
    expect(
      CampaignDefinition.safeParse(toDefinition(eleven)).error?.issues.map((issue) => issue.path.join(".")),
    ).toEqual(["links"]);
  });

  it("patches the links when a row is added, moved or removed", () => {
    const a = { ...newLinkDraft(), url: "https://a.example" };
    const b = { ...newLinkDraft(), url: "https://b.example" };
    const loaded = { ...filled(), links: [a, b] };
    expect(toPatch({ ...loaded, links: [b, a] }, loaded)).toEqual({
      links: [
        { type: "URL", url: "https://b.example" },
        { type: "URL", url: "https://a.example" },
      ],
    });
    expect(toPatch({ ...loaded, links: [a] }, loaded)).toEqual({ links: [{ type: "URL", url: "https://a.example" }] });
    expect(CampaignPatch.safeParse(toPatch({ ...loaded, links: [] }, loaded)).data).toEqual({ links: [] });
  });

  it("sends the chosen chain at creation (null for the platform's default), reads it back, never patches it", () => {
    expect(toDefinition(filled()).chainId).toBeNull();
    const polygon = { ...filled(), chainId: "137" };
    const definition = toDefinition(polygon);
    expect(definition.chainId).toBe(137);
    expect(CampaignDefinition.safeParse(definition).data?.chainId).toBe(137);
    // A chain the platform does not know is refused where the operator chose it.
    const unknown = CampaignDefinition.safeParse(toDefinition({ ...filled(), chainId: "999999" }));
    expect(unknown.error?.issues.map((issue) => issue.path.join("."))).toEqual(["chainId"]);
    const view = {
      ...definition,
      id: "c0000000-0000-4000-8000-000000000000",
      effectImageUrl: null,
      winPercent: null,
      nfts: [],
      conditions: [],
    } as unknown as OperatorCampaignView;
    expect(draftFromView(view).chainId).toBe("137");
    expect(draftFromView({ ...view, chainId: null }).chainId).toBe("");
    expect(toPatch({ ...polygon, chainId: "1" }, polygon)).toEqual({});
  });
});
