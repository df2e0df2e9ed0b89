import { z } from "zod";
import { WALLET_CONNECTORS } from "../enums";
import { IdSchema } from "./campaigns";
import { MINT_STATUSES } from "./chain";
import { localizedTextOf } from "./common";

/** 0x and 40 hex characters; the EIP-55 checksum of mixed case is checked by the verbs (viem, not here). */
export const AddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/u, "invalid_address");
/** Any chain id in shape; whether it is supported is a business answer (wallet-E2005), not a shape error. */
export const ChainIdSchema = z
  .int()
  .min(1)
  .max(2 ** 53 - 1);
/** A uint256 token id as decimal text (JSON numbers cannot hold it). */
export const TokenIdSchema = z.string().regex(/^(0|[1-9][0-9]{0,77})$/u, "invalid_token_id");

/** The external connectors a fan links by signing (the built-in Sw3Wallet needs no proof). */
export const LINKABLE_CONNECTORS = WALLET_CONNECTORS.filter((c) => c !== "Sw3Wallet") as ["MetaMask", "WalletConnect"];
export type LinkableConnector = (typeof LINKABLE_CONNECTORS)[number];

// ---------------------------------------------------------------------------------------------------
// Sign-In with Ethereum (EIP-4361) linking
// ---------------------------------------------------------------------------------------------------

/** POST /api/v1/me/wallets/siwe-message: the server builds and keeps the message the fan then signs. */
export const SiweMessageRequest = z.object({
  address: z.string().max(200),
  chainId: ChainIdSchema,
  connector: z.enum(LINKABLE_CONNECTORS),
});
export type SiweMessageRequest = z.infer<typeof SiweMessageRequest>;

export const SiweMessageResponse = z
  .object({ message: z.string(), nonce: z.string(), expiresAt: z.string() })
  .meta({ id: "SiweMessage" });
export type SiweMessageResponse = z.infer<typeof SiweMessageResponse>;

/** POST /api/v1/me/wallets: the message exactly as issued, and the wallet's personal_sign signature. */
export const LinkWalletRequest = z.object({
  message: z.string().min(1).max(4000),
  signature: z
    .string()
    .max(4000)
    .regex(/^0x[0-9a-fA-F]*$/u, "invalid_signature"),
});
export type LinkWalletRequest = z.infer<typeof LinkWalletRequest>;

export const LinkedWalletView = z
  .object({
    address: z.string(),
    connector: z.enum(LINKABLE_CONNECTORS),
    chainId: z.int(),
    linkedAt: z.string(),
  })
  .meta({ id: "LinkedWallet" });
export type LinkedWalletView = z.infer<typeof LinkedWalletView>;

/** GET /api/v1/me/wallets */
export const WalletsView = z
  .object({
    webWallet: z.object({ address: z.string() }).nullable(),
    linked: z.array(LinkedWalletView),
  })
  .meta({ id: "Wallets" });
export type WalletsView = z.infer<typeof WalletsView>;

export const WalletAddressParams = z.object({ address: z.string().max(200) });

// ---------------------------------------------------------------------------------------------------
// NFTs the fan received, and the built-in web wallet
// ---------------------------------------------------------------------------------------------------

/**
 * One NFT the fan received (a claim and its mint). The chain fields stay null until minted; `owner`
 * is read from the chain (null when not minted or the chain cannot be reached).
 * (The wallets API contract calls it NftView; that name already means a campaign's NFT here.)
 */
export const FanNftView = z
  .object({
    claimId: IdSchema,
    campaignId: IdSchema,
    projectId: IdSchema,
    nftId: IdSchema,
    name: localizedTextOf(z.string()),
    imageUrl: z.string(),
    chainId: z.int(),
    contractAddress: z.string().nullable(),
    tokenId: z.string().nullable(),
    owner: z.string().nullable(),
    status: z.enum(MINT_STATUSES),
    txHash: z.string().nullable(),
    explorerUrl: z.string().nullable(),
  })
  .meta({ id: "FanNft" });
export type FanNftView = z.infer<typeof FanNftView>;

/** GET /api/v1/me/nfts */
export const MyNftsResponse = z.object({ nfts: z.array(FanNftView) }).meta({ id: "MyNfts" });
export type MyNftsResponse = z.infer<typeof MyNftsResponse>;

/** POST /api/v1/me/web-wallet: the fan's web wallet (made on first need) and a short-lived token for it. */
export const WebWalletSessionResponse = z
  .object({ address: z.string(), token: z.string(), expiresAt: z.string() })
  .meta({ id: "WebWalletSession" });
export type WebWalletSessionResponse = z.infer<typeof WebWalletSessionResponse>;

/** GET /api/v1/web-wallet: its address and the fan's NFTs that sit in it. */
export const WebWalletView = z.object({ address: z.string(), nfts: z.array(FanNftView) }).meta({ id: "WebWallet" });
export type WebWalletView = z.infer<typeof WebWalletView>;

/** POST /api/v1/web-wallet/transfers: move an NFT from the web wallet to one of the fan's linked wallets. */
export const WebWalletTransferRequest = z.object({
  chainId: ChainIdSchema,
  contractAddress: AddressSchema,
  tokenId: TokenIdSchema,
  to: AddressSchema,
});
export type WebWalletTransferRequest = z.infer<typeof WebWalletTransferRequest>;

export const WebWalletTransferResponse = z.object({ txHash: z.string() }).meta({ id: "WebWalletTransfer" });
export type WebWalletTransferResponse = z.infer<typeof WebWalletTransferResponse>;
