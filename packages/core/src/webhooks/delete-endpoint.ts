import { and, eq } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import { webhookEndpoints } from "./tables";

/**
 * Deletes an endpoint with its delivery log (cascade). The events stay: they are the company's facts,
 * and another endpoint may have them.
 */
export async function deleteWebhookEndpoint(
  ctx: CoreContext,
  operator: Operator,
  input: { endpointId: string },
): Promise<void> {
  assertOperatorMay(operator, "write");
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, input.endpointId), eq(webhookEndpoints.companyId, operator.companyId)))
      .returning();
    if (!removed) throw new AppError("request-E1004");
    await recordAuditEvent(tx, operator, {
      action: "webhook.delete",
      target: { type: "webhook", id: removed.id },
      before: { url: removed.url, events: removed.events, active: removed.active },
      after: null,
      at: now,
    });
  });
}
