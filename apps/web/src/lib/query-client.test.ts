import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { createQueryClient, retryDelay, shouldRetry } from "./query-client";

describe("query defaults (spec section 9)", () => {
  it("retries 3 times, never after a 4xx", () => {
    const serverError = new ApiError("server-E5000", "BAD_REQUEST", 503);
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new ApiError("network_offline", "NETWORK", 0))).toBe(true);
    expect(shouldRetry(0, new ApiError("auth-E1001", "UNAUTHORIZED", 401))).toBe(false);
    expect(shouldRetry(0, new ApiError("user-E2005", "BAD_REQUEST_NO_AUTH", 429))).toBe(false);
  });

  it("waits exponentially longer, at most 30 s", () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });

  it("collects unused data after 5 minutes", () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });
});
