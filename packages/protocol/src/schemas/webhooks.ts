import { z } from "zod";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from "../enums";
import { IdSchema, IsoDateTime } from "./campaigns";

// --- operators' webhooks (ADR 0026, docs/webhooks.md) -------------------------------------------------

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
const EventList = z.array(WebhookEventTypeSchema).min(1).max(WEBHOOK_EVENT_TYPES.length);

export const WebhookEndpointParams = z.object({ endpointId: IdSchema });
export const WebhookEventParams = z.object({ eventId: IdSchema });

/** The URL is checked again by the API (https, no private address in production). */
export const CreateWebhookEndpointRequest = z.object({
  url: z.url().max(2000),
  events: EventList,
});
export type CreateWebhookEndpointRequest = z.infer<typeof CreateWebhookEndpointRequest>;

export const UpdateWebhookEndpointRequest = z
  .object({ active: z.boolean().optional(), events: EventList.optional() })
  .refine((v) => v.active !== undefined || v.events !== undefined, { message: "nothing to change" });
export type UpdateWebhookEndpointRequest = z.infer<typeof UpdateWebhookEndpointRequest>;

export const WebhookEndpointView = z
  .object({
    id: IdSchema,
    url: z.string(),
    events: z.array(WebhookEventTypeSchema),
    active: z.boolean(),
    createdAt: IsoDateTime,
  })
  .meta({ id: "WebhookEndpointView" });
export type WebhookEndpointView = z.infer<typeof WebhookEndpointView>;

/** The answer to a creation, the only one that ever carries the signing secret. */
export const CreatedWebhookEndpoint = WebhookEndpointView.extend({
  secret: z.string().meta({ description: "whsec_…: shown once; sign-checks every delivery (docs/webhooks.md)" }),
}).meta({ id: "CreatedWebhookEndpoint" });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpoint>;

export const WebhookDeliveryView = z
  .object({
    id: IdSchema,
    eventId: IdSchema,
    eventType: WebhookEventTypeSchema,
    endpointId: IdSchema,
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable(),
    responseSnippet: z.string().nullable(),
    error: z.string().nullable(),
    nextAttemptAt: IsoDateTime.nullable(),
    lastAttemptAt: IsoDateTime.nullable(),
    deliveredAt: IsoDateTime.nullable(),
    createdAt: IsoDateTime,
  })
  .meta({ id: "WebhookDeliveryView" });
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryView>;

/** The delivery log, newest first: of one endpoint, or of one event (`eventId`). */
export const WebhookDeliveriesQuery = z.object({
  endpointId: IdSchema.optional(),
  eventId: IdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const WebhookDeliveriesPage = z
  .object({ deliveries: z.array(WebhookDeliveryView) })
  .meta({ id: "WebhookDeliveriesPage" });
export type WebhookDeliveriesPage = z.infer<typeof WebhookDeliveriesPage>;
