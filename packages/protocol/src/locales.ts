// The spec's languages (product spec, section 5), apart from the other enumerations (enums.ts re-exports
// them): every page of the web needs these, and most need none of the rest.

export const LOCALES = ["ja", "en", "fr", "th"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = "ja" satisfies Locale;
/** The language every text has (LocalizedText requires it; the others fall back to it). */
export type DefaultLocale = typeof DEFAULT_LOCALE;

/** The server-side language code: the spec says ja is `jp` on the server. */
export const SERVER_LANGUAGE = { ja: "jp", en: "en", fr: "fr", th: "th" } as const satisfies Record<Locale, string>;
export type ServerLanguage = (typeof SERVER_LANGUAGE)[Locale];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
/** An unsupported language falls back to Japanese (spec section 5). */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
