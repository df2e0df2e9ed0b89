import { ConditionDefinition, type OperatorCampaignView } from "@fanfare/protocol";
import { and, eq } from "drizzle-orm";
import { changedFields } from "../audit/changed-fields";
import { recordAuditEvent } from "../audit/record-audit-event";
import { forgetClaimCampaigns } from "../campaigns/campaign-cache";
import { checkCondition, conditionConfig, givenCodes } from "../campaigns/create-campaign";
import { getOperatorCampaign } from "../campaigns/update-campaign";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import { assertLinkedCodesNameNfts } from "./add-condition";
import { codeHash, codeKey, normaliseCode } from "./codes/normalise-code";
import { conditionCompleted, conditionField, lockCondition, storeGivenCodes } from "./condition-edits";
import { codes, conditions } from "./tables";

/**
 * Replaces a condition's settings with those of `definition` (same type: another kind is another
 * condition, removed and added). Codes in the definition are added to those stored (a serial code
 * already stored stays as it is); a single shared code replaces the old one. Once a fan has completed
 * the condition, changing what completing it means is refused (campaignEdit-E2002); adding serial codes
 * to it is not a change of its rules and stays possible.
 */
export async function updateCondition(
  ctx: CoreContext,
  operator: Operator,
  input: { conditionId: string; definition: ConditionDefinition },
): Promise<OperatorCampaignView> {
  assertOperatorMay(operator, "write");
  const definition = ConditionDefinition.parse(input.definition);
  checkCondition(ctx, definition, definition.type);
  assertLinkedCodesNameNfts(definition);
  const campaignId = await ctx.db.transaction(async (tx) => {
    const { campaign, condition } = await lockCondition(tx, operator, input.conditionId);
    if (definition.type !== condition.type) {
      throw new AppError("request-E1000", {
        detail: `This condition is ${condition.type}: remove it and add a ${definition.type} instead.`,
      });
    }
    const config = conditionConfig(definition);
    const given = givenCodes(definition);
    const shared = given.filter((c) => !c.singleUse);
    const serials = given.filter((c) => c.singleUse);
    const key = codeKey(ctx.config);
    const sharedHashes = shared.map((c) => codeHash(key, condition.id, normaliseCode(c.code)));
    const storedShared = await tx
      .select({ hash: codes.hash })
      .from(codes)
      .where(and(eq(codes.conditionId, condition.id), eq(codes.singleUse, false)));
    const sharedChanged =
      shared.length > 0 &&
      (storedShared.length !== sharedHashes.length || storedShared.some((s) => !sharedHashes.includes(s.hash)));
    const { before, after } = changedFields({ settings: condition.config }, { settings: config }, ["settings"]);
    const settingsChanged = "settings" in after;
    if ((settingsChanged || sharedChanged) && (await conditionCompleted(tx, condition.id))) {
      throw new AppError("campaignEdit-E2002");
    }
    if (settingsChanged) await tx.update(conditions).set({ config }).where(eq(conditions.id, condition.id));
    if (sharedChanged) {
      await tx.delete(codes).where(and(eq(codes.conditionId, condition.id), eq(codes.singleUse, false)));
      await storeGivenCodes(ctx, tx, condition, shared);
    }
    const codesAdded = await storeGivenCodes(ctx, tx, condition, serials);
    if (!settingsChanged && !sharedChanged && codesAdded === 0) return campaign.id; // nothing changed
    // The shared code is never logged, even hashed: only that it was replaced.
    await recordAuditEvent(tx, operator, {
      action: "campaign.update-condition",
      target: { type: "campaign", id: campaign.id },
      before: { [conditionField(condition.id)]: { ...before, ...(sharedChanged ? { code: "(hidden)" } : {}) } },
      after: {
        [conditionField(condition.id)]: {
          ...after,
          ...(sharedChanged ? { code: "(replaced)" } : {}),
          ...(codesAdded > 0 ? { codesAdded } : {}),
        },
      },
      at: ctx.clock.now(),
    });
    return campaign.id;
  });
  forgetClaimCampaigns(ctx.db);
  return getOperatorCampaign(ctx, operator, { campaignId });
}
