"use client";

import type { CampaignSummary } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { QueryStatus } from "@/features/campaigns/query-status";
import { useSeededQueryData } from "@/hooks/use-seeded-query-data";
import { ButtonLink } from "@/ui/button-link";
import { Screen } from "@/ui/screen";
import { CampaignList } from "./campaign-list";
import { CardGridSkeleton } from "./card-grid-skeleton";
import { projectCampaignsQueryKey, useProjectCampaigns } from "./use-projects";

/** What the page's server component read (project-on-server.ts). */
export type CampaignsInitialData = { campaigns: { campaigns: CampaignSummary[] } | null; fetchedAt: number };

/** `/projects/[projectId]/campaigns`: the project's campaigns with their status and windows (a grid on a laptop). */
export function CampaignsScreen({ projectId, initialData }: { projectId: string; initialData?: CampaignsInitialData }) {
  useSeededQueryData(projectCampaignsQueryKey(projectId), initialData?.campaigns, initialData?.fetchedAt ?? 0);
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
