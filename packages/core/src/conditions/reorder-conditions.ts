import type { OperatorCampaignView } from "@fanfare/protocol";
import { recordAuditEvent } from "../audit/record-audit-event";
import { forgetClaimCampaigns } from "../campaigns/campaign-cache";
import { getOperatorCampaign, lockCampaign } from "../campaigns/update-campaign";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import { campaignConditions, renumberConditions } from "./condition-edits";

/**
 * Puts a campaign's conditions in the given order (every one of its condition ids, each once). Allowed
 * after launch too: the order is how the page lists them, not what a fan must do.
 */
export async function reorderConditions(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string; conditionIds: string[] },
): Promise<OperatorCampaignView> {
  assertOperatorMay(operator, "write");
  await ctx.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, operator, input.campaignId);
    const current = (await campaignConditions(tx, campaign.id)).map((c) => c.id);
    const wanted = input.conditionIds;
    const same =
      wanted.length === current.length &&
      new Set(wanted).size === wanted.length &&
      wanted.every((id) => current.includes(id));
    if (!same) {
      throw new AppError("request-E1000", {
        detail: "conditionIds must list every condition of the campaign, each once.",
        issues: [{ path: "body.conditionIds", message: "must list every condition of the campaign, each once" }],
      });
    }
    if (wanted.every((id, i) => current[i] === id)) return; // already in this order
    await renumberConditions(tx, campaign.id, wanted);
    await recordAuditEvent(tx, operator, {
      action: "campaign.reorder-conditions",
      target: { type: "campaign", id: campaign.id },
      before: { conditions: current },
      after: { conditions: wanted },
      at: ctx.clock.now(),
    });
  });
  forgetClaimCampaigns(ctx.db);
  return getOperatorCampaign(ctx, operator, input);
}
