"use client";

import { useQuery } from "@tanstack/react-query";
import { call } from "@/lib/api";

export const drawRecordQueryKey = (campaignId: string) => ["draw-record", campaignId] as const;

/** The public draw record (readable without signing in): the seed's hash before the draw, all of it after. */
export function useDrawRecord(campaignId: string) {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: drawRecordQueryKey(campaignId),
    queryFn: ({ signal }) => call("getDrawRecord", { params: { campaignId }, signal }),
  });
}

/** The signed-in entrant's own receipt; asked only of a fan the campaign says has entered. */
export function useDrawReceipt(campaignId: string, entered: boolean) {
  return useQuery({
    meta: { handlesErrors: true, handlesSignedOut: true },
    queryKey: ["draw-receipt", campaignId] as const,
    queryFn: ({ signal }) => call("getDrawReceipt", { params: { campaignId }, signal }),
    enabled: entered,
    retry: false,
  });
}
