import { getTokenMetadata } from "@fanfare/core";
import { TokenMetadata, TokenMetadataParams } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "./errors-schema";

/**
 * The token URI of every Fanfare collection points here (base URI = PUBLIC_URL + this path's prefix,
 * set at deployment). Public: wallets, marketplaces and explorers read it without a session, and may
 * cache it (the NFT's texts change rarely).
 */
export const metadataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/metadata/:chainId/:contractAddress/:tokenId",
    {
      schema: {
        tags: ["chain"],
        summary: "ERC-721 metadata of a token (metadata-E2001 when the platform never minted it)",
        params: TokenMetadataParams,
        response: { 200: TokenMetadata, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { chainId, contractAddress, tokenId } = request.params;
      const metadata = await getTokenMetadata(request.ctx, { chainId: Number(chainId), contractAddress, tokenId });
      reply.header("cache-control", "public, max-age=300");
      return metadata;
    },
  );
};
