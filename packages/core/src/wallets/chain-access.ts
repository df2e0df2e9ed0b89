import type { PublicClient } from "viem";
import { createChainClient, VIEM_CHAINS } from "../chain/clients";
import type { CoreContext } from "../context";

// One read client per (chain, RPC URL) for the life of the process: calls made in the same tick from
// different requests then share a JSON-RPC batch, and no HTTP agent is built per request.
const clients = new Map<string, PublicClient>();

/** A read client for a chain the platform is configured for, or null (unknown chain, or no RPC URL). */
export function readClientFor(ctx: CoreContext, chainId: number): PublicClient | null {
  const rpcUrl = ctx.config.chain?.rpcUrls[chainId];
  if (!rpcUrl || !VIEM_CHAINS[chainId]) return null;
  const key = `${chainId} ${rpcUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = createChainClient(chainId, rpcUrl);
    clients.set(key, client);
  }
  return client;
}
