import type { AssetType, Country, ExternalLink, LocalizedText, PublishStatus } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables";

/** A project (an artist, a label's release…): texts per language, its links, the countries that may take part. */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    /** `{ name: LocalizedText, description: LocalizedText }`, validated by the protocol's schema on write. */
    texts: jsonb("texts").$type<{ name: LocalizedText; description: LocalizedText }>().notNull(),
    allowedCountries: jsonb("allowed_countries").$type<Country[]>().notNull(),
    /** Shown to fans on the project's page, in order; validated by the protocol's ExternalLink on write. */
    links: jsonb("links").$type<ExternalLink[]>().notNull().default([]),
    status: text("status").$type<PublishStatus>().notNull().default("MAKING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    check("projects_status_check", sql`${t.status} in ('MAKING', 'PUBLISH')`),
    check("projects_countries_check", sql`jsonb_typeof(${t.allowedCountries}) = 'array'`),
    index("projects_company_idx").on(t.companyId),
  ],
);
export type ProjectRow = typeof projects.$inferSelect;

/** The logo and the per-language terms / privacy-policy documents (the spec's asset types), one per type. */
export const projectAssets = pgTable(
  "project_assets",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    type: text("type").$type<AssetType>().notNull(),
    url: text("url").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.type] }),
    check(
      "project_assets_type_check",
      sql`${t.type} in ('NFT', 'LOGO', 'TERMS_SERVICE_JP', 'TERMS_SERVICE_EN', 'TERMS_SERVICE_FR', 'TERMS_SERVICE_TH', 'PRIVACY_POLICY_JP', 'PRIVACY_POLICY_EN', 'PRIVACY_POLICY_FR', 'PRIVACY_POLICY_TH')`,
    ),
  ],
);
