import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";

const chunk = vi.hoisted(() => ({ reachable: false }));
vi.mock("./take-part-with-retries", () => {
  if (!chunk.reachable) throw new TypeError("Failed to fetch dynamically imported module");
  return { claimWithRetries: vi.fn(), applyWithRetries: vi.fn() };
});

afterEach(() => {
  chunk.reachable = false;
});

describe("loadRetries", () => {
  it("fails as a request without an answer when its code cannot be fetched, and fetches again on the next press", async () => {
    const { loadRetries } = await import("./load-retries");
    const failure = await loadRetries().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isNetworkError).toBe(true);
    expect((failure as ApiError).code).toBe("network_offline");

    chunk.reachable = true;
    const retries = await loadRetries();
    expect(typeof retries.claimWithRetries).toBe("function");
    expect(await loadRetries()).toBe(retries);
  });
});
