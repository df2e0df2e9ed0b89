import { eq } from "drizzle-orm";
import { forgetClaimCampaigns } from "../campaigns/campaign-cache";
import type { CoreContext } from "../context";
import { companies } from "./tables";

export async function createCompany(ctx: CoreContext, input: { name: string }): Promise<{ id: string }> {
  const [row] = await ctx.db.insert(companies).values({ name: input.name }).returning({ id: companies.id });
  if (!row) throw new Error("company insert returned nothing");
  return row;
}

/** Soft delete: its pages answer E12001 and its operators lose access; its records stay. */
export async function deleteCompany(ctx: CoreContext, input: { companyId: string }): Promise<void> {
  await ctx.db.update(companies).set({ deletedAt: ctx.clock.now() }).where(eq(companies.id, input.companyId));
  forgetClaimCampaigns(ctx.db);
}
