"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { campaignHref } from "@/features/claims/campaign-href";
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

/**
 * `/projects/[projectId]/[campaign]/entry-email`: an applicant of a lucky draw leaves a contact e-mail,
 * once (listOfApplicant-E2000 when already given), then goes to entry-success.
 */
export function EntryEmailScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useTranslations();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const me = useSignedInUser();
  const [email, setEmail] = useState("");
  const emailField = useKeptEarlyInput((field) => setEmail(field.value));
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (address: string) => api.setEntryEmail(campaignId, address),
    onSuccess: () => router.push(campaignHref(projectId, campaignId, "entry-success")),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = await parseEmail(email);
    setInvalid(address === null);
    if (address !== null) save.mutate(address);
  };

  return (
    <Screen title={t("luckyDraw.entryEmailTitle")} lead={t("luckyDraw.entryEmailLead")}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t("luckyDraw.emailLabel")}
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
        <InlineAlert>{save.error ? errorMessage(save.error) : null}</InlineAlert>
        <Button type="submit" size="lg" fullWidth disabled={!me.isSuccess || save.isPending}>
          {save.isPending ? t("actions.sending") : t("luckyDraw.submit")}
        </Button>
        <ButtonLink href={campaignHref(projectId, campaignId)} variant="outlined" size="lg" fullWidth>
          {t("received.backToCampaign")}
        </ButtonLink>
      </form>
    </Screen>
  );
}
