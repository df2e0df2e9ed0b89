import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** An inclusive byte range, as HTTP Range speaks it. */
export type ByteRange = { start: number; end: number };

/** What `put` stores: bytes at hand, or a stream of them (an upload still arriving). */
export type PutBody = Uint8Array | AsyncIterable<Uint8Array>;

/**
 * Where uploaded assets live: channels' private media and projects' public images and documents. Keys
 * are made by the platform (`<projectId>/<assetId>`), never taken from an upload's name. Sizes and
 * types are kept in the database, so reading needs no metadata call.
 */
export interface AssetStorage {
  readonly kind: "local" | "s3";
  /**
   * Stores `body` under `key` as it arrives, holding at most a bounded part of it in memory. All or
   * nothing: when the body fails (its iterator throws: a limit crossed, the client gone) or the store
   * does, nothing is left under the key nor beside it (temp file, multipart upload), and `put` rejects
   * with that very error.
   */
  put(key: string, body: PutBody, contentType: string): Promise<void>;
  /** The bytes of `range` (inclusive), or the whole object. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes an object; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/u;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

/** A body as chunks: one chunk when the bytes are at hand. */
export function chunksOf(body: PutBody): AsyncIterable<Uint8Array> | Iterable<Uint8Array> {
  return body instanceof Uint8Array ? [body] : body;
}

/**
 * The default: files under a folder (`.data/assets`), written atomically: streamed into a temp file in
 * the same folder, renamed into place once complete, removed on any failure.
 */
export function createLocalAssetStorage(root: string): AssetStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(base, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await pipeline(chunksOf(body), createWriteStream(partial, { flags: "wx" }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key, range) {
      const stream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      // Surface "missing file" as a rejection here rather than as a stream error after headers went out.
      await new Promise<void>((ok, fail) => {
        stream.once("open", () => ok());
        stream.once("error", fail);
      });
      return stream;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
