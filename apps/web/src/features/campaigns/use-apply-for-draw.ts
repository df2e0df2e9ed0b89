"use client";

import type { DrawEntryResponse } from "@fanfare/protocol";
import { useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { useWrite } from "@/hooks/use-write";
import { loadRetries } from "./load-retries";
import { campaignQueryKey } from "./use-campaign";
import { useRetryState } from "./use-retry-state";

type DrawEntry = z.infer<typeof DrawEntryResponse>;

/**
 * Applies for the campaign's lucky draw, again by itself after a brief failure (`retrying` between the
 * attempts). `onEntry` gets the entry to show (the LuckyDraw modal); when only a retry's "already
 * applied" says it went through, the campaign's refreshed state shows where the fan stands instead.
 */
export function useApplyForDraw(campaignId: string, onEntry: (entry: DrawEntry) => void) {
  const queryClient = useQueryClient();
  const retry = useRetryState();
  const write = useWrite({
    meta: { handlesErrors: true },
    mutationFn: async () => (await loadRetries()).applyWithRetries(campaignId, retry.start()),
    onSettled: retry.settle,
    onSuccess: (entry) => {
      if (entry) onEntry(entry);
      void queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaignId) });
    },
  });
  return { ...write, retrying: retry.retrying };
}
