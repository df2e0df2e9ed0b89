import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Decides whether `apps/web` must be rebuilt before the web server starts.
 *
 * A build is stale when it is missing, when any source changed after the build started, or when it
 * was made with different build-time settings: Next bakes `NEXT_PUBLIC_*` and anything the config
 * computes (rewrites to API_ORIGIN, say) into the build, so a build made by `npm start` (API on 3001)
 * must not be reused by the e2e run (API on 3101), nor the other way round.
 */

export const STAMP_FILE = "fanfare-build.json";
/** Files Next rewrites itself; their mtime says nothing about our sources. */
const IGNORED_NAMES = new Set(["node_modules", ".next", "next-env.d.ts", ".turbo"]);

/**
 * The build-time settings recorded with a build.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, string>}
 */
export function buildSettings(env) {
  /** @type {Record<string, string>} */
  const settings = {};
  for (const name of Object.keys(env).sort()) {
    const value = env[name];
    if (value === undefined) continue;
    if (name === "API_ORIGIN" || name === "PUBLIC_URL" || name.startsWith("NEXT_PUBLIC_")) settings[name] = value;
  }
  return settings;
}

/**
 * Newest modification time (ms) of the files under `paths` (files or directories), recursively.
 * @param {string[]} paths
 * @returns {{ mtimeMs: number, file: string | null }}
 */
export function newestSource(paths) {
  let newest = { mtimeMs: 0, file: /** @type {string | null} */ (null) };
  /** @param {string} path */
  const visit = (path) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (!IGNORED_NAMES.has(entry)) visit(join(path, entry));
      }
    } else if (stats.mtimeMs > newest.mtimeMs) {
      newest = { mtimeMs: stats.mtimeMs, file: path };
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

/**
 * The sources of the web build: its own src and messages, its top-level config files, and the
 * protocol package it imports.
 * @param {string} repoRoot
 */
export function webSourcePaths(repoRoot) {
  const webDir = join(repoRoot, "apps/web");
  const topLevelFiles = existsSync(webDir)
    ? readdirSync(webDir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && !IGNORED_NAMES.has(entry.name))
        .map((entry) => join(webDir, entry.name))
    : [];
  return [join(webDir, "src"), join(webDir, "messages"), join(repoRoot, "packages/protocol/src"), ...topLevelFiles];
}

/**
 * @param {{ distDir: string, sourcePaths: string[], env: NodeJS.ProcessEnv }} options
 * @returns {{ stale: boolean, reason: string }}
 */
export function checkWebBuild({ distDir, sourcePaths, env }) {
  if (!existsSync(join(distDir, "BUILD_ID"))) return { stale: true, reason: "no build yet" };
  /** @type {{ startedAt?: unknown, settings?: unknown }} */
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(distDir, STAMP_FILE), "utf8"));
  } catch {
    return { stale: true, reason: "the build was not made by the start script" };
  }
  if (typeof stamp.startedAt !== "number") return { stale: true, reason: "unreadable build stamp" };
  if (JSON.stringify(stamp.settings) !== JSON.stringify(buildSettings(env))) {
    return { stale: true, reason: "build-time settings (API_ORIGIN, PUBLIC_URL, NEXT_PUBLIC_*) changed" };
  }
  const newest = newestSource(sourcePaths);
  if (newest.mtimeMs > stamp.startedAt) {
    return { stale: true, reason: `${newest.file} changed since the last build` };
  }
  return { stale: false, reason: "up to date" };
}

/**
 * Records a successful build. `startedAt` is taken before the build, so an edit made while it ran
 * still counts as newer.
 * @param {{ distDir: string, env: NodeJS.ProcessEnv, startedAt: number }} options
 */
export function writeBuildStamp({ distDir, env, startedAt }) {
  writeFileSync(join(distDir, STAMP_FILE), `${JSON.stringify({ startedAt, settings: buildSettings(env) }, null, 2)}\n`);
}
