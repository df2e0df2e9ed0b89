"use client";

import type { Locale } from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { ExternalLinks } from "@/features/campaigns/external-links";
import { localized } from "@/features/campaigns/localized-text";
import { QueryStatus } from "@/features/campaigns/query-status";
import { channelsPath } from "@/features/channels/channel-paths";
import { useSeededQueryData } from "@/hooks/use-seeded-query-data";
import { useRouter } from "@/i18n/navigation";
import { ButtonLink } from "@/ui/button-link";
import { WIDE_LAYOUT } from "@/ui/skeleton";
import { CampaignList, hasEnded } from "./campaign-list";
import { CardGridSkeleton } from "./card-grid-skeleton";
import { ProjectHero } from "./project-hero";
import type { ProjectTopInitialData } from "./project-on-server";
import { ProjectTopSkeleton } from "./project-top-skeleton";
import { projectCampaignsQueryKey, projectQueryKey, useProject, useProjectCampaigns } from "./use-projects";

/** A page-wide button is a long bar on a laptop: there it is as wide as its text, at the start of its row. */
const LAPTOP_BUTTON = "lg:w-auto lg:self-start";

/**
 * `/projects/[projectId]`: the project's logo, name and texts (a hero on a laptop), its links, and its
 * campaigns (a grid of cards with their images on a laptop). `initialData` is the page's server read.
 */
export function ProjectTopScreen({
  projectId,
  initialData,
}: {
  projectId: string;
  initialData?: ProjectTopInitialData;
}) {
  useSeededQueryData(projectQueryKey(projectId), initialData?.project, initialData?.fetchedAt ?? 0);
  useSeededQueryData(projectCampaignsQueryKey(projectId), initialData?.campaigns, initialData?.fetchedAt ?? 0);
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const project = useProject(projectId);
  const campaigns = useProjectCampaigns(projectId);
  const canParticipate = project.data?.canParticipate;

  // A signed-in fan from a country the project does not take: say so on its own page.
  useEffect(() => {
    if (canParticipate === false) router.replace(`/projects/${encodeURIComponent(projectId)}/cannot-participate`);
  }, [canParticipate, projectId, router]);

  return (
    <QueryStatus query={project} loading={<ProjectTopSkeleton />}>
      {(view) => (
        <section {...WIDE_LAYOUT} className="flex flex-col gap-5 lg:gap-8">
          <ProjectHero
            name={localized(view.name, locale)}
            logoUrl={view.logoUrl}
            companyName={view.companyName}
            description={localized(view.description, locale)}
          />
          <ExternalLinks links={view.links} locale={locale} label={t("project.links")} />
          <section aria-labelledby="project-campaigns" className="flex flex-col gap-3">
            <h2 id="project-campaigns" className="text-lg font-bold">
              {t("project.campaigns")}
            </h2>
            <QueryStatus query={campaigns} loading={<CardGridSkeleton pictured />}>
              {({ campaigns: list }) => {
                // The top shows what a fan can still take part in; every campaign, the ended too, is one
                // link away on the spec's campaign list.
                const current = list.filter((campaign) => !hasEnded(campaign));
                const endedCount = list.length - current.length;
                return (
                  <>
                    <CampaignList
                      campaigns={current}
                      emptyText={list.length > 0 ? t("project.noCurrentCampaigns") : undefined}
                    />
                    {list.length > 0 ? (
                      <ButtonLink
                        href={`/projects/${encodeURIComponent(projectId)}/campaigns`}
                        variant="outlined"
                        fullWidth
                        className={LAPTOP_BUTTON}
                      >
                        {endedCount > 0
                          ? t("project.allCampaignsWithEnded", { count: endedCount })
                          : t("project.allCampaigns")}
                      </ButtonLink>
                    ) : null}
                  </>
                );
              }}
            </QueryStatus>
          </section>
          <section aria-labelledby="project-channels" className="flex flex-col gap-3">
            <h2 id="project-channels" className="text-lg font-bold">
              {t("channels.title")}
            </h2>
            <p className="text-sm text-muted">{t("channels.lead")}</p>
            <ButtonLink href={channelsPath(projectId)} variant="outlined" fullWidth className={LAPTOP_BUTTON}>
              {t("channels.openChannels")}
            </ButtonLink>
          </section>
          <ButtonLink href="/projects" variant="outlined" fullWidth className={LAPTOP_BUTTON}>
            {t("actions.backToProjects")}
          </ButtonLink>
        </section>
      )}
    </QueryStatus>
  );
}
