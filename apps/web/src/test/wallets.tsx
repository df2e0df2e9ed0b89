import { LOCAL_CHAIN, SPEC_CHAIN_IDS } from "@fanfare/protocol";
import type { ReactElement } from "react";
import { type Address, type EIP1193Provider, type Hex, numberToHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { WalletProviders } from "@/features/wallets/wallet-providers";
import type { WalletSettings } from "@/features/wallets/wallet-settings";
import { renderWithApp } from "./render";

export const TEST_WALLET_SETTINGS: WalletSettings = {
  chainIds: [LOCAL_CHAIN.id, ...SPEC_CHAIN_IDS],
  defaultChainId: LOCAL_CHAIN.id,
  localChainRpcUrl: "http://127.0.0.1:8603",
  walletConnectProjectId: null,
};

/** renderWithApp plus the wallet pages' providers (a real wagmi config, as the wallet layout makes it). */
export function renderWithWallets(ui: ReactElement, settings: WalletSettings = TEST_WALLET_SETTINGS) {
  return renderWithApp(
    <WalletProviders settings={settings} initialState={undefined}>
      {ui}
    </WalletProviders>,
  );
}

/** Hardhat's well-known account #9 (never the minter): a real key, so signatures really verify. */
export const TEST_PRIVATE_KEY: Hex = "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6";

export type FakeMetaMask = EIP1193Provider & {
  isMetaMask: true;
  /** What the next request of these methods does: answer, or refuse as a person would (4001). */
  refuse: Set<string>;
  chainId: number;
  calls: string[];
};

/**
 * An injected EIP-1193 provider answering the way MetaMask does, with a real private key (viem): accounts,
 * chain, personal_sign, wallet_switchEthereumChain. Unit tests put it on window.ethereum.
 */
export function fakeMetaMask(chainId = 31337): FakeMetaMask {
  const account = privateKeyToAccount(TEST_PRIVATE_KEY);
  let authorised = false;
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value);
  };
  const refusal = () => Object.assign(new Error("User rejected the request."), { code: 4001 });
  const provider = {
    isMetaMask: true as const,
    refuse: new Set<string>(),
    chainId,
    calls: [] as string[],
    async request({ method, params }: { method: string; params?: unknown }) {
      provider.calls.push(method);
      if (provider.refuse.has(method)) throw refusal();
      const list = Array.isArray(params) ? params : [];
      switch (method) {
        case "eth_chainId":
          return numberToHex(provider.chainId);
        case "eth_accounts":
          return authorised ? [account.address] : [];
        case "eth_requestAccounts":
          authorised = true;
          return [account.address];
        case "wallet_requestPermissions":
          authorised = true;
          return [
            {
              parentCapability: "eth_accounts",
              caveats: [{ type: "restrictReturnedAccounts", value: [account.address] }],
            },
          ];
        case "wallet_revokePermissions":
          authorised = false;
          return null;
        case "personal_sign": {
          const [data, from] = list as [Hex, Address];
          if (from.toLowerCase() !== account.address.toLowerCase()) throw new Error("unknown account");
          return account.signMessage({ message: { raw: data } });
        }
        case "wallet_switchEthereumChain": {
          const [{ chainId: hex }] = list as [{ chainId: Hex }];
          provider.chainId = Number.parseInt(hex, 16);
          emit("chainChanged", hex);
          return null;
        }
        default:
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      }
    },
    on(event: string, listener: (value: unknown) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: (value: unknown) => void) {
      listeners.get(event)?.delete(listener);
    },
  };
  return provider as unknown as FakeMetaMask;
}

export const TEST_ADDRESS: Address = privateKeyToAccount(TEST_PRIVATE_KEY).address;

/** wagmi keeps its state in cookies; a test starts without any. */
export function clearCookies() {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: wagmi's cookieStorage writes document.cookie; so does its cleanup here
    if (name) document.cookie = `${name}=;max-age=-1;path=/`;
  }
}

type Route = (init: RequestInit | undefined, path: string) => Response | Promise<Response>;

/**
 * A fetch stand-in for the wallet pages: "METHOD /api/v1/…" → answer. Unknown routes answer 404 with
 * request-E1004 (as the API does). Records every call with its headers and parsed body.
 */
export function apiRoutes(routes: Record<string, Route>) {
  const calls: { method: string; path: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchStandIn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    const headers = Object.fromEntries(Object.entries((init?.headers as Record<string, string>) ?? {}));
    calls.push({ method, path, headers, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${path}`];
    if (route) return route(init, path);
    return new Response(JSON.stringify({ code: "request-E1004", category: "BAD_REQUEST", message: "" }), {
      status: 404,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { fetch: fetchStandIn, calls };
}
