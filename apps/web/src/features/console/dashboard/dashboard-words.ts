import type { FunnelStepName, ProofStrength, RefusalReason } from "@fanfare/protocol";

// Full keys written out (not built from the value) so the message check sees each one used.

export const STEP_KEYS = {
  PAGE_VIEWS: "console.dashboard.funnel.steps.PAGE_VIEWS",
  POLICIES_ACCEPTED: "console.dashboard.funnel.steps.POLICIES_ACCEPTED",
  ENTERED: "console.dashboard.funnel.steps.ENTERED",
  WON: "console.dashboard.funnel.steps.WON",
  CLAIMED: "console.dashboard.funnel.steps.CLAIMED",
  MINTED: "console.dashboard.funnel.steps.MINTED",
} as const satisfies Record<Exclude<FunnelStepName, "CONDITION">, string>;

export const PROOF_KEYS = {
  PROVIDER: "console.dashboard.funnel.proof.PROVIDER",
  CHAIN: "console.dashboard.funnel.proof.CHAIN",
  CODE: "console.dashboard.funnel.proof.CODE",
  SELF_ATTESTED: "console.dashboard.funnel.proof.SELF_ATTESTED",
} as const satisfies Record<ProofStrength, string>;

export const REFUSAL_KEYS = {
  WRONG_CODE: "console.dashboard.refusals.reasons.WRONG_CODE",
  USED_CODE: "console.dashboard.refusals.reasons.USED_CODE",
  DUPLICATE_CODE: "console.dashboard.refusals.reasons.DUPLICATE_CODE",
  CODE_LOCKOUT: "console.dashboard.refusals.reasons.CODE_LOCKOUT",
  LIMIT_REACHED: "console.dashboard.refusals.reasons.LIMIT_REACHED",
  SUPPLY_EXHAUSTED: "console.dashboard.refusals.reasons.SUPPLY_EXHAUSTED",
  OUTSIDE_WINDOW: "console.dashboard.refusals.reasons.OUTSIDE_WINDOW",
  BANNED: "console.dashboard.refusals.reasons.BANNED",
  CAPTCHA_FAILED: "console.dashboard.refusals.reasons.CAPTCHA_FAILED",
} as const satisfies Record<RefusalReason, string>;

/** The chart's bucket sizes (core analytics/campaign-funnel.ts BUCKET_MINUTES), in seconds, named. */
const BUCKET_KEYS: Record<number, string> = {
  60: "console.dashboard.chart.sizes.minute",
  300: "console.dashboard.chart.sizes.fiveMinutes",
  900: "console.dashboard.chart.sizes.quarterHour",
  3600: "console.dashboard.chart.sizes.hour",
  21600: "console.dashboard.chart.sizes.sixHours",
  86400: "console.dashboard.chart.sizes.day",
  604800: "console.dashboard.chart.sizes.week",
};

/** The key naming a bucket size; null for a size the API might add later (the sentence is then left out). */
export function bucketKey(bucketSeconds: number): string | null {
  return BUCKET_KEYS[bucketSeconds] ?? null;
}
