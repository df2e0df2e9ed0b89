"use client";

import type { CampaignDetail } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { useErrorMessage } from "@/hooks/use-error-message";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";
import { campaignPath, policiesPath } from "./campaign-paths";
import type { CampaignScreenInitialData } from "./campaign-screen";
import { ConditionList, tasksOf } from "./condition-list";
import { QueryStatus } from "./query-status";
import { signInHref } from "./sign-in-link";
import { useCampaign } from "./use-campaign";
import { usePageView } from "./use-page-view";
import { usePendingPolicies } from "./use-pending-policies";
import { useViewer, type Viewer } from "./use-viewer";

/**
 * `conditions`: every condition of the campaign with the fan's progress on it. `initialData`: the page's
 * server read of the campaign (campaign-on-server.ts), so the first HTML shows the list.
 */
export function ConditionsScreen({
  projectId,
  campaignId,
  initialData,
  mayBeSignedIn,
}: {
  projectId: string;
  campaignId: string;
  initialData?: CampaignScreenInitialData;
  /** Whether the page request carried a session cookie (lib/session-hint.ts; use-viewer.ts). */
  mayBeSignedIn?: boolean;
}) {
  const t = useTranslations();
  const query = useCampaign(campaignId, initialData);
  const viewer = useViewer(query, mayBeSignedIn);
  usePageView(campaignId, "conditions");
  return (
    <Screen title={t("conditions.title")} lead={t("conditions.lead")}>
      <QueryStatus query={query}>
        {(campaign) => <ConditionsContent projectId={projectId} campaign={campaign} viewer={viewer} />}
      </QueryStatus>
    </Screen>
  );
}

function ConditionsContent({
  projectId,
  campaign,
  viewer,
}: {
  projectId: string;
  campaign: CampaignDetail;
  viewer: Viewer;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const pending = usePendingPolicies(campaign);
  const here = campaignPath(projectId, campaign.id, "conditions");
  const tasks = tasksOf(campaign.conditions);
  const done = tasks.filter((condition) => condition.completed).length;
  const allDone = campaign.conditions.every((condition) => condition.completed);
  const isFan = viewer === "fan";
  const isOpen = campaign.state !== "ComingSoon" && campaign.state !== "DistributionExpired";
  return (
    <>
      {viewer === "visitor" ? (
        <>
          <p data-testid="visitor-notice" className="rounded-lg border border-line bg-card px-4 py-3 leading-relaxed">
            {t("campaign.visitor.conditionLead")}
          </p>
          <ButtonLink href={policiesPath(projectId, campaign.id, here)} fullWidth>
            {t("campaign.visitor.acceptAndSignIn")}
          </ButtonLink>
          <ButtonLink href={signInHref(here)} variant="outlined" fullWidth>
            {t("campaign.visitor.signInOnly")}
          </ButtonLink>
        </>
      ) : null}
      {viewer === "checking" ? (
        <p role="status" className="text-sm text-muted">
          {t("campaign.visitor.checking")}
        </p>
      ) : null}
      {pending.isSaving ? (
        <p role="status" className="text-sm text-muted">
          {t("policies.savingPending")}
        </p>
      ) : null}
      {isFan && !campaign.fan?.policiesAccepted && !pending.isSaving ? (
        <ButtonLink href={policiesPath(projectId, campaign.id)} fullWidth>
          {t("conditions.policiesFirst")}
        </ButtonLink>
      ) : null}
      <InlineAlert>{pending.error ? errorMessage(pending.error) : null}</InlineAlert>
      {isFan && tasks.length > 0 ? (
        <p role="status" className="font-bold">
          {t("conditions.progress", { done, total: tasks.length })}
        </p>
      ) : null}
      {tasks.length > 0 ? (
        <ConditionList
          projectId={projectId}
          campaignId={campaign.id}
          conditions={campaign.conditions}
          all={campaign.conditions}
          actionable={isFan && isOpen}
        />
      ) : (
        <p className="leading-relaxed">{t("campaign.noConditions")}</p>
      )}
      <ButtonLink
        href={campaignPath(projectId, campaign.id)}
        variant={isFan && allDone ? "contained" : "outlined"}
        size="lg"
        fullWidth
      >
        {isFan && allDone ? t("conditions.allDone") : t("campaign.backToCampaign")}
      </ButtonLink>
    </>
  );
}
