import { expect, type Page, test } from "@playwright/test";
import { call, demoCampaign, type Fan, message, newFan } from "./support/campaign-api";
import { keepScreenshot } from "./support/screenshots";
import { shoot } from "./support/social-journey";

// The moment after taking part: a claim's success effect plays over the whole screen for a moment (not
// only over the NFT), never in the way (no pointer events, hidden from assistive technology), and is
// gone when it has played; with prefers-reduced-motion nothing moves and the NFT carries a still tick.
// A lost draw has a gentle moment of its own, not a win's.

const OVERLAY = "[data-effect-overlay]";

async function claimWelcomeGift(fan: Fan, baseURL: string) {
  const gift = await demoCampaign(fan.context, baseURL, "Welcome gift");
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${gift.id}/policies`);
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${gift.id}/claim`, {
    idempotencyKey: `e2e-effect-${crypto.randomUUID()}`,
  });
  return `/projects/${gift.projectId}/${gift.id}`;
}

async function viewport(page: Page) {
  return page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
}

test("a claim's effect fills the screen for a moment, lets the page be used, then is gone", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(90_000);
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "ja", "effect");
  const base = await claimWelcomeGift(fan, baseURL);
  const page = await fan.context.newPage();
  await page.goto(`/ja${base}/claimed-success`);

  const overlay = page.locator(OVERLAY);
  await expect(overlay).toHaveAttribute("data-effect-overlay", "win");
  await expect(overlay).toHaveAttribute("data-effect", "CONFETTI");
  await expect(overlay).toHaveAttribute("aria-hidden", "true");
  // The whole screen, not the NFT card.
  const box = await overlay.boundingBox();
  const screen = await viewport(page);
  expect(box).toMatchObject({ x: 0, y: 0, width: screen.width, height: screen.height });
  expect(await overlay.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe("none");
  await expect(page.locator("[data-effect-static='win']")).toBeVisible();
  await keepScreenshot(page, "success-effect-playing-ja");

  // While it plays, a keyboard user's focus lands on the page's controls, under nothing that takes it.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("[data-effect-overlay]") ?? null)).toBeNull();

  // Gone once played (CONFETTI lives 4.2 s).
  await expect(overlay).toHaveCount(0, { timeout: 10_000 });
  await shoot(page, "success-effect-after-ja");

  // The page's controls answer while it plays: pointer events go through it.
  await page.goto(`/ja${base}/claimed-success`);
  await expect(overlay).toHaveCount(1);
  await page.getByRole("link", { name: message("ja", "received.viewNft") }).click();
  await expect(page).toHaveURL(new RegExp(`/ja${base}/nfts/[^/]+$`));
  await fan.context.close();
});

test("with prefers-reduced-motion nothing plays: the NFT carries a still tick", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "th", "calm");
  const base = await claimWelcomeGift(fan, baseURL);
  const page = await fan.context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/th${base}/claimed-success`);
  // The tick and the overlay's decision are made in the same render: once the tick shows, it was decided.
  await expect(page.locator("[data-effect-static='win']")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("th", "received.successTitle"));
  await expect(page.locator(OVERLAY)).toHaveCount(0);
  await shoot(page, "success-effect-reduced-motion-th");

  // The server's HTML already holds the NFT just claimed: its picture loads with the page, not after the
  // scripts and two reads (claimed-success reads the claims on the server, received-on-server.ts).
  const campaignId = base.split("/").pop() ?? "";
  const mine = await call<{ claims: { nft: { name: Record<string, string>; imageUrl: string } }[] }>(
    fan.context,
    baseURL,
    "GET",
    `/api/v1/campaigns/${campaignId}/claims/mine`,
  );
  const nft = mine.claims[0]?.nft;
  const html = await (await fan.context.request.get(`${baseURL}/th${base}/claimed-success`)).text();
  expect(html).toContain(`alt="${nft?.name.th ?? nft?.name.ja}"`);
  expect(html).toContain(`src="${nft?.imageUrl}"`);
  await fan.context.close();
});

test("a lost draw has a gentle moment of its own, not a win's", async ({ browser, baseURL: configured }) => {
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "en", "lost");
  const draw = await demoCampaign(fan.context, baseURL, "Lucky draw at the end");
  const page = await fan.context.newPage();
  await page.goto(`/en/projects/${draw.projectId}/${draw.id}/lucky-draw-failed`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "luckyDraw.failedTitle"));
  const overlay = page.locator(OVERLAY);
  await expect(overlay).toHaveAttribute("data-effect-overlay", "lost");
  await expect(page.locator("[data-effect]")).toHaveCount(0);
  await keepScreenshot(page, "lost-draw-effect-playing-en");
  await expect(overlay).toHaveCount(0, { timeout: 10_000 });
  await shoot(page, "lost-draw-effect-after-en");
  await fan.context.close();
});
