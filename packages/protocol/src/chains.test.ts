import { describe, expect, it } from "vitest";
import { BLOCK_EXPLORERS, explorerTxUrl, SUPPORTED_CHAIN_IDS } from "./chains";
import { CHAINS } from "./enums";

describe("chains", () => {
  it("supports exactly the spec's chains plus the local one, and every spec chain has an explorer", () => {
    expect([...SUPPORTED_CHAIN_IDS].sort((a, b) => a - b)).toEqual([1, 137, 1868, 1946, 31337, 80002, 11155111]);
    for (const chain of CHAINS) expect(BLOCK_EXPLORERS[chain.id]).toMatch(/^https:\/\//);
    expect(BLOCK_EXPLORERS[31337]).toBeUndefined();
  });

  it("links a transaction on the chain's explorer; the local chain has none", () => {
    expect(explorerTxUrl(137, "0xabc")).toBe("https://polygonscan.com/tx/0xabc");
    expect(explorerTxUrl(11155111, "0xabc")).toBe("https://sepolia.etherscan.io/tx/0xabc");
    expect(explorerTxUrl(31337, "0xabc")).toBeNull();
    expect(explorerTxUrl(137, null)).toBeNull();
    expect(explorerTxUrl(null, "0xabc")).toBeNull();
  });
});
