import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One line per violation, with the elements it was found on, so a failure says where to look. */
const describeViolation = (v: Violation) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`;

/** axe finds nothing on the page as it stands. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * axe's violations on the page as it stands, one line each (axe-check.spec.ts shows that it finds them,
 * in the page and in its frames). Frames sandboxed without scripts (the console preview's mails) are
 * left out: axe cannot run inside them.
 *
 * Why legacy mode: by default @axe-core/playwright opens a new blank page for every check to merge the
 * frames' results in (`finishRun`) and injects axe there too; over ~180 checks per run that was a tenth
 * of the checked journeys' CPU (docs/test-suite.md). Legacy mode runs `axe.run` in the page itself and
 * still tests same-origin frames; what it gives up is cross-origin frames, which no page of ours has.
 * `resultTypes: ["violations"]` still finds every violation on every element; it only spares axe from
 * listing every element that passed, which nothing reads.
 *
 * Why the page is asked for reduced motion while axe runs: axe reads each element's colours once, and a
 * toast that begins to fade while it reads (toasts close on their own after 3 s) is half transparent
 * at that instant, so its white text measured as low contrast against whatever is under it (a CI run
 * failed that way). With reduced motion the product's fades are off (`motion-reduce:transition-none`),
 * so every element is either fully shown, and measured, or gone. The finite animations already running
 * (a fade, a success effect) are let finish first, before the preference changes under them; infinite
 * ones (a spinner) are not waited for.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const reducedAlready = await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    const { violations } = await new AxeBuilder({ page })
      .exclude("iframe[sandbox='']")
      .options({ resultTypes: ["violations"] })
      .setLegacyMode()
      .analyze();
    return violations.map(describeViolation);
  } finally {
    // Back as the journey had it (null is the browser's own setting).
    await page.emulateMedia({ reducedMotion: reducedAlready ? "reduce" : null });
  }
}
