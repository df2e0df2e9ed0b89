"use client";

import type { LuckyDrawResult } from "@fanfare/protocol";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { operatorCall } from "../operator-call";

/** Every query of a campaign's draw page starts with this key. */
export const operatorDrawQueryKey = (campaignId: string) => ["console", "draw", campaignId] as const;

/**
 * The campaign's draw as the operator API answers it (status, record, the server's check, a page of
 * entrants). Its own `operatorCall` here rather than in console-api.ts: the draw page is the only reader. The
 * page before stays on screen while the next one loads, so the table does not jump while paging.
 */
export function useOperatorDraw(campaignId: string, page: number, result: LuckyDrawResult | undefined) {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: [...operatorDrawQueryKey(campaignId), page, result ?? "all"],
    queryFn: ({ signal }) =>
      operatorCall("operatorGetCampaignDraw", {
        params: { campaignId },
        query: { page: String(page), result },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
