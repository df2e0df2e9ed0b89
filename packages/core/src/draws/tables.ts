import type { DrawAlgorithmVersion, LuckyDrawResult, RewardTiming } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { campaigns } from "../campaigns/tables";
import { users } from "../users/tables";

/**
 * A fan's entry into a campaign's lucky draw: one per fan (UNIQUE), COMPLETED_CONDITION until drawn,
 * then WIN or FAILED. The contact e-mail is optional and set once (listOfApplicant-E2000 after).
 */
export const drawEntries = pgTable(
  "draw_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    result: text("result").$type<LuckyDrawResult>().notNull().default("COMPLETED_CONDITION"),
    contactEmail: text("contact_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** When the mail telling the fan the result was sent (draw at campaign end); null until then. */
    resultMailedAt: timestamp("result_mailed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("draw_entries_campaign_user_key").on(t.campaignId, t.userId),
    index("draw_entries_campaign_result_idx").on(t.campaignId, t.result),
    // The applicants' and winners' exports read a page at a time in this order (exports/export-draw-entries.ts).
    index("draw_entries_campaign_created_idx").on(t.campaignId, t.createdAt, t.id),
    check("draw_entries_result_check", sql`${t.result} in ('COMPLETED_CONDITION', 'WIN', 'FAILED')`),
    check("draw_entries_decided_check", sql`(${t.result} = 'COMPLETED_CONDITION') = (${t.decidedAt} is null)`),
    // The sweep that queues result mails reads only decided entries not mailed yet.
    index("draw_entries_unmailed_idx")
      .on(t.decidedAt)
      .where(sql`${t.resultMailedAt} is null and ${t.decidedAt} is not null`),
  ],
);
export type DrawEntryRow = typeof drawEntries.$inferSelect;

/**
 * The public record of a draw (docs/verifiable-draws.md): the algorithm, the revealed seed, the hash and
 * Merkle root of the canonical entrant list and the winners. One per campaign; written once, never updated.
 */
export const drawRecords = pgTable(
  "draw_records",
  {
    campaignId: uuid("campaign_id")
      .primaryKey()
      .references(() => campaigns.id),
    /** The version the draw ran (draws/draw-algorithms.ts); NULL for records drawn before it was kept: v1. */
    algorithm: text("algorithm").$type<DrawAlgorithmVersion>(),
    mode: text("mode").$type<RewardTiming>().notNull(),
    seed: text("seed").notNull(),
    seedHash: text("seed_hash").notNull(),
    prizeCount: integer("prize_count").notNull(),
    winPercent: integer("win_percent"),
    entryIds: jsonb("entry_ids").$type<string[]>().notNull(),
    entrantsHash: text("entrants_hash").notNull(),
    /** Merkle root over the canonical entrant list; NULL for records drawn before it was kept. */
    entrantsRoot: text("entrants_root"),
    winnerEntryIds: jsonb("winner_entry_ids").$type<string[]>().notNull(),
    drawnAt: timestamp("drawn_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("draw_records_mode_check", sql`${t.mode} in ('AFTER_CAMPAIGN_END', 'UPON_COMPLETION_OF_APPLICATION')`)],
);
