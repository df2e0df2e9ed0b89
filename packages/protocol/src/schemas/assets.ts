import { z } from "zod";
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
