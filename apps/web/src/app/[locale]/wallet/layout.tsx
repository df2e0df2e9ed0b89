import { headers } from "next/headers";
import type { ReactNode } from "react";
import { cookieToInitialState } from "wagmi";
import { env } from "@/env";
import { createWalletConfig } from "@/features/wallets/wallet-config";
import { WalletProviders } from "@/features/wallets/wallet-providers";
import { walletSettings } from "@/features/wallets/wallet-settings";
import { RouteMessagesLayout } from "@/i18n/route-messages-provider";

const settings = walletSettings(env);

/**
 * The wallet pages get wagmi here, not in the root layout (ADR 0015): every other page stays without
 * its ~30 kB and without reading the wallet cookie. The cookie gives the server wagmi's state, so the
 * first HTML already shows what the browser will (no hydration mismatch, no "disconnected" flash).
 */
export default async function WalletLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState(createWalletConfig(settings), (await headers()).get("cookie"));
  return (
    <RouteMessagesLayout>
      <WalletProviders settings={settings} initialState={initialState}>
        {children}
      </WalletProviders>
    </RouteMessagesLayout>
  );
}
