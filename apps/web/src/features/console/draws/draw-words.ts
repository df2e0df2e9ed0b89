import type { LuckyDrawResult, OperatorDrawStatus } from "@fanfare/protocol";
import type { StatusTone } from "../status-badge";

// The draw page's words for the API's values, as message keys (console.json, `draws`), and their tones.

export const DRAW_STATUS_KEYS = {
  NOT_A_DRAW: "console.draws.status.NOT_A_DRAW",
  NOT_PUBLISHED: "console.draws.status.NOT_PUBLISHED",
  WAITING_FOR_END: "console.draws.status.WAITING_FOR_END",
  DRAW_DUE: "console.draws.status.DRAW_DUE",
  DRAWN: "console.draws.status.DRAWN",
  RESULTS_MAILED: "console.draws.status.RESULTS_MAILED",
} as const satisfies Record<OperatorDrawStatus, string>;

export const DRAW_STATUS_TONES = {
  NOT_A_DRAW: "draft",
  NOT_PUBLISHED: "draft",
  WAITING_FOR_END: "live",
  DRAW_DUE: "live",
  DRAWN: "over",
  RESULTS_MAILED: "over",
} as const satisfies Record<OperatorDrawStatus, StatusTone>;

/** The spec's lucky-draw results, as the operator reads them. */
export const RESULT_KEYS = {
  COMPLETED_CONDITION: "console.draws.result.COMPLETED_CONDITION",
  WIN: "console.draws.result.WIN",
  FAILED: "console.draws.result.FAILED",
} as const satisfies Record<LuckyDrawResult, string>;

export const RESULT_TONES = {
  COMPLETED_CONDITION: "draft",
  WIN: "live",
  FAILED: "over",
} as const satisfies Record<LuckyDrawResult, StatusTone>;

export const CHECK_KEYS = {
  seedHash: "console.draws.verify.checkSeedHash",
  entrantsHash: "console.draws.verify.checkEntrantsHash",
  entrantsRoot: "console.draws.verify.checkEntrantsRoot",
  winners: "console.draws.verify.checkWinners",
} as const;

export const VERIFICATION_KEYS = {
  verified: "console.draws.verify.verified",
  failed: "console.draws.verify.failed",
  "not-drawn": "console.draws.verify.notDrawn",
  "unknown-algorithm": "console.draws.verify.unknownAlgorithm",
} as const;
