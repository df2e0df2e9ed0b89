"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState, useSyncExternalStore } from "react";
import { useConnection } from "wagmi";
import { ConnectedAccounts } from "@/features/social/connected-accounts";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { Button } from "@/ui/button";
import { Screen } from "@/ui/screen";
import { ConnectToWalletModal } from "./connect-to-wallet-modal";
import { LinkedWallets, useLinkedWallets } from "./linked-wallets";
import { MyNfts, useMyNfts } from "./my-nfts";
import { useWebWalletContents, useWebWalletSession } from "./use-web-wallet";
import { STATUS_TEXTS, WalletConnectionModal } from "./wallet-connection-modal";
import { WalletKindIcon } from "./wallet-kind-icon";
import { walletKindOf } from "./wallet-kinds";
import { WebWalletCard } from "./web-wallet-card";

type OpenModal = "connect" | "connection" | null;

/**
 * `/wallet`: the fan's built-in web wallet (made on the first visit), the browser wallet connected now
 * (ConnectToWallet / WalletConnection modals), the wallets linked to the account, and every NFT received
 * with its mint status, sendable from the web wallet to a linked wallet; then the music and social accounts
 * connected for missions, each with a way to disconnect it (reached from the projects page's account
 * actions at `#connected-accounts`).
 */
export function WalletScreen() {
  const t = useTranslations();
  const me = useSignedInUser();
  const isSignedIn = me.isSuccess;
  const session = useWebWalletSession(isSignedIn);
  const contents = useWebWalletContents(session.isSuccess);
  const wallets = useLinkedWallets(isSignedIn);
  const nfts = useMyNfts(isSignedIn);
  const connection = useConnection();
  const [modal, setModal] = useState<OpenModal>(null);
  const kind = walletKindOf(connection.connector?.id);
  const inWebWallet = useMemo(() => new Set(contents.data?.nfts.map((nft) => nft.claimId)), [contents.data]);
  const hydrated = useHydrated();

  return (
    <Screen title={t("wallet.title")} lead={t("wallet.lead")}>
      <WebWalletCard session={session} />

      <section aria-labelledby="connected-wallet-heading" className="flex flex-col gap-3">
        <h2 id="connected-wallet-heading" className="text-lg font-bold">
          {t("wallet.connected.heading")}
        </h2>
        <p className="flex items-center gap-2 text-sm" role="status" aria-live="polite">
          {kind && connection.isConnected ? <WalletKindIcon kind={kind} size={20} /> : null}
          <span>{t(STATUS_TEXTS[connection.status])}</span>
          {connection.isConnected && connection.address ? (
            <span className="truncate font-mono text-muted">{shortAddress(connection.address)}</span>
          ) : null}
        </p>
        {connection.isConnected ? (
          <Button variant="outlined" fullWidth onClick={() => setModal("connection")}>
            {t("wallet.connected.manage")}
          </Button>
        ) : (
          <Button
            fullWidth
            disabled={!hydrated || connection.status === "reconnecting" || connection.status === "connecting"}
            onClick={() => setModal("connect")}
          >
            {t("wallet.connected.connect")}
          </Button>
        )}
      </section>

      <LinkedWallets wallets={wallets} />
      <MyNfts nfts={nfts} inWebWallet={inWebWallet} linked={wallets.data?.linked ?? []} />
      <ConnectedAccounts enabled={isSignedIn} />

      <ConnectToWalletModal
        open={modal === "connect"}
        onClose={() => setModal(null)}
        onConnected={() => setModal("connection")}
      />
      <WalletConnectionModal open={modal === "connection"} onClose={() => setModal(null)} />
    </Screen>
  );
}

/** 0x1234…abcd: enough to recognise a wallet at a glance; the full address is one tap away. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and until React has hydrated the page, then true. The wallet page carries
 * wagmi and hydrates late on a slow phone: a "connect" pressed before that did nothing, silently, so the
 * button stays disabled until it can open its dialog.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
