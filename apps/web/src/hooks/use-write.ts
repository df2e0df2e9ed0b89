"use client";

import {
  type DefaultError,
  type Mutation,
  type MutationOptions,
  type MutationState,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";

/** What a page renders of its write: whether it is under way, and how it failed. */
export type Write<TError, TVariables> = {
  isPending: boolean;
  error: TError | null;
  mutate: (variables: TVariables) => void;
};

const IDLE = { status: "idle", error: null } as const;

/**
 * `useMutation` for the fan pages' first load (issue 17), without TanStack's MutationObserver (~1 kB
 * gzip): each `mutate` builds a `Mutation` in the client's MutationCache and executes it, as
 * `MutationObserver.mutate` does, so the cache's defaults (no retry), its global error listener
 * (lib/query-client.ts) and the options' callbacks run as they did, and a write waits while offline as
 * TanStack's mutations do. The page keeps only what it renders: the latest write's status and error,
 * read from the cache's notifications (an earlier write's late answer changes nothing shown, as the
 * observer detaches from it). Per-call callbacks, `mutateAsync` and `reset` are left out: no page used them.
 */
export function useWrite<TData = unknown, TError = DefaultError, TVariables = void>(
  options: MutationOptions<TData, TError, TVariables>,
): Write<TError, TVariables> {
  const client = useQueryClient();
  const latestOptions = useRef(options);
  const current = useRef<Mutation<TData, TError, TVariables> | null>(null);
  const [state, setState] = useState<Pick<MutationState<TData, TError, TVariables>, "status" | "error">>(IDLE);

  useEffect(() => {
    latestOptions.current = options;
    // As MutationObserver.setOptions: a write under way calls this render's callbacks when it settles.
    const mutation = current.current;
    if (mutation?.state.status === "pending") mutation.setOptions(client.defaultMutationOptions(options));
  });

  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && event.mutation === current.current) setState(event.mutation.state);
      }),
    [client],
  );

  const mutate = useCallback(
    (variables: TVariables) => {
      const mutation = client.getMutationCache().build(client, latestOptions.current);
      current.current = mutation;
      // A failure is the state's error (and the global listener's); nothing awaits the promise.
      mutation.execute(variables).catch(() => undefined);
    },
    [client],
  );

  return { isPending: state.status === "pending", error: state.error, mutate };
}
