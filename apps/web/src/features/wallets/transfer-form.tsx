"use client";

import type { FanNftView, LinkedWalletView } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useAppToasts } from "@/hooks/use-app-toasts";
import { useErrorMessage } from "@/hooks/use-error-message";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { MY_NFTS_KEY, WEB_WALLET_CONTENTS_KEY, withWebWalletToken } from "./use-web-wallet";

type Sendable = FanNftView & { contractAddress: string; tokenId: string };

export function isSendable(nft: FanNftView): nft is Sendable {
  return nft.status === "MINTED" && nft.contractAddress !== null && nft.tokenId !== null;
}

/**
 * Sends one NFT from the built-in web wallet to one of the fan's linked wallets. The server signs
 * (POST /web-wallet/transfers with the scoped token); the API accepts only a linked wallet as the
 * destination (wallet-E2006), which is why only those are offered.
 */
export function TransferForm({ nft, linked }: { nft: Sendable; linked: LinkedWalletView[] }) {
  const t = useTranslations();
  const toasts = useAppToasts();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const selectId = useId();
  const [to, setTo] = useState(linked[0]?.address ?? "");
  const transfer = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () =>
      withWebWalletToken((token) =>
        api.transferFromWebWallet(token, {
          chainId: nft.chainId,
          contractAddress: nft.contractAddress,
          tokenId: nft.tokenId,
          to,
        }),
      ),
    onSuccess: () => {
      toasts.nftSent();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_NFTS_KEY }),
        queryClient.invalidateQueries({ queryKey: WEB_WALLET_CONTENTS_KEY }),
      ]);
    },
  });

  if (linked.length === 0) return <p className="text-sm text-muted">{t("wallet.transfer.linkFirst")}</p>;
  if (transfer.data) {
    return (
      <p role="status" className="text-sm break-all text-success">
        {t("wallet.transfer.sent", { txHash: transfer.data.txHash })}
      </p>
    );
  }
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (to) transfer.mutate();
      }}
    >
      <label htmlFor={selectId} className="text-sm font-bold">
        {t("wallet.transfer.to")}
      </label>
      <select
        id={selectId}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        className="min-h-11 rounded-lg border-2 border-line bg-card px-3 font-mono text-sm"
      >
        {linked.map((wallet) => (
          <option key={wallet.address} value={wallet.address}>
            {wallet.connector} {wallet.address}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" disabled={transfer.isPending || !to}>
        {transfer.isPending ? t("wallet.transfer.sending") : t("wallet.transfer.send")}
      </Button>
      <InlineAlert>{transfer.error ? errorMessage(transfer.error) : null}</InlineAlert>
    </form>
  );
}
