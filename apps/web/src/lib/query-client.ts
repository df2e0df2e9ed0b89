import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** Spec section 9: 3 retries with exponential delay capped at 30 s; garbage collection after 5 minutes. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx is the API's answer, not a hiccup: asking again gives the same answer.
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: 5 * 60 * 1000, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The signed-in user; a 401 here means signed out. */
export const ME_QUERY_KEY = ["me"] as const;
