"use client";

import type { ConditionView } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { CheckIcon } from "@/ui/icons/check-icon";
import { conditionPath } from "./campaign-paths";
import { conditionText } from "./campaign-texts";

/** Conditions as links to their own pages, each saying whether it is done. */
export function ConditionList({
  projectId,
  campaignId,
  conditions,
  all,
}: {
  projectId: string;
  campaignId: string;
  conditions: readonly ConditionView[];
  /** Every condition of the campaign (to tell whether a kind occurs more than once). */
  all: readonly ConditionView[];
}) {
  const t = useTranslations();
  return (
    <ul className="flex flex-col gap-2">
      {conditions.map((condition) => {
        const sameKind = all.filter((other) => other.type === condition.type).length;
        return (
          <li key={condition.id}>
            <Link
              href={conditionPath(projectId, campaignId, condition, all)}
              className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-line bg-card px-4 py-3 hover:bg-surface"
            >
              <span className="font-bold">
                {t(conditionText(condition))}
                {sameKind > 1 ? ` ${condition.index}` : ""}
              </span>
              {condition.completed ? (
                <span className="inline-flex shrink-0 items-center gap-1 text-sm font-bold text-ink">
                  <CheckIcon />
                  {t("condition.done")}
                </span>
              ) : (
                <span className="shrink-0 text-sm text-muted">{t("condition.toDo")}</span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
