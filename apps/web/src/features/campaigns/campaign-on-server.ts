// Server-only: reads the campaign while its page renders (lib/server-api.ts), so the first HTML is in the
// campaign's theme, and shows the campaign itself whenever the browser would read the same.

import { API_ROUTES } from "@fanfare/protocol";
import { type CookieReader, isViewersOwnRead, type ServerApiOptions, serverApiGet } from "@/lib/server-api";
import type { CampaignScreenInitialData } from "./campaign-screen";
import type { CampaignTermsInitialData } from "./use-campaign-terms";

const { getCampaign, getCampaignTerms } = API_ROUTES;

/**
 * The campaign as the page request's fan sees it, or null (the API down or slow, no such campaign).
 * `isSeedable` says whether the browser would read the same, so its query may start from it:
 * - a request without any session cookie is a visitor's, and a visitor's view is what the API sent;
 * - an access cookie that opened the fan's own view (`fan` set) is the fan's;
 * - a session cookie without a working access cookie may still be a fan whose browser refreshes the
 *   session first (features/campaigns/use-viewer.ts): the visitor's view read here would be wrong for a
 *   moment, so only its theme is used.
 */
export async function fetchCampaignOnServer(
  cookies: CookieReader,
  campaignId: string,
  options?: Omit<ServerApiOptions, "cookies">,
): Promise<CampaignScreenInitialData> {
  const fetchedAt = Date.now();
  const path = getCampaign.path.replace(":campaignId", encodeURIComponent(campaignId));
  const campaign = await serverApiGet(path, getCampaign.responses[200], { ...options, cookies });
  const isSeedable = campaign !== null && isViewersOwnRead(cookies, Boolean(campaign.fan));
  return { campaign, isSeedable, fetchedAt };
}

/** The campaign's terms and privacy policy (the same for everyone: no cookie is sent), or null. */
export async function fetchCampaignTermsOnServer(
  campaignId: string,
  options?: Omit<ServerApiOptions, "cookies">,
): Promise<CampaignTermsInitialData> {
  const fetchedAt = Date.now();
  const path = getCampaignTerms.path.replace(":campaignId", encodeURIComponent(campaignId));
  return { terms: await serverApiGet(path, getCampaignTerms.responses[200], options), fetchedAt };
}
