import { Readable } from "node:stream";
import {
  AppError,
  createChannel,
  createContent,
  DEFAULT_ASSET_MAX_BYTES,
  deleteContent,
  getOperatorChannel,
  listChannelMembers,
  listOperatorChannels,
  listOperatorContents,
  PUBLIC_ASSET_MAX_BYTES,
  reorderChannels,
  updateChannel,
  updateContent,
  uploadAsset,
  uploadProjectAsset,
} from "@fanfare/core";
import { API_ROUTES, ROUTE } from "@fanfare/protocol";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loggableError } from "../../safe-log";
import { registerRoute } from "../register";
import { currentOperator } from "./operator";

/**
 * Operator API for channels, their requirements and contents, and uploads (channel media, a project's
 * public images and documents): scoped to the company.
 */
export const operatorChannelRoutes: FastifyPluginAsyncZod<{ assetMaxBytes?: number | undefined }> = async (
  app,
  options,
) => {
  const assetMaxBytes = options.assetMaxBytes ?? DEFAULT_ASSET_MAX_BYTES;

  registerRoute(app, API_ROUTES.operatorListChannels, async (request) => ({
    channels: await listOperatorChannels(request.ctx, await currentOperator(request), request.params),
  }));

  registerRoute(app, API_ROUTES.operatorCreateChannel, async (request, reply) => {
    const operator = await currentOperator(request);
    const view = await createChannel(request.ctx, operator, {
      projectId: request.params.projectId,
      definition: request.body,
    });
    return reply.code(201).send(view);
  });

  registerRoute(app, API_ROUTES.operatorReorderChannels, async (request) => ({
    channels: await reorderChannels(request.ctx, await currentOperator(request), {
      projectId: request.params.projectId,
      channelIds: request.body.channelIds,
    }),
  }));

  registerRoute(app, API_ROUTES.operatorGetChannel, async (request) =>
    getOperatorChannel(request.ctx, await currentOperator(request), request.params),
  );

  registerRoute(app, API_ROUTES.operatorUpdateChannel, async (request) =>
    updateChannel(request.ctx, await currentOperator(request), {
      channelId: request.params.channelId,
      patch: request.body,
    }),
  );

  registerRoute(app, API_ROUTES.operatorListChannelMembers, async (request) =>
    listChannelMembers(request.ctx, await currentOperator(request), {
      channelId: request.params.channelId,
      ...request.query,
    }),
  );

  registerRoute(app, API_ROUTES.operatorListContents, async (request) => ({
    contents: await listOperatorContents(request.ctx, await currentOperator(request), request.params),
  }));

  registerRoute(app, API_ROUTES.operatorCreateContent, async (request, reply) => {
    const view = await createContent(request.ctx, await currentOperator(request), {
      channelId: request.params.channelId,
      definition: request.body,
    });
    return reply.code(201).send(view);
  });

  registerRoute(app, API_ROUTES.operatorUpdateContent, async (request) =>
    updateContent(request.ctx, await currentOperator(request), {
      contentId: request.params.contentId,
      patch: request.body,
    }),
  );

  registerRoute(app, API_ROUTES.operatorDeleteContent, async (request) =>
    deleteContent(request.ctx, await currentOperator(request), request.params),
  );

  await app.register(assetUploadRoute, { assetMaxBytes });
};

/**
 * Uploads are the raw bytes of one file (no multipart plugin needed), streamed to the storage as they
 * arrive: never buffered whole (ADR 0017). In a scope of their own, so every other route keeps refusing
 * bodies that are not JSON, and so that no parser (JSON, text) reads an upload whatever its content type.
 * Channel media (private) and a project's public images and documents share it.
 */
const assetUploadRoute: FastifyPluginAsyncZod<{ assetMaxBytes: number }> = async (app, { assetMaxBytes }) => {
  app.removeAllContentTypeParsers();
  // The body is handed on unread. Fastify's bodyLimit does not apply to a stream: a declared length
  // beyond the limit is refused here, before a byte is read; the verb counts the bytes that do arrive.
  // A project's public asset has its own, tighter limit and its own refusal.
  const publicLimit = Math.min(assetMaxBytes, PUBLIC_ASSET_MAX_BYTES);
  app.addContentTypeParser("*", (request, payload, done) => {
    const declared = Number(request.headers["content-length"]);
    if (request.routeOptions.url === ROUTE.operatorUploadProjectAsset.path) {
      if (declared > publicLimit) return done(new AppError("asset-E1001"), undefined);
    } else if (declared > assetMaxBytes) {
      return done(new AppError("premiumContent-E1001"), undefined);
    }
    return done(null, payload);
  });

  registerRoute(app, API_ROUTES.operatorUploadAsset, async (request, reply) => {
    const operator = await currentOperator(request);
    const view = await streamedUpload(request, reply, (body) =>
      uploadAsset(request.ctx, operator, { ...request.params, filename: request.query.filename, body }),
    );
    return reply.code(201).send(view);
  });

  registerRoute(app, API_ROUTES.operatorUploadProjectAsset, async (request, reply) => {
    const operator = await currentOperator(request);
    const view = await streamedUpload(request, reply, (body) =>
      uploadProjectAsset(request.ctx, operator, { ...request.params, filename: request.query.filename, body }),
    );
    return reply.code(201).send(view);
  });
};

/**
 * Hands the request's body to an upload verb as a stream, and answers its refusals: a client gone
 * mid-upload is no server fault, and a refusal before the body's end closes the connection rather than
 * read the rest.
 */
async function streamedUpload<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  verb: (body: AsyncIterable<Uint8Array>) => Promise<T>,
): Promise<T> {
  const body: unknown = request.body;
  if (body === undefined) throw new AppError("premiumContent-E1002");
  if (!(body instanceof Readable)) throw new AppError("request-E1003");
  try {
    // Stopping early (a limit, a refused type) must not destroy the request: the error still has to be
    // answered on it.
    return await verb(body.iterator({ destroyOnReturn: false }));
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
}
