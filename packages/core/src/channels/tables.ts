import type { ChannelRequirements, ContentKind, LocalizedText, MediaKind, PublishStatus } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { projects } from "../projects/tables";
import { users } from "../users/tables";

/**
 * A project's channel of premium content. `requirements` (operator AND / OR over OPEN, OWNS_NFT,
 * CLAIMED_IN) is validated by the protocol's schema on write and evaluated on every access (ADR 0017).
 */
export const channels = pgTable(
  "channels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    texts: jsonb("texts").$type<{ title: LocalizedText; description: LocalizedText }>().notNull(),
    requirements: jsonb("requirements").$type<ChannelRequirements>().notNull(),
    position: integer("position").notNull().default(0),
    status: text("status").$type<PublishStatus>().notNull().default("MAKING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("channels_status_check", sql`${t.status} in ('MAKING', 'PUBLISH')`),
    index("channels_project_idx").on(t.projectId),
  ],
);
export type ChannelRow = typeof channels.$inferSelect;

/** A fan joined a channel. Leaving deletes the row. Access still needs the requirements met now. */
export const channelMemberships = pgTable(
  "channel_memberships",
  {
    channelId: uuid("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index("channel_memberships_user_idx").on(t.userId)],
);

/** An uploaded file of a project: kind and content type decided by sniffing its bytes, never by its name. */
export const channelAssets = pgTable(
  "channel_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    /** The key in the asset storage (`<projectId>/<assetId>`), never derived from the uploaded name. */
    storageKey: text("storage_key").notNull(),
    kind: text("kind").$type<MediaKind>().notNull(),
    /** The type it is served with: sniffed, and text/plain for anything active (HTML, SVG, XML). */
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    filename: text("filename").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("channel_assets_kind_check", sql`${t.kind} in ('IMAGE', 'VIDEO', 'AUDIO', 'FILE')`),
    check("channel_assets_size_check", sql`${t.size} >= 0`),
    index("channel_assets_project_idx").on(t.projectId),
  ],
);
export type ChannelAssetRow = typeof channelAssets.$inferSelect;

/** A piece of premium content, visible to members from `publish_at`. */
export const channelContents = pgTable(
  "channel_contents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channelId: uuid("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ContentKind>().notNull(),
    /** `body` of an ARTICLE is HTML already sanitised on write (sanitize-html.ts). */
    texts: jsonb("texts").$type<{ title: LocalizedText; body: LocalizedText | null }>().notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
    hideTitleFromNonMembers: boolean("hide_title_from_non_members").notNull().default(false),
    /**
     * MAKING hides the content from fans whatever its `publish_at` (the operator's unpublish); PUBLISH by
     * default, so contents made before the console could unpublish stay visible.
     */
    status: text("status").$type<PublishStatus>().notNull().default("PUBLISH"),
    /** The operator's order, lower first; contents of equal position newest first. */
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("channel_contents_kind_check", sql`${t.kind} in ('ARTICLE', 'GALLERY', 'VIDEO', 'AUDIO', 'FILE')`),
    check("channel_contents_status_check", sql`${t.status} in ('MAKING', 'PUBLISH')`),
    index("channel_contents_channel_idx").on(t.channelId, t.publishAt),
  ],
);
export type ChannelContentRow = typeof channelContents.$inferSelect;

/** The assets of a content, in order. */
export const channelContentAssets = pgTable(
  "channel_content_assets",
  {
    contentId: uuid("content_id")
      .notNull()
      .references(() => channelContents.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => channelAssets.id),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.position] }), index("channel_content_assets_asset_idx").on(t.assetId)],
);
