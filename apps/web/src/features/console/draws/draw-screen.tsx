"use client";

import { fillPath, type LuckyDrawResult, OPERATOR_ROUTE, type OperatorDrawView } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { ApiError } from "@/lib/api";
import { LocalTime } from "@/ui/local-time";
import { BackLink } from "../back-link";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { CsvDownloadLink } from "../csv-download-link";
import { LocalizedName } from "../localized-name";
import { StatusBadge } from "../status-badge";
import { DrawEntrants } from "./draw-entrants";
import { DrawTimeline } from "./draw-timeline";
import { DrawVerify } from "./draw-verify";
import { DRAW_STATUS_KEYS, DRAW_STATUS_TONES } from "./draw-words";
import { useOperatorDraw } from "./use-operator-draw";

/**
 * `/console/projects/[projectId]/campaigns/[campaignId]/draw`: a lucky draw as its operator follows it —
 * where it stands, the figures, the record with a "Verify" that recomputes it in this browser, the
 * winners and the others page by page, the CSV downloads and the public record fans see. Read only for
 * every role: the draw runs by itself after the campaign's end (the scheduled job), so there is nothing
 * to start here; the page says when it will run.
 */
export function DrawScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useTranslations();
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<LuckyDrawResult | undefined>(undefined);
  const draw = useOperatorDraw(campaignId, page, result);
  const campaign = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.campaign(campaignId),
    queryFn: ({ signal }) => consoleApi.getCampaign(campaignId, signal),
  });
  const notFound = draw.error instanceof ApiError && draw.error.status === 404;

  return (
    <section className="flex flex-col gap-6" aria-labelledby="console-page-title">
      <BackLink href={`/console/projects/${projectId}/campaigns/${campaignId}`}>{t("console.draws.back")}</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
          {t("console.draws.title")}
          {campaign.data ? (
            <>
              : <LocalizedName text={campaign.data.title} />
            </>
          ) : null}
        </h1>
        {draw.data ? (
          <StatusBadge tone={DRAW_STATUS_TONES[draw.data.status]}>
            <span data-testid="draw-status" data-status={draw.data.status}>
              {t(DRAW_STATUS_KEYS[draw.data.status])}
            </span>
          </StatusBadge>
        ) : null}
      </div>
      {notFound ? (
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
          {t("console.draws.notFound")}
        </p>
      ) : (
        <ConsoleQueryState query={draw}>
          {(data) =>
            data.status === "NOT_A_DRAW" ? (
              <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
                {t("console.draws.notADraw")}
              </p>
            ) : (
              <LoadedDraw
                draw={data}
                projectId={projectId}
                loading={draw.isFetching}
                result={result}
                onResult={(next) => {
                  setResult(next);
                  setPage(1);
                }}
                onPage={setPage}
              />
            )
          }
        </ConsoleQueryState>
      )}
    </section>
  );
}

function LoadedDraw({
  draw,
  projectId,
  loading,
  result,
  onResult,
  onPage,
}: {
  draw: OperatorDrawView;
  projectId: string;
  loading: boolean;
  result: LuckyDrawResult | undefined;
  onResult: (result: LuckyDrawResult | undefined) => void;
  onPage: (page: number) => void;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const { campaignId } = draw;
  const drawn = draw.drawnAt !== null;
  const mode =
    draw.mode === "UPON_COMPLETION_OF_APPLICATION"
      ? t("console.draws.modeInstant", { percent: draw.winPercent ?? 0 })
      : t("console.draws.modeAtEnd");

  return (
    <>
      <StatusLead draw={draw} />
      <DrawTimeline draw={draw} />

      <section aria-labelledby="draw-figures-title" className="flex flex-col gap-3">
        <h2 id="draw-figures-title" className="text-lg font-bold">
          {t("console.draws.figures.title")}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="draw-figures">
          <Figure label={t("console.draws.figures.entrants")} value={draw.entrantCount} testId="draw-entrant-count" />
          <Figure label={t("console.draws.figures.prizes")} value={draw.prizeCount ?? 0} />
          <Figure label={t("console.draws.figures.winners")} value={draw.winnerCount} testId="draw-winner-count" />
          <Figure
            label={t("console.draws.figures.losers")}
            value={drawn ? draw.entrantCount - draw.winnerCount : "—"}
            testId="draw-loser-count"
          />
        </dl>
      </section>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="draw-record-title"
          className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-card p-4 lg:p-6"
        >
          <h2 id="draw-record-title" className="text-lg font-bold">
            {t("console.draws.record.title")}
          </h2>
          <dl className="grid gap-3 text-sm" data-testid="draw-console-record">
            <Fact label={t("console.draws.record.mode")}>{mode}</Fact>
            <Fact label={t("console.draws.record.algorithm")}>
              <Code>{draw.algorithm ?? "—"}</Code>
            </Fact>
            <Fact label={t("console.draws.record.seedHash")}>
              {draw.seedHash ? <Code>{draw.seedHash}</Code> : <Later text={t("console.draws.record.seedHashLater")} />}
            </Fact>
            <Fact label={t("console.draws.record.seed")}>
              {draw.seed ? <Code>{draw.seed}</Code> : <Later text={t("console.draws.record.seedLater")} />}
            </Fact>
            <Fact label={t("console.draws.record.entrantsHash")}>
              {draw.entrantsHash ? <Code>{draw.entrantsHash}</Code> : <Later text={t("console.draws.record.later")} />}
            </Fact>
            <Fact label={t("console.draws.record.entrantsRoot")}>
              {draw.entrantsRoot ? <Code>{draw.entrantsRoot}</Code> : <Later text={t("console.draws.record.later")} />}
            </Fact>
            <Fact label={t("console.draws.record.drawnAt")}>
              {draw.drawnAt ? <LocalTime value={draw.drawnAt} /> : <Later text={t("console.draws.record.notYet")} />}
            </Fact>
          </dl>
          <p className="text-sm">
            {/* A whole page load, not the console's client navigation: fan pages carry none of its code. */}
            <a
              href={`/${locale}/projects/${projectId}/${campaignId}/draw`}
              target="_blank"
              rel="noopener"
              className="font-bold text-link underline hover:no-underline"
            >
              {t("console.draws.record.publicLink")}
            </a>
          </p>
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <DrawVerify record={drawn ? draw.record : null} server={draw.verification} />
          <section
            aria-labelledby="draw-downloads-title"
            className="flex flex-col gap-3 rounded-xl border border-line bg-card p-4 lg:p-6"
          >
            <h2 id="draw-downloads-title" className="text-lg font-bold">
              {t("console.draws.downloads.title")}
            </h2>
            <p className="text-sm text-muted">{t("console.draws.downloads.lead")}</p>
            <ul className="flex flex-col gap-2 text-sm">
              <li className="flex flex-col gap-1">
                <CsvDownloadLink path={fillPath(OPERATOR_ROUTE.operatorExportWinners.path, { campaignId })}>
                  {t("console.draws.downloads.winners")}
                </CsvDownloadLink>
              </li>
              <li className="flex flex-col gap-1">
                <CsvDownloadLink path={fillPath(OPERATOR_ROUTE.operatorExportApplicants.path, { campaignId })}>
                  {t("console.draws.downloads.applicants")}
                </CsvDownloadLink>
              </li>
            </ul>
          </section>
        </div>
      </div>

      <DrawEntrants entrants={draw.entrants} result={result} onResult={onResult} onPage={onPage} loading={loading} />
    </>
  );
}

/** What happens next, in a sentence: when the draw runs, or that it ran. */
function StatusLead({ draw }: { draw: OperatorDrawView }) {
  const t = useTranslations();
  let text: ReactNode;
  if (draw.status === "NOT_PUBLISHED") text = t("console.draws.lead.notPublished");
  else if (draw.drawnAt) text = t("console.draws.lead.drawn");
  else {
    text = t.rich("console.draws.lead.runsAfter", {
      time: () => <LocalTime value={draw.drawsAfter ?? draw.endsAt} />,
    });
  }
  return (
    <p className="max-w-3xl leading-relaxed" data-testid="draw-lead">
      {text}
    </p>
  );
}

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line bg-card p-4">
      <dt className="text-sm font-bold text-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="font-bold">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A long hex value: monospace, wraps anywhere, selectable. */
function Code({ children }: { children: ReactNode }) {
  return <code className="font-mono text-xs break-all">{children}</code>;
}

function Later({ text }: { text: string }) {
  return <span className="text-muted">{text}</span>;
}
