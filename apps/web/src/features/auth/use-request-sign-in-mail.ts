"use client";

import type { Country } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { campaignIdOfPath } from "@/features/fairness/campaign-of-path";
import { useAppToasts } from "@/hooks/use-app-toasts";
import { ApiError, api } from "@/lib/api";
import { peekReturnTo } from "@/lib/return-to";
import { saveResendDeadline } from "./resend-deadline";

export const CAPTCHA_ERROR_CODE = "captcha-E2001";

/** A failed captcha is told by the captcha error toast (spec section 2), not next to the form. */
export function isCaptchaError(error: unknown): boolean {
  return error instanceof ApiError && error.code === CAPTCHA_ERROR_CODE;
}

export type SignInMailInput = { email: string; country: Country; captchaToken: string | undefined };

/** POST /api/v1/auth/email in the page's language; remembers when another mail may be asked for. */
export function useRequestSignInMail() {
  const locale = useLocale();
  const toasts = useAppToasts();
  return useMutation({
    // The form shows the other refusals next to itself.
    meta: { handlesErrors: true },
    mutationFn: ({ email, country, captchaToken }: SignInMailInput) => {
      // The campaign page that sent the visitor here, if any: a failed captcha counts in its fairness report.
      const campaignId = campaignIdOfPath(peekReturnTo());
      return api.requestSignInMail({
        email,
        country,
        locale,
        ...(captchaToken ? { captchaToken } : {}),
        ...(campaignId ? { campaignId } : {}),
      });
    },
    onSuccess: (sent, { email }) => saveResendDeadline(email, sent.resendAfterSeconds),
    onError: (error) => {
      if (isCaptchaError(error)) toasts.captchaError();
    },
  });
}
