import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { message } from "./support/campaign-api";
import { checkPage } from "./support/check-page";
import { COMPUTER, PHONE } from "./support/devices";
import { uniqueEmail } from "./support/mailbox";
import { keepScreenshot } from "./support/screenshots";
import { signIn } from "./support/sign-in";

// Every page of the web-shell issue, in Japanese and Thai on a phone: no axe violation, and a
// screenshot under test-results/screenshots/ to look at (Thai and Japanese glyphs, layout).

const PAGES = [
  { name: "login-consent", path: "" },
  { name: "terms-of-use", path: "/terms-of-use" },
  { name: "privacy-policy", path: "/privacy-policy" },
  { name: "cookie-settings", path: "/cookie-settings" },
  { name: "not-found", path: "/404" },
  { name: "server-error", path: "/500" },
  { name: "maintenance", path: "/maintenance" },
] as const;

test.use(PHONE);

for (const locale of ["ja", "th"] as const) {
  for (const { name, path } of PAGES) {
    test(`${name} (${locale}) is accessible and rendered`, async ({ page }) => {
      await page.goto(`/${locale}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The first screen as the fan sees it, and the whole page.
      await checkPage(page, `${name}-${locale}`, { keep: "both", axe: true, settle: true });
    });
  }
}

test("the signed-in projects page (ja) is accessible", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? "", uniqueEmail("shell"));
  await page.goto("/ja/projects");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("プロジェクト");
  await page.waitForLoadState("networkidle");
  await keepScreenshot(page, "projects-ja", { fullPage: true });
  await expectNoAxeViolations(page);
});

// The projects page is rendered with its data (lib/server-api.ts): the list, and for a signed-in fan the
// account, are in the HTML itself, and the browser does not fetch them again after hydration.
const DEMO_PROJECT_JA = "ファンファーレ・デモ";

test("the projects page's HTML holds the project list and the signed-in fan", async ({ page, context, baseURL }) => {
  const email = uniqueEmail("ssr");
  await signIn(context, baseURL ?? "", email);
  // The context's request shares its cookies (ff_at, ff_session, ff_rt on its own path): no script runs.
  const response = await context.request.get("/ja/projects");
  expect(response.status()).toBe(200);
  // Per fan: never stored by a shared cache.
  expect(response.headers()["cache-control"]).toContain("no-store");
  const html = await response.text();
  expect(html).toContain(DEMO_PROJECT_JA);
  expect(html).toContain(email);
  expect(html).toContain(`id="account-heading"`);

  // Reads only: the time-zone sync may PATCH /api/v1/me (a fan signed up without a zone).
  const apiReads: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "GET" && (pathname === "/api/v1/projects" || pathname === "/api/v1/me")) {
      apiReads.push(pathname);
    }
  });
  await page.goto("/ja/projects");
  await expect(page.getByRole("link", { name: new RegExp(DEMO_PROJECT_JA) })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(apiReads).toEqual([]);
});

test("signed out, the projects page's HTML holds the list, and the browser goes on to the login page", async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const html = await (await request.get("/ja/projects")).text();
    expect(html).toContain(DEMO_PROJECT_JA);
    expect(html).not.toContain(`id="account-heading"`);
    // Its messages hold the error texts any page can show, not a claim's or a wallet's (route-messages.ts).
    expect(html).toContain(message("ja", "errors.auth-E1002"));
    expect(html).not.toContain(message("ja", "errors.claim-E2002"));
    expect(html).not.toContain(message("ja", "errors.wallet-E2003"));
  } finally {
    await request.dispose();
  }
  await page.goto("/ja/projects");
  await expect(page).toHaveURL(/\/ja\?returnTo=%2Fprojects$/);
});

test.describe("on a desktop screen", () => {
  test.use(COMPUTER);

  test("a text page keeps a readable column, centred in the wider frame", async ({ page }) => {
    await page.goto("/ja/cookie-settings");
    await page.evaluate(() => document.fonts.ready);
    // The frame widens on a laptop (lists and campaign pages use the width); a page of text does not.
    const main = await page.locator("main").boundingBox();
    expect(main?.width).toBeGreaterThan(900);
    const column = await page.getByTestId("page-column").boundingBox();
    expect(column?.width).toBeLessThanOrEqual(600);
    expect(Math.abs((column?.x ?? 0) * 2 + (column?.width ?? 0) - 1280)).toBeLessThan(4);
    await keepScreenshot(page, "cookie-settings-ja-desktop", { fullPage: true });
  });
});
