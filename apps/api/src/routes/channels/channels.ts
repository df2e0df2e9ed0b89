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
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { disposition } from "../content-disposition";
import { optionalFan, requireFan } from "../fan";
import { registerRoute } from "../register";

/** Fan routes of channels and premium content (ADR 0017). Contents and media: joined fans who qualify now. */
export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.listChannels, async (request) => {
    const fan = await optionalFan(request);
    return {
      channels: await listChannels(request.ctx, { projectId: request.params.projectId, fanId: fan?.id ?? null }),
    };
  });

  registerRoute(app, API_ROUTES.getChannel, async (request) => {
    const fan = await optionalFan(request);
    return getChannel(request.ctx, { channelId: request.params.channelId, fanId: fan?.id ?? null });
  });

  registerRoute(app, API_ROUTES.joinChannel, async (request) => {
    const fan = await requireFan(request);
    return joinChannel(request.ctx, { channelId: request.params.channelId, fanId: fan.id });
  });

  registerRoute(app, API_ROUTES.leaveChannel, async (request) => {
    const fan = await requireFan(request);
    return leaveChannel(request.ctx, { channelId: request.params.channelId, fanId: fan.id });
  });

  registerRoute(app, API_ROUTES.listContents, async (request) => {
    const fan = await requireFan(request);
    return { contents: await listContents(request.ctx, { channelId: request.params.channelId, fanId: fan.id }) };
  });

  registerRoute(app, API_ROUTES.getContent, async (request) => {
    const fan = await requireFan(request);
    return getContent(request.ctx, { ...request.params, fanId: fan.id });
  });

  registerRoute(app, API_ROUTES.issueMediaUrl, async (request) => {
    const fan = await requireFan(request);
    return issueMediaUrl(request.ctx, { ...request.params, fanId: fan.id });
  });

  registerRoute(app, API_ROUTES.media, async (request, reply) => {
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
  });
};
