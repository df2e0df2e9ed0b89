import { keccak256Hex } from "@/lib/keccak256";

const SHAPE = /^0x[0-9a-fA-F]{40}$/u;

/** The EIP-55 form of a 40-hex-character address: a letter is upper case when its hash nibble is ≥ 8. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak256Hex(new TextEncoder().encode(hex));
  let out = "0x";
  for (let i = 0; i < hex.length; i++) {
    const char = hex.charAt(i);
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
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
