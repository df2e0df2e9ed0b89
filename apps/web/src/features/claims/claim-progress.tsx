"use client";

import type { ClaimTimeline } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useSeededQueryData } from "@/hooks/use-seeded-query-data";
import { Link } from "@/i18n/navigation";
import { InlineAlert } from "@/ui/inline-alert";
import { Skeleton, SkeletonText } from "@/ui/skeleton";
import { ClaimTimelineSteps } from "./claim-timeline";
import { MY_CLAIMS_PATH } from "./my-claims-path";
import type { ReceivedOnServer } from "./received-on-server";
import { myClaimKey, useMyClaim } from "./use-claim-timelines";

/** The NFT page's section: where this claim stands, and the way to every claim of the fan. */
export function ClaimProgress({
  claimId,
  name,
  initial,
}: {
  claimId: string;
  name: string;
  /** The page's server read of this claim (received-on-server.ts). */
  initial?: ReceivedOnServer<ClaimTimeline>;
}) {
  useSeededQueryData(myClaimKey(claimId), initial?.data, initial?.fetchedAt ?? 0);
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const claim = useMyClaim(claimId);
  return (
    <section aria-labelledby="claim-progress-heading" className="flex flex-col gap-3">
      <h2 id="claim-progress-heading" className="text-lg font-bold">
        {t("claims.progressHeading")}
      </h2>
      {claim.error ? <InlineAlert>{errorMessage(claim.error)}</InlineAlert> : null}
      {claim.data ? <ClaimTimelineSteps timeline={claim.data} label={t("claims.stepsOf", { name })} /> : null}
      {!claim.data && !claim.error ? (
        <Skeleton label={t("actions.loading")}>
          <SkeletonText lines={4} />
        </Skeleton>
      ) : null}
      <Link href={MY_CLAIMS_PATH} prefetch={false} className="w-fit text-sm font-bold text-link underline">
        {t("claims.all")}
      </Link>
    </section>
  );
}
