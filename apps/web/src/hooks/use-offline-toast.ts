"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useToast } from "@/ui/toaster";

export const OFFLINE_TOAST_ID = "network-offline";

/** Spec section 4: offline shows the network_offline error toast until the browser is back online. */
export function useOfflineToast(): void {
  const t = useTranslations();
  const { showToast, dismissToast } = useToast();
  const message = t("toast.network_offline");

  useEffect(() => {
    const update = () => {
      if (navigator.onLine) dismissToast(OFFLINE_TOAST_ID);
      else showToast({ id: OFFLINE_TOAST_ID, type: "error", message, autoCloseMs: null });
    };
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, [message, showToast, dismissToast]);
}
