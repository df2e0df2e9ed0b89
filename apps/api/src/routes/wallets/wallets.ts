import {
  createWalletSiweMessage,
  getWebWallet,
  linkWallet,
  listMyNfts,
  listWallets,
  openWebWallet,
  transferFromWebWallet,
  unlinkWallet,
  verifyWebWalletToken,
} from "@fanfare/core";
import {
  LinkedWalletView,
  LinkWalletRequest,
  MyNftsResponse,
  SiweMessageRequest,
  SiweMessageResponse,
  WalletAddressParams,
  WalletsView,
  WEB_WALLET_TOKEN_HEADER,
  WebWalletSessionResponse,
  WebWalletTransferRequest,
  WebWalletTransferResponse,
  WebWalletView,
} from "@fanfare/protocol";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../errors-schema";
import { requireFan } from "../fan";

/** The signed-in fan and the web wallet their `x-web-wallet-token` opens (wallet-E2007 without a good one). */
async function requireWebWalletFan(request: FastifyRequest) {
  const fan = await requireFan(request);
  const header = request.headers[WEB_WALLET_TOKEN_HEADER];
  const { walletId } = verifyWebWalletToken(request.ctx, typeof header === "string" ? header : undefined, {
    userId: fan.id,
  });
  return { fan, walletId };
}

/**
 * The fan's wallets: external wallets linked by Sign-In with Ethereum, the built-in web wallet and its
 * scoped API, and every NFT the fan received. Session cookie + CSRF header like every fan route.
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["wallets"];

  app.get(
    "/api/v1/me/wallets",
    {
      schema: {
        tags,
        summary: "The fan's web wallet (if made) and the external wallets they linked",
        response: { 200: WalletsView, ...errorResponses(401) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return listWallets(request.ctx, { userId: fan.id });
    },
  );

  app.post(
    "/api/v1/me/wallets/siwe-message",
    {
      schema: {
        tags,
        summary: "Build the Sign-In with Ethereum (EIP-4361) message the fan's wallet signs to link it",
        body: SiweMessageRequest,
        response: { 200: SiweMessageResponse, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return createWalletSiweMessage(request.ctx, { userId: fan.id, ...request.body });
    },
  );

  app.post(
    "/api/v1/me/wallets",
    {
      schema: {
        tags,
        summary: "Link a wallet: the issued message, signed unchanged (signature, nonce, domain, expiry checked)",
        body: LinkWalletRequest,
        response: { 200: LinkedWalletView, ...errorResponses(401, 409, 410) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return linkWallet(request.ctx, { userId: fan.id, ...request.body });
    },
  );

  app.delete(
    "/api/v1/me/wallets/:address",
    {
      schema: {
        tags,
        summary: "Unlink one of the fan's external wallets",
        params: WalletAddressParams,
        response: { 204: z.null().describe("Unlinked"), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const fan = await requireFan(request);
      await unlinkWallet(request.ctx, { userId: fan.id, address: request.params.address });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/v1/me/nfts",
    {
      schema: {
        tags,
        summary: "Every NFT the fan received, with its mint and (when minted) its owner read from the chain",
        response: { 200: MyNftsResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return listMyNfts(request.ctx, { userId: fan.id });
    },
  );

  app.post(
    "/api/v1/me/web-wallet",
    {
      schema: {
        tags,
        summary: "Open the built-in web wallet (made on first need): its address and a 15-minute scoped token",
        response: { 200: WebWalletSessionResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return openWebWallet(request.ctx, { userId: fan.id });
    },
  );

  app.get(
    "/api/v1/web-wallet",
    {
      schema: {
        tags,
        summary: "The web wallet's address and the fan's NFTs in it (header x-web-wallet-token)",
        response: { 200: WebWalletView, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { fan, walletId } = await requireWebWalletFan(request);
      return getWebWallet(request.ctx, { userId: fan.id, walletId });
    },
  );

  app.post(
    "/api/v1/web-wallet/transfers",
    {
      schema: {
        tags,
        summary: "Send an NFT from the web wallet to one of the fan's linked wallets (header x-web-wallet-token)",
        body: WebWalletTransferRequest,
        response: { 200: WebWalletTransferResponse, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const { fan, walletId } = await requireWebWalletFan(request);
      return transferFromWebWallet(request.ctx, { userId: fan.id, walletId, ...request.body });
    },
  );
};
