import type { Country, Locale, UserStatus } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * A fan's account. The e-mail is personal data: on cancellation it is set to NULL (with the other
 * personal fields) while the row stays, so claims and draw results that point at it stay consistent.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** As the fan typed it (for display). NULL once the account is deleted. */
    email: text("email"),
    /** Lower-cased address, the identity. NULL once deleted, so the address can sign up again. */
    emailNormalized: text("email_normalized"),
    country: text("country").$type<Country>().notNull().default("JP"),
    locale: text("locale").$type<Locale>().notNull().default("ja"),
    timeZone: text("time_zone"),
    /** NULL until the fan answered the accept-notification screen. */
    acceptsNewsMail: boolean("accepts_news_mail"),
    status: text("status").$type<UserStatus>().notNull().default("ACTIVE"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_normalized_key").on(t.emailNormalized),
    check("users_status_check", sql`${t.status} in ('ACTIVE', 'BANNED', 'DELETED')`),
    check(
      "users_deleted_has_no_email",
      sql`${t.status} <> 'DELETED' or (${t.email} is null and ${t.emailNormalized} is null)`,
    ),
  ],
);
export type UserRow = typeof users.$inferSelect;
