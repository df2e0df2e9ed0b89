import { and, asc, eq, gt } from "drizzle-orm";
import type { CoreContext } from "../context";
import { decryptSecret, encryptSecret, type KeyRing, needsRotation } from "../wallets/key-vault";
import { resealRows } from "../wallets/reseal-rows";
import { webhookEndpoints } from "./tables";

/**
 * Endpoints' signing secrets at rest (ADR 0026): AES-256-GCM under WEBHOOK_SECRET_ENCRYPTION_KEY
 * (key-vault.ts, a key ring for rotation), never in clear. Whoever reads the database (a backup, a
 * replica, a leaked dump) could otherwise sign deliveries that every operator's receiver would accept
 * as ours. The associated data binds each ciphertext to its endpoint, so a secret cannot be moved to
 * another company's row.
 */
const aad = (endpointId: string) => `webhook-endpoint:${endpointId}`;

/** Secrets stored before they were sealed: `whsec_…` in clear. Still read; sealed by `sealWebhookSecrets`. */
const isInClear = (stored: string) => stored.startsWith("whsec_");

function ringOf(ctx: CoreContext): KeyRing {
  const ring = ctx.config.webhookKeys;
  if (!ring) throw new Error("WEBHOOK_SECRET_ENCRYPTION_KEY is not configured: webhook secrets cannot be sealed");
  return ring;
}

export function sealWebhookSecret(ctx: CoreContext, endpointId: string, secret: string): string {
  return encryptSecret(ringOf(ctx), secret, aad(endpointId));
}

/** The secret that signs an endpoint's deliveries. Throws when its key is not in the ring. */
export function openWebhookSecret(ctx: CoreContext, endpointId: string, stored: string): string {
  if (isInClear(stored)) return stored;
  return decryptSecret(ringOf(ctx), stored, aad(endpointId));
}

/**
 * Seals what is not sealed under the current key: secrets stored in clear (before sealing existed) and
 * those sealed under a previous key (rotation, the same loop as `rotate-wallet-keys`: reseal-rows.ts),
 * so it can run beside the API and be stopped and rerun. The runtime runs it at start (cheap: a company has a few endpoints);
 * `npm run fanfare -- rotate-webhook-keys` runs it on demand and says when the previous keys can go.
 */
export async function sealWebhookSecrets(
  ctx: CoreContext,
  options: { pageSize?: number } = {},
): Promise<{ checked: number; sealed: number; remaining: number }> {
  const ring = ringOf(ctx);
  const {
    checked,
    resealed: sealed,
    remaining,
  } = await resealRows({
    pageSize: options.pageSize,
    page: (after, limit) =>
      ctx.db
        .select({ id: webhookEndpoints.id, sealed: webhookEndpoints.secret })
        .from(webhookEndpoints)
        .where(gt(webhookEndpoints.id, after))
        .orderBy(asc(webhookEndpoints.id))
        .limit(limit),
    reseal: (row) =>
      isInClear(row.sealed) || needsRotation(ring, row.sealed)
        ? encryptSecret(ring, openWebhookSecret(ctx, row.id, row.sealed), aad(row.id))
        : null,
    write: async (row, resealed) => {
      const written = await ctx.db
        .update(webhookEndpoints)
        .set({ secret: resealed })
        .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.secret, row.sealed)))
        .returning({ id: webhookEndpoints.id });
      return written.length > 0;
    },
    onError: (row, error) =>
      ctx.log.error({ err: error, endpointId: row.id }, "a webhook secret could not be sealed again"),
  });
  if (sealed > 0 || remaining > 0) {
    ctx.log.info({ checked, sealed, remaining }, "webhook secrets sealed under the current key");
  }
  return { checked, sealed, remaining };
}
