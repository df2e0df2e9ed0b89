import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from "viem";
import { fanfareCollectionAbi, fanfareCollectionBytecode } from "./generated/fanfare-collection";

export { fanfareCollectionAbi, fanfareCollectionBytecode };

export type CollectionParams = {
  name: string;
  symbol: string;
  /** The platform's metadata endpoint for this collection; token URI = base + token id. */
  baseUri: string;
  admin: Address;
  minter: Address;
  /** Zero address for no royalties (ERC-2981). */
  royaltyReceiver: Address;
  royaltyBasisPoints: number;
};

/** Deploys one collection (per project or campaign) and waits for its receipt. */
export async function deployCollection(
  wallet: WalletClient<Transport, Chain, Account>,
  client: PublicClient,
  params: CollectionParams,
): Promise<Address> {
  const hash = await wallet.deployContract({
    abi: fanfareCollectionAbi,
    bytecode: fanfareCollectionBytecode,
    args: [
      params.name,
      params.symbol,
      params.baseUri,
      params.admin,
      params.minter,
      params.royaltyReceiver,
      BigInt(params.royaltyBasisPoints),
    ],
  });
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error(`deployment ${hash} created no contract`);
  return receipt.contractAddress;
}
