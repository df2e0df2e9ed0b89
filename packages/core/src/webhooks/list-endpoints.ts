import type { WebhookEndpointView } from "@fanfare/protocol";
import { asc, eq } from "drizzle-orm";
import type { CoreContext } from "../context";
import type { Operator } from "../operators/require-operator";
import { type WebhookEndpointRow, webhookEndpoints } from "./tables";

/** An endpoint as the console reads it: never its secret. */
export function toEndpointView(row: WebhookEndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The company's endpoints, oldest first (every role reads them). */
export async function listWebhookEndpoints(ctx: CoreContext, operator: Operator): Promise<WebhookEndpointView[]> {
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, operator.companyId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(toEndpointView);
}
