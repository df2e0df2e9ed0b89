import type { OperatorRole } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables";
import { users } from "../users/tables";

/**
 * An operator is an ordinary account (a `users` row, signed in like any fan) plus one membership that
 * scopes it to exactly one company. Every operator verb takes the company from here, never from input.
 */
export const operators = pgTable(
  "operators",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    role: text("role").$type<OperatorRole>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("operators_role_check", sql`${t.role} in ('OWNER', 'EDITOR', 'VIEWER')`),
    uniqueIndex("operators_company_user_key").on(t.companyId, t.userId),
  ],
);
export type OperatorRow = typeof operators.$inferSelect;
