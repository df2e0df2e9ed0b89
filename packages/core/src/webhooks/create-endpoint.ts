import { randomBytes, randomUUID } from "node:crypto";
import type { CreatedWebhookEndpoint, WebhookEventType } from "@fanfare/protocol";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import { toEndpointView } from "./list-endpoints";
import { sealWebhookSecret } from "./secret-vault";
import { webhookEndpoints } from "./tables";
import { assertWebhookUrl } from "./url-safety";

/**
 * An owner or editor registers an endpoint for the company. Its signing secret (256 random bits) is made
 * here and answered once, in this result; it is stored sealed (secret-vault.ts), and the audit event
 * records the URL and events, never the secret.
 */
export async function createWebhookEndpoint(
  ctx: CoreContext,
  operator: Operator,
  input: { url: string; events: WebhookEventType[] },
): Promise<CreatedWebhookEndpoint> {
  assertOperatorMay(operator, "write");
  const url = assertWebhookUrl(ctx, input.url).toString();
  const events = [...new Set(input.events)];
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  // The id is made here: the sealed secret is bound to it.
  const id = randomUUID();
  const sealed = sealWebhookSecret(ctx, id, secret);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ id, companyId: operator.companyId, url, secret: sealed, events, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("webhook endpoint insert returned nothing");
    await recordAuditEvent(tx, operator, {
      action: "webhook.create",
      target: { type: "webhook", id: row.id },
      before: null,
      after: { url, events, active: true },
      at: now,
    });
    return { ...toEndpointView(row), secret };
  });
}
