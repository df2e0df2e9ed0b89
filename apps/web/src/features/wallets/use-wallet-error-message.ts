"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { walletProblemOf } from "./wallet-errors";

/**
 * A wallet error as one sentence in the page's language. API refusals use the catalogue's messages
 * (errors.wallet-E2001…); "provider not found" has its own toast, so callers check for it first.
 */
export function useWalletErrorMessage(): (error: unknown) => string {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      switch (walletProblemOf(error)) {
        case "api":
          return errorMessage(error);
        case "userRejected":
          return t("wallet.errors.userRejected");
        case "providerNotFound":
          return t("toast.metamask_install");
        case "chainNotConfigured":
          return t("wallet.errors.chainNotConfigured");
        case "switchFailed":
          return t("wallet.errors.switchFailed");
        case "requestPending":
          return t("wallet.errors.requestPending");
        case "webWalletSignsNothing":
          return t("wallet.errors.webWalletSignsNothing");
        default:
          return t("wallet.errors.unknown");
      }
    },
    [t, errorMessage],
  );
}
