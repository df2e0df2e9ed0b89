// @vitest-environment node
// Server code: reads the fonts and art from disk and draws real PNGs with next/og.
import { join } from "node:path";
import type { ProjectView } from "@fanfare/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, campaignDetail, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse } from "@/test/render";
import { drawnText, TITLE_FONT_SIZES, titleFontSize, withLineBreaks } from "./share-image";
import { loadArt, localArtFile } from "./share-image-art";
import { loadShareImageFonts, SHARE_IMAGE_FONT_FILES, shareImageFontFamily } from "./share-image-fonts";
import { SHARE_IMAGE_CACHE, shareImageResponse } from "./share-image-response";

const PUBLIC_URL = "https://fans.example";
// Vitest runs at the repository root; the server runs in apps/web.
const PUBLIC_DIR = join(process.cwd(), "apps/web/public");

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect(Array.from(bytes.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("fonts", () => {
  it("draws Japanese, English and French with Noto Sans JP, Thai with Noto Sans Thai before it", () => {
    const names = (locale: keyof typeof SHARE_IMAGE_FONT_FILES) =>
      SHARE_IMAGE_FONT_FILES[locale].map((font) => font.name);
    expect(names("ja")).toEqual(["Noto Sans JP"]);
    expect(names("en")).toEqual(["Noto Sans JP"]);
    expect(names("fr")).toEqual(["Noto Sans JP"]);
    expect(names("th")).toEqual(["Noto Sans Thai", "Noto Sans JP"]);
    expect(shareImageFontFamily("th")).toBe('"Noto Sans Thai", "Noto Sans JP"');
    // One weight only: a Japanese face is 5 MB per weight.
    expect(new Set(Object.values(SHARE_IMAGE_FONT_FILES).flatMap((fonts) => fonts.map((f) => f.weight)))).toEqual(
      new Set([700]),
    );
  });

  it("reads the TTFs once from the hoisted node_modules, and hands out the same list each time", async () => {
    const thai = await loadShareImageFonts("th", join(process.cwd(), "apps/web"));
    expect(thai.map((font) => font.name)).toEqual(["Noto Sans Thai", "Noto Sans JP"]);
    for (const font of thai) {
      // A TrueType file starts with the version 1.0 tag.
      expect(Array.from(new Uint8Array(font.data, 0, 4))).toEqual([0, 1, 0, 0]);
    }
    expect(await loadShareImageFonts("th")).toBe(thai);
    // Same faces, same list: next/og parses a list once.
    expect(await loadShareImageFonts("en")).toBe(await loadShareImageFonts("ja"));
  });
});

describe("drawnText", () => {
  it("keeps one line of text without emoji, cut on a character, and falls back when nothing is left", () => {
    expect(drawnText("  春の\nキャンペーン 🎉 ", "Fanfare", 80)).toBe("春の キャンペーン");
    expect(drawnText("👨‍👩‍👧 Fans 🇯🇵 ❤️", "Fanfare", 80)).toBe("Fans");
    expect(drawnText("あいうえおかきく", "Fanfare", 5)).toBe("あいうえ…");
    expect(drawnText("🎉🎉", "Fanfare", 80)).toBe("Fanfare");
    expect(drawnText("", "", 80)).toBe("");
  });
});

describe("withLineBreaks", () => {
  it("puts a zero-width space between Thai words, none beside a real space, and leaves other text", () => {
    const title = "แคมเปญของขวัญ รับ NFT";
    const broken = withLineBreaks(title);
    expect(broken.startsWith("แคมเปญ\u200B")).toBe(true);
    expect(broken.replaceAll("\u200B", "")).toBe(title);
    expect(broken).not.toMatch(/\u200B | \u200B/);
    expect(withLineBreaks("春のキャンペーン")).toBe("春のキャンペーン");
    expect(withLineBreaks("Spring campaign")).toBe("Spring campaign");
  });
});

describe("titleFontSize", () => {
  it("draws a short title large and a long one smaller, within three lines", () => {
    expect(titleFontSize("春".repeat(10))).toBe(72);
    expect(titleFontSize("あ".repeat(30))).toBe(44);
    expect(titleFontSize("あ".repeat(80))).toBe(38);
    // Thai marks above and below take no width: the same consonants with marks get the same size.
    expect(titleFontSize("ก".repeat(40))).toBe(titleFontSize("กุ้".repeat(40)));
    expect(TITLE_FONT_SIZES.at(-1)).toBe(38);
  });
});

describe("art", () => {
  it("takes files of this site only, by a plain path of a type it can draw", () => {
    expect(localArtFile("/demo/present.svg", PUBLIC_URL)).toEqual({ path: "/demo/present.svg", type: "image/svg+xml" });
    expect(localArtFile("https://fans.example/demo/a.PNG", PUBLIC_URL)).toEqual({
      path: "/demo/a.PNG",
      type: "image/png",
    });
    for (const url of [
      null,
      "https://cdn.example/demo/a.png",
      "/demo/a%20b.png",
      "/demo/a.webp",
      "/demo/a.svg?size=2",
      "/demo/",
      "/api/v1/campaigns",
    ]) {
      expect([url, localArtFile(url, PUBLIC_URL)]).toEqual([url, null]);
    }
  });

  it("reads the art as a data: URL, and gives null for a file that is not there", async () => {
    const art = await loadArt("/demo/present.svg", PUBLIC_URL, PUBLIC_DIR);
    expect(art?.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(Buffer.from(art?.split(",")[1] ?? "", "base64").toString()).toContain("<svg");
    expect(await loadArt("/demo/missing.svg", PUBLIC_URL, PUBLIC_DIR)).toBeNull();
  });
});

describe("shareImageResponse", () => {
  const API = "http://api.test:4001";
  const realFetch = globalThis.fetch;
  const fetchMock = vi.fn<typeof fetch>();
  const project: ProjectView = {
    id: PROJECT_ID,
    name: { ja: "デモプロジェクト", en: "Demo project", th: "โปรเจกต์สาธิต" },
    description: { ja: "説明" },
    logoUrl: null,
    companyName: "Demo",
    assets: [],
    links: [],
    allowedCountries: ["JP", "TH"],
    canParticipate: null,
  };
  const request = {
    locale: "th" as const,
    projectId: PROJECT_ID,
    campaignId: CAMPAIGN_ID,
    publicUrl: PUBLIC_URL,
    publicDir: PUBLIC_DIR,
    siteName: "Fanfare",
    apiOrigin: API,
  };

  /** The API: `answers` by path; anything else (next/og loads its WebAssembly from data: URLs) as is. */
  function api(answers: Record<string, () => Response>) {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (!url.startsWith(API)) return realFetch(input, init);
      const answer = answers[url.slice(API.length)];
      if (!answer) throw new Error(`unexpected ${url}`);
      return answer();
    });
  }
  const campaignPath = `/api/v1/campaigns/${CAMPAIGN_ID}`;
  const projectPath = `/api/v1/projects/${PROJECT_ID}`;
  const notFound = () => jsonResponse(404, { code: "campaign-E2001", category: "NOT_FOUND", message: "" });

  beforeEach(() => vi.stubGlobal("fetch", fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("draws the campaign as a 1200×630 PNG that caches for an hour", async () => {
    api({
      [campaignPath]: () =>
        jsonResponse(
          200,
          campaignDetail({
            fan: null,
            title: { ja: "春", th: "ฤดูใบไม้ผลิ" },
            imageUrl: "/demo/present.svg",
          }),
        ),
      [projectPath]: () => jsonResponse(200, project),
    });
    const response = await shareImageResponse(request);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe(SHARE_IMAGE_CACHE.campaign);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  it("answers 404 with the generic image for an unknown campaign or one of another project", async () => {
    api({ [campaignPath]: notFound, [projectPath]: () => jsonResponse(200, project) });
    const unknown = await shareImageResponse(request);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toBe("image/png");
    expect(unknown.headers.get("cache-control")).toBe(SHARE_IMAGE_CACHE.notFound);
    expect(pngSize(new Uint8Array(await unknown.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    api({
      [campaignPath]: () => jsonResponse(200, campaignDetail({ projectId: "33333333-3333-4333-8333-333333333333" })),
      [projectPath]: () => jsonResponse(200, project),
    });
    expect((await shareImageResponse(request)).status).toBe(404);
  }, 30_000);

  it("answers the generic image, briefly cached, when the API does not answer", async () => {
    api({
      [campaignPath]: () => {
        throw new TypeError("fetch failed");
      },
      [projectPath]: () => jsonResponse(503, { code: "server-E5000", category: "MAINTENANCE", message: "" }),
    });
    const response = await shareImageResponse(request);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(SHARE_IMAGE_CACHE.unavailable);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  }, 30_000);
});
