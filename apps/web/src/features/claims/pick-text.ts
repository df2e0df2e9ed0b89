import { type LocalizedText, toLocale } from "@fanfare/protocol";
import { localized } from "@/features/campaigns/localized-text";

/**
 * A campaign text in the page's language; Japanese (always present) when it has no translation, or
 * when the page's language is none of the protocol's LOCALES.
 */
export function pickText(text: LocalizedText, locale: string): string {
  return localized(text, toLocale(locale));
}
