import { createHash } from "node:crypto";
import type { AssetView, MediaKind } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, assertSameCompany, type Operator } from "../operators/require-operator";
import { projects } from "../projects/tables";
import { SNIFF_BYTES, sniffMedia } from "./sniff-media";
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

/** An upload's bytes: at hand (imports, tests) or a stream still arriving (the API's request body). */
export type UploadBody = Uint8Array | AsyncIterable<Uint8Array>;

/**
 * Stores an operator's upload for a project, streamed: at most a sniffing prefix and the storage's buffer
 * are in memory, however large the file. Its kind and served type come from its first bytes
 * (sniff-media.ts): active markup is kept as an inert text file. Unknown binary data and empty files are
 * refused (premiumContent-E1002), oversized ones too (premiumContent-E1001) — the overall limit from the
 * first byte, the kind's limit as soon as the kind is known, both while the bytes arrive. All or nothing:
 * on any failure (a limit, the client gone, the store failing) neither the object nor its row remains.
 */
export async function uploadAsset(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string; filename: string; body: UploadBody },
): Promise<AssetView> {
  assertOperatorMay(operator, "write");
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, input.projectId));
  assertSameCompany(operator, project);
  const storage = ctx.storage;
  if (!storage) throw new Error("no asset storage configured");

  const hash = createHash("sha256");
  let size = 0;
  let limit = ctx.config.assetMaxBytes ?? DEFAULT_ASSET_MAX_BYTES;
  // Every byte passes here once, whoever reads it (the sniffing below, then the storage).
  async function* measured(): AsyncGenerator<Uint8Array> {
    for await (const chunk of input.body instanceof Uint8Array ? [input.body] : input.body) {
      size += chunk.byteLength;
      if (size > limit) throw new AppError("premiumContent-E1001");
      hash.update(chunk);
      yield chunk;
    }
  }
  const bytes = measured();
  try {
    // The head: enough to sniff (more than SNIFF_BYTES unless the file is shorter).
    const head: Uint8Array[] = [];
    let ended = false;
    while (size <= SNIFF_BYTES) {
      const next = await bytes.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
    }
    if (size === 0) throw new AppError("premiumContent-E1002");
    const sniffed = sniffMedia(Buffer.concat(head));
    if (sniffed.contentType === "application/octet-stream") throw new AppError("premiumContent-E1002");
    limit = Math.min(limit, KIND_MAX_BYTES[sniffed.kind]);
    if (size > limit) throw new AppError("premiumContent-E1001");

    const id = crypto.randomUUID();
    const storageKey = `${project.id}/${id}`;
    async function* whole(): AsyncGenerator<Uint8Array> {
      yield* head;
      if (!ended) yield* bytes;
    }
    await storage.put(storageKey, whole(), sniffed.contentType);
    let row: ChannelAssetRow | undefined;
    try {
      row = await ctx.db.transaction(async (tx) => {
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
            sha256: hash.digest("hex"),
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
      });
    } catch (error) {
      await storage.remove(storageKey).catch((err: unknown) => {
        ctx.log.error({ err, storageKey }, "could not remove a stored asset whose row failed");
      });
      throw error;
    }
    ctx.log.info({ assetId: id, kind: sniffed.kind, active: sniffed.active, size: row.size }, "channel asset stored");
    return toAssetView(row);
  } finally {
    // Stops reading the body when it was refused before its end (a no-op once it was read through).
    await bytes.return(undefined);
  }
}

/** A name safe for Content-Disposition; active markup gets `.txt` so a saved copy opens as text. */
function safeFilename(name: string, active: boolean): string {
  const cleaned = name.replace(/[^\p{L}\p{N}._ -]/gu, "_").slice(0, 190) || "file";
  return active ? `${cleaned}.txt` : cleaned;
}
