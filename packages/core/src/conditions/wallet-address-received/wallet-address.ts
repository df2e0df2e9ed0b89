import { getAddress } from "viem";

const SHAPE = /^0x[0-9a-fA-F]{40}$/u;

/**
 * A wallet address as the spec wants it: 0x and 40 hexadecimal characters. All-lower or all-upper hex
 * carries no checksum and is accepted; mixed case is an EIP-55 checksum (keccak-256 of the lower-case
 * hex) and must match it exactly. Returns the checksummed form, or null.
 */
export function parseWalletAddress(input: string): `0x${string}` | null {
  const address = input.trim();
  if (!SHAPE.test(address)) return null;
  const hex = address.slice(2);
  const checksummed = getAddress(`0x${hex.toLowerCase()}`);
  const isUniformCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!isUniformCase && checksummed !== address) return null;
  return checksummed;
}
