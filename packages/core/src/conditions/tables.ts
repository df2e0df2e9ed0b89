import type { ConditionType } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { campaignNfts, campaigns } from "../campaigns/tables";
import { users } from "../users/tables";

/**
 * A campaign's ordered conditions. `config` is the kind's own settings (a survey's questions, …),
 * validated by the kind's zod schema before it is written; codes are never in it (see `codes`).
 * `type` has no CHECK list (ADR 0020): the kind registry is the one list and every write goes through
 * it, so a deployed new kind needs no migration.
 */
export const conditions = pgTable(
  "conditions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: text("type").$type<ConditionType>().notNull(),
    config: jsonb("config").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex("conditions_campaign_position_key").on(t.campaignId, t.position),
    check("conditions_position_check", sql`${t.position} >= 1`),
  ],
);
export type ConditionRow = typeof conditions.$inferSelect;

/**
 * Codes, stored only as keyed hashes (HMAC-SHA256 with the code key, over condition id + normalised
 * code). A single-use code flips `used_by` exactly once by a conditional UPDATE; a fan uses at most one
 * code per condition (partial unique index), so two fans racing for one serial code cannot both win.
 */
export const codes = pgTable(
  "codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conditionId: uuid("condition_id")
      .notNull()
      .references(() => conditions.id, { onDelete: "cascade" }),
    hash: text("hash").notNull(),
    singleUse: boolean("single_use").notNull(),
    /** NFT_IS_LINKED_BY_CODE: the NFT this code gives. */
    nftId: uuid("nft_id").references(() => campaignNfts.id),
    usedBy: uuid("used_by").references(() => users.id),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("codes_condition_hash_key").on(t.conditionId, t.hash),
    uniqueIndex("codes_condition_used_by_key").on(t.conditionId, t.usedBy).where(sql`${t.usedBy} is not null`),
    check("codes_used_pair_check", sql`(${t.usedBy} is null) = (${t.usedAt} is null)`),
    check("codes_shared_never_used_check", sql`${t.singleUse} or ${t.usedBy} is null`),
  ],
);
export type CodeRow = typeof codes.$inferSelect;

/**
 * One row per fan per completed condition. `data` keeps what completing it produced (the survey answers,
 * the checksummed wallet address, the code and NFT a linked code gave).
 */
export const conditionProgress = pgTable(
  "condition_progress",
  {
    conditionId: uuid("condition_id")
      .notNull()
      .references(() => conditions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conditionId, t.userId] }),
    index("condition_progress_campaign_user_idx").on(t.campaignId, t.userId),
  ],
);
