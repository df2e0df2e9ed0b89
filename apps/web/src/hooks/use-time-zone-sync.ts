"use client";

import type { UserView } from "@fanfare/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "@/lib/api";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { detectTimeZone, storeTimeZone } from "@/lib/time-zone";
import { whenIdle } from "@/lib/when-idle";

/**
 * Detects the fan's time zone, stores it, and when the signed-in account has another one, saves it
 * there with PATCH /api/v1/me (mails and campaign times are then written in the fan's zone). It only
 * watches the account query other screens make: a signed-out visitor costs no request.
 */
export function useTimeZoneSync(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let stopWatching = () => {};
    // Not in the page's first moments: detecting the zone makes the page's first Intl formatter, and
    // Chromium then loads its ICU data (35-80 ms on a desktop, four times that on a phone) on pages
    // that show no time at all. A page that shows one detects the zone itself (use-time-zone.ts).
    const cancel = whenIdle(() => {
      const zone = detectTimeZone();
      storeTimeZone(zone);
      let isSent = false; // once per page load: a refusal is not worth a retry storm
      const sync = (user: UserView | undefined) => {
        if (!user || isSent || user.timeZone === zone) return;
        isSent = true;
        api.updateMe({ timeZone: zone }).then(
          (updated) => queryClient.setQueryData(ME_QUERY_KEY, updated),
          () => undefined,
        );
      };
      sync(queryClient.getQueryData<UserView>(ME_QUERY_KEY));
      stopWatching = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === "updated" && event.query.queryKey[0] === ME_QUERY_KEY[0]) {
          sync(event.query.state.data as UserView | undefined);
        }
      });
    });
    return () => {
      cancel();
      stopWatching();
    };
  }, [queryClient]);
}
