"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useKeptEarlyInput } from "@/hooks/use-kept-early-input";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/lib/api";
import { loadEmailRule, parseEmail } from "@/lib/email-rule";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";
import { TextField } from "@/ui/text-field";

type Problem = "invalid" | "same" | null;

const PROBLEM_TEXT = {
  invalid: "enterEmail.invalidEmail",
  same: "changeEmail.sameAsCurrent",
} as const satisfies Record<NonNullable<Problem>, string>;

/** Not an address at all, or the one the account already has. */
function problemOf(address: string | null, current: string | undefined): Problem {
  if (address === null) return "invalid";
  return address.toLowerCase() === current?.toLowerCase() ? "same" : null;
}

/** `/change-email/enter-email`: a confirmation link goes to the new address. */
export function ChangeEmailEnterScreen() {
  const t = useTranslations();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const me = useSignedInUser();
  const [newEmail, setNewEmail] = useState("");
  const newEmailField = useKeptEarlyInput((field) => setNewEmail(field.value));
  const [problem, setProblem] = useState<Problem>(null);
  const request = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (address: string) => api.requestEmailChange({ newEmail: address }),
    onSuccess: (_sent, address) => router.push({ pathname: "/change-email/verify-email", query: { email: address } }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = await parseEmail(newEmail);
    const found = problemOf(address, me.data?.email);
    setProblem(found);
    if (address !== null && !found) request.mutate(address);
  };

  const fieldError = problem ? t(PROBLEM_TEXT[problem]) : null;

  return (
    <Screen title={t("changeEmail.enterTitle")} lead={t("changeEmail.enterLead")}>
      <div className="rounded-lg bg-surface px-4 py-3">
        <p className="text-sm font-bold">{t("changeEmail.current")}</p>
        <p className="wrap-break-word">{me.data?.email ?? "…"}</p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t("changeEmail.newLabel")}
          type="email"
          name="newEmail"
          autoComplete="email"
          inputMode="email"
          required
          value={newEmail}
          ref={newEmailField}
          onFocus={() => void loadEmailRule().catch(() => undefined)}
          onChange={(event) => {
            setNewEmail(event.target.value);
            if (problem) setProblem(null);
          }}
          error={fieldError ?? undefined}
        />
        <InlineAlert>{request.error ? errorMessage(request.error) : null}</InlineAlert>
        <Button type="submit" size="lg" fullWidth disabled={!me.isSuccess || request.isPending}>
          {request.isPending ? t("actions.sending") : t("changeEmail.submit")}
        </Button>
        <ButtonLink href="/projects" variant="outlined" size="lg" fullWidth>
          {t("actions.back")}
        </ButtonLink>
      </form>
    </Screen>
  );
}
