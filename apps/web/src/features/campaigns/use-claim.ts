"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useRouter } from "@/i18n/navigation";
import { ApiError, api } from "@/lib/api";
import { newIdempotencyKey } from "./campaign-action";
import { campaignPath } from "./campaign-paths";
import { campaignQueryKey } from "./use-campaign";

/** The claim refusal that opens the LimitReached modal instead of the error page. */
export const LIMIT_REACHED_CODE = "claim-E2002";

/**
 * Claims the campaign's NFT. The idempotency key is made once per attempt and reused when the same
 * attempt is retried after a network failure, so a claim whose answer was lost is not made twice.
 * Success goes to claimed-success, a refusal to claimed-error?code=…, except the limit (a modal).
 */
export function useClaim(projectId: string, campaignId: string, onLimitReached: () => void) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => {
      key.current ??= newIdempotencyKey();
      return api.claim(campaignId, key.current);
    },
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
}
