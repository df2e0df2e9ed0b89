import { openPublicAsset } from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { disposition } from "./content-disposition";
import { registerRoute } from "./register";

/**
 * A project's public images and documents, for anyone (fan pages, mails, share cards). An id's bytes
 * never change (an upload is a new id), so browsers and CDNs keep them for a year without asking again.
 */
export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.publicAsset, async (request, reply) => {
    const { asset, body } = await openPublicAsset(request.ctx, request.params);
    reply
      // Only the sniffed types of public_assets_type_check reach here; nosniff comes from the
      // security headers plugin, so a browser never second-guesses them.
      .header("content-type", asset.contentType)
      .header("content-length", asset.size)
      .header("cache-control", "public, max-age=31536000, immutable")
      // A PDF opens in the browser's viewer, saved under its uploaded name.
      .header("content-disposition", disposition("inline", asset.filename));
    return reply.send(body);
  });
};
