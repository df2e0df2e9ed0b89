import { TimeoutError } from "viem";

/**
 * The relayer's `fetch` for viem's HTTP transport (ADR 0029): what a rate-limited public RPC needs and
 * viem's own retries do not give.
 * - A budget: with `callsPerSecond`, every request waits until the plan can pay for its calls (a
 *   JSON-RPC batch costs one per call, as providers count them), so the relayer does not spend its
 *   requests on 429s. Reservations queue in order (a token bucket that may go into debt).
 * - HTTP 429: the same request again, never before `Retry-After` (seconds or a date), with exponential
 *   backoff and jitter so relayers that were refused together do not come back together; the bucket is
 *   emptied, since the provider says it is. After `maxRateLimitRetries` the 429 goes to viem, and the
 *   relayer treats it as an outage (never as a refusal of the mint).
 * - A timeout per attempt (not around the waits above). A timed-out read is asked once more (reads
 *   change nothing; on an RPC that loses a request now and then, failing the round would cost a whole
 *   recovery, itself made of requests that may be lost). A request carrying `eth_sendRawTransaction` is
 *   NOT repeated here: its outcome is unknown, and the relayer decides (the mint stays SUBMITTED and is
 *   checked on the chain before anything is sent again).
 * A 429 is safe to repeat: the provider answered before passing the request on.
 */
export type PacedFetchOptions = {
  /** Calls per second the RPC's plan allows; absent or 0: no pacing (429s are still honoured). */
  callsPerSecond?: number;
  /** Per attempt. */
  timeoutMs: number;
  maxRateLimitRetries?: number;
  /** Attempts more for a read that timed out (default 1); never for a send. */
  readTimeoutRetries?: number;
  /** Backoff after the n-th 429 when the answer says nothing longer: base × 2ⁿ, at most `maxBackoffMs`. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Injected for tests: the clock, the pause, the jitter's randomness and the network. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  fetch?: typeof fetch;
};

export type PacedFetchStats = { rateLimited: number; timedOut: number; waitedMs: number };

export type PacedFetch = ((url: string | URL | Request, init?: RequestInit) => Promise<Response>) & {
  stats: PacedFetchStats;
};

/** Milliseconds a `Retry-After` value asks for (delta-seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  if (/^\d+$/u.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The pause before retrying after the `attempt`-th 429 (1-based): Retry-After or the backoff, whichever is longer, plus up to 20 % jitter. */
export function rateLimitDelayMs(
  attempt: number,
  retryAfter: number | null,
  random: () => number,
  base = 250,
  max = 8_000,
): number {
  const wait = Math.max(retryAfter ?? 0, Math.min(max, base * 2 ** (attempt - 1)));
  return Math.ceil(wait + wait * 0.2 * random());
}

function callsIn(body: RequestInit["body"]): number {
  if (typeof body !== "string") return 1;
  if (!body.startsWith("[")) return 1;
  try {
    return Math.max(1, (JSON.parse(body) as unknown[]).length);
  } catch {
    return 1;
  }
}

export function createPacedFetch(options: PacedFetchOptions): PacedFetch {
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const doFetch = options.fetch ?? fetch;
  const maxRetries = options.maxRateLimitRetries ?? 6;
  const rate = options.callsPerSecond ?? 0;
  const stats: PacedFetchStats = { rateLimited: 0, timedOut: 0, waitedMs: 0 };
  let tokens = rate;
  let at = now();

  /** Reserves `cost` calls now and says how long to wait until they are paid for. */
  function reserve(cost: number): number {
    if (rate <= 0) return 0;
    const t = now();
    tokens = Math.min(rate, tokens + ((t - at) * rate) / 1000);
    at = t;
    tokens -= Math.min(cost, rate);
    return tokens >= 0 ? 0 : Math.ceil((-tokens * 1000) / rate);
  }

  async function pause(ms: number) {
    if (ms <= 0) return;
    stats.waitedMs += ms;
    await sleep(ms);
  }

  async function attempt(url: string | URL | Request, init: RequestInit | undefined): Promise<Response> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), options.timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    try {
      const response = await doFetch(url, { ...init, signal });
      // The body within the same timeout: an answer that stalls after its headers is a timeout too.
      const body = await response.arrayBuffer();
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (timeout.signal.aborted && !init?.signal?.aborted) {
        stats.timedOut++;
        throw new TimeoutError({ body: { request: String(init?.body ?? "").slice(0, 200) }, url: String(url) });
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  const readRetries = options.readTimeoutRetries ?? 1;
  const paced = (async (url, init) => {
    const cost = callsIn(init?.body);
    const sends = typeof init?.body === "string" && init.body.includes("eth_sendRawTransaction");
    let timeouts = 0;
    for (let n = 1; ; n++) {
      await pause(reserve(cost));
      let response: Response;
      try {
        response = await attempt(url, init);
      } catch (error) {
        if (!(error instanceof TimeoutError) || sends || timeouts >= readRetries) throw error;
        timeouts++;
        n--;
        continue;
      }
      if (response.status !== 429 || n > maxRetries) return response;
      stats.rateLimited++;
      tokens = Math.min(tokens, 0);
      await pause(
        rateLimitDelayMs(
          n,
          retryAfterMs(response.headers.get("retry-after"), Date.now()),
          random,
          options.baseBackoffMs,
          options.maxBackoffMs,
        ),
      );
    }
  }) as PacedFetch;
  paced.stats = stats;
  return paced;
}
