import type { ConditionAction } from "@fanfare/protocol";
import { noteRefusal } from "../analytics/refusals";
import { assertParticipationOpen, loadFanCampaign, loadFanProgress } from "../campaigns/load-campaign";
import type { CoreContext, RequestMeta } from "../context";
import { AppError } from "../errors";
import { conditionModule } from "./registry";

/**
 * A fan completes one condition of a campaign: the campaign must be open for participation and its
 * policies accepted (campaignPolicy-E2002); then the condition's own module validates and records.
 * `action` is the route it came through: it must be the stored kind's action (request-E1004 otherwise, as
 * for NONE, which has none); `body` is that action's request body.
 */
export async function completeCondition(
  ctx: CoreContext,
  input: {
    fanId: string;
    campaignId: string;
    conditionId: string;
    action: ConditionAction;
    body: unknown;
  },
  meta: RequestMeta,
): Promise<{ conditionId: string; completed: true }> {
  const now = ctx.clock.now();
  const { campaign, conditions } = await loadFanCampaign(ctx.db, input.campaignId);
  const condition = conditions.find((c) => c.id === input.conditionId);
  if (!condition) throw new AppError("request-E1004");
  const module = conditionModule(condition.type);
  if (module.kind.action?.name !== input.action) {
    throw new AppError("request-E1004", { detail: "This condition is not completed this way." });
  }
  try {
    assertParticipationOpen(campaign, now);
  } catch (error) {
    noteRefusal(ctx, campaign.id, "OUTSIDE_WINDOW");
    throw error;
  }
  const progress = await loadFanProgress(ctx.db, campaign.id, input.fanId);
  if (!progress.policiesAccepted) throw new AppError("campaignPolicy-E2002");
  await module.complete({ ctx, campaign, condition, fanId: input.fanId, now, meta, input: input.body });
  ctx.log.info({ campaignId: campaign.id, conditionId: condition.id, type: condition.type }, "condition completed");
  return { conditionId: condition.id, completed: true };
}
