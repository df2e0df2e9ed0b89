import type { RehearsalArrival, RehearsalProblemCode } from "@fanfare/protocol";
import { CHECKLIST_KEYS } from "../campaigns/builder-texts";

/** A problem's sentence: the checklist's own for its codes (the same words as before publishing), else ours. */
export const PROBLEM_KEYS = {
  ...CHECKLIST_KEYS,
  CHAIN_RELAYER: "console.rehearsal.problems.codes.CHAIN_RELAYER",
  SUPPLY_RUNS_OUT_EARLY: "console.rehearsal.problems.codes.SUPPLY_RUNS_OUT_EARLY",
  NOBODY_COMPLETES: "console.rehearsal.problems.codes.NOBODY_COMPLETES",
  MAIL_TRANSLATION: "console.rehearsal.problems.codes.MAIL_TRANSLATION",
} as const satisfies Record<RehearsalProblemCode, string>;

export const ARRIVAL_KEYS = {
  UNIFORM: "console.rehearsal.form.arrivals.UNIFORM",
  DROP: "console.rehearsal.form.arrivals.DROP",
} as const satisfies Record<RehearsalArrival, string>;

/** The draw verifier's checks, in the words of the draw page (features/console/draws). */
export const CHECK_KEYS = {
  seedHash: "console.draws.verify.checkSeedHash",
  entrantsHash: "console.draws.verify.checkEntrantsHash",
  entrantsRoot: "console.draws.verify.checkEntrantsRoot",
  winners: "console.draws.verify.checkWinners",
} as const;
