"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { type Connector, type CreateConnectorFn, useConnect, useConnectors } from "wagmi";
import { useAppToasts } from "@/hooks/use-app-toasts";
import { InlineAlert } from "@/ui/inline-alert";
import { Modal } from "@/ui/modal";
import { findMetaMask } from "./metamask-connector";
import { isPhone, metaMaskAppLink } from "./phone-wallets";
import { useWalletErrorMessage } from "./use-wallet-error-message";
import { isAlreadyConnected, walletProblemOf } from "./wallet-errors";
import { WalletKindIcon } from "./wallet-kind-icon";
import { WALLET_KINDS, type WalletKind } from "./wallet-kinds";
import { useWalletSettings, walletConnectSite } from "./wallet-providers";
import { loadWalletConnect } from "./walletconnect-connector";

const HINTS = {
  Sw3Wallet: "wallet.kinds.Sw3Wallet.hint",
  MetaMask: "wallet.kinds.MetaMask.hint",
  WalletConnect: "wallet.kinds.WalletConnect.hint",
} as const;

const ALL_KINDS: readonly WalletKind[] = WALLET_KINDS.map((entry) => entry.kind);

export type ConnectToWalletModalProps = {
  open: boolean;
  onClose: () => void;
  /** Called once a wallet is connected (the page then shows the WalletConnection modal). */
  onConnected: () => void;
  /** The kinds offered (default: all three); a page with its own way to the web wallet leaves it out. */
  kinds?: readonly WalletKind[];
};

/** On a phone without MetaMask in the browser: where MetaMask lives there (its app), else null. */
function useMetaMaskApp(open: boolean): string | null {
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setLink(isPhone(window) && !findMetaMask(window) ? metaMaskAppLink(window.location.href) : null);
  }, [open]);
  return link;
}

/**
 * The ConnectToWallet modal (spec section 2): the three wallet kinds with their icons. MetaMask without
 * an installed extension shows the install warning toast; on a phone, where there is no extension to
 * install, MetaMask opens this page in the MetaMask app instead, and WalletConnect (a phone wallet's own
 * way) comes first. WalletConnect is offered only when a project id is configured (nothing can reach its
 * relay without one) and its SDK is imported only now, when picked (ADR 0015).
 */
export function ConnectToWalletModal({
  open,
  onClose,
  onConnected,
  kinds: offered = ALL_KINDS,
}: ConnectToWalletModalProps) {
  const t = useTranslations();
  const settings = useWalletSettings();
  const connectors = useConnectors();
  const toasts = useAppToasts();
  const walletError = useWalletErrorMessage();
  // Brand names stay as they are in every language; the built-in wallet's name is translated.
  const nameOf = (kind: WalletKind) => (kind === "Sw3Wallet" ? t("wallet.kinds.Sw3Wallet.name") : kind);
  // Errors are shown here, next to the choice that failed, not as a second toast.
  const connect = useConnect({ mutation: { meta: { handlesErrors: true } } });
  const [picked, setPicked] = useState<WalletKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const metaMaskApp = useMetaMaskApp(open);
  const available = WALLET_KINDS.filter(
    (entry) => offered.includes(entry.kind) && (entry.kind !== "WalletConnect" || settings.walletConnectProjectId),
  );
  const kinds = metaMaskApp
    ? [
        ...available.filter((entry) => entry.kind === "WalletConnect"),
        ...available.filter((e) => e.kind !== "WalletConnect"),
      ]
    : available;

  async function connectorFor(kind: WalletKind, connectorId: string): Promise<Connector | CreateConnectorFn | null> {
    if (kind === "WalletConnect") {
      if (!settings.walletConnectProjectId) return null;
      return loadWalletConnect(settings.walletConnectProjectId, walletConnectSite());
    }
    const connector = connectors.find((candidate) => candidate.id === connectorId) ?? null;
    // Told before any prompt: no extension, no MetaMask provider.
    if (kind === "MetaMask" && connector && !(await connector.getProvider())) return null;
    return connector;
  }

  async function pick(kind: WalletKind, connectorId: string) {
    setProblem(null);
    setPicked(kind);
    try {
      const connector = await connectorFor(kind, connectorId);
      if (!connector) {
        if (kind === "MetaMask") toasts.metaMaskNotInstalled();
        else setProblem(t("wallet.errors.unknown"));
        return;
      }
      await connect.mutateAsync({ connector });
      onConnected();
    } catch (error) {
      // Connected already (wagmi reconnected it from its cookie): that is what the fan asked for.
      if (isAlreadyConnected(error)) onConnected();
      else if (walletProblemOf(error) === "providerNotFound") toasts.metaMaskNotInstalled();
      else setProblem(walletError(error));
    } finally {
      setPicked(null);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t("wallet.connect.title")} kind="ConnectToWallet">
      <p className="text-sm leading-relaxed text-muted">{t("wallet.connect.lead")}</p>
      <ul className="flex flex-col gap-3">
        {kinds.map(({ kind, connectorId }) => (
          <li key={kind}>
            {kind === "MetaMask" && metaMaskApp ? (
              <a href={metaMaskApp} className={OPTION_CLASS}>
                <KindLabel kind={kind} name={nameOf(kind)} hint={t("wallet.kinds.MetaMask.appHint")} />
              </a>
            ) : (
              <button
                type="button"
                disabled={picked !== null}
                onClick={() => void pick(kind, connectorId)}
                className={`${OPTION_CLASS} disabled:opacity-60`}
              >
                <KindLabel kind={kind} name={nameOf(kind)} hint={t(HINTS[kind])} />
              </button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted">
        {picked ? t("wallet.connect.connecting", { wallet: nameOf(picked) }) : ""}
      </p>
      <InlineAlert>{problem}</InlineAlert>
    </Modal>
  );
}

const OPTION_CLASS =
  "flex min-h-16 w-full items-center gap-4 rounded-xl border-2 border-line bg-card px-4 py-3 text-left text-ink no-underline hover:border-primary";

function KindLabel({ kind, name, hint }: { kind: WalletKind; name: string; hint: string }) {
  return (
    <>
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-primary">
        <WalletKindIcon kind={kind} />
      </span>
      <span className="flex flex-col">
        <span className="font-bold">{name}</span>
        <span className="text-sm text-muted">{hint}</span>
      </span>
    </>
  );
}
