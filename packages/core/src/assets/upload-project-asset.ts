import { type PublicAssetView, publicAssetPath } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { assertOperatorMay, assertSameCompany, type Operator } from "../operators/require-operator";
import { projects } from "../projects/tables";
import type { Sniffed } from "./sniff-media";
import { safeFilename, storeUpload, type UploadBody } from "./store-upload";
import { type PublicAssetRow, publicAssets } from "./tables";

/** A public asset's largest size: a page image or a terms PDF, well above what either needs. */
export const PUBLIC_ASSET_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The types served to anyone. No SVG (it can carry script, and an image field would render it), no
 * HTML or other text: sniffed as markup or text, they are refused rather than kept inert, since a
 * public field has no use for an inert copy.
 */
const PUBLIC_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "application/pdf",
]);

export function acceptsPublic(sniffed: Sniffed): boolean {
  return !sniffed.active && PUBLIC_TYPES.has(sniffed.contentType);
}

export function toPublicAssetView(row: PublicAssetRow): PublicAssetView {
  return {
    id: row.id,
    projectId: row.projectId,
    url: publicAssetPath(row.id),
    kind: row.kind,
    contentType: row.contentType,
    size: row.size,
    filename: row.filename,
  };
}

/**
 * Stores a public image or document of a project (owners and editors of its company), streamed like
 * every upload (assets/store-upload.ts): PNG, JPEG, WebP, GIF or PDF by their bytes, anything else
 * asset-E1002, beyond 20 MB asset-E1001. Its `url` is a path of our origin any `AssetUrl` field takes.
 */
export async function uploadProjectAsset(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string; filename: string; body: UploadBody },
): Promise<PublicAssetView> {
  assertOperatorMay(operator, "write");
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, input.projectId));
  assertSameCompany(operator, project);
  const row = await storeUpload(ctx, {
    projectId: project.id,
    body: input.body,
    errors: { tooLarge: "asset-E1001", refused: "asset-E1002" },
    maxBytes: PUBLIC_ASSET_MAX_BYTES,
    accepts: acceptsPublic,
    record: ({ id, storageKey, sniffed, size, sha256 }) =>
      ctx.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(publicAssets)
          .values({
            id,
            projectId: project.id,
            storageKey,
            kind: sniffed.kind === "IMAGE" ? "IMAGE" : "FILE",
            contentType: sniffed.contentType,
            size,
            filename: safeFilename(input.filename, false),
            sha256,
            createdAt: ctx.clock.now(),
          })
          .returning();
        if (!inserted) throw new Error("public asset insert returned nothing");
        await recordAuditEvent(tx, operator, {
          action: "asset.upload",
          target: { type: "asset", id: inserted.id },
          before: null,
          after: { ...toPublicAssetView(inserted), sha256: inserted.sha256 },
          at: ctx.clock.now(),
        });
        return inserted;
      }),
  });
  ctx.log.info({ assetId: row.id, contentType: row.contentType, size: row.size }, "public asset stored");
  return toPublicAssetView(row);
}
