"use client";

import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { type Config, type State, WagmiProvider } from "wagmi";
import { reconnect } from "wagmi/actions";
import type { WalletSettings } from "@/features/wallets/wallet-settings";
import { createWalletConfig } from "./wallet-config";
import { loadWalletConnect, WALLETCONNECT_ID, type WalletConnectSite } from "./walletconnect-connector";

const WalletSettingsContext = createContext<WalletSettings | null>(null);

/** The deployment's wallet settings (chains, WalletConnect project id), inside WalletProviders only. */
export function useWalletSettings(): WalletSettings {
  const settings = useContext(WalletSettingsContext);
  if (!settings) throw new Error("useWalletSettings needs <WalletProviders> (the wallet page's layout).");
  return settings;
}

/** What WalletConnect shows the fan's wallet about us: this site, its name and icon. */
export function walletConnectSite(): WalletConnectSite {
  const origin = window.location.origin;
  return {
    name: "Fanfare",
    description: "Fan campaigns and digital rewards",
    url: origin,
    icon: `${origin}/icon.svg`,
  };
}

/**
 * A fan whose last wallet was WalletConnect gets it back on start too, but only they pay for its SDK:
 * once wagmi's own reconnect (Sw3Wallet, MetaMask) has settled, the connector is loaded and reconnected.
 */
function useWalletConnectReconnect(config: Config, projectId: string | null) {
  useEffect(() => {
    if (!projectId) return;
    let isCancelled = false;
    let unsubscribe = () => {};
    void Promise.resolve(config.storage?.getItem("recentConnectorId")).then((recent) => {
      if (isCancelled || recent !== WALLETCONNECT_ID) return;
      const resume = async () => {
        unsubscribe();
        const connector = await loadWalletConnect(projectId, walletConnectSite());
        if (!isCancelled) await reconnect(config, { connectors: [connector] });
      };
      const isSettled = (status: Config["state"]["status"]) => status === "connected" || status === "disconnected";
      if (isSettled(config.state.status)) void resume();
      else
        unsubscribe = config.subscribe(
          (state) => state.status,
          (status) => {
            if (isSettled(status)) void resume();
          },
        );
    });
    return () => {
      isCancelled = true;
      unsubscribe();
    };
  }, [config, projectId]);
}

function WalletConnectReconnect({ config, projectId }: { config: Config; projectId: string | null }) {
  useWalletConnectReconnect(config, projectId);
  return null;
}

export type WalletProvidersProps = {
  settings: WalletSettings;
  /** wagmi's state from the request's cookie (cookieToInitialState), so the server renders what the browser will. */
  initialState: State | undefined;
  children: ReactNode;
};

/**
 * wagmi for the pages that need a wallet, and only for them (ADR 0015): the root layout stays free of
 * it, so every public page keeps its JavaScript budget. Uses the app's QueryClient (from Providers), so
 * wallet mutations report to the same global error handler.
 */
export function WalletProviders({ settings, initialState, children }: WalletProvidersProps) {
  // One config per tab: connectors keep listeners and the connection between renders.
  const [config] = useState(() => createWalletConfig(settings));
  return (
    <WalletSettingsContext.Provider value={settings}>
      <WagmiProvider config={config} initialState={initialState}>
        <WalletConnectReconnect config={config} projectId={settings.walletConnectProjectId} />
        {children}
      </WagmiProvider>
    </WalletSettingsContext.Provider>
  );
}
