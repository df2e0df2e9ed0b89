import { createReadStream } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Readable } from "node:stream";

/** An inclusive byte range, as HTTP Range speaks it. */
export type ByteRange = { start: number; end: number };

/**
 * Where channel assets live. Keys are made by the platform (`<projectId>/<assetId>`), never taken from an
 * upload's name. Sizes and types are kept in the database, so reading needs no metadata call.
 */
export interface AssetStorage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes of `range` (inclusive), or the whole object. */
  read(key: string, range?: ByteRange): Promise<Readable>;
}

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/u;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

/** The default: files under a folder (`.data/assets`), written atomically (temp file + rename). */
export function createLocalAssetStorage(root: string): AssetStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(base, key);
  };
  return {
    kind: "local",
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
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
  };
}
