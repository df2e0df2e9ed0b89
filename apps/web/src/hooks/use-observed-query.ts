"use client";

import {
  type DefaultError,
  notifyManager,
  type QueryKey,
  QueryObserver,
  type QueryObserverResult,
  type UseQueryOptions,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

/**
 * `useQuery` for the fan pages' first load (issue 17): the same `QueryObserver`, set up, subscribed and
 * read exactly as `useQuery` does it (TanStack's useBaseQuery), without the code for what these pages
 * never use — suspense, throwing to an error boundary, restoring a persisted cache — about 1 kB gzip
 * on each page that would otherwise load `useQuery` for it. Everything the observer does is unchanged:
 * fetching on mount when stale, on window focus and on reconnect, `enabled`, retries, invalidation and
 * the query cache's global error listener (lib/query-client.ts), the result's tracked properties.
 */
export function useObservedQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): QueryObserverResult<TData, TError> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // The result is optimistically "fetching" when the observer will fetch on subscribing, as in useQuery.
  defaulted._optimisticResults = "optimistic";
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  // Before useSyncExternalStore: it builds the query in the cache for this render's options.
  const result = observer.getOptimisticResult(defaulted);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  useSyncExternalStore(
    useCallback(
      (onStoreChange: () => void) => {
        const unsubscribe = observer.subscribe(notifyManager.batchCalls(onStoreChange));
        // What changed between this render and the subscription is not missed.
        observer.updateResult();
        return unsubscribe;
      },
      [observer],
    ),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  );
  return defaulted.notifyOnChangeProps ? result : observer.trackResult(result);
}
