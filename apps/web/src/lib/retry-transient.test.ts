import { describe, expect, it, vi } from "vitest";
import { ApiError, retryAfterMs } from "./api";
import { isTransientFailure, type RetryPolicy, retryDelayMs, retryTransient } from "./retry-transient";

const POLICY: RetryPolicy = { attempts: 4, baseDelayMs: 1000, maxDelayMs: 5000 };
const noJitter = () => 0;

describe("retryTransient's waits", () => {
  const unavailable = (retryAfter?: number) => new ApiError("server-E5030", "BAD_REQUEST", 503, "", retryAfter);

  it("doubles up to the cap, never waits less than Retry-After, and adds at most a quarter of jitter", () => {
    expect([1, 2, 3, 4].map((retry) => retryDelayMs(retry, unavailable(), POLICY, noJitter))).toEqual([
      1000, 2000, 4000, 5000,
    ]);
    expect(retryDelayMs(1, unavailable(3000), POLICY, noJitter)).toBe(3000);
    expect(retryDelayMs(1, unavailable(3000), POLICY, () => 0.5)).toBe(3375);
    // Told to wait longer than the policy ever waits: the fan is told instead.
    expect(retryDelayMs(1, unavailable(30_000), POLICY, noJitter)).toBeNull();
  });

  it("calls only no answer, 502, 503 and 504 transient", () => {
    expect(isTransientFailure(new ApiError("network_offline", "NETWORK", 0))).toBe(true);
    for (const status of [502, 503, 504]) {
      expect(isTransientFailure(new ApiError("server-E5000", "BAD_REQUEST", status))).toBe(true);
    }
    for (const status of [400, 401, 404, 409, 429, 500]) {
      expect(isTransientFailure(new ApiError("x", "BAD_REQUEST", status))).toBe(false);
    }
    expect(isTransientFailure(new ApiError("maintenance-E5030", "MAINTENANCE", 503))).toBe(false);
    expect(isTransientFailure(new Error("a bug"))).toBe(false);
  });

  it("resolves with the first answer without waiting", async () => {
    const attempt = vi.fn(async () => "ok");
    await expect(retryTransient(attempt, { policy: POLICY })).resolves.toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates", () => {
    const now = Date.parse("2026-11-24T06:00:00Z");
    expect(retryAfterMs("1", now)).toBe(1000);
    expect(retryAfterMs(" 2 ", now)).toBe(2000);
    expect(retryAfterMs("Tue, 24 Nov 2026 06:00:03 GMT", now)).toBe(3000);
    expect(retryAfterMs("Tue, 24 Nov 2026 05:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
