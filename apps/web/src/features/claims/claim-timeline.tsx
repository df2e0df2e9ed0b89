"use client";

import type { ClaimEvent, ClaimProblem, ClaimTimeline } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { CheckIcon } from "@/ui/icons/check-icon";
import { CloseIcon } from "@/ui/icons/close-icon";
import { WarningIcon } from "@/ui/icons/warning-icon";
import { LocalTime } from "@/ui/local-time";
import {
  NEXT_TEXT,
  PROBLEM_TEXT,
  STATE_TEXT,
  STEP_TEXT,
  type StepState,
  type TimelineItem,
  timelineItems,
} from "./claim-steps";

const MARKER_STYLE: Record<StepState, string> = {
  done: "border-success bg-success text-white",
  current: "border-primary bg-card text-primary",
  upcoming: "border-line bg-card text-muted",
  failed: "border-danger bg-danger text-white",
};

const STATE_STYLE: Record<StepState, string> = {
  done: "border-line text-muted",
  current: "border-primary text-primary",
  upcoming: "border-dashed border-line text-muted",
  failed: "border-danger text-danger",
};

/** A claim standing at MINTED or TRANSFERRED has arrived: its step is marked done, and still the current one. */
function Marker({ state, arrived }: { state: StepState; arrived: boolean }) {
  const style = state === "current" && arrived ? "border-primary bg-primary text-white" : MARKER_STYLE[state];
  return (
    <span
      aria-hidden="true"
      className={`relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${style}`}
    >
      {state === "done" || (state === "current" && arrived) ? <CheckIcon size={14} strokeWidth={3} /> : null}
      {state === "failed" ? <CloseIcon size={14} strokeWidth={3} /> : null}
      {state === "current" && !arrived ? <span className="size-2.5 rounded-full bg-primary" /> : null}
    </span>
  );
}

/** The transaction hash, linked to the chain's explorer when the chain has one (the local chain has none). */
function TxHash({ event }: { event: ClaimEvent }) {
  const t = useTranslations();
  if (!event.txHash) return null;
  return (
    <div className="contents">
      <dt className="text-muted">{t("received.transaction")}</dt>
      <dd className="font-mono break-all" data-testid="claim-tx">
        {event.explorerUrl ? (
          <a href={event.explorerUrl} target="_blank" rel="noreferrer" className="text-link underline">
            {event.txHash}
            <span className="sr-only"> {t("received.opensExplorer")}</span>
          </a>
        ) : (
          event.txHash
        )}
      </dd>
    </div>
  );
}

function Details({ event, showTx }: { event: ClaimEvent; showTx: boolean }) {
  const t = useTranslations();
  if (!(showTx && event.txHash) && !event.blockNumber && !event.address) return null;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
      {showTx ? <TxHash event={event} /> : null}
      {event.blockNumber ? (
        <div className="contents">
          <dt className="text-muted">{t("claims.block")}</dt>
          <dd className="font-mono">{event.blockNumber}</dd>
        </div>
      ) : null}
      {event.address ? (
        <div className="contents">
          <dt className="text-muted">{event.step === "TRANSFERRED" ? t("claims.sentTo") : t("claims.wallet")}</dt>
          <dd className="font-mono break-all">{event.address}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Why the claim is held up or failed, and what happens next; in words, with a warning drawing beside. */
function Problem({ problem }: { problem: ClaimProblem }) {
  const t = useTranslations();
  const failed = problem.next === "OPERATOR";
  return (
    <div
      data-testid="claim-problem"
      className={`flex gap-2 rounded-lg border-2 px-3 py-2 text-sm ${failed ? "border-danger" : "border-warning"}`}
    >
      <WarningIcon size={18} className={`mt-0.5 shrink-0 ${failed ? "text-danger" : "text-ink"}`} />
      <div className="flex flex-col gap-1">
        <p className="font-bold">{t(PROBLEM_TEXT[problem.reason])}</p>
        <p>{t(NEXT_TEXT[problem.next])}</p>
        {problem.retryAt ? (
          <p className="text-muted">
            {t("claims.retryAt")} <LocalTime value={problem.retryAt} />
          </p>
        ) : null}
      </div>
    </div>
  );
}

type StepProps = {
  item: TimelineItem;
  problem: ClaimProblem | null;
  last: boolean;
  arrived: boolean;
  /** The hash the SENT step shows: MINTED repeats it only when the chain's mint was another transaction. */
  sentHash: string | null;
};

function Step({ item, problem, last, arrived, sentHash }: StepProps) {
  const t = useTranslations();
  const { event, state } = item;
  const here = state === "current" || state === "failed";
  return (
    <li
      aria-current={here ? "step" : undefined}
      data-step={item.step}
      data-state={state}
      className="relative flex gap-3 pb-5 last:pb-0"
    >
      {/* The line to the next step, behind the markers. */}
      {last ? null : <span aria-hidden="true" className="absolute top-6 bottom-0 left-[11px] w-0.5 bg-line" />}
      <Marker state={state} arrived={arrived} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 leading-6">
          <span className={state === "upcoming" ? "text-muted" : "font-bold"}>{t(STEP_TEXT[item.step])}</span>
          <span className={`rounded-full border px-2 text-xs leading-5 font-bold ${STATE_STYLE[state]}`}>
            {t(STATE_TEXT[state])}
          </span>
        </p>
        {event ? (
          <p className="text-xs text-muted">{event.at ? <LocalTime value={event.at} /> : t("claims.timeUnknown")}</p>
        ) : null}
        {event ? <Details event={event} showTx={item.step !== "MINTED" || event.txHash !== sentHash} /> : null}
        {here && problem ? <Problem problem={problem} /> : null}
      </div>
    </li>
  );
}

export type ClaimTimelineStepsProps = {
  timeline: Pick<ClaimTimeline, "events" | "step" | "problem">;
  /** The list's accessible name (e.g. "Steps of Limited NFT"). */
  label: string;
};

/**
 * A claim's life as an ordered list: the steps reached with their times (the transaction linked to the
 * chain's explorer, the block, the wallet), the step it stands at marked `aria-current="step"`, the
 * steps still ahead; each with its state in words (done, now, not yet, failed), never colour alone.
 */
export function ClaimTimelineSteps({ timeline, label }: ClaimTimelineStepsProps) {
  const items = timelineItems(timeline);
  const arrived = timeline.step === "MINTED" || timeline.step === "TRANSFERRED";
  const sentHash = timeline.events.find((event) => event.step === "SENT")?.txHash ?? null;
  return (
    <ol aria-label={label} className="flex flex-col">
      {items.map((item, i) => (
        <Step
          key={item.step}
          item={item}
          problem={timeline.problem}
          last={i === items.length - 1}
          arrived={arrived}
          sentHash={sentHash}
        />
      ))}
    </ol>
  );
}
