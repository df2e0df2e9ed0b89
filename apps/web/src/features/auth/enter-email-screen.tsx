"use client";

import type { Country } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useKeptEarlyInput } from "@/hooks/use-kept-early-input";
import { Link, useRouter } from "@/i18n/navigation";
import { loadEmailRule, parseEmail } from "@/lib/email-rule";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";
import { TextField } from "@/ui/text-field";
import { useCaptcha } from "./captcha-widget";
import { isCaptchaError, useRequestSignInMail } from "./use-request-sign-in-mail";

/** `/enter-email`: asks for the sign-in link, then shows /verify-email. */
export function EnterEmailScreen({ country }: { country: Country }) {
  const t = useTranslations();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const captcha = useCaptcha();
  const requestMail = useRequestSignInMail();
  const [email, setEmail] = useState("");
  const emailField = useKeptEarlyInput((field) => setEmail(field.value));
  const [invalid, setInvalid] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = await parseEmail(email);
    setInvalid(address === null);
    if (address === null) return;
    requestMail.mutate(
      { email: address, country, captchaToken: captcha.token },
      {
        onSuccess: () => router.push({ pathname: "/verify-email", query: { email: address, country } }),
        onSettled: captcha.renew,
      },
    );
  };

  const apiError = requestMail.error && !isCaptchaError(requestMail.error) ? errorMessage(requestMail.error) : null;

  return (
    <Screen title={t("enterEmail.title")} lead={t("enterEmail.lead")}>
      <p className="text-sm">
        {t("enterEmail.country", { country: t(`countries.${country}`) })}{" "}
        <Link href={{ pathname: "/select-country", query: { country } }} className="font-bold text-primary underline">
          {t("actions.change")}
        </Link>
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t("enterEmail.emailLabel")}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          ref={emailField}
          onFocus={() => void loadEmailRule().catch(() => undefined)}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setInvalid(false);
          }}
          error={invalid ? t("enterEmail.invalidEmail") : undefined}
        />
        {captcha.widget}
        <InlineAlert>{apiError}</InlineAlert>
        <Button type="submit" size="lg" fullWidth disabled={requestMail.isPending || !captcha.isReady}>
          {requestMail.isPending ? t("actions.sending") : t("enterEmail.submit")}
        </Button>
      </form>
    </Screen>
  );
}
