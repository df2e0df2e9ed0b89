"use client";

import type { OperatorCampaignView } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { ApiError } from "@/lib/api";
import { ButtonLink } from "@/ui/button-link";
import { LocalTime } from "@/ui/local-time";
import { BackLink } from "../back-link";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { Cell, ConsoleTable } from "../console-table";
import { LocalizedName } from "../localized-name";
import { StatusBadge } from "../status-badge";
import { useOperator } from "../use-operator";
import { campaignStatus } from "./campaign-status";
import { PROJECT_STATUS } from "./project-status";

/** `/console/projects/[projectId]`: one project of the company and its campaigns. */
export function ConsoleProjectScreen({ projectId }: { projectId: string }) {
  const t = useTranslations();
  const project = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.project(projectId),
    queryFn: ({ signal }) => consoleApi.getProject(projectId, signal),
  });
  const campaigns = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.campaigns(projectId),
    queryFn: ({ signal }) => consoleApi.listCampaigns(projectId, signal),
  });
  const operator = useOperator();
  // Another company's project answers exactly like a missing one (request-E1004).
  const isMissing = project.error instanceof ApiError && project.error.status === 404;

  return (
    <section className="flex flex-col gap-5" aria-labelledby="console-page-title">
      <BackLink href="/console">{t("console.project.back")}</BackLink>
      <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
        {project.data ? <LocalizedName text={project.data.name} /> : t("console.project.title")}
      </h1>
      {isMissing ? (
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
          {t("console.project.notFound")}
        </p>
      ) : (
        <>
          {project.data ? (
            <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <StatusBadge tone={PROJECT_STATUS[project.data.status].tone}>
                {t(PROJECT_STATUS[project.data.status].label)}
              </StatusBadge>
              <Link
                href={`/console/projects/${projectId}/settings`}
                className="text-sm font-bold text-link underline hover:no-underline"
              >
                {t("console.project.settings")}
              </Link>
              <Link
                href={`/console/projects/${projectId}/dashboard`}
                className="text-sm font-bold text-link underline hover:no-underline"
              >
                {t("console.dashboard.openProject")}
              </Link>
              <Link
                href={`/console/projects/${projectId}/channels`}
                className="text-sm font-bold text-link underline hover:no-underline"
              >
                {t("console.channels.openFromProject")}
              </Link>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-bold">{t("console.project.campaignsTitle")}</h2>
            {/* Viewers read only: the builder would refuse their save, so they are not sent to it. */}
            {operator.data && operator.data.role !== "VIEWER" ? (
              <ButtonLink href={`/console/projects/${projectId}/campaigns/new`} size="sm">
                {t("console.builder.newTitle")}
              </ButtonLink>
            ) : null}
          </div>
          <ConsoleQueryState query={campaigns}>
            {({ campaigns: list }) =>
              list.length === 0 ? (
                <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
                  {t("console.project.empty")}
                </p>
              ) : (
                <CampaignsTable projectId={projectId} campaigns={list} />
              )
            }
          </ConsoleQueryState>
        </>
      )}
    </section>
  );
}

function CampaignsTable({ projectId, campaigns }: { projectId: string; campaigns: OperatorCampaignView[] }) {
  const t = useTranslations();
  return (
    <ConsoleTable
      caption={t("console.project.caption")}
      columns={[
        t("console.project.columnTitle"),
        t("console.project.columnStatus"),
        t("console.project.columnWindow"),
        t("console.project.columnClaimed"),
      ]}
    >
      {campaigns.map((campaign) => (
        <tr key={campaign.id}>
          <Cell header>
            <Link
              href={`/console/projects/${projectId}/campaigns/${campaign.id}`}
              className="text-link underline hover:no-underline"
            >
              <LocalizedName text={campaign.title} />
            </Link>
          </Cell>
          <Cell>
            <span className="flex flex-wrap gap-1">
              {campaignStatus(campaign).map((status) => (
                <StatusBadge key={status.label} tone={status.tone}>
                  {t(status.label)}
                </StatusBadge>
              ))}
            </span>
          </Cell>
          <Cell>
            <span className="flex flex-col gap-0.5">
              <span>
                {t("console.project.starts")} <LocalTime value={campaign.startsAt} />
              </span>
              <span>
                {t("console.project.ends")} <LocalTime value={campaign.endsAt} />
              </span>
            </span>
          </Cell>
          <Cell>
            <span className="whitespace-nowrap">
              {t("console.project.claimed", { claimed: campaign.claimedCount, supply: campaign.totalSupply })}
            </span>
          </Cell>
        </tr>
      ))}
    </ConsoleTable>
  );
}
