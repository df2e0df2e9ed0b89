"use client";

import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { usePathname, useRouter } from "@/i18n/navigation";
import { api, isSignedOutError } from "@/lib/api";
import { ME_QUERY_KEY } from "@/lib/query-client";

/** Sends the visitor to the login page, which remembers this page to come back to after signing in. */
export function useRedirectToSignIn(): () => void {
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(() => {
    router.replace({ pathname: "/", query: { returnTo: `${pathname}${window.location.search}` } });
  }, [router, pathname]);
}

/** The current user, for pages only signed-in visitors may see; signed out, they go to the login page. */
export function useSignedInUser() {
  const query = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => api.getMe(signal),
    meta: { handlesSignedOut: true },
  });
  const redirectToSignIn = useRedirectToSignIn();
  const isSignedOut = isSignedOutError(query.error);

  useEffect(() => {
    if (isSignedOut) redirectToSignIn();
  }, [isSignedOut, redirectToSignIn]);

  return query;
}
