// No zod here: the fan's policies page links the project's documents, and a page that imported this from
// a schema module would load zod and the schemas with it (issue 17: ~39 kB gzip on that page).
import type { AssetType, Locale } from "./enums";

/**
 * A project's per-language legal documents among its assets (the spec's asset types): the terms and
 * the privacy policy as uploaded PDFs, one per language, shown to fans beside the campaign's own texts.
 */
export const PROJECT_DOCUMENT_TYPES = {
  terms: { ja: "TERMS_SERVICE_JP", en: "TERMS_SERVICE_EN", fr: "TERMS_SERVICE_FR", th: "TERMS_SERVICE_TH" },
  privacyPolicy: { ja: "PRIVACY_POLICY_JP", en: "PRIVACY_POLICY_EN", fr: "PRIVACY_POLICY_FR", th: "PRIVACY_POLICY_TH" },
} as const satisfies Record<"terms" | "privacyPolicy", Record<Locale, AssetType>>;
export type ProjectDocument = keyof typeof PROJECT_DOCUMENT_TYPES;

/**
 * The address of a project's document for a language: that language's, else the Japanese one (the
 * language every text falls back to), with the language it is in; null when there is neither.
 */
export function projectDocument(
  assets: readonly { type: AssetType; url: string }[],
  document: ProjectDocument,
  locale: Locale,
): { url: string; locale: Locale } | null {
  for (const candidate of locale === "ja" ? (["ja"] as const) : ([locale, "ja"] as const)) {
    const found = assets.find((asset) => asset.type === PROJECT_DOCUMENT_TYPES[document][candidate]);
    if (found) return { url: found.url, locale: candidate };
  }
  return null;
}
