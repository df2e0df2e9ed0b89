"use client";

import type { ClaimTimeline, MintView, ReceivedNft } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { chainName } from "@/features/wallets/chains";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useSeededQueryData } from "@/hooks/use-seeded-query-data";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { api } from "@/lib/api";
import { ButtonLink } from "@/ui/button-link";
import { LocalTime } from "@/ui/local-time";
import { Screen } from "@/ui/screen";
import { Skeleton, SkeletonBlock, SkeletonText } from "@/ui/skeleton";
import { campaignHref } from "./campaign-href";
import { ClaimProgress } from "./claim-progress";
import { NotReceivedNotice } from "./not-received-notice";
import { pickText } from "./pick-text";
import type { ReceivedOnServer } from "./received-on-server";

export type ReceivedNftScreenProps = {
  projectId: string;
  campaignId: string;
  nftId: string;
  /** The page's server read (received-on-server.ts): with it the first HTML shows the NFT. */
  initial?: ReceivedOnServer<ReceivedNft>;
  /** The server's read of the claim's timeline, with it the first HTML shows where the claim stands. */
  initialClaim?: ReceivedOnServer<ClaimTimeline>;
};

export const receivedNftKey = (campaignId: string, nftId: string) => ["campaigns", campaignId, "nfts", nftId] as const;

/** How often the page asks again while the NFT is being minted. */
const MINTING_POLL_MS = 4000;

const isMinting = (mint: MintView | null | undefined) => mint?.status === "PENDING" || mint?.status === "SUBMITTED";

type ChainRow = { label: string; value: string; href?: string | null };

/**
 * `/projects/[projectId]/[campaign]/nfts/[nftId]`: the NFT as the fan received it, and its life on the
 * chain (`mint`): while it is minted (PENDING / SUBMITTED) a polite live region says so and the page
 * asks again every few seconds; once MINTED, token id, owner, contract and the mint transaction linked
 * to the chain's block explorer; FAILED says so. Below, the claim's timeline (ClaimProgress).
 * receivedPage-2001 before the claim.
 */
export function ReceivedNftScreen({ projectId, campaignId, nftId, initial, initialClaim }: ReceivedNftScreenProps) {
  useSeededQueryData(receivedNftKey(campaignId, nftId), initial?.data, initial?.fetchedAt ?? 0);
  const t = useTranslations();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const me = useSignedInUser();
  const received = useQuery({
    queryKey: receivedNftKey(campaignId, nftId),
    queryFn: ({ signal }) => api.receivedNft(campaignId, nftId, signal),
    enabled: me.isSuccess,
    refetchInterval: (query) => (isMinting(query.state.data?.mint) ? MINTING_POLL_MS : false),
    meta: { handlesErrors: true },
  });
  const back = campaignHref(projectId, campaignId);

  if (received.error) return <NotReceivedNotice message={errorMessage(received.error)} campaignHref={back} />;
  if (!received.data) {
    return (
      <Screen title={t("received.nftTitle")}>
        <Skeleton label={t("actions.loading")}>
          <SkeletonBlock className="aspect-square w-full rounded-2xl" />
          <SkeletonBlock className="h-6 w-1/3" />
          <SkeletonText lines={3} />
          <SkeletonBlock className="h-40 w-full" />
        </Skeleton>
      </Screen>
    );
  }

  const { nft, claimedAt, tokenId, ownerAddress, txHash } = received.data;
  const mint = received.data.mint ?? null;
  const name = pickText(nft.name, locale);
  // The protocol allows a mint without a chain yet (chainId null): no network row then.
  const chainId = mint?.chainId ?? null;
  const network = chainId === null ? null : (chainName(chainId) ?? String(chainId));
  const chain = [
    { label: t("received.chain"), value: network },
    { label: t("received.tokenId"), value: mint?.tokenId ?? tokenId },
    { label: t("received.owner"), value: mint?.owner ?? ownerAddress },
    { label: t("received.contract"), value: mint?.contractAddress ?? null },
    { label: t("received.transaction"), value: mint?.txHash ?? txHash, href: mint?.explorerUrl },
  ].filter((row): row is ChainRow => row.value !== null);
  return (
    <Screen title={name}>
      <img
        src={nft.imageUrl}
        alt={name}
        // The page's largest paint: fetched before the scripts rather than after them (issue 17).
        fetchPriority="high"
        className="aspect-square w-full rounded-2xl bg-surface object-cover"
      />
      <section aria-labelledby="nft-description" className="flex flex-col gap-2">
        <h2 id="nft-description" className="text-lg font-bold">
          {t("received.description")}
        </h2>
        <p className="leading-relaxed whitespace-pre-line">{pickText(nft.description, locale)}</p>
      </section>
      {/* Always in the page, so screen readers hear the change from "minting" to "minted". */}
      <p role="status" aria-live="polite" className="text-sm font-bold">
        {isMinting(mint) ? t("received.minting") : null}
        {mint?.status === "MINTED" ? t("received.minted", { chain: network ?? "" }) : null}
      </p>
      {mint?.status === "FAILED" ? (
        <p role="alert" className="rounded-lg border-2 border-danger px-3 py-2 text-sm text-danger">
          {t("received.mintFailed")}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-surface px-4 py-3 text-sm">
        <dt className="font-bold">{t("received.claimedAt")}</dt>
        <dd>
          <LocalTime value={claimedAt} />
        </dd>
        {chain.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-bold">{row.label}</dt>
            <dd className="font-mono break-all">
              {row.href ? (
                <a href={row.href} target="_blank" rel="noreferrer" className="text-link underline">
                  {row.value}
                  <span className="sr-only"> {t("received.opensExplorer")}</span>
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <ClaimProgress claimId={received.data.claimId} name={name} initial={initialClaim} />
      <ButtonLink href={back} variant="outlined" size="lg" fullWidth>
        {t("received.backToCampaign")}
      </ButtonLink>
    </Screen>
  );
}
