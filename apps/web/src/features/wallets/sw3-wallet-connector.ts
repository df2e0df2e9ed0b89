import {
  type Address,
  getAddress,
  numberToHex,
  ProviderRpcError,
  SwitchChainError,
  UnsupportedProviderMethodError,
} from "viem";
import { ChainNotConfiguredError, createConnector } from "wagmi";
import { openWebWalletSession } from "./web-wallet-session";

export const SW3_WALLET_ID = "sw3Wallet";
const CONNECTED_KEY = "sw3Wallet.connected";

/**
 * Thrown for anything that would need the key: the built-in wallet's key lives on the server
 * (encrypted) and is never sent to the browser, so the browser can neither sign nor send. Its NFTs
 * move through the API (POST /api/v1/web-wallet/transfers), where the server signs.
 */
export class WebWalletSignsNothingError extends Error {
  override name = "WebWalletSignsNothingError";
  readonly code = UnsupportedProviderMethodError.code;
  constructor(readonly method: string) {
    super(
      `The built-in web wallet does not sign in the browser (${method}). Its NFTs are sent from the wallet page, where the server signs.`,
    );
  }
}

type RequestArguments = { method: string; params?: unknown };
type Listener = (...args: never[]) => void;

/** The small EIP-1193 face of the web wallet: accounts and chain only. */
export type Sw3WalletProvider = {
  readonly isSw3Wallet: true;
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
};

type ConnectResult<withCapabilities extends boolean> = {
  accounts: withCapabilities extends true
    ? readonly { address: Address; capabilities: Record<string, unknown> }[]
    : readonly Address[];
  chainId: number;
};

/** wagmi's two shapes of a connection's accounts, chosen by the caller's `withCapabilities`. */
function accountsOf<withCapabilities extends boolean>(
  address: Address,
  withCapabilities: withCapabilities | boolean | undefined,
): ConnectResult<withCapabilities>["accounts"] {
  const accounts: readonly Address[] | readonly { address: Address; capabilities: Record<string, unknown> }[] =
    withCapabilities ? [{ address, capabilities: {} }] : [address];
  // TypeScript cannot narrow a conditional type from a runtime flag; the branch above is that narrowing.
  return accounts as ConnectResult<withCapabilities>["accounts"];
}

/**
 * The wagmi connector of the built-in web wallet (Sw3Wallet). Connecting asks the API for the fan's
 * web wallet (POST /api/v1/me/web-wallet makes it on first need): the address comes back with a
 * short-lived scoped token, and nothing secret reaches the browser. The provider answers
 * eth_accounts, eth_requestAccounts, eth_chainId and wallet_switchEthereumChain (to a configured chain);
 * every signing or sending method is refused with WebWalletSignsNothingError.
 * "Previously authorised" is a flag in wagmi's storage (a cookie): set on connect, cleared on disconnect.
 */
export function sw3Wallet({ defaultChainId }: { defaultChainId: number }) {
  type StorageItem = { [CONNECTED_KEY]: true };
  let account: Address | null = null;
  let chainId = defaultChainId;
  const listeners = new Map<string, Set<Listener>>();

  return createConnector<Sw3WalletProvider, Record<string, unknown>, StorageItem>((config) => {
    const isConfigured = (id: number) => config.chains.some((chain) => chain.id === id);

    function useChain(id: number) {
      if (!isConfigured(id)) throw new SwitchChainError(new ChainNotConfiguredError());
      if (id === chainId) return;
      chainId = id;
      config.emitter.emit("change", { chainId });
    }

    async function requestAccounts(): Promise<Address[]> {
      const session = await openWebWalletSession();
      account = getAddress(session.address);
      return [account];
    }

    const provider: Sw3WalletProvider = {
      isSw3Wallet: true,
      async request({ method, params }) {
        switch (method) {
          case "eth_chainId":
            return numberToHex(chainId);
          case "eth_accounts":
            return account ? [account] : [];
          case "eth_requestAccounts":
            return requestAccounts();
          case "wallet_switchEthereumChain": {
            const [wanted] = Array.isArray(params) ? params : [];
            const hex = wanted && typeof wanted === "object" && "chainId" in wanted ? wanted.chainId : undefined;
            const id = typeof hex === "string" ? Number.parseInt(hex, 16) : Number.NaN;
            if (!isConfigured(id)) {
              throw new ProviderRpcError(new ChainNotConfiguredError(), {
                code: 4902,
                shortMessage: "Unrecognised chain.",
              });
            }
            useChain(id);
            return null;
          }
          default:
            throw new UnsupportedProviderMethodError(new WebWalletSignsNothingError(method), { method });
        }
      },
      on(event, listener) {
        const set = listeners.get(event) ?? new Set();
        set.add(listener);
        listeners.set(event, set);
      },
      removeListener(event, listener) {
        listeners.get(event)?.delete(listener);
      },
    };

    return {
      id: SW3_WALLET_ID,
      name: "Sw3Wallet",
      type: "sw3Wallet",
      async connect<withCapabilities extends boolean = false>(
        parameters: { chainId?: number; isReconnecting?: boolean; withCapabilities?: withCapabilities | boolean } = {},
      ): Promise<ConnectResult<withCapabilities>> {
        const [address] = await requestAccounts();
        if (!address) throw new Error("The web wallet has no address.");
        if (parameters.chainId !== undefined) useChain(parameters.chainId);
        await config.storage?.setItem(CONNECTED_KEY, true);
        const accounts = accountsOf<withCapabilities>(address, parameters.withCapabilities);
        return { accounts, chainId };
      },
      async disconnect() {
        account = null;
        await config.storage?.removeItem(CONNECTED_KEY);
      },
      async getAccounts() {
        return account ? [account] : [];
      },
      async getChainId() {
        return chainId;
      },
      async getProvider() {
        return provider;
      },
      async isAuthorized() {
        if (!(await config.storage?.getItem(CONNECTED_KEY))) return false;
        // Authorised means: this browser chose the web wallet, and the session still opens it.
        return requestAccounts().then(
          () => true,
          () => false,
        );
      },
      async switchChain({ chainId: wanted }) {
        const chain = config.chains.find((candidate) => candidate.id === wanted);
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError());
        useChain(wanted);
        return chain;
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect();
        else config.emitter.emit("change", { accounts: accounts.map((address) => getAddress(address)) });
      },
      onChainChanged(chain) {
        config.emitter.emit("change", { chainId: Number(chain) });
      },
      onDisconnect() {
        account = null;
        config.emitter.emit("disconnect");
      },
    };
  });
}
