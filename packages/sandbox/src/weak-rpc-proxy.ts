import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A weak public RPC, for `npm run bench:mint -- --weak-rpc` and the relayer's tests: an HTTP JSON-RPC
 * proxy in front of a node that
 * - rate-limits like a provider's plan: a token bucket of `ratePerSecond` calls (a JSON-RPC batch costs
 *   one token per call in it, as providers count them), refilled continuously up to `burst`. A request
 *   the bucket cannot pay for is answered HTTP 429 with `Retry-After` (whole seconds, as HTTP has them)
 *   and a JSON-RPC error per call (code -32005, `data.retryAfterMs`), and never reaches the node. A batch
 *   larger than `burst` could never be paid for: HTTP 413 with a JSON-RPC error per call.
 * - times out now and then: a share (`timeoutShare`) of the admitted requests is never answered; half of
 *   those (drawn from the same seed) still reach the node, so the client cannot know whether a
 *   transaction it sent arrived — the "unknown outcome" a relayer must survive. The connection is closed
 *   without an answer after `hangMs` (longer than the client's timeout).
 * The draws come from a seeded generator and the clock can be injected, so a run and a test repeat.
 */
export type WeakRpcProxyOptions = {
  /** The node behind the proxy. */
  upstream: string;
  port?: number;
  host?: string;
  /** Calls per second the plan allows (default 10). */
  ratePerSecond?: number;
  /** Calls the bucket holds when full (default: one second's worth). */
  burst?: number;
  /** Share of admitted requests that are never answered (default 0.02). */
  timeoutShare?: number;
  /** How long an unanswered request's connection is held before it is closed (default 30 s). */
  hangMs?: number;
  /** Seed of the timeout draws (default 1). */
  seed?: number;
  /** Milliseconds, monotonic (tests move it by hand). */
  now?: () => number;
};

export type WeakRpcStats = {
  /** HTTP requests received. */
  requests: number;
  /** JSON-RPC calls in them (a batch counts its calls). */
  calls: number;
  /** Requests answered 429. */
  limited: number;
  /** Requests answered 413 (a batch larger than the burst). */
  tooLarge: number;
  /** Requests never answered. */
  hung: number;
  /** Of those, how many reached the node anyway. */
  hungButForwarded: number;
  /** Requests passed to the node and answered. */
  forwarded: number;
};

export type WeakRpcProxy = {
  url: string;
  port: number;
  stats(): WeakRpcStats;
  close(): Promise<void>;
};

/** JSON-RPC's "limit exceeded" (EIP-1474), which providers answer with their 429. */
export const RATE_LIMITED_CODE = -32005;

/** mulberry32: small, seedable, good enough to decide which requests hang. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A token bucket: `take(cost)` pays now or says how long until it could. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rate: number,
    readonly capacity: number,
    private readonly now: () => number,
  ) {
    this.tokens = capacity;
    this.at = now();
  }

  /** 0 when paid; otherwise the milliseconds until `cost` tokens will be there (nothing is taken). */
  take(cost: number): number {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.at) * this.rate) / 1000);
    this.at = t;
    if (this.tokens >= cost) {
      this.tokens -= cost;
      return 0;
    }
    return Math.ceil(((cost - this.tokens) * 1000) / this.rate);
  }
}

type Call = { id?: unknown };

function errorBodies(calls: Call[], batch: boolean, code: number, message: string, data: unknown): string {
  const bodies = calls.map((c) => ({ jsonrpc: "2.0", id: c?.id ?? null, error: { code, message, data } }));
  return JSON.stringify(batch ? bodies : bodies[0]);
}

export async function startWeakRpcProxy(options: WeakRpcProxyOptions): Promise<WeakRpcProxy> {
  const rate = options.ratePerSecond ?? 10;
  const bucket = new TokenBucket(rate, options.burst ?? rate, options.now ?? (() => performance.now()));
  const timeoutShare = options.timeoutShare ?? 0.02;
  const hangMs = options.hangMs ?? 30_000;
  const random = seededRandom(options.seed ?? 1);
  const stats: WeakRpcStats = {
    requests: 0,
    calls: 0,
    limited: 0,
    tooLarge: 0,
    hung: 0,
    hungButForwarded: 0,
    forwarded: 0,
  };
  const held = new Set<http.ServerResponse>();

  async function forward(body: string): Promise<{ status: number; text: string }> {
    const response = await fetch(options.upstream, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    return { status: response.status, text: await response.text() };
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    stats.requests++;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = null;
    }
    const batch = Array.isArray(parsed);
    const calls = (batch ? parsed : [parsed]) as Call[];
    stats.calls += calls.length;
    const json = { "content-type": "application/json" };

    if (calls.length > bucket.capacity) {
      stats.tooLarge++;
      const message = `batch of ${calls.length} calls: more than the ${bucket.capacity} this plan allows at once`;
      res.writeHead(413, json).end(errorBodies(calls, batch, RATE_LIMITED_CODE, message, null));
      return;
    }
    const waitMs = bucket.take(calls.length);
    if (waitMs > 0) {
      stats.limited++;
      const message = `rate limit exceeded: ${rate} requests/s`;
      res
        .writeHead(429, { ...json, "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))) })
        .end(errorBodies(calls, batch, RATE_LIMITED_CODE, message, { retryAfterMs: waitMs }));
      return;
    }
    if (random() < timeoutShare) {
      stats.hung++;
      held.add(res);
      const timer = setTimeout(() => req.socket.destroy(), hangMs);
      res.on("close", () => {
        clearTimeout(timer);
        held.delete(res);
      });
      if (random() < 0.5) {
        stats.hungButForwarded++;
        await forward(body).catch(() => {});
      }
      return;
    }
    try {
      const answer = await forward(body);
      stats.forwarded++;
      res.writeHead(answer.status, json).end(answer.text);
    } catch (error) {
      res
        .writeHead(502, json)
        .end(
          errorBodies(
            calls,
            batch,
            -32603,
            `upstream: ${error instanceof Error ? error.message : String(error)}`,
            null,
          ),
        );
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void handle(req, res, Buffer.concat(chunks).toString("utf8"));
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    stats: () => ({ ...stats }),
    async close() {
      for (const res of held) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
