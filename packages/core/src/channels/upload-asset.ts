import { createHash } from "node:crypto";
import type { AssetView, MediaKind } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { projects } from "../projects/tables";
import { sniffMedia } from "./sniff-media";
import { type ChannelAssetRow, channelAssets } from "./tables";

export const DEFAULT_ASSET_MAX_BYTES = 100 * 1024 * 1024;
/** Per kind, within the overall limit. */
const KIND_MAX_BYTES: Record<MediaKind, number> = {
  IMAGE: 20 * 1024 * 1024,
  VIDEO: Number.POSITIVE_INFINITY,
  AUDIO: 200 * 1024 * 1024,
  FILE: 100 * 1024 * 1024,
};

export function toAssetView(row: ChannelAssetRow): AssetView {
  return {
    id: row.id,
    projectId: row.projectId,
    kind: row.kind,
    contentType: row.contentType,
    size: row.size,
    filename: row.filename,
    sha256: row.sha256,
  };
}

/**
 * Stores an operator's upload for a project. Its kind and served type come from its bytes (sniff-media.ts):
 * active markup is kept as an inert text file. Unknown binary data and empty files are refused
 * (premiumContent-E1002), oversized ones too (premiumContent-E1001).
 */
export async function uploadAsset(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string; filename: string; bytes: Buffer },
): Promise<AssetView> {
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, input.projectId));
  assertSameCompany(operator, project);
  const max = ctx.config.assetMaxBytes ?? DEFAULT_ASSET_MAX_BYTES;
  if (input.bytes.length > max) throw new AppError("premiumContent-E1001");
  if (input.bytes.length === 0) throw new AppError("premiumContent-E1002");
  const sniffed = sniffMedia(input.bytes);
  if (sniffed.contentType === "application/octet-stream") throw new AppError("premiumContent-E1002");
  if (input.bytes.length > KIND_MAX_BYTES[sniffed.kind]) throw new AppError("premiumContent-E1001");
  if (!ctx.storage) throw new Error("no asset storage configured");
  const id = crypto.randomUUID();
  const storageKey = `${project.id}/${id}`;
  await ctx.storage.put(storageKey, input.bytes, sniffed.contentType);
  const [row] = await ctx.db
    .insert(channelAssets)
    .values({
      id,
      projectId: project.id,
      storageKey,
      kind: sniffed.kind,
      contentType: sniffed.contentType,
      size: input.bytes.length,
      filename: safeFilename(input.filename, sniffed.active),
      sha256: createHash("sha256").update(input.bytes).digest("hex"),
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new Error("asset insert returned nothing");
  ctx.log.info({ assetId: id, kind: sniffed.kind, active: sniffed.active, size: row.size }, "channel asset stored");
  return toAssetView(row);
}

/** A name safe for Content-Disposition; active markup gets `.txt` so a saved copy opens as text. */
function safeFilename(name: string, active: boolean): string {
  const cleaned = name.replace(/[^\p{L}\p{N}._ -]/gu, "_").slice(0, 190) || "file";
  return active ? `${cleaned}.txt` : cleaned;
}
