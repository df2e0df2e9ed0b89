import { z } from "zod";
import { ProjectParams } from "../schemas/campaigns";
import {
  ChannelDetail,
  ChannelParams,
  ChannelSummary,
  ContentDetail,
  ContentMediaParams,
  ContentParams,
  ContentSummary,
  MediaParams,
  MediaQuery,
  MediaUrlResponse,
} from "../schemas/channels";
import { OkResponse } from "../schemas/common";
import { defineRoute } from "./define";
import { ROUTE } from "./every-route";

const tags = ["channels"];

/** Fan routes of channels and premium content (ADR 0017). */
export const channelRoutes = {
  listChannels: defineRoute(ROUTE.listChannels, {
    tags,
    summary: "The project's published channels (joined: null when signed out)",
    params: ProjectParams,
    responses: { 200: z.object({ channels: z.array(ChannelSummary) }) },
    errors: [401, 404],
  }),
  getChannel: defineRoute(ROUTE.getChannel, {
    tags,
    summary: "A channel: its requirements with what the fan is missing, membership, a preview of its contents",
    params: ChannelParams,
    responses: { 200: ChannelDetail },
    errors: [401, 404],
  }),
  joinChannel: defineRoute(ROUTE.joinChannel, {
    tags,
    summary: "Join (premiumContent-E2007 with the missing requirements in `issues`)",
    params: ChannelParams,
    responses: { 200: ChannelDetail },
    errors: [401, 404],
  }),
  leaveChannel: defineRoute(ROUTE.leaveChannel, {
    tags,
    summary: "Leave (premiumContent-E2008 when not joined)",
    params: ChannelParams,
    responses: { 200: OkResponse },
    errors: [401, 404],
  }),
  listContents: defineRoute(ROUTE.listContents, {
    tags,
    summary: "Published contents (members who meet the requirements now)",
    params: ChannelParams,
    responses: { 200: z.object({ contents: z.array(ContentSummary) }) },
    errors: [401, 404],
  }),
  getContent: defineRoute(ROUTE.getContent, {
    tags,
    summary: "One content with its media behind short-lived URLs signed for the fan",
    params: ContentParams,
    responses: { 200: ContentDetail },
    errors: [401, 404],
  }),
  issueMediaUrl: defineRoute(ROUTE.issueMediaUrl, {
    tags,
    summary: "A fresh signed URL for one asset of a content",
    params: ContentMediaParams,
    responses: { 200: MediaUrlResponse },
    errors: [401, 404],
  }),
  /** Raw bytes, opened by the browser from a signed URL (never through the web's client). */
  media: defineRoute(ROUTE.media, {
    tags,
    summary:
      "Premium media by signed URL (E2010 forged, E2009 expired, E2008 / E2007 access); Range requests answer 206",
    params: MediaParams,
    query: MediaQuery,
    // No response schema: 200 / 206 are raw bytes (errors still follow the one error contract).
    responses: {},
  }),
};
