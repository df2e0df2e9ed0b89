import { PublicAssetParams } from "../schemas/assets";
import { defineRoute } from "./define";
import { ROUTE } from "./every-route";

/** A project's public images and documents (uploaded by operatorUploadProjectAsset): readable by anyone. */
export const assetRoutes = {
  publicAsset: defineRoute(ROUTE.publicAsset, {
    tags: ["projects"],
    summary:
      "A project's public image (PNG, JPEG, WebP, GIF) or PDF document: the sniffed type, nosniff, cached for a year (immutable: a new upload is a new id)",
    params: PublicAssetParams,
    // No response schema: 200 is the raw bytes (errors still follow the one error contract).
    responses: {},
    errors: [404],
  }),
};
