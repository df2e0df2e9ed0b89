import type { WebhookDeliveryView } from "@fanfare/protocol";
import { and, eq, sql } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import { listWebhookDeliveries } from "./list-deliveries";
import { webhookEvents } from "./tables";

/**
 * Delivers an event again, with the same event id, to every active endpoint of the company that wants its
 * type: its deliveries go back to PENDING, due now, with a new round of attempts (the log keeps counting
 * them), and an endpoint registered after the event gets a delivery of it. A delivery being sent right
 * now is left to finish (it is not sent twice at once). The minute's sweep queues them.
 */
export async function replayWebhookEvent(
  ctx: CoreContext,
  operator: Operator,
  input: { eventId: string },
): Promise<WebhookDeliveryView[]> {
  assertOperatorMay(operator, "write");
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: webhookEvents.id, type: webhookEvents.type })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.id, input.eventId), eq(webhookEvents.companyId, operator.companyId)));
    if (!event) throw new AppError("request-E1004");
    await tx.execute(sql`
      insert into webhook_deliveries (event_id, endpoint_id, status, next_attempt_at, created_at)
      select ${event.id}::uuid, e.id, 'PENDING', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from webhook_endpoints e
       where e.company_id = ${operator.companyId}::uuid and e.active and ${event.type}::text = any(e.events)
      on conflict (event_id, endpoint_id) do update
         set status = 'PENDING', round_attempts = 0, next_attempt_at = excluded.next_attempt_at,
             delivered_at = null, error = null
       where webhook_deliveries.status <> 'SENDING'`);
    await recordAuditEvent(tx, operator, {
      action: "webhook.replay",
      target: { type: "webhookEvent", id: event.id },
      before: null,
      after: { type: event.type },
      at: now,
    });
  });
  return listWebhookDeliveries(ctx, operator, { eventId: input.eventId });
}
