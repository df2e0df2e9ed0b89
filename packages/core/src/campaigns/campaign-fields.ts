import type { CampaignRow } from "./tables";

/** Every field of a campaign the import takes (CampaignDefinition), from its row. */
export function campaignFields(c: CampaignRow) {
  return {
    title: c.texts.title,
    description: c.texts.description,
    terms: c.texts.terms,
    privacyPolicy: c.texts.privacyPolicy,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    distributionStartsAt: c.distributionStartsAt.toISOString(),
    distributionEndsAt: c.distributionEndsAt.toISOString(),
    theme: c.theme,
    links: c.links,
    imageSource: c.imageSource,
    imageUrl: c.imageUrl,
    effect: c.effect,
    effectImageUrl: c.effectImageUrl,
    rewardKind: c.rewardKind,
    rewardTiming: c.rewardTiming,
    totalSupply: c.totalSupply,
    perFanLimit: c.perFanLimit,
    prizeCount: c.prizeCount,
    winPercent: c.winPercent,
  };
}
