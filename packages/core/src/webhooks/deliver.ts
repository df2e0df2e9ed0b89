import { createHash, createHmac } from "node:crypto";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { sql } from "drizzle-orm";
import type { CoreContext } from "../context";
import type { JobDefinition, JobQueue } from "../jobs/definitions";
import { openWebhookSecret } from "./secret-vault";
import { allowsLocalUrls, guardedLookup, isPrivateAddress } from "./url-safety";

export const WEBHOOK_DELIVER_JOB = "webhooks.deliver";
export const WEBHOOK_DISPATCH_JOB = "webhooks.dispatch";

/**
 * Seconds to wait after the n-th failed attempt of a round (docs/webhooks.md): about a day in all, then
 * FAILED; a replay starts a new round.
 */
export const WEBHOOK_BACKOFF_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60, 3 * 3600, 6 * 3600, 12 * 3600] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_BACKOFF_SECONDS.length + 1;
const DEFAULT_TIMEOUT_MS = 10_000;
/** Bytes of an answer kept for the delivery log; the rest is never read. */
const SNIPPET_BYTES = 512;
/** Due deliveries one sweep queues; the next minute's sweep takes the rest. */
const DISPATCH_BATCH = 500;

/** `v1=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`, the Fanfare-Webhook-Signature header. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/**
 * The pg-boss job id of a delivery's next attempt: the same for the same attempt due at the same time (so
 * the minute's sweep and a retry queued by the failed attempt are one job), new for every attempt, every
 * replay and every reactivation (both set a new due time): a job that ran while there was nothing to
 * claim never hides a later one.
 */
export function attemptJobId(deliveryId: string, attempts: number, roundAttempts: number, dueMs: number): string {
  const hex = createHash("sha256").update(`${deliveryId}:${attempts}:${roundAttempts}:${dueMs}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type Claimed = {
  id: string;
  attempts: number;
  round_attempts: number;
  endpoint_id: string;
  url: string;
  secret: string;
  event_id: string;
  type: string;
  payload: Record<string, unknown>;
  event_created_at: Date | string;
};

type Outcome = { ok: boolean; status: number | null; snippet: string | null; error: string | null };

/** The endpoint's signing secret in clear, or null when its key is not in the ring (logged, never the secret). */
function openSecret(ctx: CoreContext, row: Claimed): string | null {
  try {
    return openWebhookSecret(ctx, row.endpoint_id, row.secret);
  } catch (error) {
    ctx.log.error({ err: error, endpointId: row.endpoint_id }, "a webhook endpoint's secret could not be opened");
    return null;
  }
}

/**
 * One attempt of one delivery. The attempt is claimed by one conditional UPDATE (PENDING and due, or
 * SENDING whose lease ran out after a crash) that moves it to SENDING: two workers, or the sweep's job and
 * a retry's, never POST the same delivery at once. A 2xx answer is DELIVERED; anything else (an answer,
 * a timeout, a refused address) is recorded and retried with backoff through the job queue, FAILED after
 * WEBHOOK_MAX_ATTEMPTS. A crash between the POST and the record is the one case of a second POST of an
 * event: it carries the same event id (docs/webhooks.md: receivers keep the ids they processed).
 */
export async function deliverWebhook(
  ctx: CoreContext,
  input: { deliveryId: string },
  queue?: JobQueue,
): Promise<{ sent: boolean; delivered: boolean }> {
  const now = ctx.clock.now();
  const timeoutMs = ctx.config.webhooks?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const leaseUntil = new Date(now.getTime() + timeoutMs + 30_000);
  const claimed = await ctx.db.execute(sql`
    with d as (
      update webhook_deliveries d
         set status = 'SENDING', lease_until = ${leaseUntil.toISOString()}::timestamptz,
             attempts = d.attempts + 1, round_attempts = d.round_attempts + 1,
             last_attempt_at = ${now.toISOString()}::timestamptz
        from webhook_endpoints e
       where d.id = ${input.deliveryId}::uuid and e.id = d.endpoint_id and e.active
         and ((d.status = 'PENDING' and d.next_attempt_at <= ${now.toISOString()}::timestamptz)
           or (d.status = 'SENDING' and d.lease_until < ${now.toISOString()}::timestamptz))
      returning d.id, d.attempts, d.round_attempts, d.event_id, d.endpoint_id, e.url, e.secret
    )
    select d.*, ev.type, ev.payload, ev.created_at as event_created_at
      from d join webhook_events ev on ev.id = d.event_id`);
  const row = (claimed as unknown as { rows: Claimed[] }).rows[0];
  if (!row) return { sent: false, delivered: false };

  const body = JSON.stringify({
    id: row.event_id,
    type: row.type,
    createdAt: new Date(row.event_created_at).toISOString(),
    data: row.payload,
  });
  const timestamp = Math.floor(now.getTime() / 1000);
  const secret = openSecret(ctx, row);
  // Without its secret nothing is sent (an unsigned delivery would be refused, rightly): the attempt is
  // recorded as failed and retried, so configuring the key again lets the round go on.
  const outcome: Outcome =
    secret === null
      ? { ok: false, status: null, snippet: null, error: "the endpoint's signing secret could not be opened" }
      : await post(
          row.url,
          body,
          {
            "content-type": "application/json",
            "user-agent": "Fanfare-Webhooks/1",
            "fanfare-webhook-id": row.event_id,
            "fanfare-webhook-timestamp": String(timestamp),
            "fanfare-webhook-signature": signWebhook(secret, timestamp, body),
          },
          { timeoutMs, allowLocal: allowsLocalUrls(ctx) },
        );

  const after = ctx.clock.now();
  const last = row.round_attempts >= WEBHOOK_MAX_ATTEMPTS;
  const backoff = WEBHOOK_BACKOFF_SECONDS[Math.min(row.round_attempts, WEBHOOK_BACKOFF_SECONDS.length) - 1] ?? 60;
  const nextAt = new Date(after.getTime() + backoff * 1000);
  let status: "DELIVERED" | "PENDING" | "FAILED" = "PENDING";
  if (outcome.ok) status = "DELIVERED";
  else if (last) status = "FAILED";
  // Only the attempt that holds the row records it (an attempt whose lease ran out and was taken over
  // must not overwrite the newer one).
  await ctx.db.execute(sql`
    update webhook_deliveries
       set status = ${status}, lease_until = null, response_status = ${outcome.status},
           response_snippet = ${outcome.snippet}, error = ${outcome.error},
           next_attempt_at = ${status === "PENDING" ? nextAt.toISOString() : null}::timestamptz,
           delivered_at = ${status === "DELIVERED" ? after.toISOString() : null}::timestamptz
     where id = ${row.id}::uuid and status = 'SENDING' and attempts = ${row.attempts}`);
  ctx.log.info(
    { deliveryId: row.id, eventId: row.event_id, attempt: row.attempts, status, responseStatus: outcome.status },
    "webhook delivery attempt",
  );
  if (status === "PENDING" && queue) {
    await queue.send(
      WEBHOOK_DELIVER_JOB,
      { deliveryId: row.id },
      { id: attemptJobId(row.id, row.attempts, row.round_attempts, nextAt.getTime()), startAfter: nextAt },
    );
  }
  return { sent: true, delivered: outcome.ok };
}

/** The POST itself: no redirects followed, the answer read up to a short snippet, a hard timeout. */
function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowLocal: boolean },
): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const target = new URL(url);
    // An address literal is connected to without a lookup: checked here instead.
    const literal = target.hostname.replace(/^\[|\]$/g, "");
    if (!options.allowLocal && isIP(literal) && isPrivateAddress(literal)) {
      done({ ok: false, status: null, snippet: null, error: "the endpoint resolves to a private address" });
      return;
    }
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowLocal),
        timeout: options.timeoutMs,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const snippet = Buffer.concat(chunks).subarray(0, SNIPPET_BYTES).toString("utf8");
          const ok = status >= 200 && status < 300;
          done({ ok, status, snippet: snippet || null, error: ok ? null : `answered ${status}` });
        };
        res.on("data", (chunk: Buffer) => {
          if (size < SNIPPET_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= SNIPPET_BYTES) {
            finish();
            res.destroy();
          }
        });
        res.on("end", finish);
        res.on("error", finish);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    req.on("timeout", () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      const reason = error.code === "EWEBHOOKPRIVATE" ? "the endpoint resolves to a private address" : error.message;
      done({ ok: false, status: null, snippet: null, error: reason.slice(0, 200) });
    });
    req.on("close", () => clearTimeout(timer));
    req.end(body);
  });
}

/**
 * The minute's sweep: queues the next attempt of every due delivery of an active endpoint (PENDING and
 * due, or SENDING abandoned by a crashed worker). Job ids come from the attempt, so a delivery already
 * queued by its retry is not queued twice. New events are delivered by this sweep: within a minute.
 */
export async function dispatchDueWebhooks(ctx: CoreContext, queue: JobQueue): Promise<{ queued: number }> {
  const now = ctx.clock.now().toISOString();
  const due = await ctx.db.execute(sql`
    select d.id, d.attempts, d.round_attempts, (extract(epoch from d.next_attempt_at) * 1000)::bigint::text as due_ms
      from webhook_deliveries d
      join webhook_endpoints e on e.id = d.endpoint_id and e.active
     where (d.status = 'PENDING' and d.next_attempt_at <= ${now}::timestamptz)
        or (d.status = 'SENDING' and d.lease_until < ${now}::timestamptz)
     order by d.next_attempt_at
     limit ${DISPATCH_BATCH}`);
  let queued = 0;
  type Due = { id: string; attempts: number; round_attempts: number; due_ms: string | null };
  for (const d of (due as unknown as { rows: Due[] }).rows) {
    const id = attemptJobId(d.id, d.attempts, d.round_attempts, Number(d.due_ms ?? 0));
    if (await queue.send(WEBHOOK_DELIVER_JOB, { deliveryId: d.id }, { id })) queued++;
  }
  return { queued };
}

export const webhookDeliverJob: JobDefinition = {
  name: WEBHOOK_DELIVER_JOB,
  // The attempts and their backoff are counted in webhook_deliveries; pg-boss retries only a job that
  // could not reach the database.
  retryLimit: 3,
  retryDelaySeconds: 30,
  // Slow endpoints (up to the timeout each) must not hold the others back, and a delivery queued while
  // the workers were busy is looked for within seconds rather than at pg-boss's 30 s backstop.
  work: { batchSize: 10, localConcurrency: 4, notifyPollingIntervalSeconds: 2 },
  run: async (ctx, data, queue) => {
    if (typeof data.deliveryId !== "string") throw new Error("webhooks.deliver without a deliveryId");
    return deliverWebhook(ctx, { deliveryId: data.deliveryId }, queue);
  },
};

export const webhookDispatchJob: JobDefinition = {
  name: WEBHOOK_DISPATCH_JOB,
  cron: "* * * * *",
  retryLimit: 0,
  retryDelaySeconds: 60,
  run: async (ctx, _data, queue) => dispatchDueWebhooks(ctx, queue),
};
