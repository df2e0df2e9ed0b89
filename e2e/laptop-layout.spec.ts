import { expect, type Locator, type Page, test } from "@playwright/test";
import { type CampaignSummary, call, demoCampaign, type Fan, message, newFan } from "./support/campaign-api";
import { keepScreenshot } from "./support/screenshots";
import { shoot } from "./support/social-journey";

// The fan site laid out for a laptop (1280×800), phone first still: the campaign page's art beside its
// details with the action at the end of the details column (not a phone's bar across the window), the
// project page's hero and its campaign cards in a grid, skeletons shaped like the page while it loads;
// and screenshots of the same pages at 390 and 1280 px in ja and th (axe-checked by shoot()).

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not laid out`);
  return box;
}

/** The demo project's "Welcome gift": open, with art (its NFT's image), conditions and a "take part" action. */
async function welcomeGift(fan: Fan, baseURL: string): Promise<CampaignSummary> {
  return demoCampaign(fan.context, baseURL, "Welcome gift");
}

async function openCampaign(page: Page, locale: Fan["locale"], campaign: CampaignSummary) {
  await page.goto(`/${locale}/projects/${campaign.projectId}/${campaign.id}`);
  await expect(page.getByTestId("campaign-state")).toBeVisible();
  await expect(page.getByTestId("campaign-art").locator("img")).toBeVisible();
}

test("on a laptop the campaign's art stands beside its details, with the action at the end of the details", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "ja", "laptop", "computer");
  const campaign = await welcomeGift(fan, baseURL);
  const page = await fan.context.newPage();
  await openCampaign(page, "ja", campaign);

  const art = await boxOf(page.getByTestId("campaign-art"));
  const head = await boxOf(page.getByTestId("campaign-head"));
  const details = await boxOf(page.getByTestId("campaign-details"));
  // Side by side: the art wholly left of the title and of the details, sharing rows with them.
  expect(art.x + art.width).toBeLessThanOrEqual(head.x);
  expect(art.x + art.width).toBeLessThanOrEqual(details.x);
  expect(art.y).toBeLessThan(head.y + head.height);
  expect(head.y).toBeLessThan(art.y + art.height);
  // Bigger than the phone's 240 px, and the title, the state and the art all in the first screen.
  expect(art.width).toBeGreaterThan(300);
  expect(art.y + art.height).toBeLessThanOrEqual(800);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  // Wider than the phone's 480 px column.
  expect((await boxOf(page.locator("main"))).width).toBeGreaterThan(900);

  // The action is the end of the details column, in the page's flow, not a bar across the window.
  const bar = page.locator("[data-bottom-bar]");
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
  const barBox = await boxOf(bar);
  expect(barBox.x).toBeGreaterThanOrEqual(details.x - 1);
  expect(barBox.x + barBox.width).toBeLessThanOrEqual(details.x + details.width + 1);
  await expect(bar.getByRole("link", { name: message("ja", "campaign.takePart") })).toBeVisible();
  // No room is left under the page for a bar that is not fixed.
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("0px");

  // Scrolled to the end, the bar sits at its place in the column: the footer's switcher is clear of it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const switcher = page.locator("footer select");
  await expect(switcher).toBeInViewport();
  const afterScroll = await boxOf(bar);
  expect(afterScroll.y + afterScroll.height).toBeLessThanOrEqual((await boxOf(switcher)).y);
  await fan.context.close();
});

/** The focused element, when the bar (sticky in the details column) shares area with it; null when clear. */
function focusedUnderBar(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>("[data-bottom-bar]");
    const focused = document.activeElement;
    if (!bar || !(focused instanceof HTMLElement) || focused === document.body || bar.contains(focused)) return null;
    const a = focused.getBoundingClientRect();
    const b = bar.getBoundingClientRect();
    const under = a.top < b.bottom && a.bottom > b.top && a.left < b.right && a.right > b.left;
    return under ? `${focused.tagName.toLowerCase()} "${(focused.textContent ?? "").trim().slice(0, 40)}"` : null;
  });
}

test("on a laptop no control of a demo campaign page is under its action, focused by keyboard", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(180_000);
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "ja", "laptop-focus", "computer");
  const { projectId } = await welcomeGift(fan, baseURL);
  const { campaigns } = await call<{ campaigns: CampaignSummary[] }>(
    fan.context,
    baseURL,
    "GET",
    `/api/v1/projects/${projectId}/campaigns`,
  );
  const page = await fan.context.newPage();
  let withBar = 0;
  for (const campaign of campaigns.filter((c) => !c.title.en?.startsWith("e2e"))) {
    await page.goto(`/ja/projects/${projectId}/${campaign.id}`);
    await expect(page.getByTestId("campaign-state")).toBeVisible();
    if ((await page.locator("[data-bottom-bar]").count()) === 0) continue;
    withBar += 1;
    await page.evaluate(() => document.fonts.ready);
    const stops = await page.evaluate(
      () => document.querySelectorAll("a[href], button:not([disabled]), select, input, textarea").length + 2,
    );
    for (let step = 0; step < stops; step += 1) {
      await page.keyboard.press("Tab");
      expect(await focusedUnderBar(page), `${campaign.title.en}, Tab ${step + 1}`).toBeNull();
    }
  }
  expect(withBar).toBeGreaterThanOrEqual(8);
  await fan.context.close();
});

test("on a laptop the project page has a hero and its campaigns' cards in a grid; lists are grids too", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "ja", "laptop-project", "computer");
  const campaign = await welcomeGift(fan, baseURL);
  const page = await fan.context.newPage();

  await page.goto(`/ja/projects/${campaign.projectId}`);
  const hero = page.getByTestId("project-hero");
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  // The logo large, left of the project's name.
  const logo = await boxOf(hero.locator("img"));
  const name = await boxOf(hero.getByRole("heading", { level: 1 }));
  expect(logo.width).toBeGreaterThanOrEqual(160);
  expect(logo.x + logo.width).toBeLessThanOrEqual(name.x);

  // Cards with their links: the loading skeleton's shapes are list items too, replaced when the list comes.
  const cards = page.locator("section[aria-labelledby='project-campaigns'] li").filter({ has: page.getByRole("link") });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  const [first, second] = [await boxOf(cards.nth(0)), await boxOf(cards.nth(1))];
  // Two cards on one row.
  expect(Math.abs(first.y - second.y)).toBeLessThanOrEqual(1);
  expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);

  // The spec's campaign list and the projects list: grids as well.
  await page.goto(`/ja/projects/${campaign.projectId}/campaigns`);
  const all = page.locator("main li").filter({ has: page.getByRole("link") });
  await expect(all.nth(1)).toBeVisible();
  const [a, b] = [await boxOf(all.nth(0)), await boxOf(all.nth(1))];
  expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(1);

  // Forms keep a readable column on the wide frame.
  await page.goto(`/ja/projects/${campaign.projectId}/${campaign.id}/policies`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await boxOf(page.getByRole("heading", { level: 1 }))).width).toBeLessThanOrEqual(600);
  await fan.context.close();
});

test("while the campaign loads, the page shows its shape with one status for screen readers", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "ja", "laptop-skeleton", "computer");
  const campaign = await welcomeGift(fan, baseURL);
  const page = await fan.context.newPage();
  // The browser's read of the campaign waits until the skeleton has been seen.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/v1/campaigns/${campaign.id}`, async (route) => {
    await released;
    await route.continue();
  });
  // An expired access token (the refresh cookie kept): the server cannot read the campaign as this fan,
  // so the browser refreshes the session and reads it itself, and the page loads in the browser.
  await fan.context.clearCookies({ name: "ff_at" });
  await page.goto(`/ja/projects/${campaign.projectId}/${campaign.id}`, { waitUntil: "domcontentloaded" });
  const skeleton = page.getByTestId("skeleton");
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute("aria-busy", "true");
  await expect(skeleton.getByRole("status")).toHaveText(message("ja", "actions.loading"));
  // Shaped like the page: the art's place beside the details'.
  const art = await boxOf(skeleton.getByTestId("campaign-art"));
  const head = await boxOf(skeleton.getByTestId("campaign-head"));
  expect(art.x + art.width).toBeLessThanOrEqual(head.x);
  await keepScreenshot(page, "laptop-layout-campaign-skeleton-1280-ja");
  release();
  await expect(page.getByTestId("campaign-state")).toBeVisible();
  await expect(page.getByTestId("skeleton")).toHaveCount(0);
  await fan.context.close();
});

for (const locale of ["ja", "th"] as const) {
  test(`screenshots at 390 and 1280 px in ${locale}: campaign, project and projects pages`, async ({
    browser,
    baseURL: configured,
  }) => {
    test.setTimeout(120_000);
    const baseURL = configured ?? "";
    for (const device of ["phone", "computer"] as const) {
      const width = device === "phone" ? 390 : 1280;
      const fan = await newFan(browser, baseURL, locale, `laptop-shots-${width}`, device);
      // A campaign with a list of conditions to show.
      const campaign = await demoCampaign(fan.context, baseURL, "Serial codes");
      const page = await fan.context.newPage();
      await openCampaign(page, locale, campaign);
      await shoot(page, `laptop-layout-campaign-${width}-${locale}`);
      await page.goto(`/${locale}/projects/${campaign.projectId}`);
      await expect(page.getByTestId("project-hero")).toBeVisible();
      await expect(page.locator("section[aria-labelledby='project-campaigns'] li").first()).toBeVisible();
      await shoot(page, `laptop-layout-project-${width}-${locale}`);
      await page.goto(`/${locale}/projects`);
      await expect(page.locator("main li").first()).toBeVisible();
      await shoot(page, `laptop-layout-projects-${width}-${locale}`);
      await fan.context.close();
    }
  });
}
