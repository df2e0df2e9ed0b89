"use client";

import { useTranslations } from "next-intl";
import { QueryStatus } from "@/features/campaigns/query-status";
import { ButtonLink } from "@/ui/button-link";
import { Screen } from "@/ui/screen";
import { CampaignList } from "./campaign-list";
import { useProjectCampaigns } from "./use-projects";

/** `/projects/[projectId]/campaigns`: the project's campaigns with their status and windows. */
export function CampaignsScreen({ projectId }: { projectId: string }) {
  const t = useTranslations();
  const campaigns = useProjectCampaigns(projectId);
  return (
    <Screen title={t("project.campaigns")} lead={t("project.campaignsLead")}>
      <QueryStatus query={campaigns}>{({ campaigns: list }) => <CampaignList campaigns={list} />}</QueryStatus>
      <ButtonLink href={`/projects/${encodeURIComponent(projectId)}`} variant="outlined" fullWidth>
        {t("project.backToProject")}
      </ButtonLink>
    </Screen>
  );
}
