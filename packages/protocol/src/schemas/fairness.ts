import { z } from "zod";
import { DRAW_ALGORITHM_VERSIONS, REFUSAL_REASONS, REWARD_KINDS, REWARD_TIMINGS } from "../enums";
import { IdSchema, IsoDateTime } from "./campaigns";

// --- the public fairness report of a campaign (docs/fairness-report.md): counts only, never a person

export const RefusalReason = z.enum(REFUSAL_REASONS).meta({ id: "RefusalReason" });
export type RefusalReason = z.infer<typeof RefusalReason>;

export const RefusalCount = z.object({ reason: RefusalReason, count: z.int().nonnegative() });
export type RefusalCount = z.infer<typeof RefusalCount>;

/**
 * GET /api/v1/campaigns/:campaignId/fairness. Each group says when it was computed (`computedAt`): the
 * answer may come from a cache of a few seconds, and refusals reach the count within seconds.
 */
export const FairnessReportView = z
  .object({
    campaignId: IdSchema,
    projectId: IdSchema,
    rewardKind: z.enum(REWARD_KINDS),
    supply: z.object({
      total: z.int().nonnegative(),
      claimed: z.int().nonnegative(),
      left: z.int().nonnegative(),
      computedAt: IsoDateTime,
    }),
    /** Lucky draws only (null otherwise): entries so far and winners decided so far. */
    entries: z
      .object({
        entrants: z.int().nonnegative(),
        winners: z.int().nonnegative(),
        prizes: z.int().nonnegative(),
        computedAt: IsoDateTime,
      })
      .nullable(),
    /** Every reason, in REFUSAL_REASONS order, zero included. */
    refusals: z.object({ counts: z.array(RefusalCount), computedAt: IsoDateTime }),
    /** Lucky draws only (null otherwise): the commitment before the draw, the result after it. */
    draw: z
      .object({
        algorithm: z.enum(DRAW_ALGORITHM_VERSIONS),
        mode: z.enum(REWARD_TIMINGS),
        /** SHA-256 of the seed, public since the campaign was published. */
        seedHash: z.string(),
        /** Revealed once the draw is done (null before). */
        seed: z.string().nullable(),
        entrantsHash: z.string().nullable(),
        entrantsRoot: z.string().nullable(),
        entrantCount: z.int().nonnegative().nullable(),
        winnerCount: z.int().nonnegative().nullable(),
        drawnAt: IsoDateTime.nullable(),
        /** The public draw record's page, without the locale: /projects/{projectId}/{campaignId}/draw. */
        recordPath: z.string(),
        computedAt: IsoDateTime,
      })
      .nullable(),
  })
  .meta({ id: "FairnessReport" });
export type FairnessReportView = z.infer<typeof FairnessReportView>;
