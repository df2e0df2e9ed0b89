import type { AssetView } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { safeFilename, storeUpload, type UploadBody } from "../assets/store-upload";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { assertOperatorMay, assertSameCompany, type Operator } from "../operators/require-operator";
import { projects } from "../projects/tables";
import { type ChannelAssetRow, channelAssets } from "./tables";

export { DEFAULT_ASSET_MAX_BYTES, type UploadBody } from "../assets/store-upload";

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
 * Stores an operator's upload for a project's channels, streamed (assets/store-upload.ts): any kind of
 * media, active markup kept as an inert text file. Unknown binary data and empty files are refused
 * (premiumContent-E1002), oversized ones too (premiumContent-E1001). All or nothing: on any failure
 * neither the object nor its row remains.
 */
export async function uploadAsset(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string; filename: string; body: UploadBody },
): Promise<AssetView> {
  assertOperatorMay(operator, "write");
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, input.projectId));
  assertSameCompany(operator, project);
  const row = await storeUpload(ctx, {
    projectId: project.id,
    body: input.body,
    errors: { tooLarge: "premiumContent-E1001", refused: "premiumContent-E1002" },
    // Members download any file; what a browser could run is served as text (sniff-media.ts).
    accepts: () => true,
    record: ({ id, storageKey, sniffed, size, sha256 }) =>
      ctx.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(channelAssets)
          .values({
            id,
            projectId: project.id,
            storageKey,
            kind: sniffed.kind,
            contentType: sniffed.contentType,
            size,
            filename: safeFilename(input.filename, sniffed.active),
            sha256,
            createdAt: ctx.clock.now(),
          })
          .returning();
        if (!inserted) throw new Error("asset insert returned nothing");
        const { storageKey: _key, createdAt: _at, ...asset } = inserted;
        await recordAuditEvent(tx, operator, {
          action: "asset.upload",
          target: { type: "asset", id: inserted.id },
          before: null,
          after: asset,
          at: ctx.clock.now(),
        });
        return inserted;
      }),
  });
  ctx.log.info({ assetId: row.id, kind: row.kind, size: row.size }, "channel asset stored");
  return toAssetView(row);
}
