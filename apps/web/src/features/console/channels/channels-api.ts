// The channel pages' calls: typed `operatorCall`s of the protocol's operator table, kept in the
// console's bundle beside the screens that use them (like console-api.ts). The upload is the exception:
// see upload-asset.ts.

import type { RouteBody } from "@/lib/api";
import { operatorCall } from "../operator-call";

export const channelsApi = {
  listChannels: (projectId: string, signal?: AbortSignal) =>
    operatorCall("operatorListChannels", { params: { projectId }, signal }),
  createChannel: (projectId: string, body: RouteBody<"operatorCreateChannel">) =>
    operatorCall("operatorCreateChannel", { params: { projectId }, body }),
  /** Every channel of the project, first first (fans' lists follow this order). */
  reorderChannels: (projectId: string, body: RouteBody<"operatorReorderChannels">) =>
    operatorCall("operatorReorderChannels", { params: { projectId }, body }),
  getChannel: (channelId: string, signal?: AbortSignal) =>
    operatorCall("operatorGetChannel", { params: { channelId }, signal }),
  updateChannel: (channelId: string, body: RouteBody<"operatorUpdateChannel">) =>
    operatorCall("operatorUpdateChannel", { params: { channelId }, body }),
  listContents: (channelId: string, signal?: AbortSignal) =>
    operatorCall("operatorListContents", { params: { channelId }, signal }),
  createContent: (channelId: string, body: RouteBody<"operatorCreateContent">) =>
    operatorCall("operatorCreateContent", { params: { channelId }, body }),
  updateContent: (contentId: string, body: RouteBody<"operatorUpdateContent">) =>
    operatorCall("operatorUpdateContent", { params: { contentId }, body }),
  deleteContent: (contentId: string) => operatorCall("operatorDeleteContent", { params: { contentId } }),
  /** A page of who joined, newest first; `after` is the previous page's `nextCursor`. */
  listMembers: (channelId: string, after: string | undefined, signal?: AbortSignal) =>
    operatorCall("operatorListChannelMembers", { params: { channelId }, query: { after }, signal }),
};

/** Under the console's key, so signing out clears them with the rest. */
export const CHANNEL_QUERY_KEYS = {
  channels: (projectId: string) => ["console", "channels", projectId],
  channel: (channelId: string) => ["console", "channel", channelId],
  contents: (channelId: string) => ["console", "channel", channelId, "contents"],
  members: (channelId: string) => ["console", "channel", channelId, "members"],
} as const;
