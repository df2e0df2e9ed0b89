import type { WebhookEndpointView, WebhookEventType } from "@fanfare/protocol";
import { and, eq } from "drizzle-orm";
import { changedFields } from "../audit/changed-fields";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import { toEndpointView } from "./list-endpoints";
import { webhookDeliveries, webhookEndpoints } from "./tables";

/**
 * Activates or deactivates an endpoint, or changes the events it wants. Facts committed from now on follow
 * the new settings; deliveries already recorded keep going (a deactivated endpoint's are skipped when due).
 */
export async function updateWebhookEndpoint(
  ctx: CoreContext,
  operator: Operator,
  input: { endpointId: string; active?: boolean | undefined; events?: WebhookEventType[] | undefined },
): Promise<WebhookEndpointView> {
  assertOperatorMay(operator, "write");
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, input.endpointId), eq(webhookEndpoints.companyId, operator.companyId)))
      .for("update");
    if (!before) throw new AppError("request-E1004");
    const patch = {
      ...(input.active === undefined ? {} : { active: input.active }),
      ...(input.events === undefined ? {} : { events: [...new Set(input.events)] }),
    };
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ ...patch, updatedAt: now })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    if (!after) throw new AppError("request-E1004");
    if (!before.active && after.active) {
      // Deliveries that waited while it was off are due now (and get new job ids: attemptJobId).
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: now })
        .where(and(eq(webhookDeliveries.endpointId, after.id), eq(webhookDeliveries.status, "PENDING")));
    }
    const changed = changedFields(before, after, ["active", "events"]);
    if (Object.keys(changed.after).length > 0) {
      await recordAuditEvent(tx, operator, {
        action: "webhook.update",
        target: { type: "webhook", id: after.id },
        ...changed,
        at: now,
      });
    }
    return toEndpointView(after);
  });
}
