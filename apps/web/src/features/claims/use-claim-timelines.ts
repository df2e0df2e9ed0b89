"use client";

import type { ClaimTimeline } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { isOnTheWay } from "./claim-steps";

/** How often a page asks again while a claim is on its way to the chain. */
const ON_THE_WAY_POLL_MS = 4000;

export const MY_CLAIMS_KEY = ["me", "claims"] as const;
export const myClaimKey = (claimId: string) => ["me", "claims", claimId] as const;

/** Every claim of the signed-in fan with its timeline (the same on every device: it is the server's record). */
export function useMyClaims(enabled: boolean) {
  return useQuery({
    queryKey: MY_CLAIMS_KEY,
    queryFn: ({ signal }) => api.myClaims(signal),
    enabled,
    refetchInterval: (query) => (query.state.data?.claims.some(isOnTheWay) ? ON_THE_WAY_POLL_MS : false),
    meta: { handlesErrors: true },
  });
}

/** One claim of the fan with its timeline, asked again while it is on its way. */
export function useMyClaim(claimId: string | null) {
  return useQuery({
    queryKey: myClaimKey(claimId ?? ""),
    queryFn: ({ signal }) => api.myClaim(claimId ?? "", signal),
    enabled: claimId !== null,
    refetchInterval: (query) => {
      const data: ClaimTimeline | undefined = query.state.data;
      return data && isOnTheWay(data) ? ON_THE_WAY_POLL_MS : false;
    },
    meta: { handlesErrors: true },
  });
}
