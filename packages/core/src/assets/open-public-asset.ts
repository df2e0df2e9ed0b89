import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { type PublicAssetRow, publicAssets } from "./tables";

export type OpenedPublicAsset = { asset: PublicAssetRow; body: Readable };

/**
 * A project's public image or document, for anyone: its row and its bytes. Unknown ids are
 * request-E1004 (404), and so is a row whose bytes cannot be read (logged: a lost file, a store down).
 */
export async function openPublicAsset(ctx: CoreContext, input: { assetId: string }): Promise<OpenedPublicAsset> {
  const [asset] = await ctx.db.select().from(publicAssets).where(eq(publicAssets.id, input.assetId)).limit(1);
  if (!asset) throw new AppError("request-E1004");
  if (!ctx.storage) throw new Error("no asset storage configured");
  const body = await ctx.storage.read(asset.storageKey).catch((error: unknown) => {
    ctx.log.error({ err: error, assetId: asset.id }, "public asset could not be read");
    throw new AppError("request-E1004", { cause: error, context: { operation: "storage.read", assetId: asset.id } });
  });
  return { asset, body };
}
