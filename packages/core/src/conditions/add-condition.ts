import { ConditionDefinition, type OperatorCampaignView } from "@fanfare/protocol";
import { recordAuditEvent } from "../audit/record-audit-event";
import { forgetClaimCampaigns } from "../campaigns/campaign-cache";
import { checkCondition, conditionConfig, givenCodes } from "../campaigns/create-campaign";
import { getOperatorCampaign, lockCampaign } from "../campaigns/update-campaign";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import {
  campaignConditions,
  conditionAuditSnapshot,
  conditionField,
  MAX_CONDITIONS,
  storeGivenCodes,
} from "./condition-edits";
import { conditions } from "./tables";

/**
 * Adds a condition at the end of a campaign that is still being made, with the codes it brings (hashed).
 * Once published it is refused (campaignEdit-E2006): fans who already completed every condition would
 * find a new one between them and the reward, so the rules would change under them.
 */
export async function addCondition(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string; definition: ConditionDefinition },
): Promise<OperatorCampaignView> {
  assertOperatorMay(operator, "write");
  const definition = ConditionDefinition.parse(input.definition);
  checkCondition(ctx, definition, definition.type);
  assertLinkedCodesNameNfts(definition);
  await ctx.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, operator, input.campaignId);
    if (campaign.publishStatus !== "MAKING") throw new AppError("campaignEdit-E2006");
    const existing = await campaignConditions(tx, campaign.id);
    if (existing.length >= MAX_CONDITIONS) {
      throw new AppError("request-E1000", { detail: `A campaign has at most ${MAX_CONDITIONS} conditions.` });
    }
    const position = (existing.at(-1)?.position ?? 0) + 1;
    const [row] = await tx
      .insert(conditions)
      .values({ campaignId: campaign.id, position, type: definition.type, config: conditionConfig(definition) })
      .returning();
    if (!row) throw new Error("condition insert returned nothing");
    const codes = await storeGivenCodes(ctx, tx, row, givenCodes(definition));
    await recordAuditEvent(tx, operator, {
      action: "campaign.add-condition",
      target: { type: "campaign", id: campaign.id },
      before: { [conditionField(row.id)]: null },
      after: { [conditionField(row.id)]: conditionAuditSnapshot(row, { codes }) },
      at: ctx.clock.now(),
    });
  });
  forgetClaimCampaigns(ctx.db);
  return getOperatorCampaign(ctx, operator, { campaignId: input.campaignId });
}

/** NFT_IS_LINKED_BY_CODE: each code gives one NFT, so each must name it (as in a campaign definition). */
export function assertLinkedCodesNameNfts(definition: ConditionDefinition): void {
  if (definition.type === "NFT_IS_LINKED_BY_CODE" && definition.codes.some((c) => !c.nft)) {
    throw new AppError("request-E1000", { detail: "each code needs its nft" });
  }
}
