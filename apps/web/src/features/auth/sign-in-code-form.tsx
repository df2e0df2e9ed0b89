"use client";

import { SIGN_IN_CODE_LENGTH } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { TextField } from "@/ui/text-field";
import { useFinishSignIn } from "./use-finish-sign-in";

const FULL_WIDTH_ZERO = 0xff10;

/**
 * What the fan typed or pasted, as the code's digits: full-width digits (a Japanese keyboard's) become
 * ASCII, everything else (spaces, "Code: ", a dash) is dropped, and at most the code's length is kept.
 * No maxLength on the input: the browser would cut a pasted "123 456" before this could clean it.
 */
export function codeDigits(value: string): string {
  return value
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - FULL_WIDTH_ZERO + 48))
    .replace(/\D/g, "")
    .slice(0, SIGN_IN_CODE_LENGTH);
}

/**
 * The sign-in mail's 6-digit code, typed in this browser (the one that asked for the mail; the API knows
 * it by a cookie). On success the fan goes on exactly as after the link; a refusal shows under the field.
 */
export function SignInCodeForm() {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const finishSignIn = useFinishSignIn();
  const headingId = useId();
  const inputId = useId();
  // TextField keeps its input to itself; the form only moves focus to it.
  const input = () => document.getElementById(inputId) as HTMLInputElement | null;
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useMutation({
    // Every refusal is said under the field (wrong, too many, expired, another browser).
    meta: { handlesErrors: true },
    mutationFn: (value: string) => api.verifySignInCode(value),
    onSuccess: finishSignIn,
    onError: (error) => {
      setProblem(errorMessage(error));
      // Back to the field, its text selected, so the next try replaces it.
      const field = input();
      field?.focus();
      field?.select();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== SIGN_IN_CODE_LENGTH) {
      setProblem(t("verifyEmail.codeFormat"));
      input()?.focus();
      return;
    }
    setProblem(null);
    verify.mutate(code);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-line bg-card p-4">
      <h2 id={headingId} className="text-lg font-bold">
        {t("verifyEmail.codeTitle")}
      </h2>
      <p className="text-sm leading-relaxed text-muted">{t("verifyEmail.codeLead")}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          id={inputId}
          label={t("verifyEmail.codeLabel")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          value={code}
          onChange={(event) => {
            setCode(codeDigits(event.target.value));
            if (problem) setProblem(null);
          }}
          error={problem ?? undefined}
          style={{ fontSize: "1.25rem", letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" }}
        />
        <Button type="submit" size="lg" fullWidth disabled={verify.isPending || verify.isSuccess}>
          {verify.isPending ? t("verifyEmail.codeChecking") : t("verifyEmail.codeSubmit")}
        </Button>
      </form>
    </section>
  );
}
