"use client";

import type { ParticipationSeries } from "@fanfare/protocol";
import { useFormatter, useLocale } from "next-intl";
import { useMemo } from "react";
import { useTimeZone } from "@/hooks/use-time-zone";
import { FALLBACK_TIME_ZONE } from "@/lib/time-zone";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { bucketKey } from "./dashboard-words";

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Claims (and a draw's entries) per bucket as bars, in one small SVG. It is an image with a sentence
 * for screen readers (the total, the largest bar and the span), and the figures are one click away as a
 * table. Times are in the operator's zone; the bars and their ticks carry no information of their own.
 */
export function ParticipationChart({
  series,
  show,
}: {
  series: ParticipationSeries;
  /** Which counts to draw: a draw's entries, claims, or both stacked (a project's). */
  show: "claims" | "entries" | "both";
}) {
  const t = useBuilderTranslations();
  const format = useFormatter();
  const locale = useLocale();
  const timeZone = useTimeZone() ?? FALLBACK_TIME_ZONE;
  // One formatter for every bar's time: the chart renders again with each poll of a live drop, and
  // making a formatter costs fifty times what using one does.
  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, { timeZone, month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }),
    [locale, timeZone],
  );
  const value = (p: ParticipationSeries["points"][number]) => {
    if (show === "claims") return p.claims;
    if (show === "entries") return p.entries;
    return p.claims + p.entries;
  };
  const points = series.points;
  if (points.length === 0) return <p className="text-sm text-muted">{t("console.dashboard.chart.empty")}</p>;
  const values = points.map(value);
  const max = Math.max(...values);
  const total = values.reduce((sum, v) => sum + v, 0);
  const barWidth = WIDTH / points.length;
  const time = (iso: string) => timeFormat.format(new Date(iso));
  const zoneName =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
      .formatToParts(new Date(series.to))
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  const summary = t("console.dashboard.chart.summary", {
    total,
    max: format.number(max),
    from: time(series.from),
    to: `${time(series.to)} (${zoneName})`,
  });
  const size = bucketKey(series.bucketSeconds);
  return (
    <div className="flex flex-col gap-2">
      {size ? <p className="text-sm text-muted">{t("console.dashboard.chart.bucket", { size: t(size) })}</p> : null}
      <div className="flex gap-2">
        <span aria-hidden="true" className="w-10 shrink-0 text-right text-xs text-muted tabular-nums">
          {format.number(max)}
        </span>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full rounded-lg border border-line bg-card"
        >
          {values.map((v, index) => {
            const height = max === 0 ? 0 : (v / max) * (HEIGHT - 8);
            return (
              <rect
                key={points[index]?.at}
                x={index * barWidth + barWidth * 0.1}
                y={HEIGHT - height}
                width={barWidth * 0.8}
                height={height}
                className="fill-primary"
              />
            );
          })}
          <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-muted" strokeWidth="1" />
        </svg>
      </div>
      <div aria-hidden="true" className="flex justify-between pl-12 text-xs text-muted">
        <span>{time(series.from)}</span>
        <span>{time(series.to)}</span>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-bold text-link underline hover:no-underline">
          {t("console.dashboard.chart.showTable")}
        </summary>
        {/* A region keyboard users can focus to scroll the table (axe: scrollable-region-focusable). */}
        <section
          aria-label={t("console.dashboard.chart.tableCaption")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling container must be reachable by keyboard
          tabIndex={0}
          className="mt-2 max-h-72 overflow-y-auto rounded-lg border border-line"
        >
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t("console.dashboard.chart.tableCaption")}</caption>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("console.dashboard.chart.columnFrom")}
                </th>
                {show !== "entries" ? (
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("console.dashboard.chart.columnClaims")}
                  </th>
                ) : null}
                {show !== "claims" ? (
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("console.dashboard.chart.columnEntries")}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {points.map((point) => (
                <tr key={point.at}>
                  <th scope="row" className="px-3 py-1 font-normal">
                    <time dateTime={point.at}>{time(point.at)}</time>
                  </th>
                  {show !== "entries" ? (
                    <td className="px-3 py-1 text-right tabular-nums">{format.number(point.claims)}</td>
                  ) : null}
                  {show !== "claims" ? (
                    <td className="px-3 py-1 text-right tabular-nums">{format.number(point.entries)}</td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </div>
  );
}
