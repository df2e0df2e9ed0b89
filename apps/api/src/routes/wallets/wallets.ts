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
import { API_ROUTES, WEB_WALLET_TOKEN_HEADER } from "@fanfare/protocol";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireFan } from "../fan";
import { registerRoute } from "../register";

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
  registerRoute(app, API_ROUTES.listWallets, async (request) => {
    const fan = await requireFan(request);
    return listWallets(request.ctx, { userId: fan.id });
  });

  registerRoute(app, API_ROUTES.siweMessage, async (request) => {
    const fan = await requireFan(request);
    return createWalletSiweMessage(request.ctx, { userId: fan.id, ...request.body });
  });

  registerRoute(app, API_ROUTES.linkWallet, async (request) => {
    const fan = await requireFan(request);
    return linkWallet(request.ctx, { userId: fan.id, ...request.body });
  });

  registerRoute(app, API_ROUTES.unlinkWallet, async (request, reply) => {
    const fan = await requireFan(request);
    await unlinkWallet(request.ctx, { userId: fan.id, address: request.params.address });
    return reply.code(204).send(null);
  });

  registerRoute(app, API_ROUTES.myNfts, async (request) => {
    const fan = await requireFan(request);
    return listMyNfts(request.ctx, { userId: fan.id });
  });

  registerRoute(app, API_ROUTES.openWebWallet, async (request) => {
    const fan = await requireFan(request);
    return openWebWallet(request.ctx, { userId: fan.id });
  });

  registerRoute(app, API_ROUTES.getWebWallet, async (request) => {
    const { fan, walletId } = await requireWebWalletFan(request);
    return getWebWallet(request.ctx, { userId: fan.id, walletId });
  });

  registerRoute(app, API_ROUTES.transferFromWebWallet, async (request) => {
    const { fan, walletId } = await requireWebWalletFan(request);
    return transferFromWebWallet(request.ctx, { userId: fan.id, walletId, ...request.body });
  });
};
