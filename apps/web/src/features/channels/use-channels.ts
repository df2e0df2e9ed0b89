"use client";

import { useQuery } from "@tanstack/react-query";
import { useSeededQueryData } from "@/hooks/use-seeded-query-data";
import { api } from "@/lib/api";
import type { ChannelsInitialData } from "./channels-on-server";

export const channelQueryKey = (channelId: string) => ["channel", channelId] as const;

export const channelsQueryKey = (projectId: string) => ["channels", projectId] as const;

/** The project's channels; the query starts from the page's server read when given (channels-on-server.ts). */
export function useChannels(projectId: string, initialData?: ChannelsInitialData) {
  useSeededQueryData(channelsQueryKey(projectId), initialData?.channels, initialData?.fetchedAt ?? 0);
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: channelsQueryKey(projectId),
    queryFn: ({ signal }) => api.listChannels(projectId, signal),
  });
}

/** The channel page: readable signed out (requirements then say "sign in"). */
export function useChannel(channelId: string) {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: channelQueryKey(channelId),
    queryFn: ({ signal }) => api.getChannel(channelId, signal),
  });
}

export function useChannelContents(channelId: string) {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: ["channel-contents", channelId],
    queryFn: ({ signal }) => api.listContents(channelId, signal),
  });
}

/**
 * One content with its signed media URLs. They expire after minutes, so the content is not cached
 * longer than that and is not refetched behind a playing video's back.
 */
export function useChannelContent(channelId: string, contentId: string) {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: ["channel-content", channelId, contentId],
    queryFn: ({ signal }) => api.getContent(channelId, contentId, signal),
    staleTime: 60_000,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
