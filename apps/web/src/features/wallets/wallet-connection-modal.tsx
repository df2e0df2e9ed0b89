"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useChains, useConnection, useDisconnect, useSwitchChain } from "wagmi";
import { useAppToasts } from "@/hooks/use-app-toasts";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { CopyButton } from "@/ui/copy-button";
import { CheckIcon } from "@/ui/icons/check-icon";
import { InlineAlert } from "@/ui/inline-alert";
import { Modal } from "@/ui/modal";
import { chainName } from "./chains";
import { useLinkWallet, WALLETS_QUERY_KEY } from "./use-link-wallet";
import { useWalletErrorMessage } from "./use-wallet-error-message";
import { WalletKindIcon } from "./wallet-kind-icon";
import { isSameAddress, linkableConnector, walletKindOf } from "./wallet-kinds";

export const STATUS_TEXTS = {
  connected: "wallet.status.connected",
  connecting: "wallet.status.connecting",
  reconnecting: "wallet.status.reconnecting",
  disconnected: "wallet.status.disconnected",
} as const;

const LINK_STEP_TEXTS = {
  message: "wallet.link.stepMessage",
  signature: "wallet.link.stepSignature",
  verification: "wallet.link.stepVerification",
} as const;

export type WalletConnectionModalProps = { open: boolean; onClose: () => void };

/**
 * The WalletConnection modal (spec section 2): the connected wallet's status, address (copy), chain
 * (switch among the configured ones), disconnect, and "link this wallet to my account" by signing.
 */
export function WalletConnectionModal({ open, onClose }: WalletConnectionModalProps) {
  const t = useTranslations();
  const toasts = useAppToasts();
  const walletError = useWalletErrorMessage();
  const connection = useConnection();
  const chains = useChains();
  const networkId = useId();
  const disconnect = useDisconnect({ mutation: { meta: { handlesErrors: true } } });
  const switchChain = useSwitchChain({ mutation: { meta: { handlesErrors: true } } });
  const link = useLinkWallet();
  const wallets = useQuery({
    queryKey: WALLETS_QUERY_KEY,
    queryFn: ({ signal }) => api.listWallets(signal),
    enabled: open,
    meta: { handlesErrors: true },
  });

  const kind = walletKindOf(connection.connector?.id);
  const linkAs = linkableConnector(kind);
  const address = connection.address;
  const isLinked = wallets.data?.linked.some((wallet) => isSameAddress(wallet.address, address)) ?? false;
  // wagmi knows the wallet's chain id even when it is not one of ours; then `chain` is undefined.
  const isChainConfigured = connection.chain !== undefined;
  const problem = switchChain.error ?? link.error ?? disconnect.error;

  return (
    <Modal open={open} onClose={onClose} title={t("wallet.connection.title")} kind="WalletConnection">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 text-sm">
        <dt className="font-bold">{t("wallet.connection.status")}</dt>
        <dd>
          <span role="status" aria-live="polite">
            {t(STATUS_TEXTS[connection.status])}
          </span>
        </dd>
        {kind ? (
          <>
            <dt className="font-bold">{t("wallet.connection.wallet")}</dt>
            <dd className="flex items-center gap-2">
              <WalletKindIcon kind={kind} size={20} />
              {connection.connector?.name}
            </dd>
          </>
        ) : null}
        {address ? (
          <>
            <dt className="font-bold">{t("wallet.address")}</dt>
            <dd className="flex items-center gap-1">
              <span className="font-mono break-all" data-testid="connected-address">
                {address}
              </span>
              <CopyButton value={address} label={t("wallet.copyAddress")} />
            </dd>
          </>
        ) : null}
        {connection.chainId !== undefined && connection.isConnected ? (
          <>
            <dt className="font-bold">{t("wallet.connection.chain")}</dt>
            <dd>
              {isChainConfigured
                ? (chainName(connection.chainId) ?? connection.chain?.name)
                : t("wallet.connection.chainUnknown", { chainId: connection.chainId })}
            </dd>
          </>
        ) : null}
      </dl>

      {connection.isConnected && !isChainConfigured ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("wallet.errors.chainNotConfigured")}
        </p>
      ) : null}

      {connection.isConnected && chains.length > 1 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={networkId} className="text-sm font-bold">
            {t("wallet.connection.switchChain")}
          </label>
          <select
            id={networkId}
            value={isChainConfigured ? connection.chainId : ""}
            disabled={switchChain.isPending}
            onChange={(event) => switchChain.mutate({ chainId: Number(event.target.value) })}
            className="min-h-11 rounded-lg border-2 border-line bg-card px-3"
          >
            {isChainConfigured ? null : (
              <option value="" disabled>
                {t("wallet.connection.chainUnknown", { chainId: connection.chainId ?? 0 })}
              </option>
            )}
            {chains.map((chain) => (
              <option key={chain.id} value={chain.id}>
                {chainName(chain.id) ?? chain.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {linkAs && address && connection.connector && isLinked ? (
        <p className="flex items-center gap-2 text-sm font-bold text-success">
          <CheckIcon size={20} />
          {t("wallet.link.linked")}
        </p>
      ) : null}
      {linkAs && address && connection.connector && !isLinked ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm leading-relaxed text-muted">{t("wallet.link.explain")}</p>
          <Button
            fullWidth
            disabled={link.isPending || !isChainConfigured || connection.chainId === undefined}
            onClick={() => {
              const connector = connection.connector;
              const chainId = connection.chainId;
              if (!connector || chainId === undefined) return;
              link.mutate({ address, chainId, connector, kind: linkAs }, { onSuccess: () => toasts.walletLinked() });
            }}
          >
            {t("wallet.link.action")}
          </Button>
          <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted">
            {link.step ? t(LINK_STEP_TEXTS[link.step]) : ""}
          </p>
        </div>
      ) : null}

      <InlineAlert>{problem ? walletError(problem) : null}</InlineAlert>

      {connection.isConnected ? (
        <Button
          variant="outlined"
          theme="secondary"
          fullWidth
          disabled={disconnect.isPending}
          onClick={() => disconnect.mutate(undefined, { onSuccess: onClose })}
        >
          {t("wallet.connection.disconnect")}
        </Button>
      ) : null}
    </Modal>
  );
}
