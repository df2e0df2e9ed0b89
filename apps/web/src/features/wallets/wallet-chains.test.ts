import { ALL_CHAINS, SUPPORTED_CHAIN_IDS } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { chainName } from "./chains";
import { KNOWN_CHAINS, walletChains } from "./wallet-chains";

describe("the wallets' chains", () => {
  it("are the deployment's, default first, with the local chain's configured RPC URL", () => {
    const chains = walletChains({ chainIds: [31337, 137, 1], localChainRpcUrl: "http://127.0.0.1:8603" });
    expect(chains.map((chain) => chain.id)).toEqual([31337, 137, 1]);
    expect(chains[0].rpcUrls.default.http).toEqual(["http://127.0.0.1:8603"]);
    expect(chains[1]?.blockExplorers?.default.url).toBe("https://polygonscan.com");
  });

  it("cover every chain of the spec", () => {
    const ids = [137, 1, 1868, 80002, 11155111, 1946];
    expect(walletChains({ chainIds: ids, localChainRpcUrl: null }).map((chain) => chain.id)).toEqual(ids);
    expect(() => walletChains({ chainIds: [56], localChainRpcUrl: null })).toThrow(/no known chain/);
  });

  it("are viem's definitions of exactly the protocol's chains, with the protocol's explorers", () => {
    expect(Object.keys(KNOWN_CHAINS).map(Number).sort()).toEqual([...SUPPORTED_CHAIN_IDS].sort());
    for (const chain of ALL_CHAINS) {
      expect([chain.id, KNOWN_CHAINS[chain.id]?.blockExplorers?.default.url ?? null]).toEqual([
        chain.id,
        chain.explorerUrl,
      ]);
    }
  });

  it("have names for people, from the protocol", () => {
    expect(chainName(1868)).toBe("Soneium");
    expect(chainName(31337)).toBe("Hardhat");
    expect(chainName(56)).toBeNull();
  });
});
