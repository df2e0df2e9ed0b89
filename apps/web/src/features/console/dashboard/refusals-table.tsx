"use client";

import type { RefusalCount } from "@fanfare/protocol";
import { useFormatter } from "next-intl";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { Cell, ConsoleTable } from "../console-table";
import { REFUSAL_KEYS } from "./dashboard-words";

/** Refusals by reason, most frequent first; reasons with none are left out (all none: one sentence). */
export function RefusalsTable({ refusals }: { refusals: RefusalCount[] }) {
  const t = useBuilderTranslations();
  const format = useFormatter();
  const counted = refusals.filter((r) => r.count > 0).sort((a, b) => b.count - a.count);
  if (counted.length === 0) return <p className="text-sm text-muted">{t("console.dashboard.refusals.none")}</p>;
  return (
    <ConsoleTable
      caption={t("console.dashboard.refusals.caption")}
      columns={[t("console.dashboard.refusals.columnReason"), t("console.dashboard.refusals.columnCount")]}
    >
      {counted.map((refusal) => (
        <tr key={refusal.reason}>
          <Cell header>{t(REFUSAL_KEYS[refusal.reason])}</Cell>
          <Cell>
            <span className="tabular-nums">{format.number(refusal.count)}</span>
          </Cell>
        </tr>
      ))}
    </ConsoleTable>
  );
}
