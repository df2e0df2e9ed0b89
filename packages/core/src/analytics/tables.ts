import type { PageViewKind, SourceKind } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
