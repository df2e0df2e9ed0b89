import {
  getChannel,
  getContent,
  issueMediaUrl,
  joinChannel,
  leaveChannel,
  listChannels,
  listContents,
  openMedia,
  UnsatisfiableRange,
} from "@fanfare/core";
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
  OkResponse,
  ProjectParams,
} from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../errors-schema";
import { optionalFan, requireFan } from "../fan";

/** `filename*` (RFC 6266 / 8187) plus an ASCII fallback, for Content-Disposition. */
function disposition(kind: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/gu, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Fan routes of channels and premium content (ADR 0017). Contents and media: joined fans who qualify now. */
export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["channels"];
  app.get(
    "/api/v1/projects/:projectId/channels",
    {
      schema: {
        tags,
        summary: "The project's published channels (joined: null when signed out)",
        params: ProjectParams,
        response: { 200: z.object({ channels: z.array(ChannelSummary) }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const fan = await optionalFan(request);
      return {
        channels: await listChannels(request.ctx, { projectId: request.params.projectId, fanId: fan?.id ?? null }),
      };
    },
  );

  app.get(
    "/api/v1/channels/:channelId",
    {
      schema: {
        tags,
        summary: "A channel: its requirements with what the fan is missing, membership, a preview of its contents",
        params: ChannelParams,
        response: { 200: ChannelDetail, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const fan = await optionalFan(request);
      return getChannel(request.ctx, { channelId: request.params.channelId, fanId: fan?.id ?? null });
    },
  );

  app.post(
    "/api/v1/channels/:channelId/join",
    {
      schema: {
        tags,
        summary: "Join (premiumContent-E2007 with the missing requirements in `issues`)",
        params: ChannelParams,
        response: { 200: ChannelDetail, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return joinChannel(request.ctx, { channelId: request.params.channelId, fanId: fan.id });
    },
  );

  app.post(
    "/api/v1/channels/:channelId/leave",
    {
      schema: {
        tags,
        summary: "Leave (premiumContent-E2008 when not joined)",
        params: ChannelParams,
        response: { 200: OkResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return leaveChannel(request.ctx, { channelId: request.params.channelId, fanId: fan.id });
    },
  );

  app.get(
    "/api/v1/channels/:channelId/contents",
    {
      schema: {
        tags,
        summary: "Published contents (members who meet the requirements now)",
        params: ChannelParams,
        response: { 200: z.object({ contents: z.array(ContentSummary) }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return { contents: await listContents(request.ctx, { channelId: request.params.channelId, fanId: fan.id }) };
    },
  );

  app.get(
    "/api/v1/channels/:channelId/contents/:contentId",
    {
      schema: {
        tags,
        summary: "One content with its media behind short-lived URLs signed for the fan",
        params: ContentParams,
        response: { 200: ContentDetail, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return getContent(request.ctx, { ...request.params, fanId: fan.id });
    },
  );

  app.post(
    "/api/v1/channels/:channelId/contents/:contentId/media/:assetId/url",
    {
      schema: {
        tags,
        summary: "A fresh signed URL for one asset of a content",
        params: ContentMediaParams,
        response: { 200: MediaUrlResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return issueMediaUrl(request.ctx, { ...request.params, fanId: fan.id });
    },
  );

  app.get(
    "/api/v1/media/:contentId/:assetId",
    {
      schema: {
        tags,
        summary:
          "Premium media by signed URL (E2010 forged, E2009 expired, E2008 / E2007 access); Range requests answer 206",
        params: MediaParams,
        querystring: MediaQuery,
        // No response schema: 200 / 206 are raw bytes (errors still follow the one error contract).
      },
    },
    async (request, reply) => {
      const { download, ...signed } = request.query;
      const opened = await openMedia(request.ctx, { ...request.params, ...signed, range: request.headers.range }).catch(
        (error: unknown) => {
          if (error instanceof UnsatisfiableRange) reply.header("content-range", `bytes */${error.size}`);
          throw error;
        },
      );
      const { asset, range } = opened;
      const remaining = Math.max(0, opened.expires - Math.floor(request.ctx.clock.now().getTime() / 1000));
      reply
        .header("content-type", asset.contentType)
        .header("accept-ranges", "bytes")
        .header(
          "content-disposition",
          disposition(opened.attachment || download === "1" ? "attachment" : "inline", asset.filename),
        )
        // Private to the fan's browser and never past the URL's own expiry.
        .header("cache-control", `private, max-age=${Math.min(remaining, 600)}`);
      if (range) {
        reply
          .code(206)
          .header("content-range", `bytes ${range.start}-${range.end}/${asset.size}`)
          .header("content-length", range.end - range.start + 1);
      } else {
        reply.header("content-length", asset.size);
      }
      return reply.send(opened.body);
    },
  );
};
