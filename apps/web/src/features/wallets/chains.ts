import { CHAINS, LOCAL_CHAIN } from "@fanfare/protocol";

/** Names of the chains the platform knows (spec section 9, and the local chain), from the protocol. */
const NAMES = new Map<number, string>([...CHAINS, LOCAL_CHAIN].map((chain) => [chain.id, chain.name]));

/**
 * A chain's name for people, or null for a chain this platform does not know. Deliberately without
 * viem's chain definitions, so pages that only show a chain's name (the NFT page) stay light.
 */
export function chainName(chainId: number): string | null {
  return NAMES.get(chainId) ?? null;
}
