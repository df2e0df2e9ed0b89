"use client";

import { LUCKY_DRAW_RESULTS, type LuckyDrawResult, type OperatorDrawView } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/ui/button";
import { LocalTime } from "@/ui/local-time";
import { Cell, ConsoleTable } from "../console-table";
import { StatusBadge } from "../status-badge";
import { RESULT_KEYS, RESULT_TONES } from "./draw-words";

/** The select's value for "every result" (not one of the spec's results). */
const ALL = "all";

const FILTER_KEYS = {
  COMPLETED_CONDITION: "console.draws.entrants.filterWaiting",
  WIN: "console.draws.entrants.filterWinners",
  FAILED: "console.draws.entrants.filterLosers",
} as const satisfies Record<LuckyDrawResult, string>;

/**
 * The winners and the others, a page at a time (oldest entry first): the entry id the public record
 * lists, the account's e-mail masked, when it entered, and its result in words.
 */
export function DrawEntrants({
  entrants,
  result,
  onResult,
  onPage,
  loading,
}: {
  entrants: OperatorDrawView["entrants"];
  result: LuckyDrawResult | undefined;
  onResult: (result: LuckyDrawResult | undefined) => void;
  onPage: (page: number) => void;
  loading: boolean;
}) {
  const t = useTranslations();
  const filterId = useId();
  const pages = Math.max(1, Math.ceil(entrants.total / entrants.pageSize));
  const first = entrants.total === 0 ? 0 : (entrants.page - 1) * entrants.pageSize + 1;
  const last = Math.min(entrants.total, entrants.page * entrants.pageSize);

  return (
    <section aria-labelledby="draw-entrants-title" className="flex flex-col gap-3">
      <h2 id="draw-entrants-title" className="text-lg font-bold">
        {t("console.draws.entrants.title")}
      </h2>
      <p className="text-sm text-muted">{t("console.draws.entrants.privacy")}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={filterId} className="text-sm font-bold">
          {t("console.draws.entrants.filter")}
        </label>
        <select
          id={filterId}
          value={result ?? ALL}
          onChange={(event) => {
            const value = event.target.value;
            onResult(LUCKY_DRAW_RESULTS.find((r) => r === value));
          }}
          className="h-11 max-w-xs rounded-lg border-2 border-gray-500 bg-white px-3"
        >
          <option value={ALL}>{t("console.draws.entrants.filterAll")}</option>
          {(["WIN", "FAILED", "COMPLETED_CONDITION"] as const).map((value) => (
            <option key={value} value={value}>
              {t(FILTER_KEYS[value])}
            </option>
          ))}
        </select>
      </div>
      {entrants.total === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
          {t("console.draws.entrants.none")}
        </p>
      ) : (
        <ConsoleTable
          caption={t("console.draws.entrants.caption")}
          columns={[
            t("console.draws.entrants.columnEntry"),
            t("console.draws.entrants.columnEmail"),
            t("console.draws.entrants.columnEntered"),
            t("console.draws.entrants.columnResult"),
          ]}
        >
          {entrants.items.map((entrant) => (
            <tr key={entrant.entryId} data-testid="draw-entrant">
              <Cell header>
                <code className="font-mono text-xs font-normal break-all">{entrant.entryId}</code>
              </Cell>
              <Cell>{entrant.maskedEmail ?? t("console.draws.entrants.noEmail")}</Cell>
              <Cell>
                <LocalTime value={entrant.enteredAt} />
              </Cell>
              <Cell>
                <StatusBadge tone={RESULT_TONES[entrant.result]}>{t(RESULT_KEYS[entrant.result])}</StatusBadge>
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <nav aria-label={t("console.draws.entrants.pages")} className="flex flex-wrap items-center gap-3">
        <Button
          variant="outlined"
          size="sm"
          disabled={loading || entrants.page <= 1}
          onClick={() => onPage(entrants.page - 1)}
        >
          {t("console.draws.entrants.previous")}
        </Button>
        <p role="status" className="text-sm" data-testid="draw-entrants-range">
          {t("console.draws.entrants.range", { first, last, total: entrants.total, page: entrants.page, pages })}
        </p>
        <Button
          variant="outlined"
          size="sm"
          disabled={loading || entrants.page >= pages}
          onClick={() => onPage(entrants.page + 1)}
        >
          {t("console.draws.entrants.next")}
        </Button>
      </nav>
    </section>
  );
}
