"use client";

import type { SignInResponse } from "@fanfare/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useRouter } from "@/i18n/navigation";
import { ME_QUERY_KEY } from "@/lib/query-client";

/**
 * After the mail's link or its code signed the fan in: one way on from both, so the code leads exactly
 * where the link does (confirm-email-success, then the news-mail question for a new account, else the
 * remembered returnTo).
 */
export function useFinishSignIn(): (signedIn: SignInResponse) => void {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(
    (signedIn: SignInResponse) => {
      queryClient.setQueryData(ME_QUERY_KEY, signedIn.user);
      router.replace({ pathname: "/confirm-email-success", query: signedIn.isNewAccount ? { new: "1" } : {} });
    },
    [queryClient, router],
  );
}
