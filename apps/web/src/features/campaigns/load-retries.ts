import { ApiError } from "@/lib/api";

type Retries = typeof import("./take-part-with-retries");

let loading: Promise<Retries> | null = null;

/**
 * The claim's and the application's retries (take-part-with-retries.ts, lib/retry-transient.ts) are
 * not part of the campaign page's first load (issue 17): they are fetched when the fan points at,
 * focuses or presses the claim or apply button, as its modals are, and the write awaits them. A write
 * pressed offline waits (TanStack pauses it) and fetches them once back online; if the fetch itself
 * fails, the write fails as a request without an answer would (the fan may press again, with the same
 * claim key), and the next press fetches again.
 */
export function loadRetries(): Promise<Retries> {
  loading ??= import("./take-part-with-retries").catch((error: unknown) => {
    loading = null;
    throw new ApiError("network_offline", "NETWORK", 0, error instanceof Error ? error.message : undefined);
  });
  return loading;
}
