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
 * Debian's full Chromium (Lighthouse in `bench:web`: a page audit wants the browser fans use).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function findChromium(env = process.env) {
  const candidate = env.CHROMIUM_PATH || "/usr/bin/chromium";
  return existsSync(candidate) ? candidate : null;
}

/**
 * Browsers the e2e journeys can drive, the first installed one wins: Debian's `chromium-headless-shell`
 * (Chromium's own headless build, the one Playwright drives by default for headless runs: the same Blink
 * at ~30 % less CPU than the full browser, which has a window system to emulate; docs/test-suite.md),
 * then Debian's full `chromium`. Never a Playwright download.
 */
export const JOURNEY_BROWSERS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

/**
 * The Chromium the e2e suite drives: CHROMIUM_PATH when set (and only it), else the first of `candidates`
 * that is installed.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string[]} [candidates]
 * @returns {string | null}
 */
export function findJourneyBrowser(env = process.env, candidates = JOURNEY_BROWSERS) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}
