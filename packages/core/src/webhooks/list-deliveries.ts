import type { WebhookDeliveryView } from "@fanfare/protocol";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { CoreContext } from "../context";
import type { Operator } from "../operators/require-operator";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "./tables";

type DeliveryJoin = {
  delivery: typeof webhookDeliveries.$inferSelect;
  eventType: (typeof webhookEvents.$inferSelect)["type"];
};

export function toDeliveryView({ delivery: d, eventType }: DeliveryJoin): WebhookDeliveryView {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType,
    endpointId: d.endpointId,
    status: d.status,
    attempts: d.attempts,
    responseStatus: d.responseStatus,
    responseSnippet: d.responseSnippet,
    error: d.error,
    nextAttemptAt: d.status === "PENDING" ? (d.nextAttemptAt?.toISOString() ?? null) : null,
    lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}

/**
 * The delivery log, newest first: of one endpoint, of one event, or of the whole company. Another
 * company's endpoint or event reads as an empty log, like one that does not exist.
 */
export async function listWebhookDeliveries(
  ctx: CoreContext,
  operator: Operator,
  input: { endpointId?: string | undefined; eventId?: string | undefined; limit?: number | undefined },
): Promise<WebhookDeliveryView[]> {
  const where: SQL[] = [eq(webhookEndpoints.companyId, operator.companyId)];
  if (input.endpointId) where.push(eq(webhookDeliveries.endpointId, input.endpointId));
  if (input.eventId) where.push(eq(webhookDeliveries.eventId, input.eventId));
  const rows = await ctx.db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(...where))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(Math.min(Math.max(input.limit ?? 50, 1), 100));
  return rows.map(toDeliveryView);
}
