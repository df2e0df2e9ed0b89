"use client";

import { useConfig } from "wagmi";
import { getConnection } from "wagmi/actions";
import { ConnectToWalletModal } from "./connect-to-wallet-modal";
import type { WalletKind } from "./wallet-kinds";
import { WalletProviders } from "./wallet-providers";
import type { WalletSettings } from "./wallet-settings";

/** The wallets of the fan's own: the built-in web wallet has its own button where this is used. */
const EXTERNAL_KINDS: readonly WalletKind[] = ["MetaMask", "WalletConnect"];

export type ExternalWalletPickerProps = {
  settings: WalletSettings;
  /** The connected wallet's address (as the wallet reports it). */
  onAddress: (address: string) => void;
  onClose: () => void;
};

/**
 * The ConnectToWallet modal with the wallet providers around it, for a page outside /wallet. Imported
 * only when the fan asks to connect a wallet (`import()`), so wagmi and viem cost nothing to the others
 * (ADR 0015). A wallet connected before (wagmi's cookie) answers at once.
 */
export function ExternalWalletPicker({ settings, onAddress, onClose }: ExternalWalletPickerProps) {
  return (
    <WalletProviders settings={settings} initialState={undefined}>
      <Picker onAddress={onAddress} onClose={onClose} />
    </WalletProviders>
  );
}

function Picker({ onAddress, onClose }: Omit<ExternalWalletPickerProps, "settings">) {
  const config = useConfig();
  return (
    <ConnectToWalletModal
      open
      kinds={EXTERNAL_KINDS}
      onClose={onClose}
      onConnected={() => {
        const { address } = getConnection(config);
        if (address) onAddress(address);
        else onClose();
      }}
    />
  );
}
