import type { MintStatus } from "@fanfare/protocol";
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
    // The claims export reads a campaign's claims a page at a time in this order (exports/export-claims.ts).
    index("claims_campaign_created_idx").on(t.campaignId, t.createdAt, t.id),
  ],
);
export type ClaimRow = typeof claims.$inferSelect;

/**
 * The mint outbox and the mint's life: written PENDING in the claim's transaction, so a claim never
 * exists without its job. The relayer (chain/) takes PENDING rows, fixes the recipient, the collection
 * and the token id (decided by the claim, so a retry can never mint a second token), sends the
 * transaction (SUBMITTED, with its nonce and hash) and records the receipt (MINTED) — or FAILED with the
 * reason after bounded retries. `job_key` stays unique: one mint per claim, ever (ADR 0009, ADR 0014).
 */
export const mintJobs = pgTable(
  "mint_jobs",
  {
    claimId: uuid("claim_id")
      .primaryKey()
      .references(() => claims.id),
    jobKey: text("job_key").notNull(),
    status: text("status").$type<MintStatus>().notNull().default("PENDING"),
    chainId: integer("chain_id"),
    /** EIP-55 address of the collection contract. */
    contractAddress: text("contract_address"),
    /** uint256 as decimal text. */
    tokenId: text("token_id"),
    /** EIP-55 address the token goes to: the wallet-address condition's, a linked wallet, or the web wallet. */
    recipient: text("recipient"),
    /** The relayer account and nonce of the latest transaction; a replacement keeps the nonce. */
    fromAddress: text("from_address"),
    nonce: integer("nonce"),
    txHash: text("tx_hash"),
    blockNumber: text("block_number"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the relayer may look at this row again (backoff, receipt polling). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    mintedAt: timestamp("minted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mint_jobs_job_key").on(t.jobKey),
    uniqueIndex("mint_jobs_token_key").on(t.chainId, sql`lower(${t.contractAddress})`, t.tokenId),
    check("mint_jobs_status_check", sql`${t.status} in ('PENDING', 'SUBMITTED', 'MINTED', 'FAILED')`),
    check("mint_jobs_key_check", sql`${t.jobKey} = 'mint:' || ${t.claimId}::text`),
    check(
      "mint_jobs_submitted_has_tx",
      sql`${t.status} not in ('SUBMITTED', 'MINTED') or (${t.txHash} is not null and ${t.tokenId} is not null)`,
    ),
    index("mint_jobs_pending_idx").on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
    index("mint_jobs_submitted_idx").on(t.submittedAt).where(sql`${t.status} = 'SUBMITTED'`),
  ],
);
export type MintJobRow = typeof mintJobs.$inferSelect;
