"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";

/** The self-hosted faces a page in `locale` uses (Noto Sans JP also carries the Latin glyphs). */
export function loadWebFonts(locale: string): Promise<unknown> {
  const faces: Promise<unknown>[] = [
    import("@fontsource/noto-sans-jp/400.css"),
    import("@fontsource/noto-sans-jp/700.css"),
  ];
  if (locale === "th")
    faces.push(import("@fontsource/noto-sans-thai/400.css"), import("@fontsource/noto-sans-thai/700.css"));
  return Promise.all(faces);
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
 * with the page. The first paint can come after the load event (a slow phone, a busy main thread):
 * fonts fetched before it would only delay it, so they wait for it. As render-blocking
 * CSS they cost a phone on a slow network ~75 kB of @font-face rules plus ~340 kB of Japanese subsets
 * before the first paint (Lighthouse: first paint at 4 s). Every phone and computer has Japanese and
 * Thai system fonts, so the page paints at once in those, then switches to Noto Sans; CJK characters are
 * one em wide in both, so lines barely move.
 */
export function WebFonts() {
  const locale = useLocale();
  useEffect(() => {
    let cancelWait: (() => void) | undefined;
    const load = () => {
      cancelWait = afterFirstContentfulPaint(() => void loadWebFonts(locale).catch(() => undefined));
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
