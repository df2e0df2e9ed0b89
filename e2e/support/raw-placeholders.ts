import { expect, type Page } from "@playwright/test";

/**
 * No text on the page shows an ICU placeholder as is ("{channel}", "{max}"): a message formatted
 * without its values, or a message the build did not precompile (apps/web/src/i18n/compile-module-texts.ts).
 * `checkPage` (check-page.ts) calls it, so every page a journey shoots is checked.
 */
export async function expectNoRawPlaceholders(page: Page) {
  await expect(page.locator("body")).not.toContainText(/\{[A-Za-z][A-Za-z0-9_]*\}/);
}
