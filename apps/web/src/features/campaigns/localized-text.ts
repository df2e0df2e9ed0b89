import type { Locale, LocalizedText } from "@fanfare/protocol";

/** A text in the page's language, or in Japanese (the one every text has) when it lacks that one. */
export function localized(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.ja;
}
