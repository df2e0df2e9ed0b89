import type { Page } from "@playwright/test";
import { type Address, type Hex, numberToHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";

/** What the page-side provider receives back from the test process for one request. */
type Answer = { result?: unknown; error?: { code: number; message: string }; chainChanged?: Hex };

export type InjectedWallet = {
  address: Address;
  /** Every method the page asked for, in order. */
  calls: string[];
  /** Methods the "person" declines (EIP-1193 error 4001), as MetaMask does on Reject. */
  refuse: Set<string>;
  chainId(): number;
};

export type InjectedWalletOptions = {
  privateKey: Hex;
  chainId?: number;
  /** JSON-RPC of the chain the wallet reads from (e.g. the e2e Hardhat node); reads fail without it. */
  rpcUrl?: string;
};

/** Methods answered in the test process itself; anything else is a read forwarded to the chain. */
const SIGNING = new Set(["eth_sendTransaction", "eth_signTypedData_v4", "eth_sign", "wallet_addEthereumChain"]);

/**
 * An EIP-1193 provider in the page, answering the way MetaMask does, backed by a real private key that
 * never enters the page: page.addInitScript installs window.ethereum (isMetaMask) and announces it by
 * EIP-6963 (rdns io.metamask); each request goes through page.exposeFunction to this process, where
 * viem signs (personal_sign), accounts are authorised on eth_requestAccounts / wallet_requestPermissions,
 * wallet_switchEthereumChain switches (emitting chainChanged in the page), and reads go to `rpcUrl`.
 * Call before the first navigation; the state survives reloads (it lives here, like an extension's).
 */
export async function injectWallet(page: Page, options: InjectedWalletOptions): Promise<InjectedWallet> {
  const account = privateKeyToAccount(options.privateKey);
  let chainId = options.chainId ?? 31337;
  let authorised = false;
  const wallet: InjectedWallet = { address: account.address, calls: [], refuse: new Set(), chainId: () => chainId };

  async function forward(method: string, params: unknown[]): Promise<Answer> {
    if (!options.rpcUrl) return { error: { code: 4200, message: `no chain to read ${method} from` } };
    const response = await fetch(options.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    return body.error ? { error: body.error } : { result: body.result };
  }

  async function answer(method: string, params: unknown[]): Promise<Answer> {
    wallet.calls.push(method);
    if (wallet.refuse.has(method)) return { error: { code: 4001, message: "User rejected the request." } };
    switch (method) {
      case "eth_chainId":
        return { result: numberToHex(chainId) };
      case "net_version":
        return { result: String(chainId) };
      case "eth_accounts":
        return { result: authorised ? [account.address] : [] };
      case "eth_requestAccounts":
        authorised = true;
        return { result: [account.address] };
      case "wallet_requestPermissions":
        authorised = true;
        return {
          result: [
            {
              parentCapability: "eth_accounts",
              caveats: [{ type: "restrictReturnedAccounts", value: [account.address] }],
            },
          ],
        };
      case "wallet_getPermissions":
        return { result: authorised ? [{ parentCapability: "eth_accounts" }] : [] };
      case "wallet_revokePermissions":
        authorised = false;
        return { result: null };
      case "personal_sign": {
        const [data, from] = params as [Hex, Address];
        if (!authorised || from.toLowerCase() !== account.address.toLowerCase()) {
          return { error: { code: 4100, message: "The requested account has not been authorised." } };
        }
        return { result: await account.signMessage({ message: { raw: data } }) };
      }
      case "wallet_switchEthereumChain": {
        const [{ chainId: hex }] = params as [{ chainId: Hex }];
        chainId = Number.parseInt(hex, 16);
        return { result: null, chainChanged: hex };
      }
      default:
        if (SIGNING.has(method))
          return { error: { code: 4200, message: `${method} is not supported by this test wallet` } };
        return forward(method, params);
    }
  }

  await page.exposeFunction("__fanfareTestWallet", (method: string, params: unknown[]) => answer(method, params));
  await page.addInitScript(() => {
    type Listener = (value: unknown) => void;
    const bridge = Reflect.get(window, "__fanfareTestWallet") as (method: string, params: unknown[]) => Promise<Answer>;
    const listeners = new Map<string, Set<Listener>>();
    const emit = (event: string, value: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(value);
    };
    const provider = {
      isMetaMask: true,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const reply = await bridge(method, params ?? []);
        if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
        if (reply.chainChanged) setTimeout(() => emit("chainChanged", reply.chainChanged), 0);
        return reply.result;
      },
      on(event: string, listener: Listener) {
        const set = listeners.get(event) ?? new Set<Listener>();
        set.add(listener);
        listeners.set(event, set);
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
      },
    };
    Object.defineProperty(window, "ethereum", { value: provider, configurable: true });
    const info = Object.freeze({
      uuid: "6f1c1a34-58f2-4a2b-9a6e-0000000000e2",
      name: "MetaMask",
      icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
      rdns: "io.metamask",
    });
    const announce = () =>
      window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }));
    window.addEventListener("eip6963:requestProvider", announce);
    announce();
  });
  return wallet;
}
