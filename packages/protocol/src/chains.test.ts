import { describe, expect, it } from "vitest";
import {
  ALL_CHAINS,
  BLOCK_EXPLORERS,
  CHAINS,
  chainInfo,
  explorerTxUrl,
  isSupportedChainId,
  LOCAL_CHAIN,
  SPEC_CHAIN_IDS,
  SUPPORTED_CHAIN_IDS,
} from "./chains";
import { NftOwnConfig } from "./schemas/campaigns";

describe("chains", () => {
  it("supports exactly the spec's chains plus the local one, and every spec chain has an explorer", () => {
    expect([...SUPPORTED_CHAIN_IDS].sort((a, b) => a - b)).toEqual([1, 137, 1868, 1946, 31337, 80002, 11155111]);
    for (const chain of CHAINS) expect(BLOCK_EXPLORERS[chain.id]).toMatch(/^https:\/\//);
    expect(BLOCK_EXPLORERS[31337]).toBeUndefined();
  });

  it("derives every list from the one definition, and they agree", () => {
    const ids: number[] = ALL_CHAINS.map((chain) => chain.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ALL_CHAINS).toEqual([...CHAINS, LOCAL_CHAIN]);
    expect(SPEC_CHAIN_IDS).toEqual([137, 1, 1868, 80002, 11155111, 1946]); // the spec's order
    expect(SUPPORTED_CHAIN_IDS).toEqual([...SPEC_CHAIN_IDS, LOCAL_CHAIN.id]);
    expect(Object.keys(BLOCK_EXPLORERS).map(Number).sort()).toEqual(
      ALL_CHAINS.filter((chain) => chain.explorerUrl)
        .map((chain) => chain.id)
        .sort(),
    );
    for (const id of [...ids, 56, 0]) {
      const supported = ids.includes(id);
      expect([id, isSupportedChainId(id)]).toEqual([id, supported]);
      expect([id, chainInfo(id)?.id]).toEqual([id, supported ? id : undefined]);
      const config = { source: "FROM_SPECIFY_CONTRACT_ADDRESS", chainId: id, contractAddress: `0x${"1".repeat(40)}` };
      expect([id, NftOwnConfig.safeParse(config).success]).toEqual([id, supported]);
    }
  });

  it("links a transaction on the chain's explorer; the local chain has none", () => {
    expect(explorerTxUrl(137, "0xabc")).toBe("https://polygonscan.com/tx/0xabc");
    expect(explorerTxUrl(11155111, "0xabc")).toBe("https://sepolia.etherscan.io/tx/0xabc");
    expect(explorerTxUrl(31337, "0xabc")).toBeNull();
    expect(explorerTxUrl(137, null)).toBeNull();
    expect(explorerTxUrl(null, "0xabc")).toBeNull();
  });
});
