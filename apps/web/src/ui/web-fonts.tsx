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

/**
 * Loads the self-hosted web fonts once the page has loaded, instead of with the page. As render-blocking
 * CSS they cost a phone on a slow network ~75 kB of @font-face rules plus ~340 kB of Japanese subsets
 * before the first paint (Lighthouse: first paint at 4 s). Every phone and computer has Japanese and
 * Thai system fonts, so the page paints at once in those, then switches to Noto Sans; CJK characters are
 * one em wide in both, so lines barely move.
 */
export function WebFonts() {
  const locale = useLocale();
  useEffect(() => {
    const load = () => void loadWebFonts(locale).catch(() => undefined);
    if (document.readyState === "complete") {
      load();
      return;
    }
    window.addEventListener("load", load, { once: true });
    return () => window.removeEventListener("load", load);
  }, [locale]);
  return null;
}
