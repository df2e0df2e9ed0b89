import type { PublicAssetKind } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { projects } from "../projects/tables";

/**
 * A project's public images and documents (campaign and NFT images, the logo, terms and privacy-policy
 * PDFs), served to anyone at /api/v1/assets/:id. Apart from channel assets, which are members-only:
 * a row here is public by being here, so a private file can never become public by a wrong flag.
 */
export const publicAssets = pgTable(
  "public_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    /** The key in the asset storage (`<projectId>/<assetId>`), never derived from the uploaded name. */
    storageKey: text("storage_key").notNull(),
    kind: text("kind").$type<PublicAssetKind>().notNull(),
    /** Sniffed from the bytes: an image type or application/pdf, nothing else. */
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    filename: text("filename").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("public_assets_kind_check", sql`${t.kind} in ('IMAGE', 'FILE')`),
    check(
      "public_assets_type_check",
      sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf')`,
    ),
    check("public_assets_size_check", sql`${t.size} >= 0`),
    index("public_assets_project_idx").on(t.projectId),
  ],
);
export type PublicAssetRow = typeof publicAssets.$inferSelect;
