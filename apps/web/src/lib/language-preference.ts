import { isLocale, type Locale } from "@fanfare/protocol";

/** Spec section 3: the language preference lives in local storage under the product prefix. */
export const LANGUAGE_STORAGE_KEY = "fanfare.language";
/** next-intl's locale cookie, read by the proxy when a path has no locale yet; kept a year. */
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function readLanguagePreference(): Locale | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked (private mode, policy): no preference
  }
}

export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // The cookie written below still carries the choice.
  }
  writeLocaleCookie(locale);
}

/** The locale cookie, which the proxy reads for a path without a locale ("/" → "/ja"). */
export function writeLocaleCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}
