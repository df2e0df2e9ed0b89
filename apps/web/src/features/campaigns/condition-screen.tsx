"use client";

import type { CampaignDetail, ConditionView } from "@fanfare/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useErrorMessage } from "@/hooks/use-error-message";
import { usePathname, useRouter } from "@/i18n/navigation";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";
import { conditionKindForm } from "../conditions/registry";
import { SocialConnection, useConnectResult } from "../social/social-connection";
import { campaignPath, findCondition, policiesPath } from "./campaign-paths";
import { conditionText } from "./campaign-texts";
import { QueryStatus } from "./query-status";
import { signInHref } from "./sign-in-link";
import { campaignQueryKey, useCampaign } from "./use-campaign";
import { usePendingPolicies } from "./use-pending-policies";
import { useViewer, type Viewer } from "./use-viewer";

/**
 * A condition's own page: `[condition]` (by slug), `conditions/[condition]/[index]` (the index-th of
 * that kind), `survey` (the survey). Completing it goes back to the campaign page, whose state says what next.
 */
export function ConditionScreen({
  projectId,
  campaignId,
  slug,
  index = 1,
  mayBeSignedIn,
}: {
  projectId: string;
  campaignId: string;
  slug: string;
  index?: number;
  /** Whether the page request carried a session cookie (lib/session-hint.ts; use-viewer.ts). */
  mayBeSignedIn?: boolean;
}) {
  const t = useTranslations();
  const query = useCampaign(campaignId);
  const viewer = useViewer(query, mayBeSignedIn);
  return (
    <QueryStatus query={query}>
      {(campaign) => {
        const condition = findCondition(campaign.conditions, slug, index);
        if (!condition) {
          return (
            <Screen title={t("condition.notFoundTitle")}>
              <InlineAlert>{t("errors.request-E1004")}</InlineAlert>
              <ButtonLink href={campaignPath(projectId, campaignId)} variant="outlined" fullWidth>
                {t("campaign.backToCampaign")}
              </ButtonLink>
            </Screen>
          );
        }
        return <ConditionContent projectId={projectId} campaign={campaign} condition={condition} viewer={viewer} />;
      }}
    </QueryStatus>
  );
}

function ConditionContent({
  projectId,
  campaign,
  condition,
  viewer,
}: {
  projectId: string;
  campaign: CampaignDetail;
  condition: ConditionView;
  viewer: Viewer;
}) {
  const t = useTranslations();
  const router = useRouter();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const pending = usePendingPolicies(campaign);
  const back = campaignPath(projectId, campaign.id);
  const onCompleted = async () => {
    await queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaign.id) });
    router.push(back);
  };
  return (
    <Screen title={t(conditionText(condition))}>
      {viewer === "fan" ? (
        <ConditionBody
          projectId={projectId}
          campaign={campaign}
          condition={condition}
          onCompleted={onCompleted}
          isSavingPolicies={pending.isSaving}
        />
      ) : (
        <VisitorBody projectId={projectId} campaign={campaign} isChecking={viewer === "checking"} />
      )}
      <InlineAlert>{pending.error ? errorMessage(pending.error) : null}</InlineAlert>
      <ButtonLink href={back} variant="outlined" fullWidth>
        {t("campaign.backToCampaign")}
      </ButtonLink>
    </Screen>
  );
}

/**
 * A visitor who is not signed in (a shared link): what the condition is, and the way in. The policies
 * come first, and are kept through the sign-in (pending-policies.ts), which comes back to this page.
 */
function VisitorBody({
  projectId,
  campaign,
  isChecking,
}: {
  projectId: string;
  campaign: CampaignDetail;
  isChecking: boolean;
}) {
  const t = useTranslations();
  const here = usePathname();
  if (isChecking) {
    return (
      <p role="status" className="text-sm text-muted">
        {t("campaign.visitor.checking")}
      </p>
    );
  }
  return (
    <>
      <p data-testid="visitor-notice" className="rounded-lg border border-line bg-card px-4 py-3 leading-relaxed">
        {t("campaign.visitor.conditionLead")}
      </p>
      <ButtonLink href={policiesPath(projectId, campaign.id, here)} size="lg" fullWidth>
        {t("campaign.visitor.acceptAndSignIn")}
      </ButtonLink>
      <ButtonLink href={signInHref(here)} variant="outlined" fullWidth>
        {t("campaign.visitor.signInOnly")}
      </ButtonLink>
    </>
  );
}

/** Done, the policies first, or the kind's own form (from the registry of kinds). */
function ConditionBody({
  projectId,
  campaign,
  condition,
  onCompleted,
  isSavingPolicies,
}: {
  projectId: string;
  campaign: CampaignDetail;
  condition: ConditionView;
  onCompleted: () => void;
  /** The acceptance given before signing in is being sent (usePendingPolicies). */
  isSavingPolicies: boolean;
}) {
  const t = useTranslations();
  const here = usePathname();
  if (condition.completed) {
    return (
      <>
        <p role="status" className="rounded-lg border border-line bg-card px-4 py-3 font-bold">
          {t("condition.alreadyDone")}
        </p>
        {condition.social?.verifiedPostUrl ? (
          <a
            href={condition.social.verifiedPostUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="self-start font-bold underline underline-offset-4"
          >
            {t("social.hashtag.verifiedPost")}
          </a>
        ) : null}
        {condition.social ? (
          <SocialConnection campaignId={campaign.id} condition={condition} provider={condition.social.provider} />
        ) : null}
      </>
    );
  }
  if (!campaign.fan?.policiesAccepted && isSavingPolicies) {
    return (
      <p role="status" className="text-sm text-muted">
        {t("policies.savingPending")}
      </p>
    );
  }
  if (!campaign.fan?.policiesAccepted) {
    return (
      <>
        {/* A provider's redirect can land here before the fan accepted the policies (a connect link
            someone else started, say): its refusal is said here too, not hidden behind the gate. */}
        {condition.social ? <ConnectRefusal /> : null}
        <ButtonLink href={policiesPath(projectId, campaign.id, here)} fullWidth>
          {t("conditions.policiesFirst")}
        </ButtonLink>
      </>
    );
  }
  const Form = conditionKindForm(condition.type);
  return <Form projectId={projectId} campaignId={campaign.id} condition={condition} onCompleted={onCompleted} />;
}

/** The error a provider's redirect came back with, when the connection form itself is not shown. */
function ConnectRefusal() {
  const t = useTranslations();
  const { errorCode } = useConnectResult();
  return <InlineAlert>{errorCode ? t(`errors.${errorCode}` as "errors.server-E5000") : null}</InlineAlert>;
}
