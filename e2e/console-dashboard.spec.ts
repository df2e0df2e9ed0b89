import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { call, type Fan, newFan } from "./support/campaign-api";
import {
  expectNoAxeViolations as expectAccessible,
  type ConsoleLocale as Locale,
  DEMO_OWNER as OWNER,
  consoleText as text,
} from "./support/console";
import { screenshot } from "./support/journeys";
import { expectNoRawPlaceholders } from "./support/raw-placeholders";
import { signIn } from "./support/sign-in";

// The operator's live dashboard during a drop: the demo company's owner (operator@example.com) opens a
// campaign's dashboard, a crowd of fans claims through the API at once, and the funnel moves on screen
// without a reload.

/** The drop: this many fans claim, from a supply with some left over (so "left" is not simply zero). */
const FANS = 30;
const SUPPLY = 40;
/** Fans signed in at once: each is a browser context and a mail through the catcher. */
const SIGN_IN_CONCURRENCY = 8;

test.beforeAll(() => mkdirSync(join(process.cwd(), "test-results", "screenshots"), { recursive: true }));

async function shoot(page: Page, path: string, name: string) {
  await expectNoRawPlaceholders(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path, fullPage: true });
  await screenshot(page, name);
}

/** The funnel step named `step` (its words in `locale`), as the operator sees it. */
function funnelStep(page: Page, locale: Locale, step: string) {
  return page
    .getByRole("region", { name: text(locale, "dashboard.funnel.title") })
    .getByRole("listitem")
    .filter({ hasText: text(locale, `dashboard.funnel.steps.${step}`) });
}

/** `make(0)`, `make(1)`, … `make(count - 1)`, at most `limit` running at a time, results in order. */
async function inBatches<T>(count: number, limit: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await make(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

/** A fan who accepts the campaign's policies and claims, through the API. */
async function claim(fan: Fan, baseURL: string, campaignId: string) {
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/policies`);
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/claim`, {
    idempotencyKey: `dash-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  });
}

let owner: BrowserContext;
const fans: Fan[] = [];
test.afterAll(async () => {
  await Promise.all(fans.map((fan) => fan.context.close()));
  await owner?.close();
});

test("while fans claim, the operator's dashboard shows the funnel move without a reload (ja, th)", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL ?? "";
  owner = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
  });
  await owner.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: base }]);
  await signIn(owner, base, OWNER);

  // A drop of its own (no condition), so its counts start at zero whatever ran before.
  const { projects } = await call<{ projects: { id: string }[] }>(owner, base, "GET", "/api/v1/operator/projects");
  const projectId = projects[0]?.id ?? "";
  const now = Date.now();
  const iso = (ms: number) => new Date(now + ms).toISOString();
  const title = { ja: "ライブドロップ", en: "Live drop", fr: "Drop en direct", th: "ดรอปสด" };
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
      endsAt: iso(86_400_000),
      distributionStartsAt: iso(-60_000),
      distributionEndsAt: iso(2 * 86_400_000),
      effect: "CONFETTI",
      rewardKind: "NFT_CLAIM",
      totalSupply: SUPPLY,
      nfts: [{ key: "live", name: title, description: title, imageUrl: "/demo/nft.png" }],
      conditions: [{ type: "NONE" }],
    },
  );
  await call(owner, base, "POST", `/api/v1/operator/campaigns/${campaignId}/publish`);

  // Fans ready to claim (each signed in through the mail catcher) before the operator looks.
  fans.push(...(await inBatches(FANS, SIGN_IN_CONCURRENCY, (n) => newFan(browser, base, "ja", `dash${n}`))));
  expect(fans).toHaveLength(FANS);

  const page = await owner.newPage();
  await page.goto(`/ja/console/projects/${projectId}`);
  await page.getByRole("link", { name: text("ja", "dashboard.openProject") }).waitFor();
  await page.goto(`/ja/console/projects/${projectId}/campaigns/${campaignId}`);
  await page.getByRole("link", { name: text("ja", "dashboard.open") }).click();
  await expect(page).toHaveURL(new RegExp(`/ja/console/projects/${projectId}/campaigns/${campaignId}/dashboard$`));
  await expect(page.getByRole("heading", { level: 1, name: text("ja", "dashboard.title") })).toBeVisible();
  await expect(funnelStep(page, "ja", "CLAIMED").getByText("0", { exact: true })).toBeVisible();
  await expect(
    page.getByText(text("ja", "dashboard.supply.left", { left: String(SUPPLY), total: String(SUPPLY) })),
  ).toBeVisible();
  // Marks this document: a reload would make a new one without the mark.
  await page.evaluate(() => {
    (window as unknown as { dashboardMark: string }).dashboardMark = "same document";
  });

  // The drop: one fan, then all the others at once. The page is not touched; it asks the API every few
  // seconds. Every claim must succeed (call throws otherwise), so the counts to expect are known here.
  const [first, ...others] = fans as [Fan, ...Fan[]];
  await claim(first, base, campaignId);
  await expect(funnelStep(page, "ja", "CLAIMED").getByText("1", { exact: true })).toBeVisible();
  await Promise.all(others.map((fan) => claim(fan, base, campaignId)));
  await expect(funnelStep(page, "ja", "CLAIMED").getByText(String(FANS), { exact: true })).toBeVisible();
  await expect(
    page.getByText(text("ja", "dashboard.supply.left", { left: String(SUPPLY - FANS), total: String(SUPPLY) })),
  ).toBeVisible();
  await expect(funnelStep(page, "ja", "POLICIES_ACCEPTED").getByText(String(FANS), { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { dashboardMark?: string }).dashboardMark)).toBe(
    "same document",
  );
  // Claims in the last minutes: a rate, and with it the time the rest runs out.
  await expect(page.getByText(text("ja", "dashboard.supply.runOut"))).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "/tmp/dash-ja.png", "console-dashboard-ja");

  await page.goto(`/th/console/projects/${projectId}/campaigns/${campaignId}/dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: text("th", "dashboard.title") })).toBeVisible();
  await expect(funnelStep(page, "th", "CLAIMED").getByText(String(FANS), { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "/tmp/dash-th.png", "console-dashboard-th");

  // The project's dashboard: the same campaign on its line, linked to its own dashboard.
  await page.goto(`/ja/console/projects/${projectId}/dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: text("ja", "dashboard.projectTitle") })).toBeVisible();
  await expect(page.getByRole("link", { name: title.ja })).toHaveAttribute(
    "href",
    `/ja/console/projects/${projectId}/campaigns/${campaignId}/dashboard`,
  );
  await expectAccessible(page);
  await shoot(page, "/tmp/dash-project-ja.png", "console-dashboard-project-ja");
});
