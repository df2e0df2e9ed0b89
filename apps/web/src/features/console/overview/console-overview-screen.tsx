"use client";

import type { OperatorProjectView } from "@fanfare/protocol";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { ButtonLink } from "@/ui/button-link";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { Cell, ConsoleTable } from "../console-table";
import { LocalizedName } from "../localized-name";
import { PROJECT_STATUS } from "../projects/project-status";
import { StatusBadge } from "../status-badge";
import { useOperator } from "../use-operator";

/** `/console`: the company's projects, each with its state and how many campaigns it has. */
export function ConsoleOverviewScreen() {
  const t = useTranslations();
  const operator = useOperator();
  const projects = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.projects,
    queryFn: ({ signal }) => consoleApi.listProjects(signal),
  });

  return (
    <section className="flex flex-col gap-5" aria-labelledby="console-page-title">
      <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
        {t("console.overview.title")}
      </h1>
      {operator.data ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">{t("console.overview.lead", { company: operator.data.company.name })}</p>
          {/* Viewers read only: the builder would refuse their save, so they are not sent to it. */}
          {operator.data.role !== "VIEWER" ? (
            <ButtonLink href="/console/projects/new" size="sm">
              {t("console.overview.newProject")}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      <ConsoleQueryState query={projects}>
        {({ projects: list }) =>
          list.length === 0 ? (
            <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
              {t("console.overview.empty")}
            </p>
          ) : (
            <ProjectsTable projects={list} />
          )
        }
      </ConsoleQueryState>
    </section>
  );
}

function ProjectsTable({ projects }: { projects: OperatorProjectView[] }) {
  const t = useTranslations();
  // The list has no campaign counts: each project's campaigns are asked for (a company has few projects).
  const campaigns = useQueries({
    queries: projects.map((project) => ({
      meta: { handlesErrors: true },
      queryKey: CONSOLE_QUERY_KEYS.campaigns(project.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => consoleApi.listCampaigns(project.id, signal),
    })),
  });

  return (
    <ConsoleTable
      caption={t("console.overview.caption")}
      columns={[
        t("console.overview.columnName"),
        t("console.overview.columnStatus"),
        t("console.overview.columnCampaigns"),
      ]}
    >
      {projects.map((project, index) => {
        const status = PROJECT_STATUS[project.status];
        const count = campaigns[index];
        return (
          <tr key={project.id}>
            <Cell header>
              <Link href={`/console/projects/${project.id}`} className="text-link underline hover:no-underline">
                <LocalizedName text={project.name} />
              </Link>
            </Cell>
            <Cell>
              <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>
            </Cell>
            <Cell>
              <CampaignCount count={count?.data?.campaigns.length} failed={Boolean(count?.error)} />
            </Cell>
          </tr>
        );
      })}
    </ConsoleTable>
  );
}

function CampaignCount({ count, failed }: { count: number | undefined; failed: boolean }) {
  const t = useTranslations();
  if (count !== undefined) return t("console.overview.campaignCount", { count });
  if (failed) return <span className="text-muted">{t("console.overview.countUnknown")}</span>;
  return <span className="text-muted">{t("actions.loading")}</span>;
}
