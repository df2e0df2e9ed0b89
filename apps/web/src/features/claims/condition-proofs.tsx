"use client";

import { useTranslations } from "next-intl";
import { conditionText } from "@/features/campaigns/campaign-texts";
import { useCampaign } from "@/features/campaigns/use-campaign";
import { ProofBadge } from "@/features/conditions/proof-badge";

/**
 * claimed-success: the conditions the fan met and how each was proven (verified by the provider, on
 * chain, by a code, or their own word). NONE proves nothing and is left out; nothing shows while the
 * campaign loads or when it cannot be read (the page is about the NFT; this is its footnote).
 */
export function ConditionProofs({ campaignId }: { campaignId: string }) {
  const t = useTranslations();
  const campaign = useCampaign(campaignId);
  const conditions = (campaign.data?.conditions ?? []).filter((condition) => condition.type !== "NONE");
  if (conditions.length === 0) return null;
  const all = campaign.data?.conditions ?? [];
  return (
    <section aria-labelledby="condition-proofs-heading" className="flex flex-col gap-2">
      <h2 id="condition-proofs-heading" className="text-base font-bold">
        {t("received.proofsHeading")}
      </h2>
      <ul className="flex flex-col gap-2">
        {conditions.map((condition) => {
          const sameKind = all.filter((other) => other.type === condition.type).length;
          return (
            <li
              key={condition.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-sm"
            >
              <span className="font-bold">
                {t(conditionText(condition))}
                {sameKind > 1 ? ` ${condition.index}` : ""}
              </span>
              <ProofBadge condition={condition} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
