import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");
export const webDir = join(repoRoot, "apps/web");
export const webDistDir = join(webDir, ".next");

/** `node` arguments that run a TypeScript entry through tsx, in one process (no tsx wrapper). */
export function tsxArgs(/** @type {string} */ entry, /** @type {string[]} */ ...args) {
  return ["--import", import.meta.resolve("tsx"), join(repoRoot, entry), ...args];
}

/** The web's HTTP server: Next behind the lines that state the client's address (ADR 0019). */
export const webServerEntry = join(webDir, "server/main.mjs");

/** The Next.js CLI as apps/web resolves it (builds). */
export function nextBin() {
  return createRequire(join(webDir, "package.json")).resolve("next/dist/bin/next");
}

/**
 * The Chromium the e2e suite drives (Debian's package; never a Playwright download).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function findChromium(env = process.env) {
  const candidate = env.CHROMIUM_PATH || "/usr/bin/chromium";
  return existsSync(candidate) ? candidate : null;
}
