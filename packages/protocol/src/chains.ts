import { CHAINS, LOCAL_CHAIN } from "./enums";

/** Every chain id the platform may mint on: the spec's six, and the local chain of embedded mode. */
export const SUPPORTED_CHAIN_IDS: readonly number[] = [...CHAINS.map((c) => c.id), LOCAL_CHAIN.id];

/**
 * The block explorer of each supported chain (the page a fan opens to see their mint transaction).
 * The local chain has none: its explorer URL is null.
 */
export const BLOCK_EXPLORERS: Readonly<Record<number, string>> = {
  137: "https://polygonscan.com",
  1: "https://etherscan.io",
  1868: "https://soneium.blockscout.com",
  80002: "https://amoy.polygonscan.com",
  11155111: "https://sepolia.etherscan.io",
  1946: "https://soneium-minato.blockscout.com",
};

export function isSupportedChainId(chainId: number): boolean {
  return SUPPORTED_CHAIN_IDS.includes(chainId);
}

/** The explorer page of a transaction, or null (local chain, unknown chain, no hash yet). */
export function explorerTxUrl(chainId: number | null | undefined, txHash: string | null | undefined): string | null {
  if (chainId == null || !txHash) return null;
  const base = BLOCK_EXPLORERS[chainId];
  return base ? `${base}/tx/${txHash}` : null;
}

/** The explorer page of a token of a collection, or null. */
export function explorerTokenUrl(chainId: number, contractAddress: string, tokenId: string): string | null {
  const base = BLOCK_EXPLORERS[chainId];
  return base ? `${base}/token/${contractAddress}?a=${tokenId}` : null;
}
