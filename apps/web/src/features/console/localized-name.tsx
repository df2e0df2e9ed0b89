"use client";

import { DEFAULT_LOCALE, type LocalizedText } from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";

/**
 * A text in the operator's language; when it has none, the Japanese one every text has (as fans see it),
 * marked in its language (`lang`) and with a visible "not translated" mark: what the operator has to fix.
 */
export function LocalizedName({ text }: { text: LocalizedText }) {
  const t = useTranslations();
  const locale = useLocale();
  const own = text[locale];
  if (own !== undefined) return own;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span lang={DEFAULT_LOCALE}>{text[DEFAULT_LOCALE]}</span>
      <span className="rounded border border-amber-700 bg-amber-50 px-1.5 py-0.5 text-xs font-bold text-amber-900">
        {t("console.translation.missing", { language: t(`languages.${locale}`) })}
      </span>
    </span>
  );
}
