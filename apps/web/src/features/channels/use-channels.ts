"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const channelQueryKey = (channelId: string) => ["channel", channelId] as const;

export function useChannels(projectId: string) {
  return useQuery({
    meta: { handlesErrors: true },
    queryKey: ["channels", projectId],
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
