import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITED_CODE, startWeakRpcProxy, TokenBucket, type WeakRpcProxy } from "./weak-rpc-proxy";

/** A tiny JSON-RPC node: answers every call with its method name, and counts the calls it received. */
let upstream: http.Server;
let upstreamUrl: string;
let received = 0;
beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      type Call = { id: number; method: string };
      const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Call | Call[];
      const answer = (c: Call) => {
        received++;
        return { jsonrpc: "2.0", id: c.id, result: c.method };
      };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

const call = (id: number, method = "eth_blockNumber") => ({ jsonrpc: "2.0", id, method, params: [] });
const post = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("the weak RPC proxy", () => {
  let proxy: WeakRpcProxy | null = null;
  let clock = 0;
  afterEach(async () => {
    await proxy?.close();
    proxy = null;
  });
  const start = (extra: { timeoutShare?: number; seed?: number; burst?: number; hangMs?: number } = {}) =>
    startWeakRpcProxy({ upstream: upstreamUrl, ratePerSecond: 10, timeoutShare: 0, now: () => clock, ...extra });

  it("passes single and batched calls within the budget, then answers 429 with Retry-After and a JSON-RPC error", async () => {
    clock = 0;
    proxy = await start();
    const before = received;
    const single = await post(proxy.url, call(1));
    expect(single.status).toBe(200);
    expect(await single.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "eth_blockNumber" });
    const batch = await post(proxy.url, [call(2), call(3, "eth_chainId")]);
    expect(await batch.json()).toEqual([
      { jsonrpc: "2.0", id: 2, result: "eth_blockNumber" },
      { jsonrpc: "2.0", id: 3, result: "eth_chainId" },
    ]);
    // 3 of 10 spent; a batch of 8 costs 8 calls: refused whole, and the node never sees it.
    const refused = await post(
      proxy.url,
      Array.from({ length: 8 }, (_, i) => call(10 + i)),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    const bodies = (await refused.json()) as { id: number; error: { code: number; data: { retryAfterMs: number } } }[];
    expect(bodies.map((b) => b.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
    expect(bodies[0]?.error.code).toBe(RATE_LIMITED_CODE);
    expect(bodies[0]?.error.data.retryAfterMs).toBe(100);
    expect(received - before).toBe(3);

    // Seven single calls pass, the eighth is refused with a single error object.
    for (let i = 0; i < 7; i++) expect((await post(proxy.url, call(20 + i))).status).toBe(200);
    const limited = await post(proxy.url, call(30));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { id: number; error: { code: number } }).error.code).toBe(RATE_LIMITED_CODE);

    // Tokens come back at 10 a second: 300 ms later, three more calls pass.
    clock += 300;
    expect((await post(proxy.url, [call(40), call(41), call(42)])).status).toBe(200);
    expect((await post(proxy.url, call(43))).status).toBe(429);
    expect(proxy.stats()).toMatchObject({ requests: 13, calls: 23, limited: 3, forwarded: 10, hung: 0 });
  });

  it("answers 413 to a batch larger than the burst, which no wait would let through", async () => {
    clock = 0;
    proxy = await start({ burst: 5 });
    const response = await post(
      proxy.url,
      Array.from({ length: 6 }, (_, i) => call(i)),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as unknown[]).length).toBe(6);
    expect(proxy.stats().tooLarge).toBe(1);
  });

  it("leaves a seeded share of requests unanswered, single or batched, some of them reaching the node", async () => {
    clock = 0;
    const outcomes = async (seed: number) => {
      const p = await start({ timeoutShare: 0.3, seed, burst: 1_000, hangMs: 0 });
      const seen: string[] = [];
      for (let i = 0; i < 40; i++) {
        clock += 1_000;
        const body = i % 2 === 0 ? call(i) : [call(i), call(i + 100)];
        seen.push(
          await post(p.url, body).then(
            (r) => String(r.status),
            () => "no answer",
          ),
        );
      }
      const stats = p.stats();
      await p.close();
      return { seen, stats };
    };
    const first = await outcomes(7);
    const again = await outcomes(7);
    const other = await outcomes(8);
    expect(again.seen).toEqual(first.seen);
    expect(other.seen).not.toEqual(first.seen);
    const unanswered = first.seen.filter((s) => s === "no answer").length;
    expect(unanswered).toBe(first.stats.hung);
    expect(unanswered).toBeGreaterThan(0);
    expect(first.seen.filter((s) => s === "200").length).toBe(40 - unanswered);
    // Both kinds of silence happen: lost on the way in, and lost on the way back.
    expect(first.stats.hungButForwarded).toBeGreaterThan(0);
    expect(first.stats.hungButForwarded).toBeLessThan(first.stats.hung);
  });
});

describe("TokenBucket", () => {
  it("pays from what it holds, refills with time up to its capacity, and says how long a refusal must wait", () => {
    let t = 0;
    const bucket = new TokenBucket(10, 10, () => t);
    expect(bucket.take(10)).toBe(0);
    expect(bucket.take(1)).toBe(100);
    t = 250;
    expect(bucket.take(2)).toBe(0);
    expect(bucket.take(1)).toBe(50);
    t = 60_000;
    expect(bucket.take(10)).toBe(0);
    expect(bucket.take(1)).toBe(100);
  });
});
