import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { type CampaignSummary, call, newFan } from "./support/campaign-api";
import { PHONE } from "./support/devices";
import { expectNoRawPlaceholders } from "./support/raw-placeholders";
import { keepScreenshot } from "./support/screenshots";

// The fixed bottom action bar never covers anything for good (WCAG 2.2 SC 2.4.11, Focus Not Obscured),
// on every demo campaign page on a 390×844 phone, for a visitor who is not signed in (whose bar is the
// sign-in) and for a signed-in fan (whose bar is the page's action): scrolled to the end, no control
// lies under the bar; tabbing through the whole page, the focused control is never under it.

test.use(PHONE);

/** The demo project's campaigns (packages/core/demo/demo-project.yaml), not those other journeys make. */
async function demoCampaigns(context: BrowserContext, baseURL: string): Promise<CampaignSummary[]> {
  const { projects } = await call<{ projects: { id: string; name: { en?: string } }[] }>(
    context,
    baseURL,
    "GET",
    "/api/v1/projects",
  );
  const demo = projects.find((project) => project.name.en === "Fanfare Demo");
  if (!demo) throw new Error("no demo project");
  const { campaigns } = await call<{ campaigns: CampaignSummary[] }>(
    context,
    baseURL,
    "GET",
    `/api/v1/projects/${demo.id}/campaigns`,
  );
  return campaigns.filter((campaign) => !campaign.title.en?.startsWith("e2e"));
}

type Box = { top: number; bottom: number; left: number; right: number };
type Covered = { what: string; box: Box; bar: Box };

/**
 * Every visible interactive element outside the bar whose box shares area with the bar's, as the page is
 * now (touching edges do not count). In the page: its CSP allows no eval, so no shared helper is passed in.
 */
function coveredNow(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>("[data-bottom-bar]");
    if (!bar) throw new Error("no bottom bar on this page");
    const b = bar.getBoundingClientRect();
    const selector = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((element) => !bar.contains(element) && element.getClientRects().length > 0)
      .filter((element) => getComputedStyle(element).visibility !== "hidden")
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.top < b.bottom && box.bottom > b.top && box.left < b.right && box.right > b.left)
      .map(({ element, box }) => ({
        what: `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
        box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
        bar: { top: b.top, bottom: b.bottom, left: b.left, right: b.right },
      }));
  });
}

/** The focused element when it is outside the bar and shares area with it; null when it is clear of it. */
function focusedUnderBar(page: Page): Promise<Covered | null> {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>("[data-bottom-bar]");
    const focused = document.activeElement;
    if (!bar || !(focused instanceof HTMLElement) || focused === document.body || bar.contains(focused)) return null;
    const box = focused.getBoundingClientRect();
    const b = bar.getBoundingClientRect();
    const isUnder = box.top < b.bottom && box.bottom > b.top && box.left < b.right && box.right > b.left;
    if (!isUnder) return null;
    return {
      what: `${focused.tagName.toLowerCase()} "${(focused.textContent || focused.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
      box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
      bar: { top: b.top, bottom: b.bottom, left: b.left, right: b.right },
    };
  });
}

/** How many elements the Tab key can reach on the page (an upper bound for one round). */
function tabbableCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(
        document.querySelectorAll<HTMLElement>(
          "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])",
        ),
      ).filter((element) => element.getClientRects().length > 0).length,
  );
}

async function checkPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("[data-bottom-bar]")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);

  // Scrolled to the end: nothing interactive under the bar, the footer's language switcher above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await coveredNow(page), `${url}, scrolled to the end`).toEqual([]);
  const switcher = page.locator("footer select");
  await expect(switcher).toBeInViewport();
  const hit = await switcher.evaluate((select) => {
    const box = select.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === select;
  });
  expect(hit, `${url}: the language switcher can be reached with a finger`).toBe(true);

  // Tab through every focusable element from the top: the focused one is never under the bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator("body").evaluate((body) => {
    body.setAttribute("tabindex", "-1");
    body.focus();
    body.removeAttribute("tabindex");
  });
  const rounds = (await tabbableCount(page)) + 2;
  let reachedSwitcher = false;
  for (let step = 0; step < rounds; step += 1) {
    await page.keyboard.press("Tab");
    expect(await focusedUnderBar(page), `${url}, Tab ${step + 1}`).toBeNull();
    reachedSwitcher ||= await switcher.evaluate((select) => document.activeElement === select);
  }
  // The round went all the way down, to the footer's switcher below the page's content.
  expect(reachedSwitcher, `${url}: Tab reached the language switcher`).toBe(true);
}

test("no control of any demo campaign page stays under the bottom bar, scrolled to the end or focused by keyboard", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(300_000);
  const baseURL = configured ?? "";

  // A visitor who is not signed in: every campaign page has a bar (the sign-in that comes back to it).
  const visitor = await browser.newContext({ baseURL, ...PHONE, locale: "ja-JP", timezoneId: "Asia/Tokyo" });
  await visitor.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: baseURL }]);
  const campaigns = await demoCampaigns(visitor, baseURL);
  expect(campaigns.length).toBeGreaterThanOrEqual(11);
  const visitorPage = await visitor.newPage();
  for (const campaign of campaigns) {
    await checkPage(visitorPage, `/ja/projects/${campaign.projectId}/${campaign.id}`);
  }
  await visitor.close();

  // A signed-in fan: the bar carries the page's action where the campaign offers one.
  const fan = await newFan(browser, baseURL, "ja", "bottom-bar");
  const fanPage = await fan.context.newPage();
  let withBar = 0;
  for (const campaign of campaigns) {
    const detail = await call<{ state: string }>(fan.context, baseURL, "GET", `/api/v1/campaigns/${campaign.id}`);
    if (["ComingSoon", "DistributionExpired", "LimitReached"].includes(detail.state)) continue;
    await checkPage(fanPage, `/ja/projects/${campaign.projectId}/${campaign.id}`);
    withBar += 1;
  }
  expect(withBar).toBeGreaterThanOrEqual(8);
  await fan.context.close();
});

test("screenshots of the end of a campaign page with the bar, in ja and th", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  for (const locale of ["ja", "th"] as const) {
    const fan = await newFan(browser, baseURL, locale, "bottom-bar-shot");
    const campaigns = await demoCampaigns(fan.context, baseURL);
    const survey = campaigns.find((c) => c.title.en === "Answer the survey");
    const serial = campaigns.find((c) => c.title.en === "Serial codes");
    const page = await fan.context.newPage();
    for (const [name, campaign] of [
      ["dark", serial],
      ["light", survey],
    ] as const) {
      if (!campaign) throw new Error(`no demo campaign for ${name}`);
      await page.goto(`/${locale}/projects/${campaign.projectId}/${campaign.id}`);
      await expect(page.locator(`[data-page-theme='${name}']`)).toHaveCount(1);
      await expect(page.locator("[data-bottom-bar]")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready);
      await expectNoRawPlaceholders(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await keepScreenshot(page, `bottom-bar-end-${name}-${locale}`);
      await expectNoAxeViolations(page);
    }
    await fan.context.close();
  }
});

/**
 * The focused element when it shares area with any of the fixed overlays (and is not inside one), in the
 * next frame the fan sees: an overlay that has just grown (the web fonts' switch) is measured and the
 * control moved clear by its ResizeObserver, which runs before that frame is painted.
 */
function focusedUnderOverlays(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    for (const overlay of Array.from(
      document.querySelectorAll<HTMLElement>("[data-bottom-bar], [data-consent-dialog]"),
    )) {
      if (overlay.contains(focused) || getComputedStyle(overlay).position !== "fixed") continue;
      const o = overlay.getBoundingClientRect();
      if (box.top < o.bottom && box.bottom > o.top && box.left < o.right && box.right > o.left) {
        const name = (focused.textContent || focused.getAttribute("aria-label") || "").trim().slice(0, 40);
        return `${focused.tagName.toLowerCase()} "${name}" under ${overlay.dataset.testid ?? "the bottom bar"}`;
      }
    }
    return null;
  });
}

test("before the cookie question is answered, the dialog stands on the bar and focus is never under either", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(180_000);
  const baseURL = configured ?? "";
  const visitor = await browser.newContext({ baseURL, ...PHONE, locale: "ja-JP", timezoneId: "Asia/Tokyo" });
  const campaigns = (await demoCampaigns(visitor, baseURL)).slice(0, 4);
  const page = await visitor.newPage();
  for (const url of ["/ja/projects", ...campaigns.map((c) => `/ja/projects/${c.projectId}/${c.id}`)]) {
    await page.goto(url);
    if (url === "/ja/projects") {
      // Signed out, the visitor is sent on to the login page once the API has said so (useSignedInUser):
      // Tab before that, and the navigation scrolls the page back to its top under a focused footer link.
      await expect(page).toHaveURL(/\/ja\?returnTo=/);
    }
    const dialog = page.getByTestId("consent-dialog");
    await expect(dialog).toBeVisible();
    await page.waitForLoadState("networkidle");
    const bar = page.locator("[data-bottom-bar]");
    if ((await bar.count()) > 0) {
      // The dialog's foot meets the bar's top: the bar's buttons stay in sight.
      const [d, b] = [await dialog.boundingBox(), await bar.boundingBox()];
      expect(
        Math.abs((d?.y ?? 0) + (d?.height ?? 0) - (b?.y ?? 0)),
        `${url}: the dialog stands on the bar`,
      ).toBeLessThan(2);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const rounds = (await tabbableCount(page)) + 2;
    for (let step = 0; step < rounds; step += 1) {
      await page.keyboard.press("Tab");
      expect(await focusedUnderOverlays(page), `${url}, Tab ${step + 1}`).toBeNull();
    }
  }
  await keepScreenshot(page, "consent-on-bottom-bar-ja");
  await visitor.close();
});
