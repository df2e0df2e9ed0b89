import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { demoCampaign } from "./support/campaign-api";
import { SCREENSHOTS_DIR } from "./support/screenshots";

// A campaign link shared on X or LINE: the page names its generated card (Open Graph / X) in the page's
// language, and the card is a 1200×630 PNG the crawler can fetch; an unknown campaign's card is no 500.

/** The demo campaign's title per language, as demo-project.yaml writes it (the card's alt text). */
const TITLE = { ja: "コードで選ぶ NFT", th: "โค้ดเป็นตัวกำหนด NFT ของคุณ" } as const;

test.beforeAll(() => mkdirSync(SCREENSHOTS_DIR, { recursive: true }));

/** Width and height from a PNG's IHDR chunk, after its signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const meta = (page: Page, selector: string) => page.locator(`meta[${selector}]`).first().getAttribute("content");

test("the campaign page's share card is its own 1200×630 PNG in ja and th", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const campaign = await demoCampaign(context, baseURL ?? "", "The code picks your NFT");
  const page = await context.newPage();

  for (const locale of ["ja", "th"] as const) {
    await page.goto(`/${locale}/projects/${campaign.projectId}/${campaign.id}`);
    const image = await meta(page, 'property="og:image"');
    expect(image).toMatch(
      new RegExp(`/${locale}/projects/${campaign.projectId}/${campaign.id}/share-image\\.png\\?v=[0-9a-z]+$`),
    );
    expect(await meta(page, 'property="og:image:width"')).toBe("1200");
    expect(await meta(page, 'property="og:image:height"')).toBe("630");
    expect(await meta(page, 'property="og:image:alt"')).toBe(TITLE[locale]);
    expect(await meta(page, 'name="twitter:card"')).toBe("summary_large_image");
    expect(await meta(page, 'name="twitter:image"')).toBe(image);

    const response = await page.request.get(image ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toMatch(/public, max-age=\d+/);
    const png = await response.body();
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    writeFileSync(join(SCREENSHOTS_DIR, `share-image-${locale}.png`), png);
  }

  // An unknown campaign, and a known campaign under a project that is not its own: a generic card, 404.
  const unknown = await page.request.get(
    `/ja/projects/${campaign.projectId}/00000000-0000-4000-8000-000000000000/share-image.png`,
  );
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["content-type"]).toBe("image/png");
  const elsewhere = await page.request.get(
    `/th/projects/00000000-0000-4000-8000-000000000000/${campaign.id}/share-image.png`,
  );
  expect(elsewhere.status()).toBe(404);
  await context.close();
});
