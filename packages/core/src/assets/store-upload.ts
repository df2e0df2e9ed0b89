import { createHash } from "node:crypto";
import type { ErrorCode, MediaKind } from "@fanfare/protocol";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { SNIFF_BYTES, type Sniffed, sniffMedia } from "./sniff-media";

export const DEFAULT_ASSET_MAX_BYTES = 100 * 1024 * 1024;
/** Per kind, within the overall limit (ctx.config.assetMaxBytes). */
export const KIND_MAX_BYTES: Record<MediaKind, number> = {
  IMAGE: 20 * 1024 * 1024,
  VIDEO: Number.POSITIVE_INFINITY,
  AUDIO: 200 * 1024 * 1024,
  FILE: 100 * 1024 * 1024,
};

/** An upload's bytes: at hand (imports, tests) or a stream still arriving (the API's request body). */
export type UploadBody = Uint8Array | AsyncIterable<Uint8Array>;

/** What was stored, for the caller to record. */
export type StoredUpload = {
  id: string;
  /** `<projectId>/<id>` in the asset storage. */
  storageKey: string;
  sniffed: Sniffed;
  size: number;
  sha256: string;
};

/**
 * The part every upload shares (channel media, project images and documents): the bytes streamed to the
 * asset storage, at most a sniffing prefix and the storage's buffer in memory however large the file.
 * Its kind and served type come from its first bytes (sniff-media.ts), never from its name. Empty files,
 * unknown binary data and whatever `accepts` turns down are refused with `errors.refused`; oversized
 * ones with `errors.tooLarge` — the overall limit from the first byte, the kind's limit as soon as the
 * kind is known, both while the bytes arrive. All or nothing: when anything fails (a limit, the client
 * gone, the store, `record`), the stored object is removed and nothing of the upload remains.
 */
export async function storeUpload<T>(
  ctx: CoreContext,
  input: {
    projectId: string;
    body: UploadBody;
    errors: { tooLarge: ErrorCode; refused: ErrorCode };
    /** A tighter limit than the platform's for this place. */
    maxBytes?: number;
    /** Whether this place takes a file of this sniffed type. */
    accepts: (sniffed: Sniffed) => boolean;
    /** Records the stored object (its row, its audit event) in one transaction. */
    record: (stored: StoredUpload) => Promise<T>;
  },
): Promise<T> {
  const storage = ctx.storage;
  if (!storage) throw new Error("no asset storage configured");
  const { tooLarge, refused } = input.errors;

  const hash = createHash("sha256");
  let size = 0;
  let limit = Math.min(ctx.config.assetMaxBytes ?? DEFAULT_ASSET_MAX_BYTES, input.maxBytes ?? Number.POSITIVE_INFINITY);
  const body = input.body;
  // Every byte passes here once, whoever reads it (the sniffing below, then the storage).
  async function* measured(): AsyncGenerator<Uint8Array> {
    for await (const chunk of body instanceof Uint8Array ? [body] : body) {
      size += chunk.byteLength;
      if (size > limit) throw new AppError(tooLarge);
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
    if (size === 0) throw new AppError(refused);
    const sniffed = sniffMedia(Buffer.concat(head));
    if (sniffed.contentType === "application/octet-stream" || !input.accepts(sniffed)) throw new AppError(refused);
    limit = Math.min(limit, KIND_MAX_BYTES[sniffed.kind]);
    if (size > limit) throw new AppError(tooLarge);

    const id = crypto.randomUUID();
    const storageKey = `${input.projectId}/${id}`;
    async function* whole(): AsyncGenerator<Uint8Array> {
      yield* head;
      if (!ended) yield* bytes;
    }
    await storage.put(storageKey, whole(), sniffed.contentType);
    try {
      return await input.record({ id, storageKey, sniffed, size, sha256: hash.digest("hex") });
    } catch (error) {
      await storage.remove(storageKey).catch((err: unknown) => {
        ctx.log.error({ err, storageKey }, "could not remove a stored asset whose row failed");
      });
      throw error;
    }
  } finally {
    // Stops reading the body when it was refused before its end (a no-op once it was read through).
    await bytes.return(undefined);
  }
}

/** A name safe for Content-Disposition; active markup gets `.txt` so a saved copy opens as text. */
export function safeFilename(name: string, active: boolean): string {
  const cleaned = name.replace(/[^\p{L}\p{N}._ -]/gu, "_").slice(0, 190) || "file";
  return active ? `${cleaned}.txt` : cleaned;
}
