// Sending the same write again, by itself, when the answer says the failure was brief: the API's 503
// for a lost database connection (server-E5030, with Retry-After), a gateway's 502/504, or no answer at
// all. The caller makes the request the same every time (a claim keeps its idempotency key), so a
// write that went through the first time is answered, not made twice (ADR 0009, ADR 0025).

import { ApiError } from "./api";

export type RetryPolicy = {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the first retry; doubled before each next one. */
  baseDelayMs: number;
  /** No wait is longer; a Retry-After beyond it ends the retries (we do not ask earlier than told). */
  maxDelayMs: number;
};

/**
 * About 12 s in all: a PostgreSQL restart takes a second or two and a failover a few more; past that a
 * fan is better told (the page then offers the same attempt again, with the same key).
 */
export const TRANSIENT_RETRY_POLICY: RetryPolicy = { attempts: 5, baseDelayMs: 1000, maxDelayMs: 5000 };

/** Extra wait, up to this share of the delay, so the fans a blip failed together do not return together. */
const JITTER = 0.25;

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** A failure worth one more try of the same request: no answer, or a brief unavailability. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.isNetworkError) return true;
  // Maintenance lasts: the site's maintenance page takes over (lib/global-errors.ts).
  if (error.category === "MAINTENANCE") return false;
  return GATEWAY_STATUSES.has(error.status);
}

/**
 * The wait before retry number `retry` (1 for the first retry): the doubling backoff or the answer's
 * Retry-After, whichever is longer, plus jitter; null when Retry-After asks for more than the policy
 * waits.
 */
export function retryDelayMs(
  retry: number,
  error: ApiError,
  policy: RetryPolicy = TRANSIENT_RETRY_POLICY,
  random: () => number = Math.random,
): number | null {
  const retryAfter = error.retryAfterMs ?? 0;
  if (retryAfter > policy.maxDelayMs) return null;
  const backoff = Math.min(policy.baseDelayMs * 2 ** (retry - 1), policy.maxDelayMs);
  const delay = Math.max(backoff, retryAfter);
  return Math.round(delay * (1 + JITTER * random()));
}

export type RetryOptions = {
  policy?: RetryPolicy;
  /** Called before each wait: the retry's number (1 for the first) and how long it waits. */
  onRetry?: (retry: number, delayMs: number) => void;
  /** Ends the waiting (the screen went away): rejects with the signal's reason. */
  signal?: AbortSignal;
  random?: () => number;
};

/**
 * Runs `attempt` until it answers, a failure is not transient, or the policy's attempts or waits run
 * out; then the last failure is thrown, as if there had been no retries.
 */
export async function retryTransient<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const policy = options.policy ?? TRANSIENT_RETRY_POLICY;
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= policy.attempts || !isTransientFailure(error) || options.signal?.aborted) throw error;
      const delay = retryDelayMs(tried, error as ApiError, policy, options.random);
      if (delay === null) throw error;
      options.onRetry?.(tried, delay);
      await wait(delay, options.signal);
    }
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    function abort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener("abort", abort, { once: true });
  });
}
