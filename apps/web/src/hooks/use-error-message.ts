"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiError } from "@/lib/api";
import { errorText } from "./error-text";

/** Turns anything thrown by the API client into a sentence in the current language. */
export function useErrorMessage(): (error: unknown) => string {
  const t = useTranslations();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.isNetworkError) return t("toast.network_offline");
        const text = errorText(t, error.code);
        if (text !== null) return text;
      }
      return t("errors.server-E5000");
    },
    [t],
  );
}
