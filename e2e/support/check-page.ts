import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expectNoRawPlaceholders } from "./raw-placeholders";
import { keepScreenshot, keepWindowAndPage } from "./screenshots";

export type PageCheck = {
  /** What to keep: the window (<name>.png), the whole page (<name>.png), or both (<name>.png, <name>-full.png). */
  keep: "window" | "page" | "both";
  /** Whether axe runs here; some journeys run it themselves, at the moments they choose. */
  axe: boolean;
  /** Wait for the network to fall idle first: for pages that still fetch after they have rendered. */
  settle?: boolean;
};

/**
 * What a journey does at each page worth a look: no raw ICU placeholder on it, its picture kept
 * (when the run keeps pictures: e2e/support/screenshots.ts), then, with `axe`, no axe violation. Each
 * journey file says once, in a one-line `shoot`, which of these its pages get.
 */
export async function checkPage(page: Page, name: string, { keep, axe, settle = false }: PageCheck): Promise<void> {
  await expectNoRawPlaceholders(page);
  if (settle) await page.waitForLoadState("networkidle");
  if (keep === "both") await keepWindowAndPage(page, name);
  else await keepScreenshot(page, name, { fullPage: keep === "page" });
  if (axe) await expectNoAxeViolations(page);
}
