/**
 * Chromium takes only the last `--disable-features=` switch on its command line, and the launcher that
 * Lighthouse starts Chromium with already passes one (its default flags: Translate, MediaRouter,
 * RenderDocument, …). A tool that wants one more feature off must pass the launcher's list and its own in
 * one switch, or it silently turns the launcher's back on.
 */

const DISABLE_FEATURES = "--disable-features=";

/**
 * One `--disable-features=` switch holding every feature the given flags disable, then `more`, each once,
 * in that order.
 * @param {readonly string[]} flags e.g. chrome-launcher's `Launcher.defaultFlags()`
 * @param {readonly string[]} more
 * @returns {string}
 */
export function disableFeaturesSwitch(flags, more) {
  const already = flags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(","))
    .map((feature) => feature.trim())
    .filter(Boolean);
  return `${DISABLE_FEATURES}${[...new Set([...already, ...more])].join(",")}`;
}
