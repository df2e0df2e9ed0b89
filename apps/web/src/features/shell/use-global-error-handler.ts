"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef } from "react";
import { errorText } from "@/hooks/error-text";
import { usePathname, useRouter } from "@/i18n/navigation";
import { api } from "@/lib/api";
import { type GlobalErrorMeta, globalErrorAction } from "@/lib/global-errors";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { useToast } from "@/ui/toaster";
import { useBannedState } from "./banned-state";
import { useSubtreeTexts } from "./subtree-texts";

export const MAINTENANCE_PATH = "/maintenance";
const LOGIN_PATH = "/";

/**
 * Carries out lib/global-errors.ts for every failed query and mutation (wired in providers.tsx):
 * UNAUTHORIZED / LOGOUT end the session and go to the login page, which brings the fan back here
 * afterwards (returnTo); MAINTENANCE opens /maintenance, which returns here when it is over; BANNED
 * shows the banned screen; BAD_REQUEST shows the code's translated message as an error toast.
 */
export function useGlobalErrorHandler(): (error: unknown, meta: GlobalErrorMeta | undefined) => void {
  const t = useTranslations();
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const { setBanned } = useBannedState();
  const subtreeTexts = useSubtreeTexts();
  // Several queries fail together: leave the page once. Arriving somewhere new re-arms it.
  const isLeaving = useRef(false);
  useEffect(() => {
    isLeaving.current = false;
  }, [pathname]);

  return useCallback(
    (error: unknown, meta: GlobalErrorMeta | undefined) => {
      const action = globalErrorAction(error, meta);
      const here = `${pathname}${window.location.search}`;
      switch (action.type) {
        case "sign-in": {
          if (isLeaving.current || pathname === LOGIN_PATH) return;
          isLeaving.current = true;
          queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
          // Clears whatever session cookies are left (a deleted account's, say); failure changes nothing.
          api.logout().catch(() => undefined);
          router.replace({ pathname: LOGIN_PATH, query: { returnTo: here } });
          return;
        }
        case "maintenance": {
          if (isLeaving.current || pathname === MAINTENANCE_PATH) return;
          isLeaving.current = true;
          router.replace({ pathname: MAINTENANCE_PATH, query: { returnTo: here } });
          return;
        }
        case "banned":
          setBanned(true);
          return;
        case "message":
          // In the texts of the page's subtree when it has one: the shell's messages hold only the codes a
          // root-level page can be answered with (i18n/route-messages.ts).
          showToast({
            id: `error-${action.code}`,
            type: "error",
            message: errorText(subtreeTexts() ?? t, action.code) ?? t("errors.server-E5000"),
          });
          return;
        default:
          return;
      }
    },
    [t, subtreeTexts, router, pathname, queryClient, showToast, setBanned],
  );
}
