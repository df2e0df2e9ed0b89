"use client";

import type { SupplyForecast } from "@fanfare/protocol";
import { useFormatter } from "next-intl";
import { LocalTime } from "@/ui/local-time";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";

/**
 * What is left, how fast it goes and when it runs out at that rate, in the operator's time zone. A draw
 * decided at the end has no rate; a rate of 0 gives no estimate; an estimate past the end of giving says
 * that some will be left.
 */
export function SupplyCard({
  supply,
  isDraw,
  computedAt,
}: {
  supply: SupplyForecast;
  isDraw: boolean;
  /** When the figures were computed: giving has ended when this is past `closesAt`. */
  computedAt: string;
}) {
  const t = useBuilderTranslations();
  const format = useFormatter();
  const usedShare = supply.total === 0 ? 1 : supply.used / supply.total;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-2xl font-bold tabular-nums">
        {t("console.dashboard.supply.left", { left: format.number(supply.left), total: format.number(supply.total) })}
      </p>
      <div aria-hidden="true" className="h-3 w-full overflow-hidden rounded-full bg-gray-100">
        <div className="h-full rounded-full bg-primary" style={{ width: `${usedShare * 100}%` }} />
      </div>
      <p className="text-sm text-muted">{t("console.dashboard.supply.used", { used: format.number(supply.used) })}</p>
      <Forecast supply={supply} isDraw={isDraw} closed={Date.parse(computedAt) >= Date.parse(supply.closesAt)} />
    </div>
  );
}

function Forecast({ supply, isDraw, closed }: { supply: SupplyForecast; isDraw: boolean; closed: boolean }) {
  const t = useBuilderTranslations();
  const format = useFormatter();
  if (supply.left === 0) return <p className="font-bold">{t("console.dashboard.supply.soldOut")}</p>;
  if (closed) return <p className="text-sm">{t("console.dashboard.supply.closed")}</p>;
  if (supply.perHour === null) {
    // A draw decided at the end has no rate; a campaign not open yet has none either.
    return (
      <p className="text-sm">{t(isDraw ? "console.dashboard.supply.atEnd" : "console.dashboard.supply.noRate")}</p>
    );
  }
  const rate = (
    <p className="text-sm">
      {t("console.dashboard.supply.rate", { rate: format.number(supply.perHour, { maximumFractionDigits: 1 }) })}
    </p>
  );
  if (supply.runOutAt === null) {
    return (
      <>
        {rate}
        <p className="text-sm">{t("console.dashboard.supply.noRate")}</p>
      </>
    );
  }
  const afterClose = new Date(supply.runOutAt).getTime() > new Date(supply.closesAt).getTime();
  return (
    <>
      {rate}
      <p className="text-sm">
        {afterClose ? t("console.dashboard.supply.notBeforeClose") : t("console.dashboard.supply.runOut")}{" "}
        <strong>
          <LocalTime value={afterClose ? supply.closesAt : supply.runOutAt} />
        </strong>
      </p>
    </>
  );
}
