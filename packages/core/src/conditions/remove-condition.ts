import type { OperatorCampaignView } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import { forgetClaimCampaigns } from "../campaigns/campaign-cache";
import { getOperatorCampaign } from "../campaigns/update-campaign";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import {
  campaignConditions,
  conditionAuditSnapshot,
  conditionCompleted,
  conditionField,
  lockCondition,
  renumberConditions,
} from "./condition-edits";
import { conditions } from "./tables";

/**
 * Removes a condition with its codes; the others close up (positions 1…n). Once a fan has completed it,
 * it stays (campaignEdit-E2002): their completion is part of what they were promised.
 */
export async function removeCondition(
  ctx: CoreContext,
  operator: Operator,
  input: { conditionId: string },
): Promise<OperatorCampaignView> {
  assertOperatorMay(operator, "write");
  const campaignId = await ctx.db.transaction(async (tx) => {
    const { campaign, condition } = await lockCondition(tx, operator, input.conditionId);
    if (await conditionCompleted(tx, condition.id)) throw new AppError("campaignEdit-E2002");
    await tx.delete(conditions).where(eq(conditions.id, condition.id));
    const rest = await campaignConditions(tx, campaign.id);
    await renumberConditions(
      tx,
      campaign.id,
      rest.map((c) => c.id),
    );
    await recordAuditEvent(tx, operator, {
      action: "campaign.remove-condition",
      target: { type: "campaign", id: campaign.id },
      before: { [conditionField(condition.id)]: conditionAuditSnapshot(condition) },
      after: { [conditionField(condition.id)]: null },
      at: ctx.clock.now(),
    });
    return campaign.id;
  });
  forgetClaimCampaigns(ctx.db);
  return getOperatorCampaign(ctx, operator, { campaignId });
}
