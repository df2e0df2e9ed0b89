"use client";

import type { OperatorCampaignView, RehearsalReport as Report } from "@fanfare/protocol";
import { useFormatter } from "next-intl";
import { Link } from "@/i18n/navigation";
import { LocalTime } from "@/ui/local-time";
import { KIND_KEYS } from "../campaigns/builder-texts";
import { checklistAnchor, fieldWords } from "../campaigns/checklist-panel";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { Cell, ConsoleTable } from "../console-table";
import { Panel } from "../dashboard/dashboard-parts";
import { ParticipationChart } from "../dashboard/participation-chart";
import { CHECK_KEYS, PROBLEM_KEYS } from "./rehearsal-words";

/**
 * A rehearsal's report: what would fail first (each problem a sentence linking to its field in the
 * builder), then completion per condition, the supply and when it runs out (in the operator's zone),
 * claims or entries over time, the draw replayed and verified, and the mails per language.
 */
export function RehearsalReport({
  report,
  campaign,
  projectId,
}: {
  report: Report;
  campaign: OperatorCampaignView;
  projectId: string;
}) {
  const t = useBuilderTranslations();
  const format = useFormatter();
  const isDraw = report.rewardKind === "LUCKY_DRAW";
  const percent = (share: number) => format.number(share, { style: "percent", maximumFractionDigits: 1 });
  const conditionName = (id: string, position: number) => {
    const condition = campaign.conditions.find((c) => c.id === id);
    return t("console.builder.conditions.heading", {
      number: position,
      kind: condition ? t(KIND_KEYS[condition.type]) : "",
    });
  };
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Panel id="rehearsal-problems" title={t("console.rehearsal.problems.title")} className="lg:col-span-2">
        {report.problems.length === 0 ? (
          <p className="font-bold text-green-800">{t("console.rehearsal.problems.none")}</p>
        ) : (
          <>
            <p className="font-bold text-danger">
              {t("console.rehearsal.problems.count", { count: report.problems.length })}
            </p>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm" data-testid="rehearsal-problems">
              {report.problems.map((problem) => {
                const languages = (problem.missingLocales ?? []).map((l) => t(`languages.${l}`)).join(", ");
                return (
                  <li key={`${problem.code}-${problem.field}`} data-code={problem.code}>
                    <Link
                      href={`/console/projects/${projectId}/campaigns/${campaign.id}#${checklistAnchor(problem, campaign)}`}
                      className="text-link underline hover:no-underline"
                    >
                      {t(PROBLEM_KEYS[problem.code], { field: fieldWords(t, problem, campaign), languages })}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </Panel>

      <Panel id="rehearsal-conditions" title={t("console.rehearsal.conditions.title")}>
        {report.conditions.length === 0 ? (
          <p className="text-sm text-muted">{t("console.rehearsal.conditions.none")}</p>
        ) : (
          <ConsoleTable
            caption={t("console.rehearsal.conditions.caption")}
            columns={[
              t("console.rehearsal.conditions.columnCondition"),
              t("console.rehearsal.conditions.columnRate"),
              t("console.rehearsal.conditions.columnReached"),
              t("console.rehearsal.conditions.columnCompleted"),
              t("console.rehearsal.conditions.columnShare"),
            ]}
          >
            {report.conditions.map((c) => (
              <tr key={c.conditionId} data-testid="rehearsal-condition">
                <Cell header>{conditionName(c.conditionId, c.position)}</Cell>
                <Cell>
                  <span className="tabular-nums">{percent(c.rate)}</span>
                </Cell>
                <Cell>
                  <span className="tabular-nums">{format.number(c.reached)}</span>
                </Cell>
                <Cell>
                  <span className="tabular-nums">{format.number(c.completed)}</span>
                </Cell>
                <Cell>
                  <span className="tabular-nums">{c.reached === 0 ? "—" : percent(c.completed / c.reached)}</span>
                </Cell>
              </tr>
            ))}
          </ConsoleTable>
        )}
        <p className="text-sm">
          {t(isDraw ? "console.rehearsal.conditions.summaryDraw" : "console.rehearsal.conditions.summaryClaim", {
            fans: report.fans,
            completed: report.completedAll,
            participated: report.participated,
          })}
        </p>
      </Panel>

      <Panel
        id="rehearsal-supply"
        title={t(isDraw ? "console.dashboard.supply.prizesTitle" : "console.dashboard.supply.title")}
      >
        <p className="text-2xl font-bold tabular-nums" data-testid="rehearsal-supply">
          {t("console.rehearsal.supply.used", {
            used: format.number(report.supply.used),
            total: format.number(report.supply.total),
          })}
        </p>
        <SupplyRunOut report={report} />
        {isDraw ? null : (
          <p className="text-sm">
            {t("console.rehearsal.supply.refused", {
              supply: report.claims.refusedSupply,
              limit: report.claims.refusedLimit,
              window: report.claims.refusedWindow,
            })}
          </p>
        )}
      </Panel>

      <Panel
        id="rehearsal-chart"
        title={t(isDraw ? "console.dashboard.chart.entries" : "console.dashboard.chart.claims")}
        className="lg:col-span-2"
      >
        <ParticipationChart series={report.series} show={isDraw ? "entries" : "claims"} />
      </Panel>

      {report.draw ? (
        <Panel id="rehearsal-draw" title={t("console.rehearsal.draw.title")} className="lg:col-span-2">
          <p className="text-sm text-muted">{t("console.rehearsal.draw.lead")}</p>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-bold">{t("console.rehearsal.draw.entrants")}</dt>
            <dd className="tabular-nums">{format.number(report.draw.entrants)}</dd>
            <dt className="font-bold">{t("console.rehearsal.draw.winners")}</dt>
            <dd className="tabular-nums" data-testid="rehearsal-winners">
              {format.number(report.draw.winners)}
            </dd>
          </dl>
          <p
            className={
              report.draw.verification.status === "verified" ? "font-bold text-green-800" : "font-bold text-danger"
            }
            data-testid="rehearsal-verification"
            data-status={report.draw.verification.status}
          >
            <span aria-hidden="true">{report.draw.verification.status === "verified" ? "✓ " : "✗ "}</span>
            {t(
              report.draw.verification.status === "verified"
                ? "console.rehearsal.draw.verified"
                : "console.rehearsal.draw.notVerified",
            )}
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {report.draw.verification.checks.map((check) => (
              <li key={check.key}>
                <span aria-hidden="true">{check.ok ? "✓ " : "✗ "}</span>
                {t(CHECK_KEYS[check.key])}:{" "}
                {t(check.ok ? "console.draws.verify.passed" : "console.draws.verify.notPassed")}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">
            {t(
              report.draw.verifiedBy === "protocol"
                ? "console.rehearsal.draw.byProtocol"
                : "console.rehearsal.draw.byAlgorithm",
            )}
          </p>
        </Panel>
      ) : null}

      <Panel id="rehearsal-mails" title={t("console.rehearsal.mails.title")} className="lg:col-span-2">
        <p className="text-sm text-muted">
          {t(isDraw ? "console.rehearsal.mails.leadDraw" : "console.rehearsal.mails.lead")}
        </p>
        <ConsoleTable
          caption={t("console.rehearsal.mails.caption")}
          columns={[
            t("console.rehearsal.mails.columnLanguage"),
            t("console.rehearsal.mails.columnSignIn"),
            t("console.rehearsal.mails.columnWin"),
            t("console.rehearsal.mails.columnFailed"),
            t("console.rehearsal.mails.columnTotal"),
          ]}
        >
          {report.mails.map((m) => (
            <tr key={m.locale} data-testid="rehearsal-mails" data-locale={m.locale}>
              <Cell header>{t(`languages.${m.locale}`)}</Cell>
              <Cell>
                <span className="tabular-nums">{format.number(m.signIn)}</span>
              </Cell>
              <Cell>
                <span className="tabular-nums">{format.number(m.drawWin)}</span>
              </Cell>
              <Cell>
                <span className="tabular-nums">{format.number(m.drawFailed)}</span>
              </Cell>
              <Cell>
                <span className="font-bold tabular-nums">{format.number(m.total)}</span>
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
      </Panel>
    </div>
  );
}

/** When the supply (or the prizes of an instant draw) ran out, in the operator's zone; or that it lasted. */
function SupplyRunOut({ report }: { report: Report }) {
  const t = useBuilderTranslations();
  if (report.rewardKind === "LUCKY_DRAW" && report.rewardTiming === "AFTER_CAMPAIGN_END") {
    return <p className="text-sm">{t("console.dashboard.supply.atEnd")}</p>;
  }
  if (!report.supply.runOutAt) {
    return <p className="text-sm">{t("console.rehearsal.supply.lasted", { left: report.supply.left })}</p>;
  }
  return (
    <p className="text-sm" data-testid="rehearsal-run-out">
      {t("console.rehearsal.supply.runOut")}{" "}
      <strong>
        <LocalTime value={report.supply.runOutAt} />
      </strong>{" "}
      {t("console.rehearsal.supply.afterArrivals", { count: report.supply.runOutAfterArrivals ?? 0 })}
    </p>
  );
}
