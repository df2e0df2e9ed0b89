// The wallet messages of the API contract (Sign-In with Ethereum linking, the built-in web wallet, the
// fan's NFTs and their mint), as the browser sees them. Written out by hand, although packages/protocol
// has their zod schemas (schemas/wallets.ts, campaigns.ts ReceivedNft.mint): a duplicate to remove. Keep the names
// equal to the protocol's, so switching to `import type … from "@fanfare/protocol"` is a one-line change.

import type { LocalizedText } from "@fanfare/protocol";

export const MINT_STATUSES = ["PENDING", "SUBMITTED", "MINTED", "FAILED"] as const;
export type MintStatus = (typeof MINT_STATUSES)[number];

/** The external connectors a fan links by signing a SIWE message (the built-in Sw3Wallet needs no proof). */
export type LinkableConnector = "MetaMask" | "WalletConnect";

export type LinkedWalletView = { address: string; connector: LinkableConnector; chainId: number; linkedAt: string };

/** GET /api/v1/me/wallets */
export type WalletsView = { webWallet: { address: string } | null; linked: LinkedWalletView[] };

/** POST /api/v1/me/wallets/siwe-message */
export type SiweMessageRequest = { address: string; chainId: number; connector: LinkableConnector };
export type SiweMessageResponse = { message: string; nonce: string; expiresAt: string };

/** POST /api/v1/me/wallets */
export type LinkWalletRequest = { message: string; signature: string };

/** One NFT the fan received (GET /api/v1/me/nfts; the contract calls it NftView). */
export type FanNftView = {
  claimId: string;
  campaignId: string;
  projectId: string;
  nftId: string;
  /** One key per language of the protocol's LOCALES (FanNftView.name). */
  name: LocalizedText;
  imageUrl: string;
  chainId: number;
  contractAddress: string | null;
  tokenId: string | null;
  owner: string | null;
  status: MintStatus;
  txHash: string | null;
  explorerUrl: string | null;
};
export type MyNftsResponse = { nfts: FanNftView[] };

/** The header that carries the scoped web-wallet token on /api/v1/web-wallet routes. */
export const WEB_WALLET_TOKEN_HEADER = "x-web-wallet-token";

/** POST /api/v1/me/web-wallet */
export type WebWalletSessionResponse = { address: string; token: string; expiresAt: string };
/** GET /api/v1/web-wallet */
export type WebWalletView = { address: string; nfts: FanNftView[] };
/** POST /api/v1/web-wallet/transfers */
export type WebWalletTransferRequest = { chainId: number; contractAddress: string; tokenId: string; to: string };
export type WebWalletTransferResponse = { txHash: string };

/** The `mint` field GET /campaigns/:campaignId/nfts/:nftId gains (null before the mint job exists). */
export type ReceivedNftMint = {
  status: MintStatus;
  chainId: number;
  contractAddress: string | null;
  tokenId: string | null;
  owner: string | null;
  recipient: string | null;
  txHash: string | null;
  explorerUrl: string | null;
};
