import { isSupportedChainId, type TokenMetadata } from "@fanfare/protocol";
import { and, eq, ne, sql } from "drizzle-orm";
import { campaignNfts, campaigns } from "../campaigns/tables";
import { claims, mintJobs } from "../claims/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { projects } from "../projects/tables";

type Text = { ja: string; en?: string | undefined };
const english = (text: Text) => text.en ?? text.ja;

/** An absolute URL for wallets and marketplaces: the demo's assets are paths on our own origin. */
function absolute(publicUrl: string, url: string): string {
  return url.startsWith("/") ? `${publicUrl.replace(/\/+$/u, "")}${url}` : url;
}

/** `attributes` an operator put in the NFT's metadata, when they have the ERC-721 shape. */
function operatorAttributes(metadata: Record<string, unknown>): TokenMetadata["attributes"] {
  const list = metadata.attributes;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const a = item as { trait_type?: unknown; value?: unknown };
    return typeof a.trait_type === "string" && (typeof a.value === "string" || typeof a.value === "number")
      ? [{ trait_type: a.trait_type, value: a.value }]
      : [];
  });
}

/**
 * The ERC-721 metadata of one token (what `tokenURI` points at): the NFT's name, description and image
 * as the operator made them (English, else Japanese: the standard has one language), a link to the
 * fan's page of it, and the campaign and project as attributes. A token id the platform never gave
 * to a mint of this collection is metadata-E2001.
 */
export async function getTokenMetadata(
  ctx: CoreContext,
  input: { chainId: number; contractAddress: string; tokenId: string },
): Promise<TokenMetadata> {
  // Any other number is no token of ours (and may not even fit the column).
  if (!isSupportedChainId(input.chainId)) throw new AppError("metadata-E2001");
  const [row] = await ctx.db
    .select({ nft: campaignNfts, campaign: campaigns, project: projects })
    .from(mintJobs)
    .innerJoin(claims, eq(claims.id, mintJobs.claimId))
    .innerJoin(campaignNfts, eq(campaignNfts.id, claims.nftId))
    .innerJoin(campaigns, eq(campaigns.id, claims.campaignId))
    .innerJoin(projects, eq(projects.id, campaigns.projectId))
    .where(
      and(
        eq(mintJobs.chainId, input.chainId),
        sql`lower(${mintJobs.contractAddress}) = ${input.contractAddress.toLowerCase()}`,
        eq(mintJobs.tokenId, input.tokenId),
        ne(mintJobs.status, "FAILED"),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("metadata-E2001");
  const { nft, campaign, project } = row;
  const publicUrl = ctx.config.publicUrl.replace(/\/+$/u, "");
  return {
    name: english(nft.name),
    description: english(nft.description),
    image: absolute(publicUrl, nft.imageUrl),
    external_url: `${publicUrl}/en/projects/${project.id}/${campaign.id}/nfts/${nft.id}`,
    attributes: [
      { trait_type: "Campaign", value: english(campaign.texts.title) },
      { trait_type: "Project", value: english(project.texts.name) },
      ...operatorAttributes(nft.metadata),
    ],
  };
}
