import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../audit/tables";
import { loadClaimCampaign } from "../campaigns/campaign-cache";
import { claim } from "../claims/claim";
import { claimOne } from "../claims/claim-one";
import type { CoreContext } from "../context";
import { applyForDraw } from "../draws/apply-for-draw";
import { drawWinners } from "../draws/draw-winners";
import type { JobQueue } from "../jobs/definitions";
import { createJobQueue } from "../jobs/queue";
import { startWorker } from "../jobs/worker";
import { addOperator } from "../operators/add-operator";
import { requireOperator } from "../operators/require-operator";
import { createTestContext, makeCampaign, makeOperator, makeParticipant, useTestDatabase } from "../testing";
import { createWebhookEndpoint } from "./create-endpoint";
import { deleteWebhookEndpoint } from "./delete-endpoint";
import { deliverWebhook, dispatchDueWebhooks, WEBHOOK_DELIVER_JOB, WEBHOOK_DISPATCH_JOB } from "./deliver";
import { emitEvent, withMintEvents } from "./emit-event";
import { listWebhookDeliveries } from "./list-deliveries";
import { listWebhookEndpoints } from "./list-endpoints";
import { replayWebhookEvent } from "./replay-event";
import { openWebhookSecret, sealWebhookSecrets } from "./secret-vault";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "./tables";
import { updateWebhookEndpoint } from "./update-endpoint";

const db = useTestDatabase();
const DAY = 86_400_000;

/** A context whose endpoints may be local http (the test receiver), as in development. */
function localContext() {
  const made = createTestContext(db.current);
  const ctx: CoreContext = {
    ...made.ctx,
    config: { ...made.ctx.config, webhooks: { allowLocalUrls: true, timeoutMs: 3000 } },
  };
  return { ctx, clock: made.clock };
}

type Received = { headers: IncomingHttpHeaders; body: string };

/** A real HTTP receiver on a free port: answers the queued statuses in turn, then 200. */
let server: Server;
let receiverUrl = "";
const received: Received[] = [];
const answers: number[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.statusCode = answers.shift() ?? 200;
      res.end(res.statusCode === 200 ? "ok" : "boom");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The receiver's side of docs/webhooks.md, written from the document, not from deliver.ts. */
function verify(secret: string, r: Received): boolean {
  const timestamp = String(r.headers["fanfare-webhook-timestamp"]);
  const header = String(r.headers["fanfare-webhook-signature"]);
  const expected = createHmac("sha256", secret).update(`${timestamp}.${r.body}`).digest("hex");
  const given = header.replace(/^v1=/, "");
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** A queue that keeps what is sent, one job per id like pg-boss. */
function memoryQueue() {
  const sent = new Map<string, { name: string; data: Record<string, unknown>; startAfter?: Date | undefined }>();
  const queue: JobQueue = {
    send: async (name, data, options) => {
      if (sent.has(options.id)) return null;
      sent.set(options.id, { name, data, startAfter: options.startAfter });
      return options.id;
    },
  };
  return { queue, sent };
}

async function eventsOf(companyId: string) {
  return db.current.db.select().from(webhookEvents).where(eq(webhookEvents.companyId, companyId));
}

describe("webhook endpoints", () => {
  it("shows the secret once, audits without it, refuses viewers and hides other companies' endpoints", async () => {
    const { ctx } = localContext();
    const owner = await makeOperator(ctx, "Hooks");
    const created = await createWebhookEndpoint(ctx, owner, { url: receiverUrl, events: ["claim.created"] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await listWebhookEndpoints(ctx, owner);
    expect(listed).toEqual([
      { id: created.id, url: receiverUrl, events: ["claim.created"], active: true, createdAt: created.createdAt },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const audit = await db.current.db.select().from(auditEvents).where(eq(auditEvents.companyId, owner.companyId));
    expect(audit.map((a) => a.action)).toEqual(["webhook.create"]);
    expect(JSON.stringify(audit)).not.toContain(created.secret);

    const { userId } = await addOperator(ctx, {
      companyId: owner.companyId,
      email: `viewer-${Date.now()}@example.com`,
      role: "VIEWER",
    });
    const viewer = await requireOperator(ctx, userId);
    await expect(
      createWebhookEndpoint(ctx, viewer, { url: receiverUrl, events: ["mint.failed"] }),
    ).rejects.toMatchObject({ code: "operator-E2001" });
    await expect(replayWebhookEvent(ctx, viewer, { eventId: created.id })).rejects.toMatchObject({
      code: "operator-E2001",
    });
    expect(await listWebhookEndpoints(ctx, viewer)).toHaveLength(1);

    const stranger = await makeOperator(ctx, "Other");
    await expect(updateWebhookEndpoint(ctx, stranger, { endpointId: created.id, active: false })).rejects.toMatchObject(
      { code: "request-E1004" },
    );
    await expect(deleteWebhookEndpoint(ctx, stranger, { endpointId: created.id })).rejects.toMatchObject({
      code: "request-E1004",
    });
    expect(await listWebhookEndpoints(ctx, stranger)).toEqual([]);

    const updated = await updateWebhookEndpoint(ctx, owner, {
      endpointId: created.id,
      active: false,
      events: ["mint.confirmed", "mint.failed"],
    });
    expect(updated).toMatchObject({ active: false, events: ["mint.confirmed", "mint.failed"] });
    await deleteWebhookEndpoint(ctx, owner, { endpointId: created.id });
    expect(await listWebhookEndpoints(ctx, owner)).toEqual([]);
  });

  it("takes only https to public addresses unless local URLs are allowed", async () => {
    const { ctx } = createTestContext(db.current);
    const owner = await makeOperator(ctx, "Strict");
    for (const url of [
      "http://example.com/hook",
      "https://127.0.0.1/hook",
      "https://localhost:8443/hook",
      "https://10.1.2.3/hook",
      "https://[::1]/hook",
      "https://169.254.169.254/latest",
      "https://user:pass@example.com/hook",
    ]) {
      await expect(createWebhookEndpoint(ctx, owner, { url, events: ["claim.created"] }), url).rejects.toMatchObject({
        code: "request-E1000",
      });
    }
    await expect(
      createWebhookEndpoint(ctx, owner, { url: "https://hooks.example.com/in", events: ["claim.created"] }),
    ).resolves.toMatchObject({ url: "https://hooks.example.com/in" });
  });
});

describe("events are written with their facts", () => {
  it("a claim records one claim.created with a delivery per subscribed endpoint; rolled back or repeated facts add nothing", async () => {
    const { ctx } = localContext();
    const { operator, campaignId } = await makeCampaign(ctx);
    // Without an endpoint the claim path records nothing.
    const early = await claim(ctx, {
      fanId: await makeParticipant(ctx, campaignId),
      campaignId,
      idempotencyKey: "hooks-0",
    });
    expect(await eventsOf(operator.companyId)).toHaveLength(0);

    const a = await createWebhookEndpoint(ctx, operator, { url: receiverUrl, events: ["claim.created"] });
    await createWebhookEndpoint(ctx, operator, { url: `${receiverUrl}/mints`, events: ["mint.confirmed"] });
    const fanId = await makeParticipant(ctx, campaignId);
    const made = await claim(ctx, { fanId, campaignId, idempotencyKey: "hooks-1" });
    await claim(ctx, { fanId, campaignId, idempotencyKey: "hooks-1" }); // the same request again
    const events = await eventsOf(operator.companyId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "claim.created", subjectId: made.claimId });
    expect(events[0]?.payload).toMatchObject({ claimId: made.claimId, campaignId, sequence: 1 });
    const deliveries = await db.current.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, events[0]?.id ?? ""));
    expect(deliveries.map((d) => [d.endpointId, d.status])).toEqual([[a.id, "PENDING"]]);

    // The same fact emitted again (a retried statement) is the same event.
    const fact = {
      companyId: operator.companyId,
      type: "claim.created" as const,
      subjectId: made.claimId,
      payload: {},
      at: ctx.clock.now(),
    };
    expect(await emitEvent(ctx.db, fact)).toBeNull();
    // A fact whose transaction rolls back leaves no event.
    const ghost = { ...fact, subjectId: early.claimId };
    await expect(
      ctx.db.transaction(async (tx) => {
        expect(await emitEvent(tx, ghost)).toEqual(expect.any(String));
        throw new Error("the fact failed");
      }),
    ).rejects.toThrow("the fact failed");
    expect(await eventsOf(operator.companyId)).toHaveLength(1);
  });

  it("the one-by-one claim path (a group's fallback) records the same claim.created once", async () => {
    const { ctx } = localContext();
    const { operator, campaignId } = await makeCampaign(ctx);
    await createWebhookEndpoint(ctx, operator, { url: receiverUrl, events: ["claim.created"] });
    const fanId = await makeParticipant(ctx, campaignId);
    const found = await loadClaimCampaign(ctx.db, campaignId);
    const input = { fanId, campaignId, idempotencyKey: "one-by-one" };
    const row = await claimOne(ctx, input, found, ctx.clock.now());
    await claimOne(ctx, input, found, ctx.clock.now());
    const events = await eventsOf(operator.companyId);
    expect(events.map((e) => [e.type, e.subjectId])).toEqual([["claim.created", row.id]]);
    expect(events[0]?.payload).toEqual({
      claimId: row.id,
      campaignId,
      nftId: row.nftId,
      sequence: 1,
      createdAt: row.createdAt.toISOString(),
    });
  });

  it("the relayer's updates record mint.confirmed and mint.failed once, in the same statement", async () => {
    const { ctx } = localContext();
    const { operator, campaignId } = await makeCampaign(ctx);
    await createWebhookEndpoint(ctx, operator, { url: receiverUrl, events: ["mint.confirmed", "mint.failed"] });
    const ok = await claim(ctx, {
      fanId: await makeParticipant(ctx, campaignId),
      campaignId,
      idempotencyKey: "mint-ok",
    });
    const bad = await claim(ctx, {
      fanId: await makeParticipant(ctx, campaignId),
      campaignId,
      idempotencyKey: "mint-bad",
    });
    const settle = (claimId: string, status: "MINTED" | "FAILED") =>
      ctx.db.execute(
        withMintEvents(
          sql`update mint_jobs m set status = ${status}, tx_hash = '0xfeed', token_id = '42', chain_id = 31337, last_error = ${status === "FAILED" ? "reverted: NotMinter" : null}, updated_at = now()
               where m.claim_id = ${claimId}::uuid and m.status = 'PENDING'`,
          ctx.clock.now(),
        ),
      );
    await settle(ok.claimId, "MINTED");
    await settle(ok.claimId, "MINTED"); // nothing left to move
    await settle(bad.claimId, "FAILED");
    const events = await eventsOf(operator.companyId);
    expect(events.map((e) => [e.type, e.subjectId]).sort()).toEqual(
      [
        ["mint.confirmed", ok.claimId],
        ["mint.failed", bad.claimId],
      ].sort(),
    );
    expect(events.find((e) => e.type === "mint.failed")?.payload).toMatchObject({
      claimId: bad.claimId,
      campaignId,
      txHash: "0xfeed",
      error: "reverted: NotMinter",
    });
  });

  it("entries and the draw at the end record entry.created and draw.completed", async () => {
    const { ctx, clock } = localContext();
    const { operator, campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 1,
      totalSupply: 1,
    });
    await createWebhookEndpoint(ctx, operator, { url: receiverUrl, events: ["entry.created", "draw.completed"] });
    const fans = [await makeParticipant(ctx, campaignId), await makeParticipant(ctx, campaignId)];
    for (const fanId of fans) await applyForDraw(ctx, { fanId, campaignId });
    clock.advance(10 * DAY);
    await drawWinners(ctx, { campaignId });
    const events = await eventsOf(operator.companyId);
    expect(events.filter((e) => e.type === "entry.created")).toHaveLength(2);
    const drawn = events.filter((e) => e.type === "draw.completed");
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.payload).toMatchObject({ campaignId, entrants: 2, winners: 1, mode: "AFTER_CAMPAIGN_END" });
  });
});

describe("delivery", () => {
  async function pendingDelivery(ctx: CoreContext) {
    const { operator, campaignId } = await makeCampaign(ctx);
    const endpoint = await createWebhookEndpoint(ctx, operator, { url: receiverUrl, events: ["claim.created"] });
    const made = await claim(ctx, {
      fanId: await makeParticipant(ctx, campaignId),
      campaignId,
      idempotencyKey: `d-${Math.random()}`,
    });
    const [event] = await db.current.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.companyId, operator.companyId), eq(webhookEvents.subjectId, made.claimId)));
    const [delivery] = await db.current.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, event?.id ?? ""));
    if (!event || !delivery) throw new Error("no delivery");
    return { operator, endpoint, event, delivery, claimId: made.claimId };
  }

  it("signs with HMAC over timestamp and body; a 500 is retried with backoff through the queue, then delivered once", async () => {
    const { ctx, clock } = localContext();
    const { endpoint, event, delivery, operator, claimId } = await pendingDelivery(ctx);
    const { queue, sent } = memoryQueue();
    expect((await dispatchDueWebhooks(ctx, queue)).queued).toBeGreaterThanOrEqual(1);
    expect([...sent.values()].some((j) => j.data.deliveryId === delivery.id)).toBe(true);

    received.length = 0;
    answers.push(500);
    expect(await deliverWebhook(ctx, { deliveryId: delivery.id }, queue)).toEqual({ sent: true, delivered: false });
    const retry = [...sent.values()].find((j) => j.data.deliveryId === delivery.id && j.startAfter);
    expect(retry).toMatchObject({ name: WEBHOOK_DELIVER_JOB });
    expect(retry?.startAfter?.getTime()).toBe(ctx.clock.now().getTime() + 60_000);
    // Not due before its backoff.
    expect(await deliverWebhook(ctx, { deliveryId: delivery.id }, queue)).toEqual({ sent: false, delivered: false });
    clock.advance(60_000);
    expect(await deliverWebhook(ctx, { deliveryId: delivery.id }, queue)).toEqual({ sent: true, delivered: true });
    expect(await deliverWebhook(ctx, { deliveryId: delivery.id }, queue)).toEqual({ sent: false, delivered: false });

    expect(received).toHaveLength(2);
    for (const r of received) {
      expect(r.headers["fanfare-webhook-id"]).toBe(event.id);
      expect(r.headers["content-type"]).toBe("application/json");
      expect(verify(endpoint.secret, r)).toBe(true);
      expect(verify("whsec_wrong", r)).toBe(false);
      expect(JSON.parse(r.body)).toMatchObject({ id: event.id, type: "claim.created", data: { claimId } });
    }
    const [log] = await listWebhookDeliveries(ctx, operator, { eventId: event.id });
    expect(log).toMatchObject({
      status: "DELIVERED",
      attempts: 2,
      responseStatus: 200,
      responseSnippet: "ok",
      error: null,
    });
  });

  it("two workers running the same delivery at once POST it once", async () => {
    const { ctx } = localContext();
    const { delivery } = await pendingDelivery(ctx);
    received.length = 0;
    const runs = await Promise.all([
      deliverWebhook(ctx, { deliveryId: delivery.id }),
      deliverWebhook(ctx, { deliveryId: delivery.id }),
      deliverWebhook(ctx, { deliveryId: delivery.id }),
    ]);
    expect(runs.filter((r) => r.sent)).toHaveLength(1);
    expect(received.filter((r) => r.headers["fanfare-webhook-id"])).toHaveLength(1);
  });

  it("a replay delivers the same event id again as a new attempt; other companies cannot replay it", async () => {
    const { ctx } = localContext();
    const { delivery, event, operator, endpoint } = await pendingDelivery(ctx);
    received.length = 0;
    await deliverWebhook(ctx, { deliveryId: delivery.id });
    const stranger = await makeOperator(ctx, "Stranger");
    await expect(replayWebhookEvent(ctx, stranger, { eventId: event.id })).rejects.toMatchObject({
      code: "request-E1004",
    });
    const replayed = await replayWebhookEvent(ctx, operator, { eventId: event.id });
    expect(replayed).toMatchObject([{ eventId: event.id, status: "PENDING", attempts: 1 }]);
    const { queue, sent } = memoryQueue();
    await dispatchDueWebhooks(ctx, queue);
    expect([...sent.values()].filter((j) => j.data.deliveryId === delivery.id)).toHaveLength(1);
    expect(await deliverWebhook(ctx, { deliveryId: delivery.id }, queue)).toEqual({ sent: true, delivered: true });
    expect(received.map((r) => r.headers["fanfare-webhook-id"])).toEqual([event.id, event.id]);
    expect(received.every((r) => verify(endpoint.secret, r))).toBe(true);
    const [log] = await listWebhookDeliveries(ctx, operator, { endpointId: endpoint.id });
    expect(log).toMatchObject({ status: "DELIVERED", attempts: 2 });
    const audit = await db.current.db.select().from(auditEvents).where(eq(auditEvents.companyId, operator.companyId));
    expect(audit.map((a) => a.action)).toContain("webhook.replay");
  });

  it("an endpoint that does not answer in time is a failed attempt, recorded without its secret", async () => {
    const { ctx } = localContext();
    const quiet = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => quiet.listen(0, "127.0.0.1", resolve));
    try {
      const { operator, campaignId } = await makeCampaign(ctx);
      const url = `http://127.0.0.1:${(quiet.address() as AddressInfo).port}/`;
      const endpoint = await createWebhookEndpoint(ctx, operator, { url, events: ["claim.created"] });
      await claim(ctx, { fanId: await makeParticipant(ctx, campaignId), campaignId, idempotencyKey: "quiet" });
      const [d] = await listWebhookDeliveries(ctx, operator, { endpointId: endpoint.id });
      const slow = { ...ctx, config: { ...ctx.config, webhooks: { allowLocalUrls: true, timeoutMs: 200 } } };
      expect(await deliverWebhook(slow, { deliveryId: d?.id ?? "" })).toEqual({ sent: true, delivered: false });
      const [after] = await listWebhookDeliveries(ctx, operator, { endpointId: endpoint.id });
      expect(after).toMatchObject({
        status: "PENDING",
        attempts: 1,
        responseStatus: null,
        error: expect.stringContaining("no answer"),
      });
      expect(JSON.stringify(after)).not.toContain(endpoint.secret);
    } finally {
      quiet.closeAllConnections();
      await new Promise<void>((resolve) => quiet.close(() => resolve()));
    }
  });

  it("a deactivated endpoint gets nothing; reactivated, its waiting deliveries are queued again and go out", async () => {
    const { ctx, clock } = localContext();
    const { delivery, operator, endpoint } = await pendingDelivery(ctx);
    const { queue, sent } = memoryQueue();
    const jobsOf = () => [...sent.values()].filter((j) => j.data.deliveryId === delivery.id).length;
    await dispatchDueWebhooks(ctx, queue);
    expect(jobsOf()).toBe(1);
    await updateWebhookEndpoint(ctx, operator, { endpointId: endpoint.id, active: false });
    // The job queued before runs while it is off: nothing is sent, nothing new is queued.
    expect(await deliverWebhook(ctx, { deliveryId: delivery.id }, queue)).toEqual({ sent: false, delivered: false });
    await dispatchDueWebhooks(ctx, queue);
    expect(jobsOf()).toBe(1);
    clock.advance(5_000);
    await updateWebhookEndpoint(ctx, operator, { endpointId: endpoint.id, active: true });
    await dispatchDueWebhooks(ctx, queue);
    expect(jobsOf()).toBe(2);
    expect(await deliverWebhook(ctx, { deliveryId: delivery.id }, queue)).toEqual({ sent: true, delivered: true });
  });

  it("runs through pg-boss: the sweep queues the delivery, the worker delivers it once", async () => {
    const made = localContext();
    // The worker runs with the real clock, like in production.
    const ctx: CoreContext = { ...made.ctx, clock: { now: () => new Date() } };
    const { delivery, event, operator } = await pendingDelivery(ctx);
    received.length = 0;
    const boss = createJobQueue(db.current, ctx.log);
    await boss.start();
    try {
      await startWorker(boss, ctx);
      await boss.send(WEBHOOK_DISPATCH_JOB, { requestId: "test" });
      const deadline = Date.now() + 20_000;
      let status = "";
      while (Date.now() < deadline) {
        const [log] = await listWebhookDeliveries(ctx, operator, { eventId: event.id });
        status = log?.status ?? "";
        if (status === "DELIVERED") break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe("DELIVERED");
      // A second sweep after the delivery finds nothing due: no second POST.
      const again = await boss.send(WEBHOOK_DISPATCH_JOB, { requestId: "test-again" });
      const until = Date.now() + 20_000;
      while (Date.now() < until) {
        const state = (await boss.getJobById(WEBHOOK_DISPATCH_JOB, again ?? ""))?.state;
        if (state === "completed" || state === "failed") break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(received.filter((r) => r.headers["fanfare-webhook-id"] === event.id)).toHaveLength(1);
      const [row] = await db.current.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
      expect(row?.attempts).toBe(1);
    } finally {
      await boss.stop({ graceful: true, timeout: 5000 });
    }
  });
  describe("its signing secret at rest (ADR 0026)", () => {
    const ring = (n: number, ...previous: number[]) => ({
      current: Buffer.alloc(32, n),
      previous: previous.map((p) => Buffer.alloc(32, p)),
    });
    const stored = async (endpointId: string) => {
      const [row] = await db.current.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
      return row?.secret ?? "";
    };

    it("is stored sealed, bound to its endpoint, and still signs the deliveries", async () => {
      const { ctx } = localContext();
      const { endpoint, delivery } = await pendingDelivery(ctx);
      const atRest = await stored(endpoint.id);
      expect(atRest).not.toContain(endpoint.secret.slice("whsec_".length));
      expect(atRest).toMatch(/^v1\./);
      expect(openWebhookSecret(ctx, endpoint.id, atRest)).toBe(endpoint.secret);
      // Copied to another endpoint's row, it opens for nobody.
      expect(() => openWebhookSecret(ctx, "00000000-0000-4000-8000-000000000000", atRest)).toThrow();
      received.length = 0;
      expect(await deliverWebhook(ctx, { deliveryId: delivery.id })).toEqual({ sent: true, delivered: true });
      expect(received).toHaveLength(1);
      expect(verify(endpoint.secret, received[0] as Received)).toBe(true);
    });

    it("one stored in clear before sealing still signs, and is sealed by sealWebhookSecrets; then a rotation", async () => {
      const { ctx } = localContext();
      const { endpoint, delivery } = await pendingDelivery(ctx);
      await db.current.db
        .update(webhookEndpoints)
        .set({ secret: endpoint.secret })
        .where(eq(webhookEndpoints.id, endpoint.id));
      received.length = 0;
      expect(await deliverWebhook(ctx, { deliveryId: delivery.id })).toEqual({ sent: true, delivered: true });
      expect(verify(endpoint.secret, received[0] as Received)).toBe(true);

      const first = await sealWebhookSecrets(ctx);
      expect(first.sealed).toBeGreaterThanOrEqual(1);
      expect(first.remaining).toBe(0);
      const sealed = await stored(endpoint.id);
      expect(sealed).toMatch(/^v1\./);
      expect(openWebhookSecret(ctx, endpoint.id, sealed)).toBe(endpoint.secret);
      expect((await sealWebhookSecrets(ctx)).sealed).toBe(0);

      // Rotation: the new key current, the old one previous; every secret is sealed again under the new.
      const rotated: CoreContext = { ...ctx, config: { ...ctx.config, webhookKeys: ring(21, 9) } };
      expect((await sealWebhookSecrets(rotated)).remaining).toBe(0);
      const newOnly: CoreContext = { ...ctx, config: { ...ctx.config, webhookKeys: ring(21) } };
      expect(openWebhookSecret(newOnly, endpoint.id, await stored(endpoint.id))).toBe(endpoint.secret);
    });

    it("without its key nothing is sent: the attempt is recorded as failed and retried", async () => {
      const { ctx } = localContext();
      const { delivery, operator, endpoint } = await pendingDelivery(ctx);
      const keyless: CoreContext = { ...ctx, config: { ...ctx.config, webhookKeys: ring(33) } };
      received.length = 0;
      expect(await deliverWebhook(keyless, { deliveryId: delivery.id })).toEqual({ sent: true, delivered: false });
      expect(received).toHaveLength(0);
      const [log] = await listWebhookDeliveries(ctx, operator, { endpointId: endpoint.id });
      expect(log).toMatchObject({ status: "PENDING", attempts: 1, error: expect.stringContaining("secret") });
    });
  });
});
