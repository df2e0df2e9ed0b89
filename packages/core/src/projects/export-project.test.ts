import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import type { CoreContext } from "../context";
import type { Database } from "../db/client";
import type { Operator } from "../operators/require-operator";
import { createTestContext, createTestDatabase, sandboxSocialConfig, useTestDatabase } from "../testing";
import { exportProject, exportProjectForPlatform, type ProjectExport } from "./export-project";
import { DEMO_PROJECT_FILE, importProject } from "./import-project";

const first = useTestDatabase();
let second: Database;
beforeAll(async () => {
  second = await createTestDatabase();
});
afterAll(async () => {
  await second?.close();
});

const demo = () => parse(readFileSync(DEMO_PROJECT_FILE, "utf8"), { maxAliasCount: 1000 }) as unknown;
const baseDir = new URL(".", DEMO_PROJECT_FILE);
const PROVIDERS = sandboxSocialConfig("http://127.0.0.1:9");

function contextOf(database: Database): CoreContext {
  const { ctx } = createTestContext(database);
  ctx.config = { ...ctx.config, social: PROVIDERS };
  return ctx;
}

const viewerOf = (companyId: string): Operator => ({ userId: "viewer", companyId, role: "VIEWER" });

type Doc = {
  project: Record<string, unknown>;
  campaigns: ({ title: Record<string, string>; conditions: Record<string, unknown>[] } & Record<string, unknown>)[];
};

/** The file as `npm run fanfare -- import` reads it: YAML text, parsed again. */
const throughYaml = (exported: ProjectExport): Doc => parse(stringify(exported.file)) as Doc;

const campaignTitled = (doc: Doc, en: string) => {
  const found = doc.campaigns.find((c) => c.title.en === en);
  if (!found) throw new Error(`no campaign "${en}" in the export`);
  return found;
};

/** The one value that must differ between two exports: the shared code's random placeholder. */
function withoutPlaceholders(doc: Doc): Doc {
  return {
    ...doc,
    campaigns: doc.campaigns.map((c) => ({
      ...c,
      conditions: c.conditions.map((cond) =>
        cond.type === "SPECIFY_A_SINGLE_CODE" ? { ...cond, code: "<placeholder>" } : cond,
      ),
    })),
  };
}

describe("exportProject", () => {
  let firstExport: ProjectExport;
  let secondExport: ProjectExport;
  let firstCompanyId: string;

  beforeAll(async () => {
    const ctx1 = contextOf(first.current);
    const imported = await importProject(ctx1, demo(), { baseDir });
    firstCompanyId = imported.companyId;
    firstExport = await exportProject(ctx1, viewerOf(imported.companyId), { projectId: imported.projectId });

    const ctx2 = contextOf(second);
    const reimported = await importProject(ctx2, parse(stringify(firstExport.file)), { baseDir });
    secondExport = await exportProject(ctx2, viewerOf(reimported.companyId), { projectId: reimported.projectId });
  });

  it("reads back as the same file: export → import into a fresh database → export gives equal documents", () => {
    const a = throughYaml(firstExport);
    const b = throughYaml(secondExport);
    expect(b.campaigns).toHaveLength((demo() as { campaigns: unknown[] }).campaigns.length);
    expect(withoutPlaceholders(b)).toEqual(withoutPlaceholders(a));
    expect(secondExport.notes.map((n) => n.path)).toEqual(firstExport.notes.map((n) => n.path));
  });

  it("keeps the project's texts, assets, links, countries and publication", () => {
    const { project } = throughYaml(firstExport);
    expect(project).toMatchObject({
      name: { ja: "ファンファーレ・デモ", th: "แฟนแฟร์ เดโม" },
      allowedCountries: ["JP", "US", "FR", "SG", "TH", "OTHER"],
      publish: true,
    });
    // In the file's order, the label in every language it was written in, none added to the unlabelled.
    expect(project.links).toEqual([
      { type: "INSTAGRAM", url: "https://www.instagram.com/fanfare" },
      {
        type: "URL",
        url: "https://fanfare.example.com/artist",
        label: { ja: "公式サイト", en: "Official site", fr: "Site officiel", th: "เว็บไซต์ทางการ" },
      },
    ]);
    expect(project.assets).toContainEqual({ type: "PRIVACY_POLICY_EN", url: "/demo/privacy-en.pdf" });
    expect(project.assets).toHaveLength(5);
  });

  it("keeps every campaign field: texts per language, windows, supply, draws, looks, NFTs", () => {
    const doc = throughYaml(secondExport);
    // 2026-11-22T09:00:00Z is the test clock: the demo's now-120d … now-60d, resolved at the first import.
    expect(campaignTitled(doc, "Last summer")).toMatchObject({
      title: { ja: "去年の夏", th: "ฤดูร้อนที่แล้ว", fr: "L'été dernier" },
      startsAt: "2026-07-25T09:00:00.000Z",
      endsAt: "2026-08-24T09:00:00.000Z",
      distributionEndsAt: "2026-09-23T09:00:00.000Z",
      totalSupply: 100,
      publish: true,
    });
    expect(campaignTitled(doc, "Lucky draw at the end")).toMatchObject({
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 2,
      endsAt: "2026-11-22T09:15:00.000Z",
    });
    expect(campaignTitled(doc, "Instant lucky draw")).toMatchObject({ winPercent: 50, prizeCount: 5 });
    expect(campaignTitled(doc, "The code picks your NFT")).toMatchObject({
      imageSource: "PRESENT_IMAGE",
      imageUrl: "/demo/present.svg",
      effect: "CIRCLE",
      totalSupply: 6,
      nfts: [
        { key: "red", supply: 3, name: { th: "แดง" } },
        { key: "blue", supply: 3, imageUrl: "/demo/nft-blue.svg" },
      ],
    });
    expect(campaignTitled(doc, "Answer the survey")).toMatchObject({
      theme: "light",
      effect: "CUSTOM_IMAGE",
      effectImageUrl: "/demo/effect-stars.svg",
      nfts: [{ key: "survey", metadata: { edition: "demo" } }],
    });
    expect(campaignTitled(doc, "Welcome gift").links).toEqual([
      { type: "TWITTER", url: "https://x.com/fanfare" },
      { type: "URL", url: "https://fanfare.example.com" },
    ]);
  });

  it("keeps each condition's settings in order, survey questions included", () => {
    const doc = throughYaml(secondExport);
    const survey = campaignTitled(doc, "Answer the survey").conditions;
    expect(survey.map((c) => c.type)).toEqual(["SURVEY", "WALLET_ADDRESS_RECEIVED"]);
    const { questions } = (survey[0]?.survey ?? { questions: [] }) as { questions: Record<string, unknown>[] };
    expect(questions.map((q) => q.id)).toEqual(["favourite", "heard-on", "message", "rating"]);
    expect(questions[1]).toMatchObject({
      kind: "MULTIPLE_CHOICE",
      required: false,
      minSelections: 1,
      maxSelections: 2,
      label: { th: "คุณได้ฟังจากที่ไหน" },
    });
    expect(questions[2]).toMatchObject({ kind: "FREE_TEXT", maxLength: 200 });
    expect(campaignTitled(doc, "For holders").conditions).toEqual([
      { type: "NFT_OWN_UNLIMITED", nft: { source: "FROM_NFT_MARKETING_PLATFORM", minimumCount: 1 } },
    ]);
    expect(campaignTitled(doc, "Subscribe to the channel").conditions).toEqual([
      {
        type: "YOUTUBE_SUBSCRIBE_CHANNEL",
        channelId: "UCfanfareSandboxChannel1",
        channelName: "Fanfare Sandbox Channel",
      },
    ]);
    expect(campaignTitled(doc, "Add the playlist").conditions).toEqual([
      { type: "SPOTIFY_ADD_PLAYLIST_OR_ALBUM", target: "playlist", id: "0fanfareSandboxPlaylst" },
    ]);
    expect(campaignTitled(doc, "Post on TikTok with the hashtag").conditions).toEqual([
      { type: "TIKTOK_HASHTAG", hashtag: "fanfare" },
    ]);
  });

  it("never exports a code in clear, and says so beside each code condition", () => {
    const text = stringify(firstExport.file);
    for (const code of ["FANFARE-2026", "DEMO-0001", "RED-0001", "BLUE-0003"]) expect(text).not.toContain(code);

    const doc = throughYaml(firstExport);
    const serialIndex = doc.campaigns.findIndex((c) => c.title.en === "Serial codes");
    expect(doc.campaigns[serialIndex]?.conditions).toEqual([{ type: "SPECIFY_MULTIPLE_CODES", codes: [] }]);
    expect(firstExport.notes).toContainEqual({
      path: ["campaigns", serialIndex, "conditions", 0],
      text: expect.stringMatching(/^10 codes \(0 used\) are not exported/u),
    });

    // The shared code: a random placeholder nobody knows, its campaign left unpublished until it is replaced.
    const bookletIndex = doc.campaigns.findIndex((c) => c.title.en === "CD booklet code");
    const booklet = doc.campaigns[bookletIndex];
    expect(booklet?.publish).toBe(false);
    expect(booklet?.conditions[0]).toEqual({ type: "SPECIFY_A_SINGLE_CODE", code: expect.any(String) });
    const placeholder = booklet?.conditions[0]?.code as string;
    expect(placeholder).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/u);
    expect(throughYaml(secondExport).campaigns[bookletIndex]?.conditions[0]?.code).not.toBe(placeholder);
    expect(firstExport.notes).toContainEqual({
      path: ["campaigns", bookletIndex, "conditions", 0],
      text: expect.stringContaining("random placeholder"),
    });
  });

  it("answers another company's project, or none, like absence (request-E1004); the platform reads any", async () => {
    const ctx = contextOf(first.current);
    const other: Operator = { userId: "other", companyId: "00000000-0000-4000-8000-000000000001", role: "OWNER" };
    await expect(exportProject(ctx, other, { projectId: firstExport.projectId })).rejects.toMatchObject({
      code: "request-E1004",
    });
    await expect(
      exportProject(ctx, viewerOf(firstCompanyId), { projectId: "00000000-0000-4000-8000-000000000002" }),
    ).rejects.toMatchObject({ code: "request-E1004" });
    const byPlatform = await exportProjectForPlatform(ctx, { projectId: firstExport.projectId });
    expect(withoutPlaceholders(throughYaml(byPlatform))).toEqual(withoutPlaceholders(throughYaml(firstExport)));
    expect(byPlatform.fileName).toBe(`project-${firstExport.projectId}.yaml`);
  });
});
