import type { WebWalletView } from "@fanfare/protocol";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { findWebWallet } from "./ensure-web-wallet";
import { listFanNfts } from "./list-my-nfts";
import type { WebWalletRow } from "./tables";

/**
 * The web wallet a token was issued for, still the fan's. A token of a wallet the fan no longer has
 * (there is one per fan, so only a forged or stale id) is wallet-E2007 like any bad token.
 */
export async function requireWebWallet(
  ctx: CoreContext,
  input: { userId: string; walletId: string },
): Promise<WebWalletRow> {
  const wallet = await findWebWallet(ctx, { userId: input.userId });
  if (!wallet || wallet.id !== input.walletId) throw new AppError("wallet-E2007");
  return wallet;
}

/**
 * GET /web-wallet: its address and the fan's NFTs that sit in it — by the chain's word when it can be
 * read, else by where the mint sent them (a transferred NFT whose owner cannot be read stays listed
 * until the chain answers again; the transfer itself checks ownership on the chain).
 */
export async function getWebWallet(
  ctx: CoreContext,
  input: { userId: string; walletId: string },
): Promise<WebWalletView> {
  const wallet = await requireWebWallet(ctx, input);
  const nfts = await listFanNfts(ctx, { userId: input.userId });
  const isHere = (address: string | null) => address?.toLowerCase() === wallet.address.toLowerCase();
  return {
    address: wallet.address,
    nfts: nfts
      .filter((nft) => nft.status !== "FAILED" && (nft.owner !== null ? isHere(nft.owner) : isHere(nft.recipient)))
      .map(({ recipient: _recipient, ...view }) => view),
  };
}
