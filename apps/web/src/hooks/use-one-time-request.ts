"use client";

import { useEffect, useState } from "react";

/**
 * Wraps a request that spends a one-time token so a success is asked for once per token for the life
 * of the page: React's development double effects must not send it twice. A refusal is forgotten, so
 * coming back after signing in tries again.
 */
export function createOneTimeRequest<T>(request: (token: string) => Promise<T>): (token: string) => Promise<T> {
  const sent = new Map<string, Promise<T>>();
  return (token) => {
    let pending = sent.get(token);
    if (!pending) {
      pending = request(token);
      sent.set(token, pending);
      pending.catch(() => sent.delete(token));
    }
    return pending;
  };
}

export type OneTimeRequestState<T> =
  | { status: "pending" }
  | { status: "success"; data: T }
  | { status: "error"; error: unknown };

/** Sends `request(token)` once the page is shown (a POST, so mail scanners that prefetch the link spend nothing). */
export function useOneTimeRequest<T>(
  token: string | null,
  request: (token: string) => Promise<T>,
): OneTimeRequestState<T> | null {
  const [state, setState] = useState<OneTimeRequestState<T> | null>(token ? { status: "pending" } : null);

  useEffect(() => {
    if (!token) {
      setState(null);
      return;
    }
    let isCurrent = true;
    setState({ status: "pending" });
    request(token).then(
      (data) => isCurrent && setState({ status: "success", data }),
      (error: unknown) => isCurrent && setState({ status: "error", error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token, request]);

  return state;
}
