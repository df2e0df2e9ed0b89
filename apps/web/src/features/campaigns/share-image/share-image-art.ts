// Server-only: the campaign's art as the share image can draw it — a data: URL of a file of this site's
// public folder, or null, and the image then shows the branded panel instead.
//
// Art hosted elsewhere is never fetched: the web server would fetch any address an operator typed
// (next.config.ts allows no remote images either), and a slow host would hold the crawler's request.

import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/** The types next/og draws, by extension (it has no WebP or AVIF decoder). */
const ART_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

/** Larger files are the panel: the image must answer quickly, and a card shows 440 px of it. */
export const MAX_ART_BYTES = 2_000_000;

/** A plain path of letters, digits, `-`, `_`, `.` segments: nothing to escape the public folder with. */
const SAFE_PATH = /^(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/**
 * The file under public/ that `url` names, with its type, or null: art hosted elsewhere, a path that is
 * not a plain file name (`..`, encoded characters), or a type next/og cannot draw.
 */
export function localArtFile(url: string | null, publicUrl: string): { path: string; type: string } | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, publicUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(publicUrl).origin || parsed.search || parsed.hash) return null;
  const path = parsed.pathname;
  if (!SAFE_PATH.test(path) || path.split("/").includes("..")) return null;
  const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  const type = ART_TYPES[extension];
  return type ? { path, type } : null;
}

// Public files change only with a deploy, so a file read once is kept; a bounded map, because the
// paths come from operators.
const MAX_CACHED = 64;
const cache = new Map<string, Promise<string | null>>();

/** The art as a data: URL, or null when it is not a drawable file of this site (see localArtFile). */
export function loadArt(url: string | null, publicUrl: string, publicDir: string): Promise<string | null> {
  const file = localArtFile(url, publicUrl);
  if (!file) return Promise.resolve(null);
  const key = join(publicDir, file.path);
  const known = cache.get(key);
  if (known) return known;
  const reading = readArt(key, file.type);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, reading);
  return reading;
}

async function readArt(path: string, type: string): Promise<string | null> {
  try {
    const info = await stat(path);
    if (!info.isFile() || info.size > MAX_ART_BYTES) return null;
    return `data:${type};base64,${(await readFile(path)).toString("base64")}`;
  } catch {
    return null;
  }
}
