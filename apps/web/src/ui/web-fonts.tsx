"use client";

import { type Locale, toLocale } from "@fanfare/protocol";
import { useLocale } from "next-intl";
import { useEffect } from "react";

/** A self-hosted family: its CSS name and its stylesheets (weights 400 and 700), loaded on demand. */
type WebFont = { family: string; load: () => Promise<unknown>[] };

const NOTO_SANS_JP: WebFont = {
  family: '"Noto Sans JP"',
  load: () => [import("@fontsource/noto-sans-jp/400.css"), import("@fontsource/noto-sans-jp/700.css")],
};
const NOTO_SANS_THAI: WebFont = {
  family: '"Noto Sans Thai"',
  load: () => [import("@fontsource/noto-sans-thai/400.css"), import("@fontsource/noto-sans-thai/700.css")],
};

/**
 * The self-hosted families a page in each language uses (Noto Sans JP also carries the Latin glyphs).
 * One entry per locale of the protocol's LOCALES: a language added there does not compile until its
 * families are named here.
 */
export const WEB_FONTS: Readonly<Record<Locale, readonly WebFont[]>> = {
  ja: [NOTO_SANS_JP],
  en: [NOTO_SANS_JP],
  fr: [NOTO_SANS_JP],
  th: [NOTO_SANS_JP, NOTO_SANS_THAI],
};

/** The faces of a page in `locale` (a language outside LOCALES gets the default language's). */
function webFontsOf(locale: string): readonly WebFont[] {
  return WEB_FONTS[toLocale(locale)];
}

/** Loads the self-hosted faces a page in `locale` uses. */
export function loadWebFonts(locale: string): Promise<unknown> {
  return Promise.all(webFontsOf(locale).flatMap((font) => font.load()));
}

/** Set on <html> once the faces the page's text needs are loaded: globals.css then names Noto first. */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";

/**
 * Adds the @font-face rules, downloads the subsets the text on the page needs while no element uses
 * them yet, then switches the page to them at once. Each subset (a Japanese page needs ~30 of them,
 * per weight) would otherwise re-lay out the page when it arrives, and those re-layouts were ~200 ms
 * of Lighthouse's blocking time on the login page (ADR 0012). Text that appears later loads any
 * missing subset the usual way (font-display: swap).
 */
export async function switchToWebFonts(locale: string): Promise<void> {
  try {
    await loadWebFonts(locale);
    const fonts = typeof document.fonts?.load === "function" ? document.fonts : null;
    // biome-ignore lint/performance/useDomNodeTextContent: only rendered text; textContent would include the inline scripts, which carry every message of the locale (all subsets)
    const text = document.body.innerText || " ";
    const families = webFontsOf(locale).map((font) => font.family);
    await Promise.all(
      families.flatMap((family) => [400, 700].map((weight) => fonts?.load(`${weight} 1em ${family}`, text))),
    );
  } catch {
    // A subset that failed to load is fetched again when text needs it, as with any @font-face.
  }
  document.documentElement.setAttribute(WEB_FONTS_ATTRIBUTE, "");
}

/** How long after the load event the fonts wait at most for the first contentful paint. */
const FIRST_PAINT_WAIT_MS = 5000;

/**
 * Runs `task` once the page has shown its first text or image (at once where the browser does not
 * report paints, at the latest after FIRST_PAINT_WAIT_MS). Returns a function that cancels it.
 */
export function afterFirstContentfulPaint(task: () => void): () => void {
  const reportsPaints =
    typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (!reportsPaints || performance.getEntriesByName("first-contentful-paint").length > 0) {
    task();
    return () => {};
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    task();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) run();
  });
  observer.observe({ type: "paint", buffered: true });
  const timer = window.setTimeout(run, FIRST_PAINT_WAIT_MS);
  return () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * Loads the self-hosted web fonts once the page has loaded and shown its first content, instead of
 * with the page, and switches to them in one step (switchToWebFonts). The first paint can come after the load event (a slow phone, a busy main thread):
 * fonts fetched before it would only delay it, so they wait for it. As render-blocking
 * CSS they cost a phone on a slow network ~75 kB of @font-face rules plus ~340 kB of Japanese subsets
 * before the first paint (Lighthouse: first paint at 4 s). Every phone and computer has Japanese and
 * Thai system fonts, so the page paints at once in those, then switches to Noto Sans; CJK characters are
 * one em wide in both, so lines barely move. The attribute stays for the life of the page.
 */
export function WebFonts() {
  const locale = useLocale();
  useEffect(() => {
    let cancelWait: (() => void) | undefined;
    const load = () => {
      cancelWait = afterFirstContentfulPaint(() => void switchToWebFonts(locale));
    };
    if (document.readyState === "complete") load();
    else window.addEventListener("load", load, { once: true });
    return () => {
      window.removeEventListener("load", load);
      cancelWait?.();
    };
  }, [locale]);
  return null;
}
