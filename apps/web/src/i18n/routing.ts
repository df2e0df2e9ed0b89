import { DEFAULT_LOCALE, LOCALES } from "@fanfare/protocol";
import { defineRouting } from "next-intl/routing";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@/lib/language-preference";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "always",
  // The language switcher writes the same cookie.
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax" },
});
