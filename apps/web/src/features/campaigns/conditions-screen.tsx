"use client";

import { useTranslations } from "next-intl";
import { ButtonLink } from "@/ui/button-link";
import { Screen } from "@/ui/screen";
import { campaignPath } from "./campaign-paths";
import { ConditionList } from "./condition-list";
import { QueryStatus } from "./query-status";
import { useCampaign } from "./use-campaign";
import { usePageView } from "./use-page-view";

/** `conditions`: every condition of the campaign with the fan's progress on it. */
export function ConditionsScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useTranslations();
  const query = useCampaign(campaignId);
  usePageView(campaignId, "conditions");
  return (
    <Screen title={t("conditions.title")} lead={t("conditions.lead")}>
      <QueryStatus query={query}>
        {(campaign) => {
          const done = campaign.conditions.filter((condition) => condition.completed).length;
          const allDone = done === campaign.conditions.length;
          return (
            <>
              {campaign.fan?.policiesAccepted ? null : (
                <ButtonLink href={campaignPath(projectId, campaignId, "policies")} fullWidth>
                  {t("conditions.policiesFirst")}
                </ButtonLink>
              )}
              <p role="status" className="font-bold">
                {t("conditions.progress", { done, total: campaign.conditions.length })}
              </p>
              <ConditionList
                projectId={projectId}
                campaignId={campaignId}
                conditions={campaign.conditions}
                all={campaign.conditions}
              />
              <ButtonLink
                href={campaignPath(projectId, campaignId)}
                variant={allDone ? "contained" : "outlined"}
                size="lg"
                fullWidth
              >
                {allDone ? t("conditions.allDone") : t("campaign.backToCampaign")}
              </ButtonLink>
            </>
          );
        }}
      </QueryStatus>
    </Screen>
  );
}
