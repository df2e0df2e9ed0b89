import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * An operators' tenant. Deleting a company is soft (`deleted_at`): its projects stay in the database so
 * claims keep their foreign keys, but fans get E12001 on its pages and operators lose access.
 */
export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
});
export type CompanyRow = typeof companies.$inferSelect;
