"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function useCampaignTerms(campaignId: string) {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: ["campaign-terms", campaignId],
    queryFn: ({ signal }) => api.getCampaignTerms(campaignId, signal),
  });
}
