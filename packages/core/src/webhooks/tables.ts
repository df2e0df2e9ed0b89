import type { WebhookDeliveryStatus, WebhookEventType } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables";

/**
 * An operator's endpoint (ADR 0026): where a company's events are POSTed. The secret signs every delivery;
 * it is shown once when the endpoint is made and never read back by any route, audit event or log.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    url: text("url").notNull(),
    secret: text("secret").notNull(),
    /** The event types it wants; an event is recorded for it only if its type is here when the fact commits. */
    events: text("events").array().$type<WebhookEventType[]>().notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_company_idx").on(t.companyId)],
);

/**
 * One fact, once: written in the transaction (or statement) of the fact itself, so an event exists iff
 * its fact committed. `(type, subject_id)` is the fact's natural key (a claim is created once, a mint
 * confirmed once): the same fact written twice is one row, and its `id` is the stable event id every
 * delivery, retry and replay carries.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    type: text("type").$type<WebhookEventType>().notNull(),
    subjectId: uuid("subject_id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webhook_events_type_subject_key").on(t.type, t.subjectId),
    index("webhook_events_company_created_idx").on(t.companyId, t.createdAt),
  ],
);

/**
 * One event to one endpoint: PENDING (due at `next_attempt_at`) → SENDING (claimed by one worker until
 * `lease_until`) → DELIVERED, or back to PENDING with a backoff, FAILED after the last attempt. A replay
 * puts the same row back to PENDING (attempts go on counting). Only a short snippet of an answer is kept.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    /** Attempts counted against the limit: a replay starts a new round at zero. */
    roundAttempts: integer("round_attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    responseSnippet: text("response_snippet"),
    error: text("error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_endpoint_key").on(t.eventId, t.endpointId),
    index("webhook_deliveries_endpoint_created_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    check("webhook_deliveries_status_check", sql`${t.status} in ('PENDING', 'SENDING', 'DELIVERED', 'FAILED')`),
  ],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
