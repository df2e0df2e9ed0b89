"use client";

import type { FunnelStep } from "@fanfare/protocol";
import { useFormatter } from "next-intl";
import { KIND_KEYS } from "../campaigns/builder-texts";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { PROOF_KEYS, STEP_KEYS } from "./dashboard-words";

// A badge per way of proof: the words carry the meaning; the tone only repeats it (each pair ≥ 4.5:1).
const PROOF_TONES: Record<NonNullable<FunnelStep["condition"]>["proof"], string> = {
  PROVIDER: "border-green-700 bg-green-50 text-green-800",
  CHAIN: "border-green-700 bg-green-50 text-green-800",
  CODE: "border-indigo-700 bg-indigo-50 text-indigo-800",
  SELF_ATTESTED: "border-amber-700 bg-amber-50 text-amber-900",
};

/** How completing a condition is proven: by someone else (provider, chain, code) or the fan's own word. */
export function ProofStrengthBadge({ proof }: { proof: NonNullable<FunnelStep["condition"]>["proof"] }) {
  const t = useBuilderTranslations();
  return (
    <span
      data-proof={proof}
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-bold whitespace-nowrap ${PROOF_TONES[proof]}`}
    >
      {t(PROOF_KEYS[proof])}
    </span>
  );
}

/**
 * The funnel as a list of bars: each step's name (a condition's kind and proof), its count and its share
 * of the step before. The bars are drawn relative to the largest count and hidden from screen readers:
 * the numbers beside them say everything.
 */
export function FunnelList({ steps }: { steps: FunnelStep[] }) {
  const t = useBuilderTranslations();
  const format = useFormatter();
  const largest = Math.max(1, ...steps.map((s) => s.count));
  return (
    <ol className="flex flex-col gap-3">
      {steps.map((step) => {
        const name = step.condition
          ? t("console.dashboard.funnel.condition", {
              position: step.condition.position,
              kind: t(KIND_KEYS[step.condition.type]),
            })
          : t(STEP_KEYS[step.step as keyof typeof STEP_KEYS]);
        return (
          <li key={step.condition?.id ?? step.step} data-step={step.step} className="flex flex-col gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-bold">{name}</span>
                {step.condition ? <ProofStrengthBadge proof={step.condition.proof} /> : null}
              </span>
              <span className="flex items-baseline gap-3">
                <span className="text-xl font-bold tabular-nums">{format.number(step.count)}</span>
                {step.rate === null ? null : (
                  <span className="text-sm text-muted tabular-nums">
                    {t("console.dashboard.funnel.rate", {
                      rate: format.number(step.rate, { style: "percent", maximumFractionDigits: 1 }),
                    })}
                  </span>
                )}
              </span>
            </div>
            <div aria-hidden="true" className="h-3 w-full overflow-hidden rounded-full bg-gray-100">
              <div
                className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
                style={{ width: `${(step.count / largest) * 100}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
