import { z } from "zod";
import { PROOF_STRENGTHS } from "../definitions";
import { CAMPAIGN_PUBLISH_STATUSES, REWARD_KINDS, REWARD_TIMINGS } from "../enums";
import { CONDITION_TYPES, SOCIAL_PROVIDERS } from "../registry";
import { IdSchema, IsoDateTime } from "./campaigns";
import { LocalizedText } from "./common";
import { RefusalCount } from "./fairness";

// --- the operator's live dashboards (GET …/operator/campaigns/:campaignId/dashboard and
// …/operator/projects/:projectId/dashboard): counts only, polled every few seconds by the console

/**
 * The steps of a campaign's funnel, in the order a fan goes through them. PAGE_VIEWS counts views (a fan
 * may view many times, a visitor may not be signed in); every later step counts fans (or, for CLAIMED
 * and MINTED, claims: a fan may claim up to the per-fan limit). ENTERED and WON are lucky draws' steps.
 */
export const FUNNEL_STEPS = [
  "PAGE_VIEWS",
  "POLICIES_ACCEPTED",
  "CONDITION",
  "ENTERED",
  "WON",
  "CLAIMED",
  "MINTED",
] as const;
export type FunnelStepName = (typeof FUNNEL_STEPS)[number];

export const FunnelStep = z
  .object({
    step: z.enum(FUNNEL_STEPS),
    count: z.int().nonnegative(),
    /** This step's count over the previous step's; null for the first step or when the previous is 0. */
    rate: z.number().nonnegative().nullable(),
    /** CONDITION steps only: which condition, and how completing it is proven (its kind's `proof`). */
    condition: z
      .object({
        id: IdSchema,
        position: z.int().positive(),
        type: z.enum(CONDITION_TYPES),
        proof: z.enum(PROOF_STRENGTHS),
        provider: z.enum(SOCIAL_PROVIDERS).nullable(),
      })
      .nullable(),
  })
  .meta({ id: "FunnelStep" });
export type FunnelStep = z.infer<typeof FunnelStep>;

/** Claims (NFT_CLAIM) or draw entries (LUCKY_DRAW) per bucket; buckets start on multiples of their size. */
export const ParticipationSeries = z
  .object({
    bucketSeconds: z.int().positive(),
    /** The first bucket's start and the end of the last (now, or the window's end when it is over). */
    from: IsoDateTime,
    to: IsoDateTime,
    points: z.array(z.object({ at: IsoDateTime, claims: z.int().nonnegative(), entries: z.int().nonnegative() })),
  })
  .meta({ id: "ParticipationSeries" });
export type ParticipationSeries = z.infer<typeof ParticipationSeries>;

/**
 * What is left to give: the campaign's supply for NFT_CLAIM, the prizes for a lucky draw. `perHour` is the
 * recent rate (claims, or instant wins, over the last minutes), and `runOutAt` when the rest goes at that
 * rate: null when nothing goes (rate 0), nothing is left, or the draw is decided at the end.
 */
export const SupplyForecast = z
  .object({
    total: z.int().nonnegative(),
    used: z.int().nonnegative(),
    left: z.int().nonnegative(),
    perHour: z.number().nonnegative().nullable(),
    runOutAt: IsoDateTime.nullable(),
    /** When giving ends (the distribution window for claims, the participation window for draws). */
    closesAt: IsoDateTime,
  })
  .meta({ id: "SupplyForecast" });
export type SupplyForecast = z.infer<typeof SupplyForecast>;

export const CampaignDashboard = z
  .object({
    campaignId: IdSchema,
    projectId: IdSchema,
    title: LocalizedText,
    rewardKind: z.enum(REWARD_KINDS),
    rewardTiming: z.enum(REWARD_TIMINGS).nullable(),
    publishStatus: z.enum(CAMPAIGN_PUBLISH_STATUSES),
    funnel: z.array(FunnelStep),
    series: ParticipationSeries,
    supply: SupplyForecast,
    /** Every refusal reason counted for the campaign (analytics/refusals.ts), zero included. */
    refusals: z.array(RefusalCount),
    computedAt: IsoDateTime,
  })
  .meta({ id: "CampaignDashboard" });
export type CampaignDashboard = z.infer<typeof CampaignDashboard>;

/** One campaign's line on its project's dashboard. `participated` is claims, or entries of a draw. */
export const ProjectDashboardCampaign = z.object({
  campaignId: IdSchema,
  title: LocalizedText,
  rewardKind: z.enum(REWARD_KINDS),
  publishStatus: z.enum(CAMPAIGN_PUBLISH_STATUSES),
  pageViews: z.int().nonnegative(),
  policiesAccepted: z.int().nonnegative(),
  participated: z.int().nonnegative(),
  minted: z.int().nonnegative(),
  supply: SupplyForecast,
});
export type ProjectDashboardCampaign = z.infer<typeof ProjectDashboardCampaign>;

export const ProjectDashboard = z
  .object({
    projectId: IdSchema,
    /** The funnel's steps every campaign shares, summed (conditions differ between campaigns: not here). */
    totals: z.object({
      pageViews: z.int().nonnegative(),
      policiesAccepted: z.int().nonnegative(),
      claims: z.int().nonnegative(),
      entries: z.int().nonnegative(),
      minted: z.int().nonnegative(),
    }),
    campaigns: z.array(ProjectDashboardCampaign),
    series: ParticipationSeries,
    refusals: z.array(RefusalCount),
    channels: z.array(z.object({ channelId: IdSchema, title: LocalizedText, members: z.int().nonnegative() })),
    computedAt: IsoDateTime,
  })
  .meta({ id: "ProjectDashboard" });
export type ProjectDashboard = z.infer<typeof ProjectDashboard>;
