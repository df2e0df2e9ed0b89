"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";
import { usePathname, useRouter } from "@/i18n/navigation";
import { readLanguagePreference } from "@/lib/language-preference";

/**
 * Spec section 4: the stored language preference wins; when the page opened in another locale it is
 * re-routed to the preferred one. The switcher stores a choice before it changes the locale.
 */
export function useStoredLanguage(): void {
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    const preferred = readLanguagePreference();
    if (preferred && preferred !== locale) {
      router.replace(`${pathname}${window.location.search}`, { locale: preferred });
    }
  }, [locale, pathname, router]);
}
