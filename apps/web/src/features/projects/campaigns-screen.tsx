"use client";

import { useTranslations } from "next-intl";
import { QueryStatus } from "@/features/campaigns/query-status";
import { ButtonLink } from "@/ui/button-link";
import { Screen } from "@/ui/screen";
import { CampaignList } from "./campaign-list";
import { CardGridSkeleton } from "./card-grid-skeleton";
import { useProjectCampaigns } from "./use-projects";

/** `/projects/[projectId]/campaigns`: the project's campaigns with their status and windows (a grid on a laptop). */
export function CampaignsScreen({ projectId }: { projectId: string }) {
  const t = useTranslations();
  const campaigns = useProjectCampaigns(projectId);
  return (
    <Screen title={t("project.campaigns")} lead={t("project.campaignsLead")} wide>
      <QueryStatus query={campaigns} loading={<CardGridSkeleton pictured />}>
        {({ campaigns: list }) => <CampaignList campaigns={list} />}
      </QueryStatus>
      <ButtonLink
        href={`/projects/${encodeURIComponent(projectId)}`}
        variant="outlined"
        fullWidth
        className="lg:w-auto lg:self-start"
      >
        {t("project.backToProject")}
      </ButtonLink>
    </Screen>
  );
}
