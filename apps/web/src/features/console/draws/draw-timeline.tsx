"use client";

import type { OperatorDrawStatus, OperatorDrawView } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LocalTime } from "@/ui/local-time";

type StepState = "done" | "current" | "upcoming";

/** How far along each status is: the index of the first step not done yet. */
const REACHED: Record<OperatorDrawStatus, number> = {
  NOT_A_DRAW: 0,
  NOT_PUBLISHED: 0,
  WAITING_FOR_END: 1,
  DRAW_DUE: 2,
  DRAWN: 4,
  RESULTS_MAILED: 5,
};

const STATE_KEYS = {
  done: "console.draws.timeline.done",
  current: "console.draws.timeline.current",
  upcoming: "console.draws.timeline.upcoming",
} as const satisfies Record<StepState, string>;

// Each mark's colour pairs with its words; the state is never in colour alone (WCAG 1.4.1).
const MARK_CLASSES: Record<StepState, string> = {
  done: "border-green-700 bg-green-700 text-white",
  current: "border-blue-700 bg-white text-blue-800",
  upcoming: "border-gray-500 bg-white text-gray-700",
};

/**
 * Where the draw stands, as the steps it passes through: the seed committed at publishing, entries open,
 * entries closed with the entrant list committed, the winners drawn (those two in the same transaction,
 * so at the same time), and, for a draw at the end, the result mails. The step it stands at is
 * `aria-current="step"`, and each step says its state in words.
 */
export function DrawTimeline({ draw }: { draw: OperatorDrawView }) {
  const t = useTranslations();
  const reached = REACHED[draw.status];
  const drawnAt = draw.drawnAt ? <LocalTime value={draw.drawnAt} /> : null;
  const steps: { key: string; title: string; detail: ReactNode }[] = [
    {
      key: "committed",
      title: t("console.draws.timeline.committed"),
      detail: reached > 0 ? t("console.draws.timeline.committedDetail") : t("console.draws.timeline.committedLater"),
    },
    {
      key: "open",
      title: t("console.draws.timeline.open"),
      detail: (
        <>
          <LocalTime value={draw.startsAt} /> – <LocalTime value={draw.endsAt} />
        </>
      ),
    },
    {
      key: "closed",
      title: t("console.draws.timeline.closed"),
      detail: drawnAt ?? (
        <>
          {t("console.draws.timeline.drawsAfter")} <LocalTime value={draw.drawsAfter ?? draw.endsAt} />
        </>
      ),
    },
    {
      key: "drawn",
      title: t("console.draws.timeline.drawn"),
      detail: drawnAt ? (
        <>
          {drawnAt} · {t("console.draws.timeline.winners", { count: draw.winnerCount })}
        </>
      ) : (
        t("console.draws.timeline.drawnLater")
      ),
    },
  ];
  if (draw.resultMails) {
    steps.push({
      key: "mailed",
      title: t("console.draws.timeline.mailed"),
      detail: t("console.draws.timeline.mailedCount", {
        mailed: draw.resultMails.mailed,
        decided: draw.resultMails.decided,
      }),
    });
  }

  return (
    <section aria-labelledby="draw-timeline-title" className="flex flex-col gap-3">
      <h2 id="draw-timeline-title" className="text-lg font-bold">
        {t("console.draws.timeline.title")}
      </h2>
      <ol className="grid gap-3 md:grid-cols-5" data-testid="draw-timeline">
        {steps.map((step, index) => {
          const state = stepState(index, reached, steps.length);
          return (
            <li
              key={step.key}
              aria-current={state === "current" ? "step" : undefined}
              data-state={state}
              className="flex gap-3 rounded-xl border border-line bg-card p-3 md:flex-col md:gap-2"
            >
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${MARK_CLASSES[state]}`}
              >
                {state === "done" ? "✓" : index + 1}
              </span>
              <span className="flex flex-col gap-1">
                <span className="font-bold">{step.title}</span>
                <span className="text-xs font-bold text-muted">{t(STATE_KEYS[state])}</span>
                <span className="text-sm break-words">{step.detail}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function stepState(index: number, reached: number, count: number): StepState {
  if (index < reached) return "done";
  if (index === reached && reached < count) return "current";
  return "upcoming";
}
