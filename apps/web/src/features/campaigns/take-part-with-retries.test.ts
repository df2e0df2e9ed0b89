import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RetryPolicy } from "@/lib/retry-transient";
import { applyWithRetries, claimWithRetries } from "./take-part-with-retries";

const POLICY: RetryPolicy = { attempts: 4, baseDelayMs: 1000, maxDelayMs: 5000 };
const noJitter = () => 0;

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}
const blip = () => answer(503, { code: "server-E5030", category: "BAD_REQUEST", message: "" }, { "Retry-After": "2" });
const claimed = () =>
  answer(200, { claimId: "k", campaignId: "c1", nftId: "n", sequence: 1, claimedAt: "2026-11-24T00:00:00.000Z" });

const fetchMock = vi.fn<typeof fetch>();
const claimKeys = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).idempotencyKey);

beforeEach(() => {
  // Only the waits are faked: the responses' bodies are read as in the browser.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("claimWithRetries", () => {
  it("sends the same idempotency key again after a 503 and after no answer, waiting Retry-After", async () => {
    fetchMock
      .mockResolvedValueOnce(blip())
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(claimed());
    const onRetry = vi.fn();
    const result = claimWithRetries("c1", "key-of-this-attempt", { policy: POLICY, onRetry, random: noJitter });

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Retry-After: 2 is longer than the first backoff (1 s): nothing before it.
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // No answer: the second backoff (2 s).
    await vi.advanceTimersByTimeAsync(2000);

    await expect(result).resolves.toMatchObject({ claimId: "k" });
    expect(claimKeys()).toEqual(["key-of-this-attempt", "key-of-this-attempt", "key-of-this-attempt"]);
    expect(onRetry.mock.calls).toEqual([
      [1, 2000],
      [2, 2000],
    ]);
  });

  it("never retries a refusal (4xx): the API's answer stands", async () => {
    fetchMock.mockResolvedValue(answer(409, { code: "claim-E2002", category: "BAD_REQUEST", message: "" }));
    const result = claimWithRetries("c1", "k1234567", { policy: POLICY, random: noJitter });
    const failure = expect(result).rejects.toMatchObject({ code: "claim-E2002", status: 409 });
    await vi.advanceTimersByTimeAsync(60_000);
    await failure;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("gives up after the policy's attempts and throws the last failure, as without retries", async () => {
    fetchMock.mockImplementation(async () => blip());
    const result = claimWithRetries("c1", "k1234567", { policy: POLICY, random: noJitter });
    const failure = expect(result).rejects.toMatchObject({ code: "server-E5030", status: 503 });
    await vi.advanceTimersByTimeAsync(60_000);
    await failure;
    expect(fetchMock).toHaveBeenCalledTimes(POLICY.attempts);
    expect(new Set(claimKeys())).toEqual(new Set(["k1234567"]));
  });

  it("does not retry a 500 (an unknown failure) nor maintenance", async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { code: "server-E5000", category: "BAD_REQUEST", message: "" }));
    await expect(claimWithRetries("c1", "k1234567", { policy: POLICY })).rejects.toMatchObject({ status: 500 });
    fetchMock.mockResolvedValueOnce(answer(503, { code: "maintenance-E5030", category: "MAINTENANCE", message: "" }));
    await expect(claimWithRetries("c1", "k1234567", { policy: POLICY })).rejects.toMatchObject({
      category: "MAINTENANCE",
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("stops waiting when the page goes away", async () => {
    fetchMock.mockImplementation(async () => blip());
    const leave = new AbortController();
    const result = claimWithRetries("c1", "k1234567", { policy: POLICY, signal: leave.signal, random: noJitter });
    const failure = expect(result).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(0);
    leave.abort();
    await failure;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("applyWithRetries", () => {
  const entry = { entryId: "e0000000-0000-4000-8000-000000000000", result: "COMPLETED_CONDITION" };
  const already = () => answer(409, { code: "luckyDraw-E2001", category: "BAD_REQUEST", message: "" });

  it('after a lost answer, takes a retry\'s "already applied" as the entry having gone through', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(already());
    const result = applyWithRetries("c1", { policy: POLICY, random: noJitter });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers the entry when an attempt gets through, and a first "already applied" stays a refusal', async () => {
    fetchMock.mockResolvedValueOnce(blip()).mockResolvedValueOnce(answer(200, entry));
    const result = applyWithRetries("c1", { policy: POLICY, random: noJitter });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual(entry);
    fetchMock.mockResolvedValueOnce(already());
    await expect(applyWithRetries("c1", { policy: POLICY })).rejects.toMatchObject({ code: "luckyDraw-E2001" });
  });
});
