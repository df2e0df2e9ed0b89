"use client";

import { useTranslations } from "next-intl";
import { ButtonLink } from "@/ui/button-link";
import { Screen } from "@/ui/screen";
import { campaignPath } from "./campaign-paths";
import { ConditionList } from "./condition-list";
import { QueryStatus } from "./query-status";
import { useCampaign } from "./use-campaign";

/** `surveys`: the campaign's surveys, each with the fan's progress (one survey has its own `survey` page). */
export function SurveysScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useTranslations();
  const query = useCampaign(campaignId);
  return (
    <Screen title={t("survey.listTitle")}>
      <QueryStatus query={query}>
        {(campaign) => {
          const surveys = campaign.conditions.filter((condition) => condition.type === "SURVEY");
          return surveys.length === 0 ? (
            <p>{t("survey.none")}</p>
          ) : (
            <ConditionList
              projectId={projectId}
              campaignId={campaignId}
              conditions={surveys}
              all={campaign.conditions}
            />
          );
        }}
      </QueryStatus>
      <ButtonLink href={campaignPath(projectId, campaignId)} variant="outlined" fullWidth>
        {t("campaign.backToCampaign")}
      </ButtonLink>
    </Screen>
  );
}
