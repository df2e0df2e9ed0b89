import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";

/** Where the journeys keep their pictures of the pages, to look at (Thai and Japanese glyphs, layout). */
export const SCREENSHOTS_DIR = join(process.cwd(), "test-results", "screenshots");

/**
 * Whether this run keeps them: yes unless `E2E_SCREENSHOTS=0`, which `npm test` sets (unless told
 * otherwise). The pictures assert nothing, nobody reads them in CI, and taking them was a sixth of the
 * journeys' CPU (docs/test-suite.md); `npm run test:e2e`, a single journey, or `E2E_SCREENSHOTS=1 npm
 * test` keep them. The checks around them (no raw placeholder, axe) run either way.
 */
export const KEEPS_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== "0";

/**
 * test-results/screenshots/{name}.png: what the window shows, or with `fullPage` the whole page. It waits
 * for the web fonts first (a picture taken before them shows the fallback's glyphs); a run that keeps no
 * pictures does not wait.
 */
export async function keepScreenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  if (!KEEPS_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}.png`), fullPage });
}

/** {name}.png, what the window shows, and {name}-full.png, the whole page. */
export async function keepWindowAndPage(page: Page, name: string): Promise<void> {
  await keepScreenshot(page, name);
  await keepScreenshot(page, `${name}-full`, { fullPage: true });
}

/** test-results/screenshots/{name}.png of one part of the page. */
export async function keepScreenshotOf(locator: Locator, name: string): Promise<void> {
  if (!KEEPS_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await locator.page().evaluate(() => document.fonts.ready);
  await locator.screenshot({ path: join(SCREENSHOTS_DIR, `${name}.png`) });
}
