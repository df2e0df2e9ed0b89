import type {
  CampaignPublishStatus,
  DrawAlgorithmVersion,
  EffectType,
  ImageSource,
  LocalizedText,
  RewardKind,
  RewardTiming,
  UiTheme,
} from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables";
import { projects } from "../projects/tables";

export type CampaignTexts = {
  title: LocalizedText;
  description: LocalizedText;
  terms: LocalizedText;
  privacyPolicy: LocalizedText;
};
export type CampaignLinkValue = { type: "TWITTER" | "INSTAGRAM" | "URL"; url: string; label?: LocalizedText };

/**
 * A campaign. `claimed_count` lives on the row so that "never more than the supply" is one conditional
 * UPDATE (`… WHERE claimed_count < total_supply RETURNING`) and a CHECK, not a count in application code;
 * `winner_count` does the same for instant draws against `prize_count`.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    /** Copied from the project: every operator query filters on it (tenancy without a join). */
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    texts: jsonb("texts").$type<CampaignTexts>().notNull(),
    publishStatus: text("publish_status").$type<CampaignPublishStatus>().notNull().default("MAKING"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    distributionStartsAt: timestamp("distribution_starts_at", { withTimezone: true }).notNull(),
    distributionEndsAt: timestamp("distribution_ends_at", { withTimezone: true }).notNull(),
    theme: text("theme").$type<UiTheme>().notNull().default("dark"),
    links: jsonb("links").$type<CampaignLinkValue[]>().notNull().default([]),
    imageSource: text("image_source").$type<ImageSource>().notNull(),
    imageUrl: text("image_url"),
    effect: text("effect").$type<EffectType>().notNull(),
    effectImageUrl: text("effect_image_url"),
    /** The chain its NFTs are minted on; NULL means the platform's default chain (DEFAULT_CHAIN_ID). */
    chainId: integer("chain_id"),
    rewardKind: text("reward_kind").$type<RewardKind>().notNull(),
    rewardTiming: text("reward_timing").$type<RewardTiming>(),
    totalSupply: integer("total_supply").notNull(),
    perFanLimit: integer("per_fan_limit").notNull().default(1),
    prizeCount: integer("prize_count"),
    winPercent: integer("win_percent"),
    claimedCount: integer("claimed_count").notNull().default(0),
    winnerCount: integer("winner_count").notNull().default(0),
    /** Lucky draws: 32 random bytes (hex) made at publish; kept secret until the draw record reveals it. */
    drawSeed: text("draw_seed"),
    /** sha256(drawSeed), public from publication on. */
    drawSeedHash: text("draw_seed_hash"),
    /** The draw algorithm committed to with the seed (draws/draw-algorithms.ts); NULL, from before: v1. */
    drawAlgorithm: text("draw_algorithm").$type<DrawAlgorithmVersion>(),
    drawnAt: timestamp("drawn_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    index("campaigns_project_idx").on(t.projectId),
    index("campaigns_company_idx").on(t.companyId),
    check("campaigns_publish_status_check", sql`${t.publishStatus} in ('MAKING', 'PUBLISH', 'END')`),
    check("campaigns_theme_check", sql`${t.theme} in ('light', 'dark')`),
    check("campaigns_image_source_check", sql`${t.imageSource} in ('NFT_IMAGE', 'PRESENT_IMAGE', 'CUSTOM_IMAGE')`),
    check("campaigns_effect_check", sql`${t.effect} in ('CONFETTI', 'CRACKER', 'GEOMETRY', 'CIRCLE', 'CUSTOM_IMAGE')`),
    check("campaigns_window_check", sql`${t.startsAt} < ${t.endsAt}`),
    check("campaigns_distribution_window_check", sql`${t.distributionStartsAt} < ${t.distributionEndsAt}`),
    check("campaigns_supply_check", sql`${t.claimedCount} >= 0 and ${t.claimedCount} <= ${t.totalSupply}`),
    check("campaigns_per_fan_limit_check", sql`${t.perFanLimit} between 1 and 100`),
    check(
      "campaigns_reward_check",
      sql`(${t.rewardKind} = 'NFT_CLAIM' and ${t.rewardTiming} is null and ${t.prizeCount} is null)
        or (${t.rewardKind} = 'LUCKY_DRAW' and ${t.rewardTiming} in ('AFTER_CAMPAIGN_END', 'UPON_COMPLETION_OF_APPLICATION')
            and ${t.prizeCount} between 1 and ${t.totalSupply})`,
    ),
    check(
      "campaigns_instant_draw_check",
      sql`(${t.rewardTiming} = 'UPON_COMPLETION_OF_APPLICATION') = (${t.winPercent} is not null)
        and (${t.winPercent} is null or ${t.winPercent} between 1 and 100)`,
    ),
    check("campaigns_winners_check", sql`${t.winnerCount} >= 0 and ${t.winnerCount} <= coalesce(${t.prizeCount}, 0)`),
    check(
      "campaigns_published_draw_has_seed",
      sql`${t.rewardKind} <> 'LUCKY_DRAW' or ${t.publishStatus} = 'MAKING' or ${t.drawSeedHash} is not null`,
    ),
  ],
);
export type CampaignRow = typeof campaigns.$inferSelect;

/** The NFTs a campaign gives. `issued_count` / `supply` bound each one like the campaign's total. */
export const campaignNfts = pgTable(
  "campaign_nfts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    /** The operator's key for it within the campaign (codes of NFT_IS_LINKED_BY_CODE refer to it). */
    key: text("key").notNull(),
    position: integer("position").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    imageUrl: text("image_url").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    supply: integer("supply"),
    issuedCount: integer("issued_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("campaign_nfts_campaign_key").on(t.campaignId, t.key),
    uniqueIndex("campaign_nfts_campaign_position").on(t.campaignId, t.position),
    check(
      "campaign_nfts_supply_check",
      sql`${t.issuedCount} >= 0 and ${t.issuedCount} <= coalesce(${t.supply}, ${t.issuedCount})`,
    ),
  ],
);
export type CampaignNftRow = typeof campaignNfts.$inferSelect;
