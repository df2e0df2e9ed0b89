import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations as expectAccessible } from "./support/axe";
import { call, message } from "./support/campaign-api";
import { DEMO_OWNER as OWNER, shootConsolePage, consoleText as text } from "./support/console";
import { PHONE } from "./support/devices";
import { bandedPng } from "./support/png";
import { signIn } from "./support/sign-in";

// Console uploads: the demo company's owner opens a campaign in the builder (in Japanese), uploads its
// image from the computer with a moving progress bar, sees the thumbnail and saves; the image is then
// the campaign's on the fan page (in Thai), served from our own origin. An SVG is refused with the
// catalogue's message in Thai.

/** Checks a console page as it stands and keeps a screenshot; axe is checked where the journey says. */
const shoot = (page: Page, name: string) => shootConsolePage(page, name, { axe: false });

let owner: BrowserContext;
let visitor: BrowserContext | undefined;
test.afterAll(async () => {
  await visitor?.close();
  await owner?.close();
});

test("the operator uploads a campaign image with its progress, saves it, and a fan sees it on the campaign page", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? "";
  owner = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
  });
  await owner.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: base }]);
  await signIn(owner, base, OWNER);
  const { projects } = await call<{ projects: { id: string }[] }>(owner, base, "GET", "/api/v1/operator/projects");
  const projectId = projects[0]?.id ?? "";
  const run = Date.now().toString(36);
  // Every language written: the publish checklist refuses a missing translation.
  const title = {
    ja: `ジャケット写真 ${run}`,
    en: `Cover art ${run}`,
    fr: `Pochette ${run}`,
    th: `ภาพปก ${run}`,
  };
  const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
  // A published campaign of its own (the demo's stay as they are), with the NFT's demo image.
  const { id: campaignId } = await call<{ id: string }>(
    owner,
    base,
    "POST",
    `/api/v1/operator/projects/${projectId}/campaigns`,
    {
      title,
      description: title,
      terms: title,
      privacyPolicy: title,
      startsAt: iso(-60_000),
      endsAt: iso(30 * 86_400_000),
      distributionStartsAt: iso(-60_000),
      distributionEndsAt: iso(60 * 86_400_000),
      totalSupply: 10,
      nfts: [{ key: "cover", name: title, description: title, imageUrl: "/demo/nft-draw.svg" }],
      conditions: [{ type: "NONE" }],
    },
  );
  await call(owner, base, "POST", `/api/v1/operator/campaigns/${campaignId}/publish`);

  const page = await owner.newPage();
  await page.goto(`/ja/console/projects/${projectId}/campaigns/${campaignId}`);
  await expect(page.getByRole("heading", { level: 1, name: text("ja", "builder.editTitle") })).toBeVisible();
  await page.locator("#field-imageSource").selectOption("CUSTOM_IMAGE");
  const field = page.locator("#field-imageUrl");
  const picker = page.locator("#field-imageUrl-file");
  await expect(page.getByText(text("ja", "uploads.imageHint")).first()).toBeVisible();

  // A slow line (DevTools' upload throttling), so the bar is seen moving rather than jumping to the end.
  const cdp = await owner.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const png = bandedPng(640, 480);
  await picker.setInputFiles({ name: "jacket.png", mimeType: "image/png", buffer: png });
  const bar = page.getByRole("progressbar", { name: text("ja", "uploads.uploading", { name: "jacket.png" }) });
  await expect(bar).toBeVisible();
  await expect(page.getByRole("button", { name: text("ja", "uploads.cancel") })).toBeVisible();
  await expect(field).toBeDisabled();
  await shoot(page, "console-upload-progress-ja");
  await expect(page.getByText(text("ja", "uploads.done", { name: "jacket.png" }))).toBeVisible({ timeout: 60_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(bar).toHaveCount(0);
  await expect(field).toHaveValue(/^\/api\/v1\/assets\/[0-9a-f-]{36}$/u);
  const url = await field.inputValue();
  const thumbnail = page.getByRole("img", {
    name: text("ja", "uploads.preview", { label: text("ja", "builder.fields.imageUrl") }),
  });
  await expect(thumbnail).toHaveAttribute("src", url);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expectAccessible(page);
  await shoot(page, "console-upload-done-ja");
  // The picker is the next stop after the address by keyboard; its button draws the focus.
  await field.focus();
  await page.keyboard.press("Tab");
  await expect(picker).toBeFocused();
  const button = page.locator('label[for="field-imageUrl-file"]');
  expect(await button.evaluate((label) => getComputedStyle(label).outlineStyle)).toBe("solid");
  await shoot(page, "console-upload-focus-ja");

  await page.getByRole("button", { name: text("ja", "builder.saveChanges") }).click();
  await expect(page.getByText(text("ja", "builder.saved"))).toBeVisible();

  // Served by the API to anyone: its sniffed type, never sniffed again, kept for a year.
  const served = await owner.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);

  // In Thai, an SVG is refused with the catalogue's words, and the field keeps the uploaded image.
  await page.goto(`/th/console/projects/${projectId}/campaigns/${campaignId}`);
  await expect(page.locator("#field-imageUrl")).toHaveValue(url);
  await page.locator("#field-imageUrl-file").setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByRole("alert").filter({ hasText: message("th", "errors.asset-E1002") })).toBeVisible();
  await expect(page.locator("#field-imageUrl")).toHaveValue(url);
  await expectAccessible(page);
  await shoot(page, "console-upload-refused-th");

  // A visitor's campaign page shows the uploaded image, through the web's own origin.
  visitor = await browser.newContext({
    baseURL: base,
    ...PHONE,
    locale: "th",
  });
  await visitor.addCookies([
    { name: "fanfare.accept-cookie-policy", value: "false", url: base },
    { name: "NEXT_LOCALE", value: "th", url: base },
  ]);
  const fanPage = await visitor.newPage();
  await fanPage.goto(`/th/projects/${projectId}/${campaignId}`);
  await expect(fanPage.getByRole("heading", { level: 1, name: title.th })).toBeVisible();
  const art = fanPage.locator(`img[src="${url}"]`);
  await expect(art).toBeVisible();
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await shoot(fanPage, "fan-campaign-uploaded-image-th");
});
