"use client";

import { isLocale, LOCALES, type Locale } from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { usePathname, useRouter } from "@/i18n/navigation";
import { rememberLanguage } from "@/lib/language-preference";

export type LanguageSwitcherProps = {
  /** Awaited before the page reloads in the new locale, e.g. to save the choice on the account. */
  onChange?: (locale: Locale) => void | Promise<void>;
};

/** Stores the choice (local storage + cookie) and opens the same page in the chosen language. */
export function LanguageSwitcher({ onChange }: LanguageSwitcherProps) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-bold">
        {t("languageSwitcher.label")}
      </label>
      <select
        id={id}
        value={locale}
        onChange={async (event) => {
          const next = event.target.value;
          if (!isLocale(next) || next === locale) return;
          rememberLanguage(next);
          await onChange?.(next);
          router.replace(`${pathname}${window.location.search}`, { locale: next });
        }}
        className="h-10 rounded-lg border-2 border-gray-500 bg-white px-2 text-base"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`languages.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
