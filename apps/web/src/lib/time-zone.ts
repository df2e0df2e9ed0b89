// The fan's time zone (spec section 3: a stored browser key under the product prefix). Detected in
// the browser, kept in local storage, and saved on the account when signed in (use-time-zone-sync).

export const TIME_ZONE_STORAGE_KEY = "fanfare.timeZone";
export const FALLBACK_TIME_ZONE = "UTC";

let detected: string | undefined;

/**
 * The zone the browser runs in, e.g. "Asia/Tokyo" (UTC when the browser does not say). Asked once per
 * page load: every render of every date asks (use-time-zone.ts), and each answer costs a formatter.
 * A fan whose device changes zone with the page open sees the old zone until the next load, named
 * with every time shown (format-date-time.ts), so no time is misread meanwhile.
 */
export function detectTimeZone(): string {
  detected ??= detectTimeZoneNow();
  return detected;
}

function detectTimeZoneNow(): string {
  try {
    // The browser's own Intl named it, so its formatters take it; old browsers may name none.
    const zone: unknown = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === "string" && zone.length > 0 ? zone : FALLBACK_TIME_ZONE;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

export function storeTimeZone(zone: string): void {
  try {
    window.localStorage.setItem(TIME_ZONE_STORAGE_KEY, zone);
  } catch {
    // Storage blocked: the zone is detected again on every visit, which gives the same answer.
  }
}
