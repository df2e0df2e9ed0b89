"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useToast } from "@/ui/toaster";

/**
 * The spec's toasts (section 2), each with its translated message and a fixed id, so a repeated cause
 * restarts its toast instead of stacking copies. The network-offline toast lives in use-offline-toast.
 * The wallet and connected-account toasts use route-scoped messages: only the /wallet screen fires them.
 */
export function useAppToasts() {
  const t = useTranslations();
  const { showToast } = useToast();
  return useMemo(
    () => ({
      copied: () => showToast({ id: "copied", type: "success", message: t("toast.copied") }),
      metaMaskNotInstalled: () =>
        showToast({ id: "metamask-install", type: "error", message: t("toast.metamask_install") }),
      captchaError: () => showToast({ id: "captcha-error", type: "error", message: t("toast.captcha_error") }),
      walletLinked: () => showToast({ id: "wallet-linked", type: "success", message: t("wallet.link.done") }),
      walletUnlinked: () =>
        showToast({ id: "wallet-unlinked", type: "success", message: t("wallet.linked.unlinkDone") }),
      socialAccountDisconnected: (provider: string) =>
        showToast({
          id: "social-account-disconnected",
          type: "success",
          message: t("connectedAccounts.disconnected", { provider }),
        }),
      nftSent: () => showToast({ id: "nft-sent", type: "success", message: t("wallet.transfer.done") }),
    }),
    [t, showToast],
  );
}
