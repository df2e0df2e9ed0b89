import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/mailbox";
import { signIn } from "./support/sign-in";

// Every page of the web-shell issue, in Japanese and Thai on a phone: no axe violation, and a
// screenshot under test-results/screenshots/ to look at (Thai and Japanese glyphs, layout).

const SCREENSHOTS = join(process.cwd(), "test-results", "screenshots");
const PAGES = [
  { name: "login-consent", path: "" },
  { name: "terms-of-use", path: "/terms-of-use" },
  { name: "privacy-policy", path: "/privacy-policy" },
  { name: "cookie-settings", path: "/cookie-settings" },
  { name: "not-found", path: "/404" },
  { name: "server-error", path: "/500" },
  { name: "maintenance", path: "/maintenance" },
] as const;

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];
const describeViolation = (violation: Violation) =>
  `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`;

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
test.beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

for (const locale of ["ja", "th"] as const) {
  for (const { name, path } of PAGES) {
    test(`${name} (${locale}) is accessible and rendered`, async ({ page }) => {
      await page.goto(`/${locale}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready);
      // The first screen as the fan sees it, and the whole page.
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-${locale}.png`) });
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-${locale}-full.png`), fullPage: true });
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map(describeViolation)).toEqual([]);
    });
  }
}

test("the signed-in projects page (ja) is accessible", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? "", uniqueEmail("shell"));
  await page.goto("/ja/projects");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("プロジェクト");
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: join(SCREENSHOTS, "projects-ja.png"), fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(describeViolation)).toEqual([]);
});

test.describe("on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

  test("the shell keeps its mobile column, centred", async ({ page }) => {
    await page.goto("/ja/cookie-settings");
    await page.evaluate(() => document.fonts.ready);
    const main = await page.locator("main").boundingBox();
    expect(main?.width).toBeLessThanOrEqual(480);
    expect(Math.abs((main?.x ?? 0) * 2 + (main?.width ?? 0) - 1280)).toBeLessThan(4);
    await page.screenshot({ path: join(SCREENSHOTS, "cookie-settings-ja-desktop.png"), fullPage: true });
  });
});
