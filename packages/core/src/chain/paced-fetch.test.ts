import { TimeoutError } from "viem";
import { describe, expect, it } from "vitest";
import { createPacedFetch, rateLimitDelayMs, retryAfterMs } from "./paced-fetch";

/** A fake clock whose sleeps move it, and a fake network answering from a script. */
function harness(answers: (() => Response | Promise<Response>)[]) {
  let t = 0;
  const sleeps: number[] = [];
  const sent: { at: number; body: string }[] = [];
  const paced = (options: { callsPerSecond?: number; random?: () => number; maxRateLimitRetries?: number } = {}) =>
    createPacedFetch({
      maxRateLimitRetries: options.maxRateLimitRetries,
      timeoutMs: 10_000,
      now: () => t,
      sleep: async (ms) => {
        sleeps.push(ms);
        t += ms;
      },
      random: options.random ?? (() => 0),
      callsPerSecond: options.callsPerSecond,
      fetch: async (_url, init) => {
        sent.push({ at: t, body: String(init?.body) });
        const next = answers.shift();
        if (!next) throw new Error("no more answers scripted");
        return next();
      },
    });
  return { paced, sleeps, sent };
}

const ok = () => new Response(JSON.stringify({ jsonrpc: "2.0", id: 1, result: "0x1" }), { status: 200 });
const limited = (retryAfter?: string) => () =>
  new Response(JSON.stringify({ jsonrpc: "2.0", id: 1, error: { code: -32005, message: "rate limited" } }), {
    status: 429,
    headers: retryAfter ? { "retry-after": retryAfter } : {},
  });
const call = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] });

describe("the relayer's paced fetch", () => {
  it("sends a 429'd request again, the same bytes, never before its Retry-After", async () => {
    const { paced, sleeps, sent } = harness([limited("3"), ok]);
    const fetchFn = paced({ random: () => 0.5 });
    const response = await fetchFn("http://rpc", { method: "POST", body: call });
    expect(response.status).toBe(200);
    expect(sent.map((s) => s.body)).toEqual([call, call]);
    // 3 s asked for, plus jitter (here 10 %), and never less than asked.
    expect(sleeps).toEqual([3_300]);
    expect(sent[1]?.at).toBeGreaterThanOrEqual(3_000);
    expect(fetchFn.stats.rateLimited).toBe(1);
  });

  it("backs off exponentially when the 429 names no time, and hands the 429 on after its last retry", async () => {
    const { paced, sleeps } = harness([limited(), limited(), limited(), limited()]);
    const fetchFn = paced({ maxRateLimitRetries: 3 });
    const response = await fetchFn("http://rpc", { method: "POST", body: call });
    expect(response.status).toBe(429);
    expect(sleeps).toEqual([250, 500, 1_000]);
  });

  it("paces requests to the plan: a batch costs one per call, and waits for what it costs", async () => {
    const { paced, sleeps, sent } = harness([ok, ok, ok]);
    const fetchFn = paced({ callsPerSecond: 10 });
    const batch = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i, method: "x" })));
    await fetchFn("http://rpc", { method: "POST", body: batch(10) });
    await fetchFn("http://rpc", { method: "POST", body: batch(5) });
    await fetchFn("http://rpc", { method: "POST", body: call });
    expect(sent.map((s) => s.at)).toEqual([0, 500, 600]);
    expect(sleeps).toEqual([500, 100]);
  });

  it("asks a timed-out read once more, and gives up after that", async () => {
    let attempts = 0;
    const fetchFn = createPacedFetch({
      timeoutMs: 1,
      fetch: (_url, init) => {
        attempts++;
        if (attempts === 2) return Promise.resolve(ok());
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        );
      },
    });
    expect((await fetchFn("http://rpc", { method: "POST", body: call })).status).toBe(200);
    expect(attempts).toBe(2);
    attempts = 2; // every later attempt hangs
    await expect(fetchFn("http://rpc", { method: "POST", body: call })).rejects.toBeInstanceOf(TimeoutError);
    expect(attempts).toBe(4);
  });

  it("does not repeat a send that timed out: its outcome is unknown, and the caller decides", async () => {
    const send = JSON.stringify([{ jsonrpc: "2.0", id: 1, method: "eth_sendRawTransaction", params: ["0x02"] }]);
    let attempts = 0;
    const fetchFn = createPacedFetch({
      timeoutMs: 1,
      fetch: (_url, init) => {
        attempts++;
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        );
      },
    });
    await expect(fetchFn("http://rpc", { method: "POST", body: send })).rejects.toBeInstanceOf(TimeoutError);
    expect(attempts).toBe(1);
    expect(fetchFn.stats.timedOut).toBe(1);
  });
});

describe("Retry-After and the delay after a 429", () => {
  it("reads delta-seconds and HTTP dates, and ignores what it cannot read", () => {
    expect(retryAfterMs("2")).toBe(2_000);
    expect(retryAfterMs("Tue, 24 Nov 2026 12:00:05 GMT", Date.parse("Tue, 24 Nov 2026 12:00:00 GMT"))).toBe(5_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs("soon")).toBeNull();
  });

  it("waits at least what the server asked, at least the backoff, and spreads retries by up to 20 %", () => {
    expect(rateLimitDelayMs(1, 2_000, () => 0)).toBe(2_000);
    expect(rateLimitDelayMs(1, 2_000, () => 0.999)).toBeLessThanOrEqual(2_400);
    expect(rateLimitDelayMs(1, 2_000, () => 0.999)).toBeGreaterThan(2_000);
    expect(rateLimitDelayMs(4, null, () => 0)).toBe(2_000);
    expect(rateLimitDelayMs(20, null, () => 0)).toBe(8_000);
    expect(rateLimitDelayMs(6, 500, () => 0)).toBe(8_000);
  });
});
