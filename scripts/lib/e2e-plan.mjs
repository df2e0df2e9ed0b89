import { findJourneyBrowser, JOURNEY_BROWSERS } from "./paths.mjs";

/**
 * Whether this is a CI run: CI set to anything but "", "0" or "false" (how CI services and .ci/run set it).
 * @param {NodeJS.ProcessEnv} env
 */
export function isCi(env) {
  const value = (env.CI ?? "").trim().toLowerCase();
  return value !== "" && value !== "0" && value !== "false";
}

/**
 * What `npm test` does about the e2e suite: run it with the Chromium found; with none, fail under CI
 * (the browser suite is part of CI, never silently left out) and skip, saying why, anywhere else.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ action: "run", chromium: string } | { action: "fail" | "skip", reason: string }}
 */
export function e2ePlan(env = process.env) {
  const chromium = findJourneyBrowser(env);
  if (chromium) return { action: "run", chromium };
  const where = env.CHROMIUM_PATH || JOURNEY_BROWSERS.join(" or ");
  const missing = `no Chromium at ${where} (apt-get install chromium-headless-shell, or set CHROMIUM_PATH)`;
  return isCi(env)
    ? { action: "fail", reason: `${missing}; CI is set, so the e2e suite may not be skipped` }
    : { action: "skip", reason: `${missing}; not CI, so the e2e suite is skipped` };
}
