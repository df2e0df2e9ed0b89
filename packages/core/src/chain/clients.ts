import { type PerSupportedChain, SUPPORTED_CHAIN_IDS } from "@fanfare/protocol";
import { type Chain, createPublicClient, http, type PublicClient } from "viem";
import { hardhat, mainnet, polygon, polygonAmoy, sepolia, soneium, soneiumMinato } from "viem/chains";

/**
 * The protocol's chains (CHAINS and LOCAL_CHAIN) as viem knows them. Typed per chain of the protocol:
 * a chain added there, or a wrong one here, does not compile.
 */
const BY_ID = {
  [polygon.id]: polygon,
  [mainnet.id]: mainnet,
  [soneium.id]: soneium,
  [polygonAmoy.id]: polygonAmoy,
  [sepolia.id]: sepolia,
  [soneiumMinato.id]: soneiumMinato,
  [hardhat.id]: hardhat,
} satisfies PerSupportedChain<Chain>;
export const VIEM_CHAINS: Readonly<Record<number, Chain>> = BY_ID;

export { SUPPORTED_CHAIN_IDS };

/** JSON-RPC transport settings from the spec: batches of up to 1000 calls, 10 s timeout. */
export const RPC_BATCH_SIZE = 1000;
export const RPC_TIMEOUT_MS = 10_000;

/**
 * A read client for one chain. Calls made in the same tick go out as one JSON-RPC batch, so reading
 * many token owners costs one round trip. The RPC URL is configuration (`RPC_URL_<chainId>`).
 */
export function createChainClient(chainId: number, rpcUrl: string): PublicClient {
  const chain = VIEM_CHAINS[chainId];
  if (!chain) throw new Error(`chain ${chainId} is not supported (supported: ${SUPPORTED_CHAIN_IDS.join(", ")})`);
  return createPublicClient({
    chain,
    transport: http(rpcUrl, { batch: { batchSize: RPC_BATCH_SIZE, wait: 0 }, timeout: RPC_TIMEOUT_MS, retryCount: 3 }),
  });
}
