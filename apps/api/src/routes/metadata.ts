import { getTokenMetadata } from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerRoute } from "./register";

/**
 * The token URI of every Fanfare collection points here (base URI = PUBLIC_URL + this path's prefix,
 * set at deployment). Public: wallets, marketplaces and explorers read it without a session, and may
 * cache it (the NFT's texts change rarely).
 */
export const metadataRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.tokenMetadata, async (request, reply) => {
    const { chainId, contractAddress, tokenId } = request.params;
    const metadata = await getTokenMetadata(request.ctx, { chainId: Number(chainId), contractAddress, tokenId });
    reply.header("cache-control", "public, max-age=300");
    return metadata;
  });
};
