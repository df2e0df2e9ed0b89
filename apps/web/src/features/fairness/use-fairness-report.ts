"use client";

import { useQuery } from "@tanstack/react-query";
import { call } from "@/lib/api";

export const fairnessQueryKey = (campaignId: string) => ["fairness-report", campaignId] as const;

/**
 * How often an open report asks again. The API keeps each answer five seconds and refusals reach it
 * within about one, so the figures move while a drop runs without the fan reloading; React Query
 * stops asking while the tab is hidden.
 */
export const FAIRNESS_REFRESH_MS = 10_000;

/** The public fairness report (readable without signing in). */
export function useFairnessReport(campaignId: string) {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: fairnessQueryKey(campaignId),
    queryFn: ({ signal }) => call("getFairnessReport", { params: { campaignId }, signal }),
    refetchInterval: FAIRNESS_REFRESH_MS,
  });
}
