import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window counters for abuse limits. One atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING`
 * per hit, so the limit holds across several API processes without Redis.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);

/** "Not again before …" marks (e.g. one sign-in mail per address per minute). */
export const cooldowns = pgTable("cooldowns", {
  key: text("key").primaryKey(),
  until: timestamp("until", { withTimezone: true }).notNull(),
});
