import { headers } from "next/headers";
import { cookieToInitialState } from "wagmi";
import { env } from "@/env";
import { createWalletConfig } from "@/features/wallets/wallet-config";
import { WalletProviders } from "@/features/wallets/wallet-providers";
import { WalletScreen } from "@/features/wallets/wallet-screen";
import { walletSettings } from "@/features/wallets/wallet-settings";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("wallet.title");

const settings = walletSettings(env);

/**
 * `/wallet`: the fan's wallets and NFTs (not in the spec's route table; see ADR 0015). wagmi is here, not
 * in a layout: the fan's list of claims beside it (`/wallet/claims`) uses none of it, and a layout's
 * provider would load its ~33 kB there too. The cookie gives the server wagmi's state, so the first HTML
 * already shows what the browser will (no hydration mismatch, no "disconnected" flash).
 */
export default async function WalletPage() {
  const initialState = cookieToInitialState(createWalletConfig(settings), (await headers()).get("cookie"));
  return (
    <WalletProviders settings={settings} initialState={initialState}>
      <WalletScreen />
    </WalletProviders>
  );
}
