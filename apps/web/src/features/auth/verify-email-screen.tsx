"use client";

import type { Country } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useCountdown } from "@/hooks/use-countdown";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";
import { useToast } from "@/ui/toaster";
import { useCaptcha } from "./captcha-widget";
import { readResendDeadline } from "./resend-deadline";
import { SignInCodeForm } from "./sign-in-code-form";
import { isCaptchaError, useRequestSignInMail } from "./use-request-sign-in-mail";

/**
 * `/verify-email`: "check your inbox", the mail's code for a fan whose mail opened elsewhere, and a resend
 * button that waits out resendAfterSeconds.
 */
export function VerifyEmailScreen({ email, country }: { email: string; country: Country }) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const { showToast } = useToast();
  const captcha = useCaptcha();
  const requestMail = useRequestSignInMail();
  const [deadline, setDeadline] = useState<number | null>(null);
  const secondsLeft = useCountdown(deadline);

  // Session storage exists only in the browser: read it after hydration.
  useEffect(() => {
    setDeadline(readResendDeadline(email));
  }, [email]);

  const resend = () => {
    requestMail.mutate(
      { email, country, captchaToken: captcha.token },
      {
        onSuccess: () => {
          setDeadline(readResendDeadline(email));
          showToast({ type: "success", message: t("verifyEmail.resent") });
        },
        onSettled: captcha.renew,
      },
    );
  };

  const apiError = requestMail.error && !isCaptchaError(requestMail.error) ? errorMessage(requestMail.error) : null;
  const resendLabel = () => {
    if (secondsLeft > 0) return t("verifyEmail.resendIn", { seconds: secondsLeft });
    return requestMail.isPending ? t("actions.sending") : t("verifyEmail.resend");
  };

  return (
    <Screen title={t("verifyEmail.title")}>
      <p className="leading-relaxed">
        {t.rich("verifyEmail.body", {
          email,
          strong: (chunks) => <strong className="wrap-break-word">{chunks}</strong>,
        })}
      </p>
      <SignInCodeForm />
      <p className="text-sm leading-relaxed text-muted">{t("verifyEmail.spamHint")}</p>
      <div className="flex flex-col gap-4">
        {captcha.widget}
        <InlineAlert>{apiError}</InlineAlert>
        <Button
          variant="outlined"
          size="lg"
          fullWidth
          onClick={resend}
          disabled={secondsLeft > 0 || requestMail.isPending || !captcha.isReady}
        >
          {resendLabel()}
        </Button>
        <ButtonLink href={{ pathname: "/enter-email", query: { country } }} variant="link" className="self-center">
          {t("verifyEmail.useAnotherAddress")}
        </ButtonLink>
      </div>
    </Screen>
  );
}
