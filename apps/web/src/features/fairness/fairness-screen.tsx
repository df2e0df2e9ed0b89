"use client";

import { type FairnessReportView, REFUSAL_REASONS, type RefusalReason } from "@fanfare/protocol";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { QueryStatus } from "@/features/campaigns/query-status";
import { campaignHref } from "@/features/claims/campaign-href";
import { useSeededQueryData } from "@/hooks/use-seeded-query-data";
import { ButtonLink } from "@/ui/button-link";
import { LocalTime } from "@/ui/local-time";
import { Screen } from "@/ui/screen";
import { fairnessQueryKey, useFairnessReport } from "./use-fairness-report";

const REASON_TEXT = {
  WRONG_CODE: "fairness.reason.WRONG_CODE",
  USED_CODE: "fairness.reason.USED_CODE",
  DUPLICATE_CODE: "fairness.reason.DUPLICATE_CODE",
  CODE_LOCKOUT: "fairness.reason.CODE_LOCKOUT",
  LIMIT_REACHED: "fairness.reason.LIMIT_REACHED",
  SUPPLY_EXHAUSTED: "fairness.reason.SUPPLY_EXHAUSTED",
  OUTSIDE_WINDOW: "fairness.reason.OUTSIDE_WINDOW",
  BANNED: "fairness.reason.BANNED",
  CAPTCHA_FAILED: "fairness.reason.CAPTCHA_FAILED",
} as const satisfies Record<RefusalReason, string>;

export type FairnessScreenProps = {
  projectId: string;
  campaignId: string;
  /** What the page's server read (fairness-on-server.ts), or null: the browser then asks itself. */
  initial: FairnessReportView | null;
  fetchedAt: number;
};

/**
 * `/projects/[projectId]/[campaign]/fairness`: the campaign's public fairness report (docs/fairness-report.md).
 * Rendered on the server from the API's answer, then kept current in the browser. Counts only: nothing
 * on it names a fan. Each group says when it was computed, in the fan's time zone.
 */
export function FairnessScreen({ projectId, campaignId, initial, fetchedAt }: FairnessScreenProps) {
  const t = useTranslations();
  useSeededQueryData(fairnessQueryKey(campaignId), initial, fetchedAt);
  const report = useFairnessReport(campaignId);
  return (
    <Screen wide title={t("fairness.title")} lead={t("fairness.lead")}>
      <QueryStatus query={report}>
        {(data) => (
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-2" data-testid="fairness-report">
            <SupplySection report={data} />
            {data.entries ? <EntriesSection entries={data.entries} /> : null}
            <RefusalsSection refusals={data.refusals} />
            <DrawSection report={data} />
          </div>
        )}
      </QueryStatus>
      <div className="lg:max-w-md">
        <ButtonLink href={campaignHref(projectId, campaignId)} variant="outlined" size="lg" fullWidth>
          {t("received.backToCampaign")}
        </ButtonLink>
      </div>
    </Screen>
  );
}

/** A titled card of figures, with the time they were computed at its foot. */
function Group({
  id,
  title,
  computedAt,
  children,
}: {
  id: string;
  title: string;
  computedAt: string;
  children: ReactNode;
}) {
  const t = useTranslations();
  return (
    <section
      aria-labelledby={`fairness-${id}`}
      className="flex flex-col gap-3 rounded-lg border border-line bg-card p-4"
      data-testid={`fairness-${id}`}
    >
      <h2 id={`fairness-${id}`} className="text-lg font-bold">
        {title}
      </h2>
      {children}
      <p className="text-xs text-muted">
        {t("fairness.computedAt")} <LocalTime value={computedAt} />
      </p>
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  const format = useFormatter();
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-line py-1 last:border-b-0">
      <dt className="text-sm">{label}</dt>
      <dd className="text-xl font-bold tabular-nums" data-testid={testId}>
        {format.number(value)}
      </dd>
    </div>
  );
}

function SupplySection({ report }: { report: FairnessReportView }) {
  const t = useTranslations();
  const { supply } = report;
  return (
    <Group id="supply" title={t("fairness.supplyTitle")} computedAt={supply.computedAt}>
      <dl className="flex flex-col">
        <Figure label={t("fairness.total")} value={supply.total} testId="fairness-total" />
        <Figure label={t("fairness.claimed")} value={supply.claimed} testId="fairness-claimed" />
        <Figure label={t("fairness.left")} value={supply.left} testId="fairness-left" />
      </dl>
    </Group>
  );
}

function EntriesSection({ entries }: { entries: NonNullable<FairnessReportView["entries"]> }) {
  const t = useTranslations();
  return (
    <Group id="entries" title={t("fairness.entriesTitle")} computedAt={entries.computedAt}>
      <dl className="flex flex-col">
        <Figure label={t("fairness.entrants")} value={entries.entrants} testId="fairness-entrants" />
        <Figure label={t("fairness.prizes")} value={entries.prizes} />
        <Figure label={t("fairness.winners")} value={entries.winners} testId="fairness-winners" />
      </dl>
    </Group>
  );
}

function RefusalsSection({ refusals }: { refusals: FairnessReportView["refusals"] }) {
  const t = useTranslations();
  const format = useFormatter();
  const counted = new Map(refusals.counts.map((row) => [row.reason, row.count]));
  return (
    <Group id="refusals" title={t("fairness.refusalsTitle")} computedAt={refusals.computedAt}>
      <p className="text-sm leading-relaxed">{t("fairness.refusalsLead")}</p>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("fairness.ruleColumn")}</th>
            <th scope="col">{t("fairness.countColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {REFUSAL_REASONS.map((reason) => (
            <tr key={reason} className="border-b border-line last:border-b-0">
              <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                {t(REASON_TEXT[reason])}
              </th>
              <td className="py-1.5 text-end font-bold tabular-nums" data-testid={`refusal-${reason}`}>
                {format.number(counted.get(reason) ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs leading-relaxed text-muted">{t("fairness.refusalsNote")}</p>
    </Group>
  );
}

/** A long hex value: wraps anywhere, monospace, selectable (as on the draw record page). */
function Code({ children }: { children: ReactNode }) {
  return <code className="font-mono text-xs break-all">{children}</code>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-bold">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function DrawSection({ report }: { report: FairnessReportView }) {
  const t = useTranslations();
  const format = useFormatter();
  const { draw } = report;
  if (!draw) {
    return (
      <section aria-labelledby="fairness-verify" className="flex flex-col gap-3 rounded-lg border border-line p-4">
        <h2 id="fairness-verify" className="text-lg font-bold">
          {t("fairness.verifyTitle")}
        </h2>
        <p className="text-sm leading-relaxed">{t("fairness.noDraw")}</p>
      </section>
    );
  }
  const drawn = draw.seed !== null;
  return (
    <>
      <Group id="draw" title={t("fairness.drawTitle")} computedAt={draw.computedAt}>
        <dl className="grid grid-cols-1 gap-3">
          <Fact label={t("luckyDraw.record.algorithm")}>
            <Code>{draw.algorithm}</Code>
          </Fact>
          <Fact label={t("luckyDraw.record.mode")}>
            {draw.mode === "UPON_COMPLETION_OF_APPLICATION"
              ? t("fairness.modeInstant")
              : t("luckyDraw.record.modeAtEnd")}
          </Fact>
          <Fact label={t("luckyDraw.record.seedHash")}>
            <Code>{draw.seedHash}</Code>
          </Fact>
          <Fact label={t("luckyDraw.record.seed")}>
            {drawn ? <Code>{draw.seed}</Code> : <span className="text-muted">{t("luckyDraw.record.seedLater")}</span>}
          </Fact>
          <Fact label={t("luckyDraw.record.drawnAt")}>
            {draw.drawnAt ? (
              <LocalTime value={draw.drawnAt} />
            ) : (
              <span className="text-muted">{t("luckyDraw.record.notDrawnYet")}</span>
            )}
          </Fact>
          {draw.entrantCount !== null && draw.winnerCount !== null ? (
            <>
              <Fact label={t("fairness.drawEntrants")}>{format.number(draw.entrantCount)}</Fact>
              <Fact label={t("fairness.drawWinners")}>{format.number(draw.winnerCount)}</Fact>
            </>
          ) : null}
          {draw.entrantsHash ? (
            <Fact label={t("luckyDraw.record.entrantsHash")}>
              <Code>{draw.entrantsHash}</Code>
            </Fact>
          ) : null}
          {draw.entrantsRoot ? (
            <Fact label={t("luckyDraw.record.entrantsRoot")}>
              <Code>{draw.entrantsRoot}</Code>
            </Fact>
          ) : null}
        </dl>
      </Group>
      <section
        aria-labelledby="fairness-verify"
        className="flex flex-col gap-3 rounded-lg border border-line p-4"
        data-testid="fairness-verify"
      >
        <h2 id="fairness-verify" className="text-lg font-bold">
          {t("fairness.verifyTitle")}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm leading-relaxed">
          <li>{t("fairness.verifyCommit")}</li>
          <li>{t("fairness.verifyEntrants")}</li>
          <li>{t("fairness.verifyReveal")}</li>
        </ol>
        <p className="text-sm leading-relaxed">{drawn ? t("fairness.verifyNow") : t("fairness.verifyLater")}</p>
        <ButtonLink href={draw.recordPath} size="lg" fullWidth>
          {t("fairness.verifyLink")}
        </ButtonLink>
      </section>
    </>
  );
}
