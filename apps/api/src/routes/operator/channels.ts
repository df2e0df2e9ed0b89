import { Readable } from "node:stream";
import {
  AppError,
  createChannel,
  createContent,
  DEFAULT_ASSET_MAX_BYTES,
  deleteContent,
  getOperatorChannel,
  listOperatorChannels,
  listOperatorContents,
  updateChannel,
  updateContent,
  uploadAsset,
} from "@fanfare/core";
import {
  AssetView,
  ChannelDefinition,
  ChannelPatch,
  ContentDefinition,
  ContentPatch,
  OkResponse,
  OperatorChannelParams,
  OperatorChannelView,
  OperatorContentParams,
  OperatorContentView,
  ProjectParams,
  UploadAssetQuery,
} from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loggableError } from "../../safe-log";
import { errorResponses } from "../errors-schema";
import { currentOperator } from "./operator";

/** Operator API for channels, their requirements and contents, and asset uploads: scoped to the company. */
export const operatorChannelRoutes: FastifyPluginAsyncZod<{ assetMaxBytes?: number | undefined }> = async (
  app,
  options,
) => {
  const tags = ["operator"];
  const assetMaxBytes = options.assetMaxBytes ?? DEFAULT_ASSET_MAX_BYTES;

  app.get(
    "/api/v1/operator/projects/:projectId/channels",
    {
      schema: {
        tags,
        summary: "The project's channels",
        params: ProjectParams,
        response: { 200: z.object({ channels: z.array(OperatorChannelView) }), ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      channels: await listOperatorChannels(request.ctx, await currentOperator(request), request.params),
    }),
  );

  app.post(
    "/api/v1/operator/projects/:projectId/channels",
    {
      schema: {
        tags,
        summary: "Create a channel with its join requirements",
        params: ProjectParams,
        body: ChannelDefinition,
        response: { 201: OperatorChannelView, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const operator = await currentOperator(request);
      const view = await createChannel(request.ctx, operator, {
        projectId: request.params.projectId,
        definition: request.body,
      });
      return reply.code(201).send(view);
    },
  );

  app.get(
    "/api/v1/operator/channels/:channelId",
    {
      schema: {
        tags,
        summary: "One channel",
        params: OperatorChannelParams,
        response: { 200: OperatorChannelView, ...errorResponses(401, 404) },
      },
    },
    async (request) => getOperatorChannel(request.ctx, await currentOperator(request), request.params),
  );

  app.patch(
    "/api/v1/operator/channels/:channelId",
    {
      schema: {
        tags,
        summary: "Edit a channel (texts, requirements, position, status)",
        params: OperatorChannelParams,
        body: ChannelPatch,
        response: { 200: OperatorChannelView, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      updateChannel(request.ctx, await currentOperator(request), {
        channelId: request.params.channelId,
        patch: request.body,
      }),
  );

  app.get(
    "/api/v1/operator/channels/:channelId/contents",
    {
      schema: {
        tags,
        summary: "The channel's contents, published or not",
        params: OperatorChannelParams,
        response: { 200: z.object({ contents: z.array(OperatorContentView) }), ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      contents: await listOperatorContents(request.ctx, await currentOperator(request), request.params),
    }),
  );

  app.post(
    "/api/v1/operator/channels/:channelId/contents",
    {
      schema: {
        tags,
        summary: "Add a content (ARTICLE bodies are sanitised on write)",
        params: OperatorChannelParams,
        body: ContentDefinition,
        response: { 201: OperatorContentView, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const view = await createContent(request.ctx, await currentOperator(request), {
        channelId: request.params.channelId,
        definition: request.body,
      });
      return reply.code(201).send(view);
    },
  );

  app.patch(
    "/api/v1/operator/contents/:contentId",
    {
      schema: {
        tags,
        summary: "Edit a content",
        params: OperatorContentParams,
        body: ContentPatch,
        response: { 200: OperatorContentView, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      updateContent(request.ctx, await currentOperator(request), {
        contentId: request.params.contentId,
        patch: request.body,
      }),
  );

  app.delete(
    "/api/v1/operator/contents/:contentId",
    {
      schema: {
        tags,
        summary: "Delete a content",
        params: OperatorContentParams,
        response: { 200: OkResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => deleteContent(request.ctx, await currentOperator(request), request.params),
  );

  await app.register(assetUploadRoute, { assetMaxBytes });
};

/**
 * Uploads are the raw bytes of one file (no multipart plugin needed), streamed to the storage as they
 * arrive: never buffered whole (ADR 0017). In a scope of their own, so every other route keeps refusing
 * bodies that are not JSON, and so that no parser (JSON, text) reads an upload whatever its content type.
 */
const assetUploadRoute: FastifyPluginAsyncZod<{ assetMaxBytes: number }> = async (app, { assetMaxBytes }) => {
  app.removeAllContentTypeParsers();
  // The body is handed on unread. Fastify's bodyLimit does not apply to a stream: a declared length
  // beyond the limit is refused here, before a byte is read; the verb counts the bytes that do arrive.
  app.addContentTypeParser("*", (request, payload, done) => {
    const declared = Number(request.headers["content-length"]);
    if (declared > assetMaxBytes) return done(new AppError("premiumContent-E1001"), undefined);
    return done(null, payload);
  });

  app.post(
    "/api/v1/operator/projects/:projectId/channel-assets",
    {
      schema: {
        tags: ["operator"],
        summary: "Upload one file as the raw request body (type sniffed from its bytes; HTML/SVG kept as inert text)",
        params: ProjectParams,
        querystring: UploadAssetQuery,
        response: { 201: AssetView, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const operator = await currentOperator(request);
      const body: unknown = request.body;
      if (body === undefined) throw new AppError("premiumContent-E1002");
      if (!(body instanceof Readable)) throw new AppError("request-E1003");
      try {
        const view = await uploadAsset(request.ctx, operator, {
          projectId: request.params.projectId,
          filename: request.query.filename,
          // Stopping early (a limit, a refused type) must not destroy the request: the error still has
          // to be answered on it.
          body: body.iterator({ destroyOnReturn: false }),
        });
        return reply.code(201).send(view);
      } catch (error) {
        if (body.destroyed && !request.raw.complete) {
          // The client went away mid-upload (nothing was kept): nobody to answer, and no server fault.
          // A client's doing: its reason, not a stack (plugins/errors.ts logs refusals the same way).
          request.log.info({ reason: loggableError(error).message }, "upload aborted by the client");
          throw new AppError("request-E1000");
        }
        // Refused before its end: answer, then close the connection rather than read the rest.
        if (!request.raw.complete) reply.header("connection", "close");
        throw error;
      }
    },
  );
};
