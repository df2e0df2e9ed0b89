"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { api } from "@/lib/api";
import { ButtonLink } from "@/ui/button-link";
import { LocalTime } from "@/ui/local-time";
import { Screen } from "@/ui/screen";
import { campaignHref } from "./campaign-href";
import { NotReceivedNotice } from "./not-received-notice";
import { pickText } from "./pick-text";

export type ReceivedNftScreenProps = { projectId: string; campaignId: string; nftId: string };

/**
 * `/projects/[projectId]/[campaign]/nfts/[nftId]`: the NFT as the fan received it. Token id, owner and
 * transaction appear once the API has them (the chain issue); receivedPage-2001 before the claim.
 */
export function ReceivedNftScreen({ projectId, campaignId, nftId }: ReceivedNftScreenProps) {
  const t = useTranslations();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const me = useSignedInUser();
  const received = useQuery({
    queryKey: ["campaigns", campaignId, "nfts", nftId],
    queryFn: ({ signal }) => api.receivedNft(campaignId, nftId, signal),
    enabled: me.isSuccess,
    meta: { handlesErrors: true },
  });
  const back = campaignHref(projectId, campaignId);

  if (received.error) return <NotReceivedNotice message={errorMessage(received.error)} campaignHref={back} />;
  if (!received.data) {
    return (
      <Screen title={t("received.nftTitle")}>
        <p role="status" className="text-muted">
          {t("actions.loading")}
        </p>
      </Screen>
    );
  }

  const { nft, claimedAt, tokenId, ownerAddress, txHash } = received.data;
  const name = pickText(nft.name, locale);
  const chain = [
    { label: t("received.tokenId"), value: tokenId },
    { label: t("received.owner"), value: ownerAddress },
    { label: t("received.transaction"), value: txHash },
  ].filter((row): row is { label: string; value: string } => row.value !== null);
  return (
    <Screen title={name}>
      <img src={nft.imageUrl} alt={name} className="aspect-square w-full rounded-2xl bg-surface object-cover" />
      <section aria-labelledby="nft-description" className="flex flex-col gap-2">
        <h2 id="nft-description" className="text-lg font-bold">
          {t("received.description")}
        </h2>
        <p className="leading-relaxed whitespace-pre-line">{pickText(nft.description, locale)}</p>
      </section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-surface px-4 py-3 text-sm">
        <dt className="font-bold">{t("received.claimedAt")}</dt>
        <dd>
          <LocalTime value={claimedAt} />
        </dd>
        {chain.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-bold">{row.label}</dt>
            <dd className="font-mono break-all">{row.value}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink href={back} variant="outlined" size="lg" fullWidth>
        {t("received.backToCampaign")}
      </ButtonLink>
    </Screen>
  );
}
