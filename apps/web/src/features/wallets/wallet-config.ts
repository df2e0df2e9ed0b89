import { type Config, cookieStorage, createConfig, createStorage, http, type Transport } from "wagmi";
import type { WalletSettings } from "@/features/wallets/wallet-settings";
import { metaMask, watchAnnouncedWallets } from "./metamask-connector";
import { sw3Wallet } from "./sw3-wallet-connector";
import { walletChains } from "./wallet-chains";

/** wagmi's state lives in a first-party cookie under this name, so the server can render it (SSR). */
export const WALLET_STORAGE_KEY = "fanfare.wallet";

/**
 * The wagmi config of the wallet pages: the deployment's chains (the spec's six, plus the local chain in
 * embedded mode), the Sw3Wallet and MetaMask connectors (WalletConnect joins only when picked,
 * walletconnect-connector.ts), state in a cookie (`ssr` + cookieToInitialState: no hydration mismatch).
 * EIP-6963 discovery of every wallet is off: the modal offers exactly the platform's three kinds, and
 * the MetaMask connector looks for MetaMask's own announcement.
 */
export function createWalletConfig(settings: WalletSettings): Config {
  const chains = walletChains(settings);
  const transports: Record<number, Transport> = Object.fromEntries(
    // The web reads nothing from the chains itself (the API does); these serve wagmi's public client.
    chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0], { batch: true })]),
  );
  if (typeof window !== "undefined") watchAnnouncedWallets(window);
  return createConfig({
    chains,
    connectors: [sw3Wallet({ defaultChainId: settings.defaultChainId }), metaMask()],
    transports,
    ssr: true,
    storage: createStorage({ storage: cookieStorage, key: WALLET_STORAGE_KEY }),
    multiInjectedProviderDiscovery: false,
  });
}
