// Server-only: reads what the fan received while the claimed-success page renders (lib/server-api.ts),
// so the first HTML already shows the NFT just claimed. Without it the browser waited for its scripts,
// then for /me, then for this read, before the picture could even start to download.

import { API_ROUTES, type ReceivedClaims } from "@fanfare/protocol";
import { type CookieReader, type ServerApiOptions, serverApiGet } from "@/lib/server-api";
import { ACCESS_COOKIE } from "@/lib/session-hint";

const { receivedClaims } = API_ROUTES;

export type ReceivedOnServer = {
  /** The fan's claims in this campaign, or null: no access cookie, the API refused or did not answer. */
  received: ReceivedClaims | null;
  /** When the server asked (epoch ms), for seeding the browser's query. */
  fetchedAt: number;
};

/**
 * The request's fan's claims in `campaignId`. Only with an access cookie: without one the answer can only
 * be a refusal, and a session the browser may still refresh (features/campaigns/use-viewer.ts) is then
 * read by the browser as before. A refusal (receivedPage-2001 before any claim, an expired token) is
 * null too, so the browser's own read shows it with its message.
 */
export async function fetchReceivedOnServer(
  cookies: CookieReader,
  campaignId: string,
  options?: Omit<ServerApiOptions, "cookies">,
): Promise<ReceivedOnServer> {
  const fetchedAt = Date.now();
  if (!cookies.has(ACCESS_COOKIE)) return { received: null, fetchedAt };
  const path = receivedClaims.path.replace(":campaignId", encodeURIComponent(campaignId));
  const received = await serverApiGet(path, receivedClaims.responses[200], { ...options, cookies });
  return { received, fetchedAt };
}
