import type { CampaignDetail, ConditionView } from "@fanfare/protocol";
import { asc, eq } from "drizzle-orm";
import { CONDITION_MODULES } from "../conditions/registry";
import type { ConditionRow } from "../conditions/tables";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { campaignPageState, EMPTY_PROGRESS } from "./campaign-page-state";
import {
  type FanProgress,
  isConditionCompleted,
  loadFanCampaign,
  loadFanProgress,
  toStateProgress,
} from "./load-campaign";
import { type CampaignNftRow, type CampaignRow, campaignNfts } from "./tables";
import { toCampaignSummary, toNftView } from "./view";

/**
 * The campaign page: the campaign, its NFTs, its conditions with the fan's progress, and the page state
 * computed by campaignPageState (a visitor who is not signed in sees it as a fan with no progress).
 */
export async function getCampaignDetail(
  ctx: CoreContext,
  input: { campaignId: string; fanId: string | null },
): Promise<CampaignDetail> {
  const now = ctx.clock.now();
  const { campaign, conditions } = await loadFanCampaign(ctx.db, input.campaignId);
  const progress: FanProgress | null = input.fanId ? await loadFanProgress(ctx.db, campaign.id, input.fanId) : null;
  const nfts = await loadCampaignNfts(ctx.db, campaign.id);
  return campaignDetailView({ campaign, conditions, nfts, progress, now });
}

export function loadCampaignNfts(db: DbOrTx, campaignId: string): Promise<CampaignNftRow[]> {
  return db
    .select()
    .from(campaignNfts)
    .where(eq(campaignNfts.campaignId, campaignId))
    .orderBy(asc(campaignNfts.position));
}

/**
 * The fan's campaign page from what was read: the one place it is built, for the fan's route and for the
 * console's preview (preview-campaign.ts), which passes a made-up progress and instant.
 */
export function campaignDetailView(input: {
  campaign: CampaignRow;
  conditions: ConditionRow[];
  nfts: CampaignNftRow[];
  progress: FanProgress | null;
  now: Date;
}): CampaignDetail {
  const { campaign, conditions, nfts, progress, now } = input;
  const seen = new Map<string, number>();
  const conditionViews: ConditionView[] = conditions.map((c) => {
    const index = (seen.get(c.type) ?? 0) + 1;
    seen.set(c.type, index);
    const module = CONDITION_MODULES[c.type];
    const data = progress?.completed.get(c.id);
    const view: ConditionView = {
      id: c.id,
      position: c.position,
      type: c.type,
      tab: module?.kind.tab ?? "common",
      slug: module?.kind.slug ?? c.type.toLowerCase(),
      index,
      completed: progress ? isConditionCompleted(c, progress) : c.type === "NONE",
      proof: module?.kind.proof ?? "SELF_ATTESTED",
      provider: module?.kind.provider ?? null,
      survey: null,
      codeMaxLength: null,
      walletAddress: null,
      nftOwn: null,
      social: null,
      ...(module?.describe(c.config, data) ?? {}),
    };
    const state = progress?.socialStates.get(c.id);
    if (view.social && state && !view.completed) {
      view.social = {
        ...view.social,
        permissionRejected: state === "REJECT_PERMISSION",
        hashtagMissing: state === "HAS_NOT_HASHTAG",
      };
    }
    return view;
  });
  const stateProgress = progress ? toStateProgress(conditions, progress) : EMPTY_PROGRESS;
  return {
    ...toCampaignSummary(campaign, now),
    description: campaign.texts.description,
    distributionStartsAt: campaign.distributionStartsAt.toISOString(),
    distributionEndsAt: campaign.distributionEndsAt.toISOString(),
    theme: campaign.theme,
    links: campaign.links,
    imageSource: campaign.imageSource,
    effect: campaign.effect,
    effectImageUrl: campaign.effectImageUrl,
    rewardTiming: campaign.rewardTiming,
    totalSupply: campaign.totalSupply,
    claimedCount: campaign.claimedCount,
    perFanLimit: campaign.perFanLimit,
    prizeCount: campaign.prizeCount,
    drawSeedHash: campaign.drawSeedHash,
    nfts: nfts.map(toNftView),
    conditions: conditionViews,
    state: campaignPageState(campaign, stateProgress, now),
    fan: progress
      ? {
          policiesAccepted: progress.policiesAccepted,
          claims: progress.claims,
          drawResult: progress.entry?.result ?? null,
          contactEmailEntered: Boolean(progress.entry?.contactEmail),
        }
      : null,
  };
}

/** The campaign's terms and privacy policy (campaign-terms / campaign-privacy-policy pages). */
export async function getCampaignTerms(ctx: CoreContext, input: { campaignId: string }) {
  const { campaign } = await loadFanCampaign(ctx.db, input.campaignId);
  return { terms: campaign.texts.terms, privacyPolicy: campaign.texts.privacyPolicy };
}
