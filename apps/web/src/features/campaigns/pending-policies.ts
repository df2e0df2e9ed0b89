// The policies a visitor accepted before signing in, kept for the sign-in round trip.
//
// Why local storage, and submitted after the sign-in rather than re-ticked:
// - not session storage: the sign-in mail's link often opens in a new tab, whose session storage is
//   empty (the login's return address is kept in local storage for the same reason, lib/return-to.ts);
// - submitted by the first campaign page the signed-in fan lands on (usePendingPolicies): the fan
//   pressed "accept" already, so they land where they were going with the policies accepted, instead of
//   on a form asking for the same thing twice;
// - per campaign, and only for a while: a visitor who gave up half-way on a shared phone must not accept
//   the terms for whoever signs in there tomorrow. Used once, then forgotten.

const KEY_PREFIX = "fanfare.pendingPolicies.";
/** Long enough to ask for the sign-in mail, open it and come back; the mailed link lasts 10 minutes. */
export const PENDING_POLICIES_TTL_MS = 30 * 60 * 1000;

const keyOf = (campaignId: string) => `${KEY_PREFIX}${campaignId}`;

/** Remembers that the visitor accepted this campaign's terms and privacy policy. */
export function rememberPendingPolicies(campaignId: string, now = Date.now()): void {
  try {
    window.localStorage.setItem(keyOf(campaignId), String(now + PENDING_POLICIES_TTL_MS));
  } catch {
    // Without storage the fan ticks the boxes again after signing in; nothing else is lost.
  }
}

/** Whether an acceptance is waiting for this campaign (an expired one is forgotten on the way). */
export function hasPendingPolicies(campaignId: string, now = Date.now()): boolean {
  try {
    const expiresAt = Number(window.localStorage.getItem(keyOf(campaignId)));
    if (Number.isFinite(expiresAt) && expiresAt > now) return true;
    window.localStorage.removeItem(keyOf(campaignId));
    return false;
  } catch {
    return false;
  }
}

export function forgetPendingPolicies(campaignId: string): void {
  try {
    window.localStorage.removeItem(keyOf(campaignId));
  } catch {
    // Nothing was kept.
  }
}
