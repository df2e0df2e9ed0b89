"use client";

import type { Locale } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useRouter } from "@/i18n/navigation";
import { ApiError, api } from "@/lib/api";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";
import { campaignPath } from "./campaign-paths";
import { localized } from "./localized-text";
import { QueryStatus } from "./query-status";
import { campaignQueryKey } from "./use-campaign";
import { useCampaignTerms } from "./use-campaign-terms";

/** Accepted already (either spelling of the code): nothing is wrong, the fan can go on. */
const ALREADY_ACCEPTED = new Set(["campaignPolicy-E2000", "policy-E2000"]);

/** `policies`: the fan accepts the campaign's terms and privacy policy before taking part. */
export function PoliciesScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const terms = useCampaignTerms(campaignId);
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const [acceptsPrivacy, setAcceptsPrivacy] = useState(false);
  const [isUnchecked, setUnchecked] = useState(false);
  const next = campaignPath(projectId, campaignId, "conditions");
  const accept = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => api.acceptPolicies(campaignId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaignId) });
      router.push(next);
    },
  });
  const isAlreadyAccepted = accept.error instanceof ApiError && ALREADY_ACCEPTED.has(accept.error.code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!acceptsTerms || !acceptsPrivacy) {
      setUnchecked(true);
      return;
    }
    accept.mutate();
  };

  return (
    <Screen title={t("policies.title")} lead={t("policies.lead")}>
      <QueryStatus query={terms}>
        {(texts) => (
          <form onSubmit={submit} noValidate className="flex flex-col gap-5">
            <section aria-labelledby="policies-terms" className="flex flex-col gap-2">
              <h2 id="policies-terms" className="text-lg font-bold">
                {t("campaign.terms")}
              </h2>
              <div className="rounded-lg border border-line bg-card p-3 text-sm whitespace-pre-line">
                {localized(texts.terms, locale)}
              </div>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={acceptsTerms}
                  onChange={(event) => {
                    setAcceptsTerms(event.target.checked);
                    setUnchecked(false);
                  }}
                />
                {t("policies.acceptTerms")}
              </label>
            </section>
            <section aria-labelledby="policies-privacy" className="flex flex-col gap-2">
              <h2 id="policies-privacy" className="text-lg font-bold">
                {t("campaign.privacyPolicy")}
              </h2>
              <div className="rounded-lg border border-line bg-card p-3 text-sm whitespace-pre-line">
                {localized(texts.privacyPolicy, locale)}
              </div>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={acceptsPrivacy}
                  onChange={(event) => {
                    setAcceptsPrivacy(event.target.checked);
                    setUnchecked(false);
                  }}
                />
                {t("policies.acceptPrivacyPolicy")}
              </label>
            </section>
            <InlineAlert>
              {isUnchecked
                ? t("policies.checkBoth")
                : accept.error && !isAlreadyAccepted
                  ? errorMessage(accept.error)
                  : null}
            </InlineAlert>
            {isAlreadyAccepted ? (
              <>
                <p role="status" className="rounded-lg border border-line bg-card px-3 py-2 text-sm font-bold">
                  {errorMessage(accept.error)}
                </p>
                <ButtonLink href={next} size="lg" fullWidth>
                  {t("actions.continue")}
                </ButtonLink>
              </>
            ) : (
              <Button type="submit" size="lg" fullWidth disabled={accept.isPending}>
                {accept.isPending ? t("actions.sending") : t("policies.accept")}
              </Button>
            )}
            <ButtonLink href={campaignPath(projectId, campaignId)} variant="outlined" fullWidth>
              {t("campaign.backToCampaign")}
            </ButtonLink>
          </form>
        )}
      </QueryStatus>
    </Screen>
  );
}
