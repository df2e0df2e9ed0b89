import type { CampaignSummary } from "@fanfare/protocol";
import { and, asc, eq, ne } from "drizzle-orm";
import type { CoreContext } from "../context";
import { getProject } from "../projects/list-projects";
import { campaigns } from "./tables";
import { toCampaignSummary } from "./view";

/** The campaigns of a published project that fans may see (published or ended). */
export async function listCampaigns(ctx: CoreContext, input: { projectId: string }): Promise<CampaignSummary[]> {
  await getProject(ctx, { projectId: input.projectId, fanCountry: null });
  const rows = await ctx.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.projectId, input.projectId), ne(campaigns.publishStatus, "MAKING")))
    .orderBy(asc(campaigns.startsAt));
  const now = ctx.clock.now();
  return rows.map((r) => toCampaignSummary(r, now));
}
