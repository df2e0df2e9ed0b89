import { describe, expect, it } from "vitest";
import { parseWalletAddress } from "./wallet-address";

// The EIP-55 reference addresses.
const VALID = [
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
];

describe("parseWalletAddress", () => {
  it("accepts checksummed addresses as they are", () => {
    for (const address of VALID) expect(parseWalletAddress(address)).toBe(address);
  });

  it("accepts uniform case and returns the checksummed form", () => {
    expect(parseWalletAddress(VALID[0]?.toLowerCase() ?? "")).toBe(VALID[0]);
    expect(parseWalletAddress(` 0x${VALID[1]?.slice(2).toUpperCase()} `)).toBe(VALID[1]);
  });

  it("refuses a wrong checksum and a wrong shape", () => {
    expect(parseWalletAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD")).toBeNull();
    expect(parseWalletAddress("0x1234")).toBeNull();
    expect(parseWalletAddress("5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toBeNull();
    expect(parseWalletAddress("0xZZAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toBeNull();
  });
});
