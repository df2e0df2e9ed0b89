import { CHAINS, LOCAL_CHAIN, SPEC_CHAIN_IDS } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { walletChains } from "./wallet-chains";
import { walletSettings } from "./wallet-settings";

describe("walletSettings", () => {
  it("offers the spec's six chains, Polygon first, and no WalletConnect by default", () => {
    expect(walletSettings(parseEnv({}))).toEqual({
      chainIds: [137, 1, 1868, 80002, 11155111, 1946],
      defaultChainId: 137,
      localChainRpcUrl: null,
      walletConnectProjectId: null,
    });
  });

  it("adds the local chain in embedded mode and makes it the default", () => {
    const settings = walletSettings(parseEnv({ NEXT_PUBLIC_LOCAL_CHAIN_RPC_URL: "http://127.0.0.1:8603" }));
    expect(settings.chainIds).toEqual([31337, 137, 1, 1868, 80002, 11155111, 1946]);
    expect(settings.localChainRpcUrl).toBe("http://127.0.0.1:8603");
  });

  it("puts DEFAULT_CHAIN_ID first and refuses a chain the web cannot offer", () => {
    expect(walletSettings(parseEnv({ DEFAULT_CHAIN_ID: "80002" })).chainIds[0]).toBe(80002);
    expect(() => walletSettings(parseEnv({ DEFAULT_CHAIN_ID: "31337" }))).toThrow(/NEXT_PUBLIC_LOCAL_CHAIN_RPC_URL/);
    expect(() => walletSettings(parseEnv({ DEFAULT_CHAIN_ID: "56" }))).toThrow(/DEFAULT_CHAIN_ID/);
  });

  it("takes a WalletConnect project id only in its shape", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(walletSettings(parseEnv({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: id })).walletConnectProjectId).toBe(id);
    expect(() => parseEnv({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: "nope" })).toThrow(/WALLETCONNECT/);
  });
});

describe("the chains the wallets may offer", () => {
  it("are the protocol's, each known to viem, in the spec's order", () => {
    const all = walletSettings(parseEnv({ NEXT_PUBLIC_LOCAL_CHAIN_RPC_URL: "http://127.0.0.1:8603" })).chainIds;
    expect(all).toEqual([LOCAL_CHAIN.id, ...SPEC_CHAIN_IDS]);
    expect(walletSettings(parseEnv({})).chainIds).toEqual(CHAINS.map((chain) => chain.id));
    expect(walletChains({ chainIds: all, localChainRpcUrl: null }).map((chain) => chain.id)).toEqual(all);
  });
});
