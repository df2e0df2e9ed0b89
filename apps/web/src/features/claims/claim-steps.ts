import type { ClaimEvent, ClaimStep, ClaimTimeline, MintNextStep, MintProblem } from "@fanfare/protocol";
import type { MessageKey } from "@/i18n/page-metadata";

// Full keys written out (not built from the value) so check-messages sees each one used.

export const STEP_TEXT: Record<ClaimStep, MessageKey> = {
  CLAIMED: "claims.step.CLAIMED",
  QUEUED: "claims.step.QUEUED",
  SENT: "claims.step.SENT",
  MINTED: "claims.step.MINTED",
  TRANSFERRED: "claims.step.TRANSFERRED",
  FAILED: "claims.step.FAILED",
};

export const PROBLEM_TEXT: Record<MintProblem, MessageKey> = {
  SLOW: "claims.problem.SLOW",
  DROPPED: "claims.problem.DROPPED",
  CHAIN_RESET: "claims.problem.CHAIN_RESET",
  REVERTED: "claims.problem.REVERTED",
  NO_FUNDS: "claims.problem.NO_FUNDS",
  REFUSED: "claims.problem.REFUSED",
};

export const NEXT_TEXT: Record<MintNextStep, MessageKey> = {
  AUTOMATIC_RETRY: "claims.next.AUTOMATIC_RETRY",
  OPERATOR: "claims.next.OPERATOR",
};

/** Where a step stands on the timeline; said in words beside its marker, never by colour alone. */
export type StepState = "done" | "current" | "upcoming" | "failed";

export const STATE_TEXT: Record<StepState, MessageKey> = {
  done: "claims.state.done",
  current: "claims.state.current",
  upcoming: "claims.state.upcoming",
  failed: "claims.state.failed",
};

export type TimelineItem = { step: ClaimStep; state: StepState; event: ClaimEvent | null };

/** The way a claim normally goes; a transfer out happens only if the fan moves the NFT. */
const PATH: readonly ClaimStep[] = ["CLAIMED", "QUEUED", "SENT", "MINTED"];

/**
 * The timeline's items: the steps reached (the last one is where the claim stands now), then the steps
 * still ahead on its way to MINTED. A failed claim has nothing ahead; a minted one is complete.
 */
export function timelineItems(timeline: Pick<ClaimTimeline, "events" | "step">): TimelineItem[] {
  const last = timeline.events.length - 1;
  const reached: TimelineItem[] = timeline.events.map((event, i) => {
    let state: StepState = "done";
    if (i === last) state = event.step === "FAILED" ? "failed" : "current";
    return { step: event.step, state, event };
  });
  if (timeline.step === "FAILED") return reached;
  const at = PATH.indexOf(timeline.step);
  const ahead = at < 0 ? [] : PATH.slice(at + 1);
  return [...reached, ...ahead.map((step): TimelineItem => ({ step, state: "upcoming", event: null }))];
}

/** Still on its way (the pages ask again until it is not). */
export function isOnTheWay(timeline: Pick<ClaimTimeline, "step">): boolean {
  return timeline.step === "CLAIMED" || timeline.step === "QUEUED" || timeline.step === "SENT";
}
