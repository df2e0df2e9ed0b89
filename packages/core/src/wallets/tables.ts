import type { LINKABLE_CONNECTORS } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables";

type LinkableConnector = (typeof LINKABLE_CONNECTORS)[number];

/**
 * The built-in web wallet (Sw3Wallet): one per fan, made on first need. The private key is generated on
 * the server and kept only sealed (AES-256-GCM under `WALLET_ENCRYPTION_KEY`, see key-vault.ts, with the
 * wallet's id as associated data so a sealed key cannot be moved to another row). ADR 0013.
 */
export const webWallets = pgTable(
  "web_wallets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** EIP-55 checksummed. */
    address: text("address").notNull(),
    sealedPrivateKey: text("sealed_private_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("web_wallets_user_key").on(t.userId),
    uniqueIndex("web_wallets_address_key").on(sql`lower(${t.address})`),
  ],
);
export type WebWalletRow = typeof webWallets.$inferSelect;

/**
 * External wallets (MetaMask, WalletConnect) a fan proved to own by signing a Sign-In with Ethereum
 * message. One address belongs to one account at a time (partial unique index on the linked rows); an
 * unlinked row stays for the record.
 */
export const linkedWallets = pgTable(
  "linked_wallets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** EIP-55 checksummed. */
    address: text("address").notNull(),
    /** The connector the fan used: MetaMask or WalletConnect (protocol LINKABLE_CONNECTORS). */
    connector: text("connector").$type<LinkableConnector>().notNull(),
    /** The chain id named in the signed message. */
    chainId: text("chain_id").notNull(),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
    unlinkedAt: timestamp("unlinked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("linked_wallets_address_key").on(sql`lower(${t.address})`).where(sql`${t.unlinkedAt} is null`),
    index("linked_wallets_user_idx").on(t.userId),
  ],
);
export type LinkedWalletRow = typeof linkedWallets.$inferSelect;

/**
 * One-time nonces of Sign-In with Ethereum messages (EIP-4361). Single use by a conditional
 * `UPDATE … SET used_at = now() WHERE used_at IS NULL AND expires_at > now() RETURNING`.
 */
export const siweNonces = pgTable(
  "siwe_nonces",
  {
    nonce: text("nonce").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** The exact message the server built; the fan signs it unchanged. */
    message: text("message").notNull(),
    /** The connector the fan said they sign with (MetaMask / WalletConnect), recorded on the linked wallet. */
    connector: text("connector").$type<LinkableConnector>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("siwe_nonces_expires_idx").on(t.expiresAt),
    check("siwe_nonces_nonce_check", sql`length(${t.nonce}) >= 8`),
  ],
);
