import type { CampaignSummary } from "@fanfare/protocol";
import { and, eq, ne } from "drizzle-orm";
import type { CoreContext } from "../context";
import { getProject } from "../projects/list-projects";
import { sortCampaignsForFans } from "./campaign-order";
import { campaigns } from "./tables";
import { toCampaignSummary } from "./view";

/**
 * The campaigns of a published project that fans may see (published or ended), open ones first, then
 * those coming, then those over (campaign-order.ts). Sorted here rather than in SQL: the phase depends on
 * the clock, which the database does not share with the tests' fixed clocks.
 */
export async function listCampaigns(ctx: CoreContext, input: { projectId: string }): Promise<CampaignSummary[]> {
  await getProject(ctx, { projectId: input.projectId, fanCountry: null });
  const rows = await ctx.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.projectId, input.projectId), ne(campaigns.publishStatus, "MAKING")));
  const now = ctx.clock.now();
  return sortCampaignsForFans(rows.map((r) => toCampaignSummary(r, now)));
}
