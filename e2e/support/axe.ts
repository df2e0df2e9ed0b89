import { expect, type Frame, type Page } from "@playwright/test";
import axe from "axe-core";

type Violation = axe.Result;
/** The page's window once axe is injected (before that, `axe` is missing). */
type AxeWindow = { axe?: typeof axe };

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
 * Why not `@axe-core/playwright` (bench:web still uses it): its legacy mode, which runs `axe.run` in the
 * page itself and still tests same-origin frames, injected axe's 500 kB into the main frame twice per
 * check (once to look for `runPartial`, once with the frames), and again on a page that already had it;
 * each injection is ~60-200 ms of the page's CPU, over ~200 checks per run (docs/test-suite.md). Here each
 * frame gets axe once per document. Its default mode opened a new blank page per check to merge the
 * frames' results, a tenth of the checked journeys' CPU. Neither tests cross-origin frames; no page of
 * ours has one. `resultTypes: ["violations"]` still finds every violation on every element; it only
 * spares axe from listing every element that passed, which nothing reads.
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
    const main = page.mainFrame();
    await injectAxe(main);
    // A frame that cannot run scripts never answers: given up on after a second, as the library did.
    const frames = page.frames().filter((frame) => frame !== main);
    await Promise.all(frames.map(injectAxeIfItAnswers));
    const { violations } = await page.evaluate(
      (exclude) => {
        const injected = (window as AxeWindow).axe;
        if (!injected) throw new Error("axe is not in the page");
        return injected.run({ exclude }, { resultTypes: ["violations"] });
      },
      ["iframe[sandbox='']"],
    );
    return violations.map(describeViolation);
  } finally {
    // Back as the journey had it (null is the browser's own setting).
    await page.emulateMedia({ reducedMotion: reducedAlready ? "reduce" : null });
  }
}

/** axe in `frame`'s current document, unless it is there already (a second check of the same page). */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate((version) => (window as AxeWindow).axe?.version === version, axe.version);
  if (!present) await frame.evaluate(axe.source);
}

async function injectAxeIfItAnswers(frame: Frame): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 1_000);
  });
  await Promise.race([injectAxe(frame).catch(() => undefined), giveUp]);
  clearTimeout(timer);
}
