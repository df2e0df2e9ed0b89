"use client";

import { DEFAULT_LOCALE, LOCALES, type Locale } from "@fanfare/protocol";
import type { ReactNode } from "react";
import { CONTROL_CLASS, describedBy, FieldError, FieldHint, fieldId } from "./field";
import { useBuilderTranslations } from "./use-builder-translations";

/** A text in each language as the form holds it: a string per locale, empty when not written. */
export type LocalizedDraft = Partial<Record<Locale, string>>;

/** The languages a text lacks (empty or blank), in LOCALES order. */
export function missingLanguages(text: LocalizedDraft | undefined): Locale[] {
  return LOCALES.filter((locale) => !text?.[locale]?.trim());
}

/** The text as the API takes it: empty languages left out (they fall back to Japanese for fans). */
export function toLocalizedText(text: LocalizedDraft | undefined): Record<string, string> {
  return Object.fromEntries(LOCALES.flatMap((locale) => (text?.[locale]?.trim() ? [[locale, text[locale]]] : [])));
}

/**
 * One text in the four languages side by side (two columns on a laptop, one on a tablet). A language
 * without its text carries a visible "missing translation" mark, announced with its field; Japanese is
 * the one every text must have, so its absence is an error rather than a mark.
 */
export function LocalizedTextField({
  path,
  label,
  value,
  onChange,
  errors,
  multiline = false,
  hint,
  disabled,
  onFocusLanguage,
}: {
  path: readonly (string | number)[];
  label: ReactNode;
  value: LocalizedDraft | undefined;
  onChange: (value: LocalizedDraft) => void;
  /** Errors by language (and "" for the text as a whole). */
  errors?: Partial<Record<Locale | "", string>>;
  multiline?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  /** Told which language's field took the focus (the article editor inserts images at its caret). */
  onFocusLanguage?: (locale: Locale) => void;
}) {
  const t = useBuilderTranslations();
  const groupId = fieldId(path);
  const missing = new Set(missingLanguages(value));
  return (
    <fieldset id={groupId} className="flex flex-col gap-2" aria-describedby={describedBy(groupId, hint, errors?.[""])}>
      <legend className="mb-1 text-sm font-bold">{label}</legend>
      <FieldHint id={groupId}>{hint}</FieldHint>
      <div className="grid gap-3 lg:grid-cols-2">
        {LOCALES.map((locale) => {
          const id = fieldId([...path, locale]);
          const error = errors?.[locale];
          const markId = `${id}-missing`;
          const isMissing = missing.has(locale) && locale !== DEFAULT_LOCALE;
          const props = {
            id,
            lang: locale,
            value: value?.[locale] ?? "",
            disabled,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy(id, undefined, error, isMissing ? markId : undefined),
            onChange: (event: { target: { value: string } }) => onChange({ ...value, [locale]: event.target.value }),
            onFocus: onFocusLanguage ? () => onFocusLanguage(locale) : undefined,
          };
          return (
            <div key={locale} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={id} className="text-sm">
                  {t(`languages.${locale}`)}
                </label>
                {isMissing ? (
                  <span
                    id={markId}
                    data-missing-translation={locale}
                    className="rounded border border-amber-700 bg-amber-50 px-1.5 py-0.5 text-xs font-bold text-amber-900"
                  >
                    {t("console.translation.missing", { language: t(`languages.${locale}`) })}
                  </span>
                ) : null}
              </div>
              {multiline ? (
                <textarea rows={3} className={`${CONTROL_CLASS} py-2`} {...props} />
              ) : (
                <input type="text" className={`${CONTROL_CLASS} h-11`} {...props} />
              )}
              <FieldError id={id}>{error}</FieldError>
            </div>
          );
        })}
      </div>
      <FieldError id={groupId}>{errors?.[""]}</FieldError>
    </fieldset>
  );
}
