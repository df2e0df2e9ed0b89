"use client";

import type { ClaimTimeline, MyClaimsResponse } from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";
import { chainName } from "@/features/wallets/chains";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useSeededQueryData } from "@/hooks/use-seeded-query-data";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { Link } from "@/i18n/navigation";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";
import { Skeleton, SkeletonBlock, SkeletonText } from "@/ui/skeleton";
import { campaignHref } from "./campaign-href";
import { STEP_TEXT } from "./claim-steps";
import { ClaimTimelineSteps } from "./claim-timeline";
import { pickText } from "./pick-text";
import type { ReceivedOnServer } from "./received-on-server";
import { MY_CLAIMS_KEY, useMyClaims } from "./use-claim-timelines";

function ClaimCard({ claim }: { claim: ClaimTimeline }) {
  const t = useTranslations();
  const locale = useLocale();
  const name = pickText(claim.nft.name, locale);
  const headingId = `claim-${claim.claimId}`;
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-card p-4">
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex gap-3">
          <img src={claim.nft.imageUrl} alt="" className="size-16 shrink-0 rounded-xl bg-surface object-cover" />
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={headingId} className="text-base font-bold wrap-break-word">
              <Link
                href={campaignHref(claim.projectId, claim.campaignId, `nfts/${claim.nft.id}`)}
                prefetch={false}
                className="text-link underline"
              >
                {name}
              </Link>
            </h2>
            <p className="text-sm text-muted wrap-break-word">
              {t("claims.from", { campaign: pickText(claim.campaignTitle, locale) })}
            </p>
            <p className="text-xs text-muted">
              {chainName(claim.chainId) ?? claim.chainId}
              {" · "}
              <span className="font-bold text-ink">{t("claims.now", { step: t(STEP_TEXT[claim.step]) })}</span>
            </p>
          </div>
        </div>
        <ClaimTimelineSteps timeline={claim} label={t("claims.stepsOf", { name })} />
      </article>
    </li>
  );
}

/**
 * `/wallet/claims`: every claim of the fan with its life — claimed, queued, sent (the transaction on
 * the chain's explorer), minted (the block), transferred out, or failed with the reason and what happens
 * next. It is the server's record, so the fan sees the same on any device once signed in; the page asks
 * again while a claim is on its way. `initial`: the page's server read (received-on-server.ts).
 */
export function MyClaimsScreen({ initial }: { initial?: ReceivedOnServer<MyClaimsResponse> }) {
  useSeededQueryData(MY_CLAIMS_KEY, initial?.data, initial?.fetchedAt ?? 0);
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const me = useSignedInUser();
  const claims = useMyClaims(me.isSuccess);
  const list = claims.data?.claims;
  return (
    <Screen title={t("claims.title")} lead={t("claims.lead")} wide>
      {claims.error ? <InlineAlert>{errorMessage(claims.error)}</InlineAlert> : null}
      {!list && !claims.error ? (
        <Skeleton label={t("actions.loading")} className="@container">
          <div className="grid grid-cols-1 gap-4 @2xl:grid-cols-2">
            {[0, 1].map((card) => (
              <div key={card} className="flex flex-col gap-4 rounded-2xl border border-line p-4">
                <div className="flex gap-3">
                  <SkeletonBlock className="size-16 shrink-0 rounded-xl" />
                  <div className="flex flex-1 flex-col gap-2">
                    <SkeletonBlock className="h-5 w-2/3" />
                    <SkeletonBlock className="h-4 w-1/2" />
                    <SkeletonBlock className="h-3 w-1/3" />
                  </div>
                </div>
                <SkeletonText lines={4} />
              </div>
            ))}
          </div>
        </Skeleton>
      ) : null}
      {list?.length === 0 ? (
        <p className="rounded-lg border-2 border-dashed border-line px-4 py-8 text-center text-muted">
          {t("claims.none")}
        </p>
      ) : null}
      {list && list.length > 0 ? (
        // Columns by the room the page gets, not the window: one on a phone, two on a wide page.
        <div className="@container">
          <ul className="grid grid-cols-1 gap-4 @2xl:grid-cols-2">
            {list.map((claim) => (
              <ClaimCard key={claim.claimId} claim={claim} />
            ))}
          </ul>
        </div>
      ) : null}
      <ButtonLink
        href="/wallet"
        prefetch={false}
        variant="outlined"
        size="lg"
        fullWidth
        className="lg:w-auto lg:self-start"
      >
        {t("claims.toWallet")}
      </ButtonLink>
    </Screen>
  );
}
