"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { RetryOptions } from "@/lib/retry-transient";

/**
 * For a write that retries by itself: whether it is between attempts now (the page says "still
 * trying…"), and the options each run gives retryTransient. Leaving the page stops the waiting, so a
 * late retry cannot navigate a fan who has moved on.
 */
export function useRetryState() {
  const [retrying, setRetrying] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const start = useCallback((): RetryOptions => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setRetrying(false);
    return { signal: current.signal, onRetry: () => setRetrying(true) };
  }, []);
  const settle = useCallback(() => setRetrying(false), []);
  return { retrying, start, settle };
}
