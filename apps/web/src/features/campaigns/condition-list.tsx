"use client";

import type { ConditionView } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { ProofBadge } from "@/features/conditions/proof-badge";
import { Link } from "@/i18n/navigation";
import { CheckIcon } from "@/ui/icons/check-icon";
import { conditionPath } from "./campaign-paths";
import { conditionText } from "./campaign-texts";

/** NONE asks nothing of the fan: listed, it would read as a task, or as done before anything was done. */
export function tasksOf(conditions: readonly ConditionView[]): ConditionView[] {
  return conditions.filter((condition) => condition.type !== "NONE");
}

/**
 * Conditions as links to their own pages, each saying whether it is done; or, where nothing can be
 * done yet or any more (a visitor who is not signed in, a campaign not started or over), by name only:
 * neither a link nor a "done" the fan never earned. NONE is left out (tasksOf).
 */
export function ConditionList({
  projectId,
  campaignId,
  conditions,
  all,
  actionable = true,
}: {
  projectId: string;
  campaignId: string;
  conditions: readonly ConditionView[];
  /** Every condition of the campaign (to tell whether a kind occurs more than once). */
  all: readonly ConditionView[];
  actionable?: boolean;
}) {
  const t = useTranslations();
  const name = (condition: ConditionView) => {
    const sameKind = all.filter((other) => other.type === condition.type).length;
    return `${t(conditionText(condition))}${sameKind > 1 ? ` ${condition.index}` : ""}`;
  };
  const tasks = tasksOf(conditions);
  if (!actionable) {
    return (
      <ul className="flex flex-col gap-2" data-testid="conditions-listed">
        {tasks.map((condition) => (
          <li key={condition.id} className="flex min-h-12 items-center rounded-lg border border-line bg-card px-4 py-3">
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-bold">{name(condition)}</span>
              <ProofBadge condition={condition} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {tasks.map((condition) => (
        <li key={condition.id}>
          <Link
            href={conditionPath(projectId, campaignId, condition, all)}
            className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-line bg-card px-4 py-3 hover:bg-surface"
          >
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-bold">{name(condition)}</span>
              <ProofBadge condition={condition} />
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
      ))}
    </ul>
  );
}
