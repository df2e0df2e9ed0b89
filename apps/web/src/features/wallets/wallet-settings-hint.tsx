"use client";

import { createContext, type ReactNode, useContext } from "react";
import type { WalletSettings } from "./wallet-settings";

const WalletSettingsHintContext = createContext<WalletSettings | null>(null);

/**
 * The deployment's wallet settings for a page that loads the wallet providers only when the fan asks
 * (the wallet-address condition's "connect a wallet"): a plain value, so the page does not carry
 * wagmi until then (ADR 0015). The wallet pages' own context is WalletProviders'.
 */
export function WalletSettingsHintProvider({ settings, children }: { settings: WalletSettings; children: ReactNode }) {
  return <WalletSettingsHintContext.Provider value={settings}>{children}</WalletSettingsHintContext.Provider>;
}

/** The settings, or null on a page that offers no wallet connection. */
export function useWalletSettingsHint(): WalletSettings | null {
  return useContext(WalletSettingsHintContext);
}
