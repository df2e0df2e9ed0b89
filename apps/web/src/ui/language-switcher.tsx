"use client";

import { isLocale, LOCALES, type Locale, type UserView } from "@fanfare/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { mayLeavePage } from "@/hooks/leave-questions";
import { usePathname, useRouter } from "@/i18n/navigation";
import { api } from "@/lib/api";
import { rememberLanguage } from "@/lib/language-preference";
import { ME_QUERY_KEY } from "@/lib/query-client";

export type LanguageSwitcherProps = {
  /** Awaited before the page reloads in the new locale. */
  onChange?: (locale: Locale) => void | Promise<void>;
};

/**
 * Stores the choice (local storage + cookie), saves it on the account when signed in (the account's
 * language is the language of its mails), then opens the same page in the chosen language.
 */
export function LanguageSwitcher({ onChange }: LanguageSwitcherProps) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const queryClient = useQueryClient();

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
          // The page is rendered again in the new language: a console form's unsaved changes would go.
          // Declined, the select shows the current language again (React restores its value).
          if (!mayLeavePage()) return;
          rememberLanguage(next);
          if (queryClient.getQueryData<UserView>(ME_QUERY_KEY)) {
            await api.updateMe({ locale: next }).catch(() => undefined);
          }
          await onChange?.(next);
          router.replace(`${pathname}${window.location.search}`, { locale: next });
        }}
        className="h-10 rounded-lg border-2 border-gray-500 bg-card px-2 text-base text-ink"
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
