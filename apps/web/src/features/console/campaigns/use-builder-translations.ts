"use client";

import { useTranslations } from "next-intl";

/**
 * next-intl's translator with keys as plain strings. The builder builds many keys at run time (a
 * schema's field names, enum values, kinds), which the typed translator cannot follow: the union of
 * every key made TypeScript give up ("too complex"). Every key it asks for is in the four console.json
 * files (checked by their tests and the e2e's raw-placeholder check); field names without a text fall
 * back to the name itself through `has`.
 */
export type BuilderTranslate = {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
};

export function useBuilderTranslations(): BuilderTranslate {
  return useTranslations() as unknown as BuilderTranslate;
}
