import { getAddress } from "viem";
import type { CoreContext } from "../context";
import { findWebWallet } from "./ensure-web-wallet";
import { activeLinkedWallets } from "./list-wallets";

/**
 * The addresses whose tokens count as the fan's: the external wallets they proved by signing (SIWE) and
 * have not unlinked, and their built-in web wallet. An address given for a WALLET_ADDRESS_RECEIVED
 * condition does not count — anyone can type anyone's address. Checksummed, each once.
 */
export async function provenAddresses(ctx: CoreContext, input: { userId: string }): Promise<`0x${string}`[]> {
  const [linked, web] = await Promise.all([activeLinkedWallets(ctx, input), findWebWallet(ctx, input)]);
  const all = [...linked.map((w) => w.address), ...(web ? [web.address] : [])].map((a) => getAddress(a));
  return [...new Set(all)];
}
