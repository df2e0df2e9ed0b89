"use client";

import { useObservedQuery } from "@/hooks/use-observed-query";
import { useSeededQueryData } from "@/hooks/use-seeded-query-data";
import { api } from "@/lib/api";
import type { CampaignScreenInitialData } from "./campaign-screen";

export const campaignQueryKey = (campaignId: string) => ["campaign", campaignId] as const;

/**
 * The campaign with its conditions, the fan's progress and the page state the server computed. A page
 * whose server component read it (campaign-on-server.ts) passes that read: the query starts from it
 * when it is what this browser would read too.
 */
export function useCampaign(campaignId: string, initialData?: CampaignScreenInitialData) {
  useSeededQueryData(
    campaignQueryKey(campaignId),
    initialData?.isSeedable ? initialData.campaign : null,
    initialData?.fetchedAt ?? 0,
  );
  return useObservedQuery({
    meta: { handlesErrors: true },
    queryKey: campaignQueryKey(campaignId),
    queryFn: ({ signal }) => api.getCampaign(campaignId, signal),
  });
}
