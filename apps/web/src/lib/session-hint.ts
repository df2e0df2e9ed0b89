// Whether a page request may come from a signed-in visitor, read on the server from cookie names only.

/** Set by the API with the session and as long-lived as it (apps/api/src/cookies.ts, ADR 0003). */
export const SESSION_HINT_COOKIE = "ff_session";
/**
 * The access token (path `/`, 15 minutes): also present for sessions opened before the hint existed.
 * The only cookie the web's server forwards to the API (lib/server-api.ts).
 */
export const ACCESS_COOKIE = "ff_at";

/**
 * False only when the request carries neither session cookie: the visitor is certainly signed out, so
 * pages where that is the normal case skip `GET /api/v1/me` (its 401 would be a browser-console error).
 * True does not mean signed in: the session may have ended; `/me` decides.
 */
export function mayHaveSession(cookies: { has(name: string): boolean }): boolean {
  return cookies.has(SESSION_HINT_COOKIE) || cookies.has(ACCESS_COOKIE);
}
