import type { LocalizedText } from "@fanfare/protocol";

/** A campaign text in the page's language; Japanese (always present) when it has no translation. */
export function pickText(text: LocalizedText, locale: string): string {
  const translated = locale === "en" || locale === "fr" || locale === "th" ? text[locale] : undefined;
  return translated ?? text.ja;
}
