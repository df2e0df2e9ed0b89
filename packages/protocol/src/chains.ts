// The chains: the one list every other chain list is derived from (core's and the web's viem chain
// maps, the API's and the web's settings, the schemas' chain checks, the explorer links).

/** A chain as the platform knows it: data only (no viem here; core and the web map ids to viem's chains). */
export type ChainInfo = {
  readonly id: number;
  /** Its name for people. */
  readonly name: string;
  readonly testnet: boolean;
  /** The block explorer a fan opens to see their mint transaction; null for none (the local chain). */
  readonly explorerUrl: string | null;
};

/** Supported chains (spec section 9), in the spec's order. */
export const CHAINS = [
  { id: 137, name: "Polygon", testnet: false, explorerUrl: "https://polygonscan.com" },
  { id: 1, name: "Ethereum", testnet: false, explorerUrl: "https://etherscan.io" },
  { id: 1868, name: "Soneium", testnet: false, explorerUrl: "https://soneium.blockscout.com" },
  { id: 80002, name: "Polygon Amoy", testnet: true, explorerUrl: "https://amoy.polygonscan.com" },
  { id: 11155111, name: "Sepolia", testnet: true, explorerUrl: "https://sepolia.etherscan.io" },
  { id: 1946, name: "Soneium Minato", testnet: true, explorerUrl: "https://soneium-minato.blockscout.com" },
] as const satisfies readonly ChainInfo[];

/** The local development chain of embedded mode (a Hardhat node): no explorer. */
export const LOCAL_CHAIN = {
  id: 31337,
  name: "Hardhat",
  testnet: true,
  explorerUrl: null,
} as const satisfies ChainInfo;

/** Every chain the platform may mint on: the spec's, then the local one. */
export const ALL_CHAINS = [...CHAINS, LOCAL_CHAIN] as const;

export type SpecChainId = (typeof CHAINS)[number]["id"];
export type SupportedChainId = (typeof ALL_CHAINS)[number]["id"];

/** The spec's chain ids, in its order (the first is the default of a deployment without the local chain). */
export const SPEC_CHAIN_IDS: readonly SpecChainId[] = CHAINS.map((chain) => chain.id);

/** Every chain id the platform may mint on: the spec's six, and the local chain of embedded mode. */
export const SUPPORTED_CHAIN_IDS: readonly number[] = ALL_CHAINS.map((chain) => chain.id);

/**
 * A map with exactly one entry per supported chain, keyed by its id, whose entry is that very chain
 * (`{ id: 137 }` under 137). Maps kept beside other libraries' chain objects (viem's, in core and the
 * web) are typed with it, so adding, removing or mistyping a chain above fails to compile there.
 */
export type PerSupportedChain<T extends { readonly id: number }> = {
  readonly [Chain in (typeof ALL_CHAINS)[number] as Chain["id"]]: T & { readonly id: Chain["id"] };
};

/**
 * The block explorer of each supported chain (the page a fan opens to see their mint transaction).
 * The local chain has none: its explorer URL is null.
 */
export const BLOCK_EXPLORERS: Readonly<Record<number, string>> = Object.fromEntries(
  ALL_CHAINS.flatMap((chain) => (chain.explorerUrl ? [[chain.id, chain.explorerUrl] as const] : [])),
);

export function isSupportedChainId(chainId: number): boolean {
  return SUPPORTED_CHAIN_IDS.includes(chainId);
}

/** The platform's data of a chain, or undefined for a chain it does not know. */
export function chainInfo(chainId: number): ChainInfo | undefined {
  return ALL_CHAINS.find((chain) => chain.id === chainId);
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
