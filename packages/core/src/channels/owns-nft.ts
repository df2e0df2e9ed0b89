import { fanfareCollectionAbi } from "@fanfare/contracts";
import type { PublicClient } from "viem";
import { createChainClient } from "../chain/clients";
import type { CoreContext } from "../context";

export type Ownership = "OWNED" | "NOT_OWNED" | "UNAVAILABLE";

const clients = new Map<string, PublicClient>();

function clientFor(chainId: number, rpcUrl: string): PublicClient {
  const key = `${chainId} ${rpcUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = createChainClient(chainId, rpcUrl);
    clients.set(key, client);
  }
  return client;
}

/**
 * Whether any of `owners` holds at least one token of an ERC-721 contract, read now from the chain
 * (`balanceOf` per address, sent as one JSON-RPC batch). UNAVAILABLE when the chain has no RPC URL
 * configured or does not answer: the caller treats that as "not met", never as an error.
 * The chain issue's NFT_OWN_UNLIMITED condition needs the same read; this is the one to share.
 */
export async function ownsNft(
  ctx: CoreContext,
  input: { chainId: number; contract: `0x${string}`; owners: `0x${string}`[] },
): Promise<Ownership> {
  if (input.owners.length === 0) return "NOT_OWNED";
  const rpcUrl = ctx.config.chain?.rpcUrls[input.chainId];
  if (!rpcUrl) return "UNAVAILABLE";
  try {
    const client = clientFor(input.chainId, rpcUrl);
    const balances = await Promise.all(
      input.owners.map((owner) =>
        client.readContract({
          address: input.contract,
          abi: fanfareCollectionAbi,
          functionName: "balanceOf",
          args: [owner],
        }),
      ),
    );
    return balances.some((b) => b > 0n) ? "OWNED" : "NOT_OWNED";
  } catch (error) {
    ctx.log.warn({ err: error, chainId: input.chainId }, "NFT ownership could not be read");
    return "UNAVAILABLE";
  }
}
