import { z } from "zod";
import { DRAW_ALGORITHM_VERSIONS, REWARD_KINDS, REWARD_TIMINGS } from "../enums";
import { CONDITION_TYPES } from "../registry";
import { IdSchema, IsoDateTime } from "./campaigns";
import { LocaleSchema } from "./common";
import { ParticipationSeries } from "./dashboard";
import { CHECKLIST_ITEM_CODES } from "./operator";
import { OperatorDrawVerification } from "./operator-draws";

// --- a rehearsal (POST …/operator/campaigns/:campaignId/rehearsals): the campaign run in memory against
// synthetic fans; nothing is written, so every role may run one (ADR 0028)

/** The most synthetic fans one rehearsal runs: enough for a large drop, small enough to answer in a second. */
export const REHEARSAL_MAX_FANS = 100_000;
export const REHEARSAL_DEFAULT_FANS = 1000;
/** A condition's completion rate, and the claim or application rate, when the request names none. */
export const REHEARSAL_DEFAULT_RATE = 0.9;

/**
 * How fans arrive over the campaign window. UNIFORM: evenly at random over it. DROP: most come at once
 * when it opens and fewer as time goes on (an exponential decay: half of them in its first tenth).
 */
export const REHEARSAL_ARRIVALS = ["UNIFORM", "DROP"] as const;
export type RehearsalArrival = (typeof REHEARSAL_ARRIVALS)[number];

const Rate = z.number().min(0).max(1);

export const RehearsalRequest = z
  .object({
    fans: z.int().min(1).max(REHEARSAL_MAX_FANS).default(REHEARSAL_DEFAULT_FANS),
    /** Repeats a run exactly (the report echoes the seed it used); absent, a random one. */
    seed: z
      .string()
      .regex(/^[0-9A-Za-z_-]{1,64}$/)
      .optional(),
    arrival: z.enum(REHEARSAL_ARRIVALS).default("UNIFORM"),
    /** Per condition id, the share of fans who reach it that complete it; absent ones: 0.9. */
    conditionRates: z
      .record(IdSchema, Rate)
      .refine((rates) => Object.keys(rates).length <= 100, "at most 100 conditions")
      .default({}),
    /** The share of fans who completed every condition that then claim (or apply for the draw). */
    participationRate: Rate.default(REHEARSAL_DEFAULT_RATE),
    /** Claims each claiming fan tries (claims beyond the campaign's per-fan limit are refused as fans' are). */
    claimsPerFan: z.int().min(1).max(100).default(1),
    /** Each language's weight in the fans' mix (relative, need not sum to 1); absent: the four alike. */
    languageShares: z
      .partialRecord(LocaleSchema, z.number().min(0).max(1000))
      .refine((shares) => Object.values(shares).some((share) => (share ?? 0) > 0), "a language needs a share")
      .optional(),
  })
  .meta({ id: "RehearsalRequest" });
export type RehearsalRequest = z.input<typeof RehearsalRequest>;
export type RehearsalInput = z.output<typeof RehearsalRequest>;

/**
 * What would fail or hurt if the campaign ran as it stands. The publish checklist's codes, plus:
 * CHAIN_RELAYER — the server has no relayer key, so nothing would be minted; SUPPLY_RUNS_OUT_EARLY — the
 * supply is gone within the window's first hour; NOBODY_COMPLETES — no synthetic fan completed every
 * condition; MAIL_TRANSLATION — mails would go out in a language the campaign's title lacks (they fall
 * back to Japanese).
 */
export const REHEARSAL_PROBLEM_CODES = [
  ...CHECKLIST_ITEM_CODES,
  "CHAIN_RELAYER",
  "SUPPLY_RUNS_OUT_EARLY",
  "NOBODY_COMPLETES",
  "MAIL_TRANSLATION",
] as const;
export type RehearsalProblemCode = (typeof REHEARSAL_PROBLEM_CODES)[number];

export const RehearsalProblem = z
  .object({
    code: z.enum(REHEARSAL_PROBLEM_CODES),
    /** The campaign's field it is about, as the checklist names fields (`title`, `conditions.<id>`, `chainId`). */
    field: z.string(),
    /** English detail for logs and integrators (the console shows the translated code). */
    detail: z.string().optional(),
    /** TRANSLATION and MAIL_TRANSLATION: the languages without a text. */
    missingLocales: z.array(LocaleSchema).optional(),
  })
  .meta({ id: "RehearsalProblem" });
export type RehearsalProblem = z.infer<typeof RehearsalProblem>;

export const RehearsalConditionResult = z.object({
  conditionId: IdSchema,
  position: z.int().positive(),
  type: z.enum(CONDITION_TYPES),
  rate: Rate,
  /** Fans who got this far (completed every condition before it). */
  reached: z.int().nonnegative(),
  completed: z.int().nonnegative(),
});
export type RehearsalConditionResult = z.infer<typeof RehearsalConditionResult>;

export const RehearsalMails = z.object({
  locale: LocaleSchema,
  /** One sign-in mail per fan (fans sign in by e-mail before they take part). */
  signIn: z.int().nonnegative(),
  /** Draws at the end only: the result mail to each entrant (an instant draw tells the fan on the page). */
  drawWin: z.int().nonnegative(),
  drawFailed: z.int().nonnegative(),
  total: z.int().nonnegative(),
});
export type RehearsalMails = z.infer<typeof RehearsalMails>;

export const RehearsalReport = z
  .object({
    campaignId: IdSchema,
    /** The seed the run used: send it again to repeat the run exactly. */
    seed: z.string(),
    fans: z.int().positive(),
    arrival: z.enum(REHEARSAL_ARRIVALS),
    rewardKind: z.enum(REWARD_KINDS),
    rewardTiming: z.enum(REWARD_TIMINGS).nullable(),
    startsAt: IsoDateTime,
    endsAt: IsoDateTime,
    conditions: z.array(RehearsalConditionResult),
    /** Fans who completed every condition, then those who claimed or applied. */
    completedAll: z.int().nonnegative(),
    participated: z.int().nonnegative(),
    /** NFT_CLAIM: claims made, and claims refused by cause; for a draw, zero. */
    claims: z.object({
      made: z.int().nonnegative(),
      refusedSupply: z.int().nonnegative(),
      refusedLimit: z.int().nonnegative(),
      refusedWindow: z.int().nonnegative(),
    }),
    supply: z.object({
      total: z.int().nonnegative(),
      used: z.int().nonnegative(),
      left: z.int().nonnegative(),
      /** When the last of it went (null: it lasted); and after how many arrivals. */
      runOutAt: IsoDateTime.nullable(),
      runOutAfterArrivals: z.int().positive().nullable(),
      nfts: z.array(
        z.object({
          key: z.string(),
          supply: z.int().nonnegative().nullable(),
          issued: z.int().nonnegative(),
          runOutAt: IsoDateTime.nullable(),
        }),
      ),
    }),
    /** Claims (or entries) per bucket over the window, as the dashboard's chart draws them. */
    series: ParticipationSeries,
    /** LUCKY_DRAW: the draw replayed with the real algorithm on the synthetic entrants; null otherwise. */
    draw: z
      .object({
        algorithm: z.enum(DRAW_ALGORITHM_VERSIONS),
        mode: z.enum(REWARD_TIMINGS),
        prizeCount: z.int().nonnegative(),
        winPercent: z.int().nullable(),
        entrants: z.int().nonnegative(),
        winners: z.int().nonnegative(),
        seedHash: z.string(),
        entrantsRoot: z.string(),
        /** The replayed record checked by the protocol's verifier (the one the public page runs). */
        verification: OperatorDrawVerification,
        /**
         * Which verifier checked it: the protocol's (WebCrypto, as the public page) up to a few thousand
         * entrants, the algorithm's own on the server's crypto for larger lists (the same rules, faster).
         */
        verifiedBy: z.enum(["protocol", "algorithm"]),
      })
      .nullable(),
    mails: z.array(RehearsalMails),
    problems: z.array(RehearsalProblem),
    /** How long the simulation took on the server, in milliseconds. */
    tookMs: z.number().nonnegative(),
  })
  .meta({ id: "RehearsalReport" });
export type RehearsalReport = z.infer<typeof RehearsalReport>;
