import { checksumAddress } from "viem";

const SHAPE = /^0x[0-9a-fA-F]{40}$/u;

/** The EIP-55 form of a 40-hex-character address (viem's: one EIP-55 implementation in the house). */
export function toChecksumAddress(address: string): string {
  return checksumAddress(address.toLowerCase() as `0x${string}`);
}

/**
 * The same rule as the server's (spec section 5): 0x and 40 hex characters; all-lower or all-upper hex
 * carries no checksum, mixed case must match its EIP-55 checksum. Returns the checksummed form, or null.
 */
export function parseWalletAddress(input: string): string | null {
  const address = input.trim();
  if (!SHAPE.test(address)) return null;
  const hex = address.slice(2);
  const checksummed = toChecksumAddress(address);
  const isUniformCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!isUniformCase && checksummed !== address) return null;
  return checksummed;
}
