import type { IssuedSession } from "@fanfare/core";
import type { FastifyReply } from "fastify";

export const ACCESS_COOKIE = "ff_at";
export const REFRESH_COOKIE = "ff_rt";
/**
 * "There may be a session": value `1`, no secret, lives as long as the refresh token, sent with page
 * requests (path `/`). The web's server reads it to skip `GET /api/v1/me` for visitors who have never
 * signed in (a signed-out 401 is an error in the browser console, ADR 0003); `ff_at` alone cannot
 * tell, it expires after 15 minutes while the session goes on.
 */
export const SESSION_HINT_COOKIE = "ff_session";
/** The refresh token only ever travels to the endpoints that rotate or revoke it. */
const REFRESH_PATH = "/api/v1/auth";

export type CookiePolicy = { secure: boolean };

/**
 * Session tokens live in HttpOnly cookies, never in localStorage (ADR 0003): script on the page,
 * including injected script, cannot read them. SameSite=Lax keeps them off cross-site subrequests.
 */
export function setSessionCookies(reply: FastifyReply, session: IssuedSession, policy: CookiePolicy) {
  reply.setCookie(ACCESS_COOKIE, session.accessToken, {
    httpOnly: true,
    secure: policy.secure,
    sameSite: "lax",
    path: "/",
    expires: session.accessExpiresAt,
  });
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    secure: policy.secure,
    sameSite: "lax",
    path: REFRESH_PATH,
    expires: session.refreshExpiresAt,
  });
  reply.setCookie(SESSION_HINT_COOKIE, "1", {
    httpOnly: true,
    secure: policy.secure,
    sameSite: "lax",
    path: "/",
    expires: session.refreshExpiresAt,
  });
}

export function clearSessionCookies(reply: FastifyReply, policy: CookiePolicy) {
  reply.clearCookie(ACCESS_COOKIE, { path: "/", httpOnly: true, secure: policy.secure, sameSite: "lax" });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH, httpOnly: true, secure: policy.secure, sameSite: "lax" });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: "/", httpOnly: true, secure: policy.secure, sameSite: "lax" });
}
