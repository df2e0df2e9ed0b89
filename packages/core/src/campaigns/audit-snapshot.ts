import type { CampaignRow } from "./tables";

/** The campaign fields the audit log shows before → after (never the draw seed: it is secret until the draw). */
export const AUDITED_CAMPAIGN_FIELDS = [
  "title",
  "description",
  "terms",
  "privacyPolicy",
  "publishStatus",
  "startsAt",
  "endsAt",
  "distributionStartsAt",
  "distributionEndsAt",
  "theme",
  "links",
  "imageSource",
  "imageUrl",
  "effect",
  "effectImageUrl",
  "chainId",
  "rewardKind",
  "rewardTiming",
  "totalSupply",
  "perFanLimit",
  "prizeCount",
  "winPercent",
] as const;
export type AuditedCampaignField = (typeof AUDITED_CAMPAIGN_FIELDS)[number];

/** A campaign row as the audit log records it: the fields above only. */
export function campaignAuditSnapshot(row: CampaignRow): Record<AuditedCampaignField, unknown> {
  const { texts, ...fields } = row;
  return {
    title: texts.title,
    description: texts.description,
    terms: texts.terms,
    privacyPolicy: texts.privacyPolicy,
    publishStatus: fields.publishStatus,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    distributionStartsAt: fields.distributionStartsAt,
    distributionEndsAt: fields.distributionEndsAt,
    theme: fields.theme,
    links: fields.links,
    imageSource: fields.imageSource,
    imageUrl: fields.imageUrl,
    effect: fields.effect,
    effectImageUrl: fields.effectImageUrl,
    chainId: fields.chainId,
    rewardKind: fields.rewardKind,
    rewardTiming: fields.rewardTiming,
    totalSupply: fields.totalSupply,
    perFanLimit: fields.perFanLimit,
    prizeCount: fields.prizeCount,
    winPercent: fields.winPercent,
  };
}
