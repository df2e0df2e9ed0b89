"use client";

import type { FanNftView, LinkedWalletView, MintStatus } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { MY_CLAIMS_PATH } from "@/features/claims/my-claims-path";
import { pickText } from "@/features/claims/pick-text";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Link } from "@/i18n/navigation";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { Skeleton, SkeletonBlock } from "@/ui/skeleton";
import { chainName } from "./chains";
import { isSendable, TransferForm } from "./transfer-form";
import { MY_NFTS_KEY } from "./use-web-wallet";

/** How often the list looks again while an NFT is still being minted. */
const MINTING_POLL_MS = 5000;

export const MINT_STATUS_TEXTS: Record<
  MintStatus,
  "wallet.nfts.minting" | "wallet.nfts.minted" | "wallet.nfts.failed"
> = {
  PENDING: "wallet.nfts.minting",
  SUBMITTED: "wallet.nfts.minting",
  MINTED: "wallet.nfts.minted",
  FAILED: "wallet.nfts.failed",
};

const STATUS_STYLE: Record<MintStatus, string> = {
  PENDING: "bg-amber-100 text-amber-900",
  SUBMITTED: "bg-amber-100 text-amber-900",
  MINTED: "bg-green-100 text-green-900",
  FAILED: "bg-red-100 text-red-900",
};

const isMinting = (nft: FanNftView) => nft.status === "PENDING" || nft.status === "SUBMITTED";

export function useMyNfts(enabled: boolean) {
  return useQuery({
    queryKey: MY_NFTS_KEY,
    queryFn: ({ signal }) => api.myNfts(signal),
    enabled,
    refetchInterval: (query) => (query.state.data?.nfts.some(isMinting) ? MINTING_POLL_MS : false),
    meta: { handlesErrors: true },
  });
}

export type MyNftsProps = {
  nfts: ReturnType<typeof useMyNfts>;
  /** Claim ids of the NFTs sitting in the web wallet now (they can be sent). */
  inWebWallet: ReadonlySet<string>;
  linked: LinkedWalletView[];
};

/** Every NFT the fan received, with its mint status; those in the web wallet can be sent to a linked one. */
export function MyNfts({ nfts, inWebWallet, linked }: MyNftsProps) {
  const t = useTranslations();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [sending, setSending] = useState<string | null>(null);

  return (
    <section aria-labelledby="my-nfts-heading" className="flex flex-col gap-3">
      <h2 id="my-nfts-heading" className="text-lg font-bold">
        {t("wallet.nfts.heading")}
      </h2>
      <Link href={MY_CLAIMS_PATH} prefetch={false} className="w-fit text-sm font-bold text-link underline">
        {t("wallet.nfts.allClaims")}
      </Link>
      {nfts.error ? <InlineAlert>{errorMessage(nfts.error)}</InlineAlert> : null}
      {!nfts.data && !nfts.error ? (
        <Skeleton label={t("actions.loading")} className="flex flex-col gap-4">
          {[0, 1].map((card) => (
            <div key={card} className="flex gap-3 rounded-2xl border border-line p-3">
              <SkeletonBlock className="size-20 shrink-0 rounded-xl" />
              <div className="flex flex-1 flex-col gap-2">
                <SkeletonBlock className="h-5 w-2/3" />
                <SkeletonBlock className="h-4 w-20 rounded-full" />
                <SkeletonBlock className="h-3 w-1/2" />
              </div>
            </div>
          ))}
        </Skeleton>
      ) : null}
      {nfts.data?.nfts.length === 0 ? <p className="text-sm text-muted">{t("wallet.nfts.none")}</p> : null}
      <ul className="flex flex-col gap-4">
        {nfts.data?.nfts.map((nft) => {
          const name = pickText(nft.name, locale);
          const canSend = isSendable(nft) && inWebWallet.has(nft.claimId);
          return (
            <li key={nft.claimId} className="flex flex-col gap-3 rounded-2xl border border-line p-3">
              <div className="flex gap-3">
                <img src={nft.imageUrl} alt="" className="size-20 shrink-0 rounded-xl bg-surface object-cover" />
                <div className="flex min-w-0 flex-col gap-1">
                  <Link
                    href={`/projects/${nft.projectId}/${nft.campaignId}/nfts/${nft.nftId}`}
                    prefetch={false}
                    className="font-bold wrap-break-word text-link"
                  >
                    {name}
                  </Link>
                  <span className={`w-fit rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_STYLE[nft.status]}`}>
                    {t(MINT_STATUS_TEXTS[nft.status])}
                  </span>
                  {/* Token ids are up to 39 digits (a claim's UUID): they may break anywhere on a phone. */}
                  <span className="text-xs text-muted break-all">
                    {chainName(nft.chainId) ?? nft.chainId}
                    {nft.tokenId !== null ? ` · ${t("wallet.nfts.tokenId", { tokenId: nft.tokenId })}` : ""}
                  </span>
                  {nft.explorerUrl ? (
                    <a href={nft.explorerUrl} target="_blank" rel="noreferrer" className="text-xs text-link underline">
                      {t("wallet.nfts.viewTransaction")}
                    </a>
                  ) : null}
                </div>
              </div>
              {canSend && isSendable(nft) && sending === nft.claimId ? (
                <TransferForm nft={nft} linked={linked} />
              ) : null}
              {canSend && isSendable(nft) && sending !== nft.claimId ? (
                <Button variant="outlined" size="sm" onClick={() => setSending(nft.claimId)}>
                  {t("wallet.transfer.open")}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
