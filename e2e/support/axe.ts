import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One line per violation, with the elements it was found on, so a failure says where to look. */
const describeViolation = (v: Violation) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`;

/**
 * axe finds nothing on the page as it stands. Frames sandboxed without scripts (the console preview's
 * mails) are left out: axe cannot run inside them and would wait for them until the test times out.
 *
 * Why the page is asked for reduced motion while axe runs: axe reads each element's colours once, and a
 * toast that begins to fade while it reads (toasts close on their own after 3 s) is half transparent
 * at that instant, so its white text measured as low contrast against whatever is under it (a CI run
 * failed that way). With reduced motion the product's fades are off (`motion-reduce:transition-none`),
 * so every element is either fully shown, and measured, or gone. The finite animations already running
 * (a fade, a success effect) are let finish first, before the preference changes under them; infinite
 * ones (a spinner) are not waited for.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const reducedAlready = await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    const { violations } = await new AxeBuilder({ page }).exclude("iframe[sandbox='']").analyze();
    expect(violations.map(describeViolation)).toEqual([]);
  } finally {
    // Back as the journey had it (null is the browser's own setting).
    await page.emulateMedia({ reducedMotion: reducedAlready ? "reduce" : null });
  }
}
