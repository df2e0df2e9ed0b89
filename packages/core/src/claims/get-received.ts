import type { ReceivedClaims, ReceivedNft } from "@fanfare/protocol";
import { and, asc, eq } from "drizzle-orm";
import { loadFanCampaign } from "../campaigns/load-campaign";
import { campaignNfts } from "../campaigns/tables";
import { toNftView } from "../campaigns/view";
import { toMintView } from "../chain/mint-view";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { claims, mintJobs } from "./tables";

/**
 * What the fan received in a campaign (claimed-success, nfts/[nftId]): their claims, oldest first, each
 * with its NFT. A fan who has not claimed gets receivedPage-2001: these pages exist only after a claim.
 */
export async function getReceivedClaims(
  ctx: CoreContext,
  input: { campaignId: string; fanId: string },
): Promise<ReceivedClaims> {
  const { campaign } = await loadFanCampaign(ctx.db, input.campaignId);
  const rows = await ctx.db
    .select({ claim: claims, nft: campaignNfts })
    .from(claims)
    .innerJoin(campaignNfts, eq(campaignNfts.id, claims.nftId))
    .where(and(eq(claims.campaignId, campaign.id), eq(claims.userId, input.fanId)))
    .orderBy(asc(claims.sequence));
  if (rows.length === 0) throw new AppError("receivedPage-2001");
  return {
    campaignId: campaign.id,
    projectId: campaign.projectId,
    title: campaign.texts.title,
    effect: campaign.effect,
    effectImageUrl: campaign.effectImageUrl,
    claims: rows.map(({ claim, nft }) => ({
      claimId: claim.id,
      sequence: claim.sequence,
      claimedAt: claim.createdAt.toISOString(),
      nft: toNftView(nft),
    })),
  };
}

/** One NFT of the campaign as the fan received it; receivedPage-2001 when the fan has no claim of it. */
export async function getReceivedNft(
  ctx: CoreContext,
  input: { campaignId: string; nftId: string; fanId: string },
): Promise<ReceivedNft> {
  const { campaign } = await loadFanCampaign(ctx.db, input.campaignId);
  const [row] = await ctx.db
    .select({ claim: claims, nft: campaignNfts, mint: mintJobs })
    .from(claims)
    .innerJoin(campaignNfts, eq(campaignNfts.id, claims.nftId))
    .leftJoin(mintJobs, eq(mintJobs.claimId, claims.id))
    .where(and(eq(claims.campaignId, campaign.id), eq(claims.userId, input.fanId), eq(claims.nftId, input.nftId)))
    .orderBy(asc(claims.sequence))
    .limit(1);
  if (!row) throw new AppError("receivedPage-2001");
  const mint = row.mint ? toMintView(row.mint) : null;
  return {
    campaignId: campaign.id,
    claimId: row.claim.id,
    claimedAt: row.claim.createdAt.toISOString(),
    nft: toNftView(row.nft),
    // On the chain once MINTED: until then the page says the NFT is on its way.
    tokenId: mint?.status === "MINTED" ? mint.tokenId : null,
    ownerAddress: mint?.owner ?? null,
    txHash: mint?.txHash ?? null,
    mint,
  };
}
