"use client";

import type { CampaignDetail, UserView } from "@fanfare/protocol";
import { type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useObservedQuery } from "@/hooks/use-observed-query";
import { api } from "@/lib/api";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { campaignQueryKey } from "./use-campaign";

/** Who looks at a campaign page: a signed-in fan, a visitor who is not signed in, or not known yet. */
export type Viewer = "fan" | "visitor" | "checking";

const SESSION_CHECK_KEY = ["campaign-session-check"] as const;

/**
 * The campaign detail has `fan: null` for a visitor, and also for a fan whose 15-minute access cookie
 * has expired (the browser no longer sends it, so the API sees nobody). When the request had a session
 * cookie, `/me` is asked once: the API client refreshes the session on its 401, and the campaign is read
 * again with the new access cookie. Without a session cookie nothing is asked (no 401 in the console).
 *
 * `mayBeSignedIn`: whether the page request carried a session cookie (lib/session-hint.ts, read by the
 * page's server component: the cookies are httpOnly). Unknown (a test), a session may exist: asking costs
 * a request, assuming none would show a signed-in fan the visitor's page.
 */
export function useViewer(
  query: Pick<UseQueryResult<CampaignDetail>, "data" | "isFetching">,
  mayBeSignedIn = true,
): Viewer {
  const queryClient = useQueryClient();
  const campaign = query.data;
  const looksSignedOut = campaign !== undefined && campaign.fan === null;
  const check = useObservedQuery({
    queryKey: SESSION_CHECK_KEY,
    queryFn: async ({ signal }): Promise<UserView> => {
      const me = await api.getMe(signal);
      queryClient.setQueryData(ME_QUERY_KEY, me);
      return me;
    },
    enabled: looksSignedOut && mayBeSignedIn,
    retry: false,
    // Signed out is an answer here, not a reason to leave the page.
    meta: { handlesSignedOut: true, handlesErrors: true },
  });
  // Read the campaign again once per page, after the session came back: never a loop.
  const readAgain = useRef(false);
  const isSignedIn = check.isSuccess;
  useEffect(() => {
    if (!campaign || campaign.fan !== null || !isSignedIn || readAgain.current) return;
    readAgain.current = true;
    void queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaign.id) });
  }, [campaign, isSignedIn, queryClient]);

  if (!campaign) return "checking";
  if (campaign.fan) return "fan";
  if (!mayBeSignedIn || check.isError) return "visitor";
  if (check.isPending || query.isFetching) return "checking";
  // The session is there, but the campaign, read again, still shows nobody: as a visitor.
  return readAgain.current ? "visitor" : "checking";
}
