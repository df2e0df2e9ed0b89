import type { CampaignPatch } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import type { Operator } from "../operators/require-operator";
import { AUDITED_CAMPAIGN_FIELDS, type AuditedCampaignField, campaignAuditSnapshot } from "./audit-snapshot";
import { campaigns } from "./tables";

/** The audit action of a refused edit: in the log, never a version of the campaign (it changed nothing). */
export const REFUSED_EDIT = "campaign.updateRefused";

/**
 * Keeps an edit of a launched campaign that was refused because it would hurt fans (edit-after-launch.ts)
 * in the audit log as `campaign.updateRefused`: who tried it, the fields' values then and what was asked
 * (`before` → `after`), and the refusal's code in `after.refusal`. A team wants to see that someone tried
 * to cut the supply below what fans hold, not only the edits that went through. The refused transaction
 * rolled back, so this is a statement of its own, written after it.
 */
export async function recordRefusedEdit(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string; patch: CampaignPatch; code: string },
): Promise<void> {
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, input.campaignId));
  if (!row || row.companyId !== operator.companyId) return;
  const current = campaignAuditSnapshot(row);
  const asked = input.patch as Partial<Record<AuditedCampaignField, unknown>>;
  const fields = AUDITED_CAMPAIGN_FIELDS.filter((field) => asked[field] !== undefined);
  await recordAuditEvent(ctx.db, operator, {
    action: REFUSED_EDIT,
    target: { type: "campaign", id: row.id },
    before: Object.fromEntries(fields.map((field) => [field, current[field] ?? null])),
    after: { ...Object.fromEntries(fields.map((field) => [field, asked[field] ?? null])), refusal: input.code },
    at: ctx.clock.now(),
  });
}
