// The campaign page's two writes, each sent again by itself after a brief failure (lib/retry-transient.ts).

import { ApiError, api, type RouteResponse } from "@/lib/api";
import { type RetryOptions, retryTransient } from "@/lib/retry-transient";

/**
 * Claims with one idempotency key for every attempt: if an earlier attempt went through and only its
 * answer was lost, the API answers with that claim instead of making a second one (ADR 0009).
 */
export function claimWithRetries(campaignId: string, idempotencyKey: string, options?: RetryOptions) {
  return retryTransient(() => api.claim(campaignId, idempotencyKey), options);
}

/** The draw's answers to a second entry of the same fan (one entry per fan). */
const ALREADY_ENTERED = new Set(["luckyDraw-E2001", "luckyDraw-E2002", "luckyDraw-E2003"]);

/**
 * Applies for the lucky draw. The entry is one per fan, so the fan is the request's key: when a retry
 * is told "already applied / not drawn / won", the attempt whose answer was lost went through, and the
 * answer is null (the campaign page's state then says where the fan stands), not an error.
 */
export async function applyWithRetries(
  campaignId: string,
  options?: RetryOptions,
): Promise<RouteResponse<"applyForDraw"> | null> {
  let retried = false;
  try {
    return await retryTransient(() => api.applyForDraw(campaignId), {
      ...options,
      onRetry: (retry, delayMs) => {
        retried = true;
        options?.onRetry?.(retry, delayMs);
      },
    });
  } catch (error) {
    if (retried && error instanceof ApiError && ALREADY_ENTERED.has(error.code)) return null;
    throw error;
  }
}
