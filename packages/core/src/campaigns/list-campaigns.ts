import type { CampaignSummary } from "@fanfare/protocol";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { CoreContext } from "../context";
import { getProject } from "../projects/list-projects";
import { sortCampaignsForFans } from "./campaign-order";
import { campaignNfts, campaigns } from "./tables";
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
  const nftImages = await firstNftImages(
    ctx,
    rows.filter((r) => !r.imageUrl).map((r) => r.id),
  );
  return sortCampaignsForFans(
    rows.map((r) => ({ ...toCampaignSummary(r, now), imageUrl: r.imageUrl ?? nftImages.get(r.id) ?? null })),
  );
}

/**
 * A campaign without an image of its own shows its first NFT's (image source NFT_IMAGE, as the campaign
 * page does): without it most cards of a project would have no picture.
 */
async function firstNftImages(ctx: CoreContext, campaignIds: string[]): Promise<Map<string, string>> {
  if (campaignIds.length === 0) return new Map();
  const nfts = await ctx.db
    .select({ campaignId: campaignNfts.campaignId, imageUrl: campaignNfts.imageUrl })
    .from(campaignNfts)
    .where(inArray(campaignNfts.campaignId, campaignIds))
    .orderBy(asc(campaignNfts.campaignId), asc(campaignNfts.position));
  const images = new Map<string, string>();
  for (const nft of nfts) if (!images.has(nft.campaignId)) images.set(nft.campaignId, nft.imageUrl);
  return images;
}
