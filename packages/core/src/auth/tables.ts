import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/tables";

export const EMAIL_TOKEN_PURPOSES = ["SIGN_IN", "EMAIL_CHANGE", "ACCOUNT_CANCEL"] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * One-time links sent by mail. Only the SHA-256 of the token is stored; `used_at` flips exactly once
 * (a conditional UPDATE), which is what makes a link single-use under concurrency.
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
    country: text("country").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("email_tokens_token_hash_key").on(t.tokenHash),
    index("email_tokens_expires_at_idx").on(t.expiresAt),
    check("email_tokens_purpose_check", sql`${t.purpose} in ('SIGN_IN', 'EMAIL_CHANGE', 'ACCOUNT_CANCEL')`),
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
