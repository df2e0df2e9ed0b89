import { eq } from "drizzle-orm";
import { noteRefusal } from "../analytics/refusals";
import { assertCountryAllowed, loadFanCampaign } from "../campaigns/load-campaign";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { users } from "../users/tables";
import { policyAcceptances } from "./tables";

/**
 * A fan accepts a campaign's terms and privacy policy, the step before taking part. Only while the
 * campaign runs (campaignPolicy-E2001 outside it), once (campaignPolicy-E2000 again), and only from a
 * country the project allows (project-E2001).
 */
export async function acceptPolicies(ctx: CoreContext, input: { fanId: string; campaignId: string }) {
  const now = ctx.clock.now();
  const { campaign, project } = await loadFanCampaign(ctx.db, input.campaignId);
  if (campaign.publishStatus !== "PUBLISH" || now < campaign.startsAt || now >= campaign.endsAt) {
    noteRefusal(ctx, campaign.id, "OUTSIDE_WINDOW");
    throw new AppError("campaignPolicy-E2001");
  }
  const [fan] = await ctx.db.select({ country: users.country }).from(users).where(eq(users.id, input.fanId));
  assertCountryAllowed(project, fan?.country ?? "");
  const inserted = await ctx.db
    .insert(policyAcceptances)
    .values({ campaignId: campaign.id, userId: input.fanId, acceptedAt: now })
    .onConflictDoNothing()
    .returning({ at: policyAcceptances.acceptedAt });
  if (inserted.length === 0) throw new AppError("campaignPolicy-E2000");
  return { accepted: true as const };
}
