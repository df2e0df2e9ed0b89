import { TokenMetadata, TokenMetadataParams } from "../schemas/chain";
import { defineRoute } from "./define";
import { ROUTE } from "./every-route";

export const chainRoutes = {
  tokenMetadata: defineRoute(ROUTE.tokenMetadata, {
    tags: ["chain"],
    summary: "ERC-721 metadata of a token (metadata-E2001 when the platform never minted it)",
    params: TokenMetadataParams,
    responses: { 200: TokenMetadata },
    errors: [404],
  }),
};
