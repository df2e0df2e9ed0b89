// Who may open the console, decided on the server before anything of it is rendered. Server-only: it
// reads the protocol's response schema and the request's cookies.

import { API_ROUTES, type Locale, type OperatorMe } from "@fanfare/protocol";
import { notFound } from "next/navigation";
import { redirect } from "@/i18n/navigation";
import { type CookieReader, type ServerApiOptions, serverApiRead } from "@/lib/server-api";
import { ACCESS_COOKIE, mayHaveSession } from "@/lib/session-hint";

/** Where a signed-out visitor is sent back to after signing in (a path without its locale). */
export const CONSOLE_HOME = "/console";

const { operatorMe } = API_ROUTES;

/**
 * The signed-in operator, for the console's layout:
 * - certainly signed out (no session cookie at all): to the sign-in page, which brings them back to
 *   the console afterwards (its returnTo, checked by sanitizeReturnTo like every other);
 * - signed in without an operator membership (the API's 404): the ordinary not-found page, so the
 *   console's existence tells a fan nothing;
 * - null when the server cannot tell: the access token expired (only the browser holds the refresh
 *   token, on its own path) or the API did not answer. The browser then asks, refreshing the session
 *   first, and its answer decides the same way (console-shell.tsx).
 */
export async function gateConsole(
  cookies: CookieReader,
  locale: Locale,
  options?: Omit<ServerApiOptions, "cookies">,
): Promise<OperatorMe | null> {
  if (!mayHaveSession(cookies)) {
    redirect({ href: { pathname: "/", query: { returnTo: CONSOLE_HOME } }, locale });
  }
  if (!cookies.has(ACCESS_COOKIE)) return null;
  const answer = await serverApiRead(operatorMe.path, operatorMe.responses[200], { ...options, cookies });
  if (answer.ok) return answer.data;
  if (answer.status === 404) notFound();
  return null;
}
