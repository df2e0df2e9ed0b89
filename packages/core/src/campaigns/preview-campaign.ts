import {
  type CampaignDetail,
  type CampaignPageState,
  type CampaignPreviewQuery,
  previewPageStates,
} from "@fanfare/protocol";
import { asc, eq } from "drizzle-orm";
import { type ConditionRow, conditions as conditionsTable } from "../conditions/tables";
import type { CoreContext } from "../context";
import type { DrawEntryRow } from "../draws/tables";
import { AppError } from "../errors";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { campaignDetailView, loadCampaignNfts } from "./get-campaign-detail";
import type { FanProgress } from "./load-campaign";
import { type CampaignRow, campaigns } from "./tables";

/** A fan made up for the preview: an instant, the campaign as they would read it, and their progress. */
type Scene = { now: Date; campaign: CampaignRow; progress: FanProgress };

const MINUTE = 60_000;

function progressOf(
  campaign: CampaignRow,
  parts: Partial<Omit<FanProgress, "entry">> & { entry?: DrawEntryRow["result"] } = {},
): FanProgress {
  const { entry, ...rest } = parts;
  return {
    completed: new Map(),
    policiesAccepted: false,
    claims: 0,
    socialStates: new Map(),
    ...rest,
    entry: entry
      ? {
          id: "00000000-0000-4000-8000-000000000000",
          campaignId: campaign.id,
          userId: "00000000-0000-4000-8000-000000000000",
          result: entry,
          contactEmail: null,
          createdAt: campaign.startsAt,
          decidedAt: entry === "COMPLETED_CONDITION" ? null : campaign.startsAt,
          resultMailedAt: null,
        }
      : null,
  };
}

/** Every condition completed (what the module's view shows of a completion with no data) and policies accepted. */
function done(list: ConditionRow[]): Pick<FanProgress, "completed" | "policiesAccepted"> {
  return { completed: new Map(list.map((c) => [c.id, {}])), policiesAccepted: true };
}

/**
 * The made-up fan and instant in which the real page state (campaignPageState, run by campaignDetailView)
 * comes out as `state`: the same rules the fan's page follows, only fed with chosen inputs. The campaign
 * is read as published; its counters are kept below the supply except where the state is about them.
 */
function sceneFor(
  state: CampaignPageState,
  row: CampaignRow,
  list: ConditionRow[],
  realNow: Date,
  stuck: { social?: ConditionRow; hashtag?: ConditionRow },
): Scene {
  const prizes = row.prizeCount ?? 0;
  const campaign: CampaignRow = {
    ...row,
    publishStatus: "PUBLISH",
    claimedCount: Math.max(0, Math.min(row.claimedCount, row.totalSupply - 1)),
    winnerCount: Math.max(0, Math.min(row.winnerCount, prizes - 1)),
  };
  // Inside the participation window: now if it is, else its first minute.
  const inside = realNow >= row.startsAt && realNow < row.endsAt ? realNow : new Date(row.startsAt.getTime() + MINUTE);
  const scene = (progress: FanProgress, now = inside, changes: Partial<CampaignRow> = {}): Scene => ({
    now,
    campaign: { ...campaign, ...changes },
    progress,
  });
  const { social, hashtag } = stuck;
  const all = done(list);
  const allBut = (condition: ConditionRow | undefined) => ({
    completed: new Map([...all.completed].filter(([id]) => id !== condition?.id)),
    policiesAccepted: true,
  });
  switch (state) {
    case "ComingSoon":
      return scene(progressOf(campaign), new Date(row.startsAt.getTime() - MINUTE));
    case "NotCompletedConditionYet":
      return scene(progressOf(campaign));
    case "RejectPermission":
      return scene(
        progressOf(campaign, {
          ...allBut(social),
          socialStates: new Map(social ? [[social.id, "REJECT_PERMISSION"]] : []),
        }),
      );
    case "HasNotHashtag":
      return scene(
        progressOf(campaign, {
          ...allBut(hashtag),
          socialStates: new Map(hashtag ? [[hashtag.id, "HAS_NOT_HASHTAG"]] : []),
        }),
      );
    case "NotClaim":
      return scene(progressOf(campaign, all));
    case "AppliedPleaseWait":
      return scene(progressOf(campaign, { ...all, entry: "COMPLETED_CONDITION" }));
    case "Win":
      return scene(progressOf(campaign, { ...all, entry: "WIN" }));
    case "Failed":
      return scene(progressOf(campaign, { ...all, entry: "FAILED" }));
    case "LimitReached":
      return scene(
        progressOf(campaign, all),
        inside,
        row.rewardKind === "NFT_CLAIM" ? { claimedCount: row.totalSupply } : { winnerCount: prizes },
      );
    case "Claimed":
      return scene(
        progressOf(campaign, {
          ...all,
          claims: row.perFanLimit,
          ...(row.rewardKind === "LUCKY_DRAW" ? { entry: "WIN" as const } : {}),
        }),
      );
    case "DistributionExpired":
      return scene(progressOf(campaign), row.distributionEndsAt);
  }
}

/**
 * The console's preview of a campaign's page (any publish status, every role of its company; another
 * company's campaign is request-E1004): the CampaignDetail a signed-in fan receives, built by the fan
 * route's own view (campaignDetailView), for a made-up fan in the state asked for. Without a state, the
 * fan is one who just signed in, now, the campaign read as published. A state this campaign's fans can
 * never meet (previewPageStates) is request-E1000.
 */
export async function previewCampaign(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string } & CampaignPreviewQuery,
): Promise<CampaignDetail> {
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, input.campaignId));
  assertSameCompany(operator, row);
  const list = await ctx.db
    .select()
    .from(conditionsTable)
    .where(eq(conditionsTable.campaignId, row.id))
    .orderBy(asc(conditionsTable.position));
  const nfts = await loadCampaignNfts(ctx.db, row.id);
  const realNow = ctx.clock.now();
  // The fan who just signed in, now, the campaign read as published: the default, and what says which
  // states apply and which conditions can leave a fan stuck (their views name a provider, a hashtag).
  const asPublished: CampaignRow = {
    ...row,
    publishStatus: row.publishStatus === "MAKING" ? "PUBLISH" : row.publishStatus,
  };
  const fresh = campaignDetailView({
    campaign: asPublished,
    conditions: list,
    nfts,
    progress: progressOf(row),
    now: realNow,
  });
  const { state } = input;
  if (!state) return fresh;
  if (!previewPageStates(fresh).includes(state)) throw new AppError("request-E1000");
  const byId = new Map(list.map((c) => [c.id, c]));
  const stuck = {
    social: byId.get(fresh.conditions.find((v) => v.social)?.id ?? ""),
    hashtag: byId.get(fresh.conditions.find((v) => v.social?.hashtag)?.id ?? ""),
  };
  const detail = campaignDetailView({ conditions: list, nfts, ...sceneFor(state, row, list, realNow, stuck) });
  // Windows out of order on a draft can make the rules land elsewhere: the preview still shows the page
  // of the state asked for, with the progress above.
  return { ...detail, state };
}
