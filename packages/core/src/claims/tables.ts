import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { campaignNfts, campaigns } from "../campaigns/tables";
import { users } from "../users/tables";

/** A fan accepted the campaign's terms and privacy policy (required before taking part). */
export const policyAcceptances = pgTable(
  "policy_acceptances",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);

/**
 * Claims. A fan's n-th claim of a campaign has `sequence = n`; UNIQUE (campaign, user, sequence) with
 * CHECK sequence ≥ 1 makes "at most per-fan-limit claims" hold under any concurrency (two racing
 * requests compute the same sequence and one fails). UNIQUE (user, idempotency key) makes retries safe.
 */
export const claims = pgTable(
  "claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    nftId: uuid("nft_id")
      .notNull()
      .references(() => campaignNfts.id),
    sequence: integer("sequence").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("claims_campaign_user_sequence_key").on(t.campaignId, t.userId, t.sequence),
    uniqueIndex("claims_user_idempotency_key").on(t.userId, t.idempotencyKey),
    check("claims_sequence_check", sql`${t.sequence} between 1 and 100`),
    index("claims_campaign_idx").on(t.campaignId),
  ],
);
export type ClaimRow = typeof claims.$inferSelect;

/**
 * The mint outbox: written in the claim's transaction, so a claim never exists without its job. The
 * chain issue's relay turns each PENDING row into the pg-boss job `chain.mint` keyed `mint:<claimId>`
 * (ADR 0009) and moves it on; the key is unique, so a mint can never be queued twice.
 */
export const mintJobs = pgTable(
  "mint_jobs",
  {
    claimId: uuid("claim_id")
      .primaryKey()
      .references(() => claims.id),
    jobKey: text("job_key").notNull(),
    status: text("status", { enum: ["PENDING", "QUEUED", "MINTED", "FAILED"] })
      .notNull()
      .default("PENDING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mint_jobs_job_key").on(t.jobKey),
    check("mint_jobs_status_check", sql`${t.status} in ('PENDING', 'QUEUED', 'MINTED', 'FAILED')`),
    check("mint_jobs_key_check", sql`${t.jobKey} = 'mint:' || ${t.claimId}::text`),
    index("mint_jobs_pending_idx").on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
  ],
);
