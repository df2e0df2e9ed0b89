import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import type { GlobalErrorMeta } from "./global-errors";

// `meta` of every query and mutation says what it handles itself (lib/global-errors.ts).
declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: GlobalErrorMeta;
    mutationMeta: GlobalErrorMeta;
  }
}

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** Spec section 9: 3 retries with exponential delay capped at 30 s; garbage collection after 5 minutes. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    // A 4xx is the API's answer, not a hiccup: asking again gives the same answer.
    if (error.isClientError) return false;
    // Maintenance is announced at once (its page has its own retry), not after 7 s of retries.
    if (error.category === "MAINTENANCE") return false;
  }
  return failureCount < MAX_RETRIES;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

/** Called with every query or mutation that failed for good (after its retries). */
export type GlobalErrorListener = (error: unknown, meta: GlobalErrorMeta | undefined) => void;

export function createQueryClient({ onError }: { onError?: GlobalErrorListener } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError?.(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError?.(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: 5 * 60 * 1000, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The signed-in user; a 401 here means signed out. */
export const ME_QUERY_KEY = ["me"] as const;
