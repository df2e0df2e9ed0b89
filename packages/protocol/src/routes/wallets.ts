import { z } from "zod";
import {
  LinkedWalletView,
  LinkWalletRequest,
  MyNftsResponse,
  SiweMessageRequest,
  SiweMessageResponse,
  WalletAddressParams,
  WalletsView,
  WebWalletSessionResponse,
  WebWalletTransferRequest,
  WebWalletTransferResponse,
  WebWalletView,
} from "../schemas/wallets";
import { defineRoute } from "./define";
import { ROUTE } from "./every-route";

const tags = ["wallets"];

/** The fan's wallets: linked by Sign-In with Ethereum, the built-in web wallet (token header), their NFTs. */
export const walletRoutes = {
  listWallets: defineRoute(ROUTE.listWallets, {
    tags,
    summary: "The fan's web wallet (if made) and the external wallets they linked",
    responses: { 200: WalletsView },
    errors: [401],
  }),
  siweMessage: defineRoute(ROUTE.siweMessage, {
    tags,
    summary: "Build the Sign-In with Ethereum (EIP-4361) message the fan's wallet signs to link it",
    body: SiweMessageRequest,
    responses: { 200: SiweMessageResponse },
    errors: [401, 409],
  }),
  linkWallet: defineRoute(ROUTE.linkWallet, {
    tags,
    summary: "Link a wallet: the issued message, signed unchanged (signature, nonce, domain, expiry checked)",
    body: LinkWalletRequest,
    responses: { 200: LinkedWalletView },
    errors: [401, 409, 410],
  }),
  unlinkWallet: defineRoute(ROUTE.unlinkWallet, {
    tags,
    summary: "Unlink one of the fan's external wallets",
    params: WalletAddressParams,
    responses: { 204: z.null().describe("Unlinked") },
    errors: [401, 404],
  }),
  myNfts: defineRoute(ROUTE.myNfts, {
    tags,
    summary: "Every NFT the fan received, with its mint and (when minted) its owner read from the chain",
    responses: { 200: MyNftsResponse },
    errors: [401],
  }),
  openWebWallet: defineRoute(ROUTE.openWebWallet, {
    tags,
    summary: "Open the built-in web wallet (made on first need): its address and a 15-minute scoped token",
    responses: { 200: WebWalletSessionResponse },
    errors: [401],
  }),
  getWebWallet: defineRoute(ROUTE.getWebWallet, {
    tags,
    summary: "The web wallet's address and the fan's NFTs in it (header x-web-wallet-token)",
    responses: { 200: WebWalletView },
    errors: [401],
  }),
  transferFromWebWallet: defineRoute(ROUTE.transferFromWebWallet, {
    tags,
    summary: "Send an NFT from the web wallet to one of the fan's linked wallets (header x-web-wallet-token)",
    body: WebWalletTransferRequest,
    responses: { 200: WebWalletTransferResponse },
    errors: [401, 409],
  }),
};
