"use client";

import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

/**
 * Puts data a server component fetched (lib/server-api.ts) into the query cache under `queryKey`,
 * once, on the component's first render: on the server, so the HTML holds it, and in the browser
 * before the component's queries subscribe, so they start with it and fetch only once it is stale
 * (the query client's staleTime). Call it before the queries that read the key. Nothing happens
 * without data (the server could not fetch it: the query fetches as usual) or when the cache
 * already holds a newer answer.
 *
 * @param fetchedAt when the server asked the API (epoch ms); clamped to the browser's clock, so a
 *   server clock ahead of the browser's cannot keep the data fresh longer than it should be.
 */
export function useSeededQueryData<T>(queryKey: QueryKey, data: T | null | undefined, fetchedAt: number): void {
  const queryClient = useQueryClient();
  useState(() => {
    if (data === null || data === undefined) return;
    const updatedAt = Math.min(fetchedAt, Date.now());
    const state = queryClient.getQueryState(queryKey);
    if (state?.data !== undefined && state.dataUpdatedAt >= updatedAt) return;
    queryClient.setQueryData(queryKey, data, { updatedAt });
  });
}
