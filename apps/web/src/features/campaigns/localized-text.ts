import { DEFAULT_LOCALE, type Locale, type LocalizedText } from "@fanfare/protocol";

/**
 * A text in the page's language, or in the default language (Japanese: the one every text has) when it
 * lacks that one. LocalizedText has a key per locale of LOCALES, so every language is read.
 */
export function localized(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text[DEFAULT_LOCALE];
}
