import { chainInfo } from "@fanfare/protocol";

/**
 * A chain's name for people, or null for a chain this platform does not know (the protocol's chains).
 * Deliberately without viem's chain definitions, so pages that only show a chain's name (the NFT
 * page) stay light.
 */
export function chainName(chainId: number): string | null {
  return chainInfo(chainId)?.name ?? null;
}
