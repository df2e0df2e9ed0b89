import { z } from "zod";
import type { AssetType, Locale } from "../enums";
import { IdSchema } from "./campaigns";

/** What a project's public asset can be: an image (PNG, JPEG, WebP, GIF) or a document (PDF). */
export const PUBLIC_ASSET_KINDS = ["IMAGE", "FILE"] as const;
export type PublicAssetKind = (typeof PUBLIC_ASSET_KINDS)[number];

/** The path a public asset is served at, on the site's own origin (an `AssetUrl`). */
export function publicAssetPath(assetId: string): string {
  return `/api/v1/assets/${assetId}`;
}

/**
 * A project's public image or document, uploaded by an operator: `url` is a path of our origin that any
 * image or document field (`AssetUrl`) takes; the bytes behind it never change.
 */
export const PublicAssetView = z
  .object({
    id: IdSchema,
    projectId: IdSchema,
    url: z.string(),
    kind: z.enum(PUBLIC_ASSET_KINDS),
    contentType: z.string(),
    size: z.int(),
    filename: z.string(),
  })
  .meta({ id: "PublicAsset" });
export type PublicAssetView = z.infer<typeof PublicAssetView>;

export const PublicAssetParams = z.object({ assetId: IdSchema });

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
