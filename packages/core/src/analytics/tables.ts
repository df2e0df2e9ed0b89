import type { PageViewKind, RefusalReason, SourceKind } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { campaigns } from "../campaigns/tables";
import { users } from "../users/tables";

/** Page views for operators: kinds conditions / campaign_detail, sources nmp / campaign (spec section 3). */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id),
    kind: text("kind").$type<PageViewKind>().notNull(),
    source: text("source").$type<SourceKind>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("page_views_campaign_created_idx").on(t.campaignId, t.createdAt),
    check("page_views_kind_check", sql`${t.kind} in ('conditions', 'campaign_detail')`),
    check("page_views_source_check", sql`${t.source} in ('nmp', 'campaign')`),
  ],
);

/**
 * Refusals of fans for a campaign, counted per reason and minute (analytics/refusals.ts). Counts only,
 * never who: the public fairness report shows them. Each process adds up its refusals in memory and
 * adds them here about once a second, one upsert per (campaign, reason, minute), so a burst of refusals
 * never queues fans behind one hot row; the report sums the minutes.
 */
export const campaignRefusals = pgTable(
  "campaign_refusals",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    reason: text("reason").$type<RefusalReason>().notNull(),
    minute: timestamp("minute", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ name: "campaign_refusals_pkey", columns: [t.campaignId, t.reason, t.minute] }),
    check("campaign_refusals_count_check", sql`${t.count} > 0`),
  ],
);
