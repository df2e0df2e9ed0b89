"use client";

import { useObservedQuery } from "@/hooks/use-observed-query";
import { api } from "@/lib/api";

export const campaignQueryKey = (campaignId: string) => ["campaign", campaignId] as const;

/** The campaign with its conditions, the fan's progress and the page state the server computed. */
export function useCampaign(campaignId: string) {
  return useObservedQuery({
    meta: { handlesErrors: true },
    queryKey: campaignQueryKey(campaignId),
    queryFn: ({ signal }) => api.getCampaign(campaignId, signal),
  });
}
