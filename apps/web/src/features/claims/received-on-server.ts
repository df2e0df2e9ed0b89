// Server-only: reads what the fan received while the claimed-success, received-NFT and my-claims pages
// render (lib/server-api.ts), so the first HTML already shows the NFT. Without it the browser waited for
// its scripts, then for /me, then for this read, before the picture could even start to download.

import { API_ROUTES } from "@fanfare/protocol";
import type { z } from "zod";
import { type CookieReader, type ServerApiOptions, serverApiGet } from "@/lib/server-api";
import { ACCESS_COOKIE } from "@/lib/session-hint";

const { myClaim, myClaims, receivedClaims, receivedNft } = API_ROUTES;

export type ReceivedOnServer<T> = {
  /** The fan's own read, or null: no access cookie, the API refused or did not answer. */
  data: T | null;
  /** When the server asked (epoch ms), for seeding the browser's query. */
  fetchedAt: number;
};

type Options = Omit<ServerApiOptions, "cookies">;

/**
 * Only with an access cookie: without one the answer can only be a refusal, and a session the browser
 * may still refresh (features/campaigns/use-viewer.ts) is then read by the browser as before. A refusal
 * (receivedPage-2001 before any claim, an expired token) is null too, so the browser's own read shows it
 * with its message.
 */
async function readAsFan<T>(
  cookies: CookieReader,
  path: string,
  schema: z.ZodType<T>,
  options?: Options,
): Promise<ReceivedOnServer<T>> {
  const fetchedAt = Date.now();
  if (!cookies.has(ACCESS_COOKIE)) return { data: null, fetchedAt };
  return { data: await serverApiGet(path, schema, { ...options, cookies }), fetchedAt };
}

/** The request's fan's claims in `campaignId` (claimed-success). */
export function fetchReceivedClaimsOnServer(cookies: CookieReader, campaignId: string, options?: Options) {
  const path = receivedClaims.path.replace(":campaignId", encodeURIComponent(campaignId));
  return readAsFan(cookies, path, receivedClaims.responses[200], options);
}

/** One NFT as the request's fan received it, with its mint (nfts/[nftId]). */
export function fetchReceivedNftOnServer(cookies: CookieReader, campaignId: string, nftId: string, options?: Options) {
  const path = receivedNft.path
    .replace(":campaignId", encodeURIComponent(campaignId))
    .replace(":nftId", encodeURIComponent(nftId));
  return readAsFan(cookies, path, receivedNft.responses[200], options);
}

/** One claim of the request's fan with its timeline (the received NFT page's ClaimProgress). */
export function fetchMyClaimOnServer(cookies: CookieReader, claimId: string, options?: Options) {
  const path = myClaim.path.replace(":claimId", encodeURIComponent(claimId));
  return readAsFan(cookies, path, myClaim.responses[200], options);
}

/** Every claim of the request's fan with its timeline (wallet/claims). */
export function fetchMyClaimsOnServer(cookies: CookieReader, options?: Options) {
  return readAsFan(cookies, myClaims.path, myClaims.responses[200], options);
}
