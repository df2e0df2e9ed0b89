import type { SocialProvider } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { campaigns } from "../campaigns/tables";
import { conditions } from "../conditions/tables";
import { users } from "../users/tables";

/**
 * A fan's connected account at a provider. One provider account belongs to one Fanfare account
 * (`social_accounts_provider_user_key`: linking it to a second fan fails with <provider>Condition-E2000),
 * and a fan has at most one account per provider (connecting another replaces it). Tokens are sealed with
 * SOCIAL_TOKEN_ENCRYPTION_KEY (AES-256-GCM, associated data = account id + which token), never in clear.
 * `provider` columns here have no CHECK list (ADR 0020): the provider registry is the one list and every
 * write goes through it, so a deployed new provider needs no migration.
 */
export const socialAccounts = pgTable(
  "social_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<SocialProvider>().notNull(),
    /** The provider's id of the user (Spotify user id, Instagram user id, TikTok open_id). */
    providerUserId: text("provider_user_id").notNull(),
    displayName: text("display_name").notNull(),
    scopes: text("scopes").array().notNull().default(sql`'{}'::text[]`),
    accessToken: text("access_token").notNull(),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }).notNull(),
    /** Spotify and TikTok; Instagram refreshes the long-lived access token itself. */
    refreshToken: text("refresh_token"),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true }),
    /** When the access token was issued (Instagram refreshes only tokens older than 24 hours). */
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** RECONNECT: the grant was revoked or could not be refreshed; the fan connects again. */
    status: text("status", { enum: ["ACTIVE", "RECONNECT"] })
      .notNull()
      .default("ACTIVE"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("social_accounts_provider_user_key").on(t.provider, t.providerUserId),
    uniqueIndex("social_accounts_user_provider_key").on(t.userId, t.provider),
  ],
);
export type SocialAccountRow = typeof socialAccounts.$inferSelect;

/**
 * One authorization request in flight: the `state` (stored as its SHA-256 only) and the PKCE verifier
 * (sealed), bound to the fan and the condition that asked, and to the browser that asked (the hash of
 * the key in its `ff_oc` cookie). Used once (conditional UPDATE of `used_at`), valid for a few minutes.
 */
export const oauthStates = pgTable(
  "oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<SocialProvider>().notNull(),
    codeVerifier: text("code_verifier").notNull(),
    scopes: text("scopes").array().notNull(),
    campaignId: uuid("campaign_id").references(() => campaigns.id, { onDelete: "cascade" }),
    conditionId: uuid("condition_id").references(() => conditions.id, { onDelete: "cascade" }),
    /** The web page the fan started from (a path), where the callback sends them back. */
    returnTo: text("return_to").notNull(),
    /**
     * SHA-256 of the browser key set as a cookie when the request was made: the provider's redirect back
     * must come from that browser, or a fan could consent to a link someone else started and connect
     * their account to that person's. Null only on requests made before the binding existed (refused).
     */
    browserKeyHash: text("browser_key_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("oauth_states_expires_idx").on(t.expiresAt)],
);

/**
 * What stands between a fan and a social condition that is not completed: they refused the permission
 * (campaign state RejectPermission) or their post had no valid hashtag (HasNotHashtag). Cleared when they
 * connect again or the condition is completed.
 */
export const socialConditionStates = pgTable(
  "social_condition_states",
  {
    conditionId: uuid("condition_id")
      .notNull()
      .references(() => conditions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    provider: text("provider").$type<SocialProvider>().notNull(),
    state: text("state", { enum: ["REJECT_PERMISSION", "HAS_NOT_HASHTAG"] }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conditionId, t.userId] }),
    index("social_condition_states_campaign_user_idx").on(t.campaignId, t.userId),
  ],
);
