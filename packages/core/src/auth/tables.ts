import type { Country, Locale } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables";

export const EMAIL_TOKEN_PURPOSES = ["SIGN_IN", "EMAIL_CHANGE", "ACCOUNT_CANCEL"] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * One-time links sent by mail. Only the SHA-256 of the token is stored; `used_at` flips exactly once
 * (a conditional UPDATE), which is what makes a link single-use under concurrency.
 *
 * A sign-in mail also carries a 6-digit code for the browser that asked for it (ADR 0022): the row keeps
 * the SHA-256 of that browser's key (a random cookie) and the code's HMAC keyed by the browser key, so
 * neither the code nor the key can be read back. The code and the link are one sign-in: whichever is
 * used first sets `used_at`. `code_attempts` counts codes tried against this sign-in (counted before the
 * code is compared, so parallel guesses cannot pass the cap together).
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address the link was sent to (sign-in: the account to open; change: the new address). */
    email: text("email").notNull(),
    emailNormalized: text("email_normalized").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    country: text("country").$type<Country>().notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** SHA-256 of the key of the browser that asked for the sign-in mail (its code works only there). */
    browserKeyHash: text("browser_key_hash"),
    /** HMAC-SHA-256 of the sign-in code, keyed by that browser key. */
    codeHash: text("code_hash"),
    codeAttempts: integer("code_attempts").notNull().default(0),
  },
  (t) => [
    uniqueIndex("email_tokens_token_hash_key").on(t.tokenHash),
    index("email_tokens_expires_at_idx").on(t.expiresAt),
    index("email_tokens_browser_key_hash_idx").on(t.browserKeyHash),
    check("email_tokens_purpose_check", sql`${t.purpose} in ('SIGN_IN', 'EMAIL_CHANGE', 'ACCOUNT_CANCEL')`),
    // A code exists only with the browser it is bound to.
    check("email_tokens_code_bound_check", sql`${t.codeHash} is null or ${t.browserKeyHash} is not null`),
  ],
);
export type EmailTokenRow = typeof emailTokens.$inferSelect;

/** A sign-in session = one refresh-token family. Revoking it ends every token of the family. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** logout | reuse | cancelled | banned */
    revokeReason: text("revoke_reason"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Rotating refresh tokens: each is used once; presenting a used one again revokes the family. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_hash_key").on(t.tokenHash),
    index("refresh_tokens_session_idx").on(t.sessionId),
  ],
);
