import type { WebhookDeliveryStatus, WebhookEventType } from "@fanfare/protocol";
import type { MessageKey } from "@/i18n/page-metadata";
import type { StatusTone } from "../status-badge";

/** What each event type means, in the operator's language (the type itself is shown as code beside it). */
export const EVENT_KEYS = {
  "claim.created": "console.webhooks.events.claimCreated",
  "entry.created": "console.webhooks.events.entryCreated",
  "draw.completed": "console.webhooks.events.drawCompleted",
  "mint.confirmed": "console.webhooks.events.mintConfirmed",
  "mint.failed": "console.webhooks.events.mintFailed",
} as const satisfies Record<WebhookEventType, MessageKey>;

/** A delivery's state in words. */
export const DELIVERY_STATUS_KEYS = {
  PENDING: "console.webhooks.deliveryStatus.PENDING",
  SENDING: "console.webhooks.deliveryStatus.SENDING",
  DELIVERED: "console.webhooks.deliveryStatus.DELIVERED",
  FAILED: "console.webhooks.deliveryStatus.FAILED",
} as const satisfies Record<WebhookDeliveryStatus, MessageKey>;

/** Its pill's colours; the words say the same, so colour is never the only sign. */
export const DELIVERY_STATUS_TONES = {
  PENDING: "draft",
  SENDING: "draft",
  DELIVERED: "live",
  FAILED: "over",
} as const satisfies Record<WebhookDeliveryStatus, StatusTone>;
