"use client";

import type { ProjectDashboard } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useFormatter } from "next-intl";
import { useCallback, useMemo } from "react";
import { Link } from "@/i18n/navigation";
import { ApiError } from "@/lib/api";
import { LocalTime } from "@/ui/local-time";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { Cell, ConsoleTable } from "../console-table";
import { LocalizedName } from "../localized-name";
import { DASHBOARD_POLL_MS, DashboardFrame, Panel } from "./dashboard-parts";
import { ParticipationChart } from "./participation-chart";
import { RefusalsTable } from "./refusals-table";
import { useChangeAnnouncer } from "./use-change-announcer";

/**
 * `/console/projects/[projectId]/dashboard`: the steps its campaigns share, added up; each campaign's
 * line (linked to its own dashboard); claims and entries over time; refusals; channel memberships.
 */
export function ProjectDashboardScreen({ projectId }: { projectId: string }) {
  const t = useBuilderTranslations();
  const query = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.projectDashboard(projectId),
    queryFn: ({ signal }) => consoleApi.projectDashboard(projectId, signal),
    refetchInterval: DASHBOARD_POLL_MS,
  });
  const project = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.project(projectId),
    queryFn: ({ signal }) => consoleApi.getProject(projectId, signal),
  });
  const data = query.data;
  const figures = useMemo(
    () =>
      data
        ? { count: data.totals.claims + data.totals.entries, soldOut: false, computedAt: data.computedAt }
        : undefined,
    [data],
  );
  const grew = useCallback(
    (added: number, total: number) => t("console.dashboard.announce.claims", { count: added, total }),
    [t],
  );
  const announcement = useChangeAnnouncer(figures, { grew, soldOut: "" });
  const isMissing = query.error instanceof ApiError && query.error.status === 404 && !data;

  return (
    <DashboardFrame
      back={{ href: `/console/projects/${projectId}`, label: t("console.dashboard.backProject") }}
      title={t("console.dashboard.projectTitle")}
      subject={project.data ? <LocalizedName text={project.data.name} /> : null}
      announcement={announcement}
      notFound={isMissing ? t("console.dashboard.projectNotFound") : null}
      computedAt={data?.computedAt}
      failed={query.isError}
    >
      <ConsoleQueryState query={query}>
        {(dashboard) => <ProjectBody projectId={projectId} dashboard={dashboard} />}
      </ConsoleQueryState>
    </DashboardFrame>
  );
}

function ProjectBody({ projectId, dashboard }: { projectId: string; dashboard: ProjectDashboard }) {
  const t = useBuilderTranslations();
  const format = useFormatter();
  const { totals } = dashboard;
  const figures: [string, number][] = [
    [t("console.dashboard.funnel.steps.PAGE_VIEWS"), totals.pageViews],
    [t("console.dashboard.funnel.steps.POLICIES_ACCEPTED"), totals.policiesAccepted],
    [t("console.dashboard.project.claims"), totals.claims],
    [t("console.dashboard.project.entries"), totals.entries],
    [t("console.dashboard.funnel.steps.MINTED"), totals.minted],
  ];
  return (
    <div className="flex flex-col gap-5">
      <Panel id="dashboard-totals" title={t("console.dashboard.project.totalsTitle")}>
        <p className="text-sm text-muted">{t("console.dashboard.project.lead")}</p>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {figures.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-1">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{format.number(value)}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel id="dashboard-campaigns" title={t("console.dashboard.project.campaignsTitle")}>
        {dashboard.campaigns.length === 0 ? (
          <p className="text-sm text-muted">{t("console.dashboard.project.noCampaigns")}</p>
        ) : (
          <ConsoleTable
            caption={t("console.dashboard.project.campaignsCaption")}
            columns={[
              t("console.dashboard.project.columnCampaign"),
              t("console.dashboard.project.columnViews"),
              t("console.dashboard.project.columnPolicies"),
              t("console.dashboard.project.columnParticipated"),
              t("console.dashboard.project.columnMinted"),
              t("console.dashboard.project.columnLeft"),
              t("console.dashboard.project.columnRunOut"),
            ]}
          >
            {dashboard.campaigns.map((campaign) => (
              <tr key={campaign.campaignId}>
                <Cell header>
                  <Link
                    href={`/console/projects/${projectId}/campaigns/${campaign.campaignId}/dashboard`}
                    className="text-link underline hover:no-underline"
                  >
                    <LocalizedName text={campaign.title} />
                  </Link>
                </Cell>
                <Cell>{format.number(campaign.pageViews)}</Cell>
                <Cell>{format.number(campaign.policiesAccepted)}</Cell>
                <Cell>{format.number(campaign.participated)}</Cell>
                <Cell>{format.number(campaign.minted)}</Cell>
                <Cell>
                  <span className="whitespace-nowrap">
                    {t("console.dashboard.supply.left", {
                      left: format.number(campaign.supply.left),
                      total: format.number(campaign.supply.total),
                    })}
                  </span>
                </Cell>
                <Cell>
                  {campaign.supply.runOutAt ? (
                    <LocalTime value={campaign.supply.runOutAt} />
                  ) : (
                    <span className="text-muted">{t("console.dashboard.project.noEstimate")}</span>
                  )}
                </Cell>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </Panel>
      <Panel id="dashboard-chart" title={t("console.dashboard.chart.both")}>
        <ParticipationChart series={dashboard.series} show="both" />
      </Panel>
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="dashboard-refusals" title={t("console.dashboard.refusals.title")}>
          <RefusalsTable refusals={dashboard.refusals} />
        </Panel>
        <Panel id="dashboard-channels" title={t("console.dashboard.project.channelsTitle")}>
          {dashboard.channels.length === 0 ? (
            <p className="text-sm text-muted">{t("console.dashboard.project.noChannels")}</p>
          ) : (
            <ConsoleTable
              caption={t("console.dashboard.project.channelsCaption")}
              columns={[t("console.dashboard.project.columnChannel"), t("console.dashboard.project.columnMembers")]}
            >
              {dashboard.channels.map((channel) => (
                <tr key={channel.channelId}>
                  <Cell header>
                    <LocalizedName text={channel.title} />
                  </Cell>
                  <Cell>{format.number(channel.members)}</Cell>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </Panel>
      </div>
    </div>
  );
}
