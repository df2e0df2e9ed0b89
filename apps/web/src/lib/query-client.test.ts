import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { createQueryClient, retryDelay, shouldRetry } from "./query-client";

describe("query defaults (spec section 9)", () => {
  it("retries 3 times, never after a 4xx nor during maintenance", () => {
    const serverError = new ApiError("server-E5000", "BAD_REQUEST", 503);
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new ApiError("network_offline", "NETWORK", 0))).toBe(true);
    expect(shouldRetry(0, new Error("anything else"))).toBe(true);
    expect(shouldRetry(0, new ApiError("auth-E1001", "UNAUTHORIZED", 401))).toBe(false);
    expect(shouldRetry(0, new ApiError("user-E2005", "BAD_REQUEST_NO_AUTH", 429))).toBe(false);
    expect(shouldRetry(0, new ApiError("maintenance-E5030", "MAINTENANCE", 503))).toBe(false);
  });

  it("waits exponentially longer, at most 30 s", () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });

  it("collects unused data after 5 minutes and uses these rules by default", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it("really retries a failing query 3 times with growing delays", async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new ApiError("server-E5000", "BAD_REQUEST", 500));
    const result = client.fetchQuery({ queryKey: ["flaky"], queryFn }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 2000 + 4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(await result).toBeInstanceOf(ApiError);
    vi.useRealTimers();
  });
});

describe("the global error listener", () => {
  it("hears every failed query and mutation, with its meta", async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const banned = new ApiError("E6000", "BANNED", 403);
    await client
      .fetchQuery({ queryKey: ["q"], queryFn: () => Promise.reject(banned), meta: { handlesErrors: true } })
      .catch(() => undefined);
    expect(onError).toHaveBeenCalledWith(banned, { handlesErrors: true });

    const badRequest = new ApiError("claim-E2002", "BAD_REQUEST", 409);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(badRequest),
      meta: { handlesSignedOut: true },
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(onError).toHaveBeenLastCalledWith(badRequest, { handlesSignedOut: true });
  });
});
