"use client";

import type { CampaignDetail } from "@fanfare/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useWrite } from "@/hooks/use-write";
import { ApiError, api } from "@/lib/api";
import { forgetPendingPolicies, hasPendingPolicies } from "./pending-policies";
import { campaignQueryKey } from "./use-campaign";

/** Accepted already (either spelling of the code): nothing is wrong, the fan can go on. */
export const ALREADY_ACCEPTED = new Set(["campaignPolicy-E2000", "policy-E2000"]);

export function isAlreadyAccepted(error: unknown): boolean {
  return error instanceof ApiError && ALREADY_ACCEPTED.has(error.code);
}

/**
 * Sends the acceptance a visitor gave before signing in (pending-policies.ts) as soon as the campaign
 * shows them signed in without it, once; the campaign is then read again, so the page goes on as if
 * they had accepted signed in. Returns the sending, for the page to say so, and a refusal.
 */
export function usePendingPolicies(campaign: CampaignDetail | undefined) {
  const queryClient = useQueryClient();
  const sent = useRef(false);
  const accept = useWrite({
    meta: { handlesErrors: true },
    mutationFn: (campaignId: string) => api.acceptPolicies(campaignId),
    onSettled: (_data, error, campaignId) => {
      forgetPendingPolicies(campaignId);
      if (!error || isAlreadyAccepted(error)) {
        void queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaignId) });
      }
    },
  });
  const { mutate } = accept;
  const campaignId = campaign?.id;
  const fan = campaign?.fan;
  const isSignedIn = Boolean(fan);
  const hasAccepted = fan?.policiesAccepted ?? false;

  useEffect(() => {
    if (!campaignId || !isSignedIn) return;
    if (hasAccepted) {
      forgetPendingPolicies(campaignId);
      return;
    }
    if (sent.current || !hasPendingPolicies(campaignId)) return;
    sent.current = true;
    mutate(campaignId);
  }, [campaignId, isSignedIn, hasAccepted, mutate]);

  return {
    isSaving: accept.isPending,
    error: accept.error && !isAlreadyAccepted(accept.error) ? accept.error : null,
  };
}
