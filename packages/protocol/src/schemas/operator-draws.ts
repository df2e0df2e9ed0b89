import { z } from "zod";
import { DRAW_ALGORITHM_VERSIONS, LUCKY_DRAW_RESULTS, REWARD_TIMINGS } from "../enums";
import { DrawRecordView, IdSchema, IsoDateTime } from "./campaigns";

// --- an operator's view of a campaign's lucky draw: where it stands, its record, verified, and its entrants

/**
 * Where a campaign's draw stands, in the order it passes through them. Entries close, the entrant list is
 * committed and the winners are drawn in one transaction (draws/draw-winners.ts), so "drawn" is one state.
 * NOT_A_DRAW: the campaign gives NFTs, not a draw. NOT_PUBLISHED: no seed is committed before publishing.
 * WAITING_FOR_END: the seed's hash is public, entries are open (or not yet). DRAW_DUE: the campaign ended;
 * the scheduled job (draws.draw-due, every minute) draws it next. DRAWN: the record is written and the
 * result mails are on their way. RESULTS_MAILED: every decided entry of a draw at the end was mailed.
 */
export const OPERATOR_DRAW_STATUSES = [
  "NOT_A_DRAW",
  "NOT_PUBLISHED",
  "WAITING_FOR_END",
  "DRAW_DUE",
  "DRAWN",
  "RESULTS_MAILED",
] as const;
export type OperatorDrawStatus = (typeof OPERATOR_DRAW_STATUSES)[number];

/** The entrant table's page size: one screen of a laptop's table. */
export const OPERATOR_DRAW_PAGE_SIZE = 50;

export const OperatorDrawQuery = z.object({
  /** 1-based page of the entrant list (oldest entry first). */
  page: z.coerce.number<string>().int().min(1).max(1_000_000).default(1),
  /** Only entries with this result (the spec's lucky-draw results); all when absent. */
  result: z.enum(LUCKY_DRAW_RESULTS).optional(),
});
export type OperatorDrawQuery = z.infer<typeof OperatorDrawQuery>;

/**
 * One entry as the console lists it: no more personal data than needed to recognise it; the full
 * address is in the applicants' and winners' CSV, which operators download on purpose.
 */
export const OperatorDrawEntrant = z.object({
  entryId: IdSchema,
  /** The account's e-mail with the local part masked (`f•••@example.com`); null for a cancelled account. */
  maskedEmail: z.string().nullable(),
  enteredAt: IsoDateTime,
  result: z.enum(LUCKY_DRAW_RESULTS),
  decidedAt: IsoDateTime.nullable(),
});
export type OperatorDrawEntrant = z.infer<typeof OperatorDrawEntrant>;

/** The record recomputed on the server by the protocol's verifier (draws/verify-record.ts). */
export const OperatorDrawVerification = z.object({
  status: z.enum(["verified", "failed", "not-drawn", "unknown-algorithm"]),
  checks: z.array(z.object({ key: z.enum(["seedHash", "entrantsHash", "entrantsRoot", "winners"]), ok: z.boolean() })),
});
export type OperatorDrawVerification = z.infer<typeof OperatorDrawVerification>;

export const OperatorDrawView = z
  .object({
    campaignId: IdSchema,
    status: z.enum(OPERATOR_DRAW_STATUSES),
    /** Null when the campaign is not a draw. */
    mode: z.enum(REWARD_TIMINGS).nullable(),
    algorithm: z.enum(DRAW_ALGORITHM_VERSIONS).nullable(),
    startsAt: IsoDateTime,
    endsAt: IsoDateTime,
    /** The earliest the scheduled job draws it (the campaign's end); null once drawn or when not a draw. */
    drawsAfter: IsoDateTime.nullable(),
    drawnAt: IsoDateTime.nullable(),
    prizeCount: z.int().nullable(),
    winPercent: z.int().nullable(),
    /** sha256 of the seed, public since publishing; the seed itself once drawn. */
    seedHash: z.string().nullable(),
    seed: z.string().nullable(),
    entrantsHash: z.string().nullable(),
    entrantsRoot: z.string().nullable(),
    /** Entries so far (before the draw) or in the record (after it). */
    entrantCount: z.int(),
    winnerCount: z.int(),
    /** Result mails (draws at the end only): decided entries, and those mailed. Null for other draws. */
    resultMails: z.object({ decided: z.int(), mailed: z.int() }).nullable(),
    /** The public record, for the console to verify in the operator's browser; null when not a draw. */
    record: DrawRecordView.nullable(),
    /** The server's own check of the record; null when there is no record to check yet. */
    verification: OperatorDrawVerification.nullable(),
    entrants: z.object({
      items: z.array(OperatorDrawEntrant),
      page: z.int(),
      pageSize: z.int(),
      /** Entries matching the query's `result` filter (all entries without one). */
      total: z.int(),
    }),
  })
  .meta({ id: "OperatorDrawView" });
export type OperatorDrawView = z.infer<typeof OperatorDrawView>;
