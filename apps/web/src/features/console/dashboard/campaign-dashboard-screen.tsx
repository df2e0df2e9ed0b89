"use client";

import type { CampaignDashboard } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { ApiError } from "@/lib/api";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { LocalizedName } from "../localized-name";
import { DASHBOARD_POLL_MS, DashboardFrame, Panel } from "./dashboard-parts";
import { FunnelList } from "./funnel-list";
import { ParticipationChart } from "./participation-chart";
import { RefusalsTable } from "./refusals-table";
import { SupplyCard } from "./supply-card";
import { useChangeAnnouncer } from "./use-change-announcer";

/** The count the live region watches: entries of a draw, claims otherwise. */
function watchedCount(dashboard: CampaignDashboard): number {
  const step = dashboard.rewardKind === "LUCKY_DRAW" ? "ENTERED" : "CLAIMED";
  return dashboard.funnel.find((s) => s.step === step)?.count ?? 0;
}

/**
 * `/console/projects/[projectId]/campaigns/[campaignId]/dashboard`: a campaign's live dashboard, asked
 * again every few seconds while the tab is visible. Every role reads it.
 */
export function CampaignDashboardScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useBuilderTranslations();
  const query = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.campaignDashboard(campaignId),
    queryFn: ({ signal }) => consoleApi.campaignDashboard(campaignId, signal),
    refetchInterval: DASHBOARD_POLL_MS,
  });
  const data = query.data;
  const isDraw = data?.rewardKind === "LUCKY_DRAW";
  const figures = useMemo(
    () =>
      data
        ? {
            count: watchedCount(data),
            soldOut: data.supply.total > 0 && data.supply.left === 0,
            computedAt: data.computedAt,
          }
        : undefined,
    [data],
  );
  const grew = useCallback(
    (added: number, total: number) =>
      t(isDraw ? "console.dashboard.announce.entries" : "console.dashboard.announce.claims", { count: added, total }),
    [t, isDraw],
  );
  const announcement = useChangeAnnouncer(figures, {
    grew,
    soldOut: t("console.dashboard.announce.soldOut"),
  });
  // Another company's campaign answers exactly like a missing one (request-E1004).
  const isMissing = query.error instanceof ApiError && query.error.status === 404 && !data;

  return (
    <DashboardFrame
      back={{ href: `/console/projects/${projectId}/campaigns/${campaignId}`, label: t("console.dashboard.back") }}
      title={t("console.dashboard.title")}
      subject={data ? <LocalizedName text={data.title} /> : null}
      announcement={announcement}
      notFound={isMissing ? t("console.dashboard.notFound") : null}
      computedAt={data?.computedAt}
      failed={query.isError}
    >
      <ConsoleQueryState query={query}>
        {(dashboard) => (
          <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Panel id="dashboard-funnel" title={t("console.dashboard.funnel.title")}>
              <p className="text-sm text-muted">{t("console.dashboard.funnel.lead")}</p>
              <FunnelList steps={dashboard.funnel} />
            </Panel>
            <Panel
              id="dashboard-supply"
              title={t(isDraw ? "console.dashboard.supply.prizesTitle" : "console.dashboard.supply.title")}
            >
              <SupplyCard supply={dashboard.supply} isDraw={isDraw} computedAt={dashboard.computedAt} />
            </Panel>
            <Panel
              id="dashboard-chart"
              title={t(isDraw ? "console.dashboard.chart.entries" : "console.dashboard.chart.claims")}
              className="lg:col-span-2"
            >
              <ParticipationChart series={dashboard.series} show={isDraw ? "entries" : "claims"} />
            </Panel>
            <Panel id="dashboard-refusals" title={t("console.dashboard.refusals.title")} className="lg:col-span-2">
              <RefusalsTable refusals={dashboard.refusals} />
            </Panel>
          </div>
        )}
      </ConsoleQueryState>
    </DashboardFrame>
  );
}
