import { and, eq, isNull } from "drizzle-orm";
import { loadFanCampaign } from "../campaigns/load-campaign";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { drawEntries } from "./tables";

/** An applicant leaves a contact e-mail for the draw (entry-email → entry-success); once only. */
export async function setEntryEmail(ctx: CoreContext, input: { fanId: string; campaignId: string; email: string }) {
  const { campaign } = await loadFanCampaign(ctx.db, input.campaignId);
  const updated = await ctx.db
    .update(drawEntries)
    .set({ contactEmail: input.email.trim() })
    .where(
      and(
        eq(drawEntries.campaignId, campaign.id),
        eq(drawEntries.userId, input.fanId),
        isNull(drawEntries.contactEmail),
      ),
    )
    .returning({ id: drawEntries.id });
  if (updated.length === 1) return { ok: true as const };
  const [entry] = await ctx.db
    .select({ id: drawEntries.id })
    .from(drawEntries)
    .where(and(eq(drawEntries.campaignId, campaign.id), eq(drawEntries.userId, input.fanId)));
  if (entry) throw new AppError("listOfApplicant-E2000");
  throw new AppError("luckyDraw-E2004");
}
