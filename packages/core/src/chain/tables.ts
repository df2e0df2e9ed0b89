import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { campaigns } from "../campaigns/tables";
import { projects } from "../projects/tables";

/**
 * A deployed FanfareCollection contract: one per campaign that gives NFTs, on the campaign's chain.
 * Deployed by the platform on first need (status DEPLOYING while its transaction is out, with the hash
 * so a crashed deployer can look it up instead of deploying twice).
 */
export const collections = pgTable(
  "collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    chainId: integer("chain_id").notNull(),
    /** EIP-55 checksummed; NULL until the deployment is mined. */
    address: text("address"),
    deployTxHash: text("deploy_tx_hash"),
    status: text("status", { enum: ["DEPLOYING", "DEPLOYED"] })
      .notNull()
      .default("DEPLOYING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deployedAt: timestamp("deployed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("collections_campaign_chain_key").on(t.campaignId, t.chainId),
    uniqueIndex("collections_chain_address_key").on(t.chainId, sql`lower(${t.address})`),
    check("collections_status_check", sql`${t.status} in ('DEPLOYING', 'DEPLOYED')`),
    check("collections_deployed_has_address", sql`${t.status} <> 'DEPLOYED' or ${t.address} is not null`),
  ],
);
export type CollectionRow = typeof collections.$inferSelect;

/**
 * Who may send with a relayer account on a chain. Nonces of one account are managed by one relayer at a
 * time: two relayers (a second worker, or a worker presumed dead that is not) would hand out the same
 * nonces and replace each other's transactions. A relayer takes or renews the lease with one conditional
 * upsert (free, expired, or already its own) before every round; a killed relayer's lease runs out.
 */
export const relayerLeases = pgTable(
  "relayer_leases",
  {
    chainId: integer("chain_id").notNull(),
    /** The relayer account, lower-case. */
    address: text("address").notNull(),
    holder: text("holder").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
);
