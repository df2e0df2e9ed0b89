"use client";

import type { Locale } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useKeptEarlyInput } from "@/hooks/use-kept-early-input";
import { useRouter } from "@/i18n/navigation";
import { api, isSignedOutError } from "@/lib/api";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";
import { campaignPath } from "./campaign-paths";
import { localized } from "./localized-text";
import { rememberPendingPolicies } from "./pending-policies";
import { ProjectDocumentLink } from "./project-document-link";
import { QueryStatus } from "./query-status";
import { signInHref } from "./sign-in-link";
import { campaignQueryKey } from "./use-campaign";
import { type CampaignTermsInitialData, useCampaignTerms } from "./use-campaign-terms";
import { isAlreadyAccepted } from "./use-pending-policies";

/**
 * `policies`: the fan accepts the campaign's terms and privacy policy before taking part, then goes on
 * to `next` (the conditions, or the condition page that sent them here). A visitor who is not signed in
 * reads and ticks the same, is told that signing in comes next, and keeps the acceptance through it
 * (pending-policies.ts): the page they come back to sends it.
 */
export function PoliciesScreen({
  projectId,
  campaignId,
  next = campaignPath(projectId, campaignId, "conditions"),
  initialData,
  mayBeSignedIn = true,
}: {
  projectId: string;
  campaignId: string;
  /** Whether the page request carried a session cookie (lib/session-hint.ts; use-viewer.ts). */
  mayBeSignedIn?: boolean;
  /** The page's server read of the texts (campaign-on-server.ts): with it the first HTML shows them. */
  initialData?: CampaignTermsInitialData;
  /** Where to go once accepted: a page of this campaign (checked by the page, campaign-paths.ts). */
  next?: string;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const terms = useCampaignTerms(campaignId, initialData);
  // No session cookie came with the page: certainly a visitor, told before they tick anything.
  const isVisitor = !mayBeSignedIn;
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const [acceptsPrivacy, setAcceptsPrivacy] = useState(false);
  const [isUnchecked, setUnchecked] = useState(false);
  // The texts come with the page, so its boxes can be ticked before the scripts arrive.
  const termsBox = useKeptEarlyInput((field) => setAcceptsTerms(field.checked));
  const privacyBox = useKeptEarlyInput((field) => setAcceptsPrivacy(field.checked));
  const accept = useMutation({
    // A session that ended is said here, with the way on; not a silent jump to the login page.
    meta: { handlesErrors: true, handlesSignedOut: true },
    mutationFn: () => api.acceptPolicies(campaignId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaignId) });
      router.push(next);
    },
    onError: (error) => {
      if (isSignedOutError(error)) rememberPendingPolicies(campaignId);
    },
  });
  const isAccepted = isAlreadyAccepted(accept.error);
  const isSignedOut = isSignedOutError(accept.error);
  const acceptError = accept.error && !isAccepted && !isSignedOut ? errorMessage(accept.error) : null;
  const sessionEnded = isSignedOut ? t("policies.sessionEnded") : null;
  const problem = isUnchecked ? t("policies.checkBoth") : acceptError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!acceptsTerms || !acceptsPrivacy) {
      setUnchecked(true);
      return;
    }
    if (isVisitor) {
      rememberPendingPolicies(campaignId);
      router.push(signInHref(next));
      return;
    }
    accept.mutate();
  };

  return (
    <Screen title={t("policies.title")} lead={t("policies.lead")}>
      {isVisitor ? (
        <p data-testid="visitor-notice" className="rounded-lg border border-line bg-card px-4 py-3 leading-relaxed">
          {t("policies.visitorLead")}
        </p>
      ) : null}
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
              <ProjectDocumentLink projectId={projectId} document="terms" />
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={acceptsTerms}
                  ref={termsBox}
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
              <ProjectDocumentLink projectId={projectId} document="privacyPolicy" />
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={acceptsPrivacy}
                  ref={privacyBox}
                  onChange={(event) => {
                    setAcceptsPrivacy(event.target.checked);
                    setUnchecked(false);
                  }}
                />
                {t("policies.acceptPrivacyPolicy")}
              </label>
            </section>
            <InlineAlert>{problem ?? sessionEnded}</InlineAlert>
            <SubmitArea
              isAccepted={isAccepted}
              isSignedOut={isSignedOut}
              isVisitor={isVisitor}
              isPending={accept.isPending}
              acceptedMessage={isAccepted ? errorMessage(accept.error) : null}
              next={next}
            />
            <ButtonLink href={campaignPath(projectId, campaignId)} variant="outlined" fullWidth>
              {t("campaign.backToCampaign")}
            </ButtonLink>
          </form>
        )}
      </QueryStatus>
    </Screen>
  );
}

/** Accept (and sign in, for a visitor); or go on when it was accepted before; or sign in again. */
function SubmitArea({
  isAccepted,
  isSignedOut,
  isVisitor,
  isPending,
  acceptedMessage,
  next,
}: {
  isAccepted: boolean;
  isSignedOut: boolean;
  isVisitor: boolean;
  isPending: boolean;
  acceptedMessage: string | null;
  next: string;
}) {
  const t = useTranslations();
  const acceptText = isVisitor ? t("policies.acceptAndSignIn") : t("policies.accept");
  if (isAccepted) {
    return (
      <>
        <p role="status" className="rounded-lg border border-line bg-card px-3 py-2 text-sm font-bold">
          {acceptedMessage}
        </p>
        <ButtonLink href={next} size="lg" fullWidth>
          {t("actions.continue")}
        </ButtonLink>
      </>
    );
  }
  if (isSignedOut) {
    return (
      <ButtonLink href={signInHref(next)} size="lg" fullWidth>
        {t("policies.signInAgain")}
      </ButtonLink>
    );
  }
  return (
    <Button type="submit" size="lg" fullWidth disabled={isPending}>
      {isPending ? t("actions.sending") : acceptText}
    </Button>
  );
}
