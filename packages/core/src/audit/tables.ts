import { desc } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables";
import { users } from "../users/tables";

/**
 * The audit log: one row per operator write, written in the same transaction as the write, so a write
 * without its event (or an event without its write) cannot exist. `before` / `after` hold only the
 * fields that changed, never secrets or codes in clear. Rows are never updated or deleted.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order: breaks ties between events of the same instant (several writes of one request). */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    actorUserId: uuid("actor_user_id")
      .notNull()
      .references(() => users.id),
    /** `<target type>.<verb>`: campaign.update, member.invite, codes.generate, … */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The log is read per company, newest first, a page at a time (keyset on created_at, then seq).
  (t) => [index("audit_events_company_created_idx").on(t.companyId, desc(t.createdAt), desc(t.seq))],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;
