import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Switches an operator can flip at run time (e.g. maintenance), one row per key. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
