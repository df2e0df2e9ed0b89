"use client";

import type { CampaignTerms } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useSeededQueryData } from "@/hooks/use-seeded-query-data";
import { api } from "@/lib/api";

export const campaignTermsQueryKey = (campaignId: string) => ["campaign-terms", campaignId] as const;

/** What the policies page's server component read (campaign-on-server.ts): the same for everyone. */
export type CampaignTermsInitialData = { terms: CampaignTerms | null; fetchedAt: number };

/** The campaign's terms and privacy policy; the query starts from the page's server read when given. */
export function useCampaignTerms(campaignId: string, initialData?: CampaignTermsInitialData) {
  useSeededQueryData(campaignTermsQueryKey(campaignId), initialData?.terms, initialData?.fetchedAt ?? 0);
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: campaignTermsQueryKey(campaignId),
    queryFn: ({ signal }) => api.getCampaignTerms(campaignId, signal),
  });
}
