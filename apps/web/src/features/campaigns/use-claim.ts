"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useWrite } from "@/hooks/use-write";
import { useRouter } from "@/i18n/navigation";
import { ApiError } from "@/lib/api";
import { newIdempotencyKey } from "./campaign-action";
import { campaignPath } from "./campaign-paths";
import { loadRetries } from "./load-retries";
import { campaignQueryKey } from "./use-campaign";
import { useRetryState } from "./use-retry-state";

/** The claim refusal that opens the LimitReached modal instead of the error page. */
export const LIMIT_REACHED_CODE = "claim-E2002";

/**
 * Claims the campaign's NFT. The idempotency key is made once per attempt and reused by every retry of
 * it — the ones made by themselves after a brief failure (no answer, a 503: `retrying` is true between
 * them) and the fan's own press after those ran out — so a claim whose answer was lost is not made
 * twice. Success goes to claimed-success, a refusal to claimed-error?code=…, except the limit (a modal).
 */
export function useClaim(projectId: string, campaignId: string, onLimitReached: () => void) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const retry = useRetryState();
  const write = useWrite({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      key.current ??= newIdempotencyKey();
      const idempotencyKey = key.current;
      const { claimWithRetries } = await loadRetries();
      return claimWithRetries(campaignId, idempotencyKey, retry.start());
    },
    onSettled: retry.settle,
    onSuccess: () => {
      key.current = null;
      void queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaignId) });
      router.push(campaignPath(projectId, campaignId, "claimed-success"));
    },
    onError: (error) => {
      // No answer or our own failure: the attempt may have gone through, so its retry keeps the key.
      if (!(error instanceof ApiError) || !error.isClientError) return;
      key.current = null;
      void queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaignId) });
      if (error.code === LIMIT_REACHED_CODE) {
        onLimitReached();
        return;
      }
      router.push(`${campaignPath(projectId, campaignId, "claimed-error")}?code=${encodeURIComponent(error.code)}`);
    },
  });
  return { ...write, retrying: retry.retrying };
}
