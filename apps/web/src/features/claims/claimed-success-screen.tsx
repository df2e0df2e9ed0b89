"use client";

import type { EffectType, ReceivedClaims } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useSeededQueryData } from "@/hooks/use-seeded-query-data";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { api } from "@/lib/api";
import { ButtonLink } from "@/ui/button-link";
import { Screen } from "@/ui/screen";
import { campaignHref } from "./campaign-href";
import { ConditionProofs } from "./condition-proofs";
import { NotReceivedNotice } from "./not-received-notice";
import { pickText } from "./pick-text";
import type { ReceivedOnServer } from "./received-on-server";
import { SuccessEffect } from "./success-effect";

export type ClaimedPageProps = { projectId: string; campaignId: string };

export const receivedClaimsKey = (campaignId: string) => ["campaigns", campaignId, "claims", "mine"] as const;

/**
 * `/projects/[projectId]/[campaign]/claimed-success` (rendered dark by its page): the NFT the fan just
 * claimed under the campaign's success effect. Before any claim the API answers receivedPage-2001.
 * `initial` is the page's server read (received-on-server.ts): with it the first HTML shows the NFT.
 */
export function ClaimedSuccessScreen({
  projectId,
  campaignId,
  initial,
}: ClaimedPageProps & { initial?: ReceivedOnServer<ReceivedClaims> }) {
  useSeededQueryData(receivedClaimsKey(campaignId), initial?.data, initial?.fetchedAt ?? 0);
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const me = useSignedInUser();
  const received = useQuery({
    queryKey: receivedClaimsKey(campaignId),
    queryFn: ({ signal }) => api.receivedClaims(campaignId, signal),
    enabled: me.isSuccess,
    meta: { handlesErrors: true },
  });
  const back = campaignHref(projectId, campaignId);

  if (received.error) return <NotReceivedNotice message={errorMessage(received.error)} campaignHref={back} />;
  if (!received.data) {
    return (
      <Screen title={t("received.successTitle")}>
        <p role="status" className="text-muted">
          {t("actions.loading")}
        </p>
      </Screen>
    );
  }

  // The latest claim is the one just made (a fan may claim up to the per-fan limit).
  const latest = received.data.claims.at(-1) ?? received.data.claims[0];
  if (!latest) return null;
  return (
    <ClaimedSuccessView
      projectId={projectId}
      campaignId={campaignId}
      nft={latest.nft}
      effect={received.data.effect}
      effectImageUrl={received.data.effectImageUrl}
    />
  );
}

export type ClaimedSuccessViewProps = ClaimedPageProps & {
  nft: Pick<ReceivedClaims["claims"][number]["nft"], "id" | "name" | "imageUrl">;
  effect: EffectType;
  effectImageUrl: string | null;
  /** The conditions' proofs (the fan's own, read from the API); the console's preview has none to show. */
  withProofs?: boolean;
};

/**
 * The claimed-success page for one NFT under the campaign's effect: what ClaimedSuccessScreen shows the
 * fan, and what the operator console's preview shows (and replays, by mounting it again).
 */
export function ClaimedSuccessView({
  projectId,
  campaignId,
  nft,
  effect,
  effectImageUrl,
  withProofs = true,
}: ClaimedSuccessViewProps) {
  const t = useTranslations();
  const locale = useLocale();
  const back = campaignHref(projectId, campaignId);
  const name = pickText(nft.name, locale);
  return (
    <Screen title={t("received.successTitle")} lead={t("received.successLead", { name })}>
      <figure className="mx-auto w-full max-w-sm">
        {/* The effect covers the image only, not the caption under it. */}
        <div className="relative">
          {/* NFT images come from the campaign's assets in any size; a plain <img> keeps it simple. */}
          <img
            src={nft.imageUrl}
            alt={name}
            // The page's largest paint: fetched before the scripts rather than after them (issue 17).
            fetchPriority="high"
            className="aspect-square w-full rounded-2xl bg-surface object-cover shadow-lg"
          />
          <SuccessEffect effect={effect} imageUrl={effectImageUrl} imageAlt={t("received.effectImageAlt")} />
        </div>
        <figcaption className="mt-3 text-center text-lg font-bold">{name}</figcaption>
      </figure>
      {withProofs ? <ConditionProofs campaignId={campaignId} /> : null}
      <ButtonLink href={campaignHref(projectId, campaignId, `nfts/${nft.id}`)} size="lg" fullWidth>
        {t("received.viewNft")}
      </ButtonLink>
      <ButtonLink href={back} variant="outlined" size="lg" fullWidth>
        {t("received.backToCampaign")}
      </ButtonLink>
    </Screen>
  );
}
