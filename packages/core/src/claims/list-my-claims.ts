import { type ClaimTimeline, LOCAL_CHAIN, type MyClaimsResponse } from "@fanfare/protocol";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { campaignNfts, campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import { toClaimTimeline } from "./claim-timeline";
import { findChainFacts } from "./find-chain-facts";
import { claims, mintJobs } from "./tables";

/**
 * The fan's claims with their timelines, newest first: only the fan's own (`claims.user_id`), in any
 * campaign, whatever its state now: a claim stays the fan's record after the campaign ended.
 */
export async function loadClaimTimelines(
  ctx: CoreContext,
  input: { userId: string; claimId?: string },
): Promise<ClaimTimeline[]> {
  const where: SQL[] = [eq(claims.userId, input.userId)];
  if (input.claimId) where.push(eq(claims.id, input.claimId));
  const rows = await ctx.db
    .select({
      claim: { id: claims.id, campaignId: claims.campaignId, createdAt: claims.createdAt },
      projectId: campaigns.projectId,
      texts: campaigns.texts,
      campaignChainId: campaigns.chainId,
      nft: { id: campaignNfts.id, name: campaignNfts.name, imageUrl: campaignNfts.imageUrl },
      mint: mintJobs,
    })
    .from(claims)
    .innerJoin(campaigns, eq(campaigns.id, claims.campaignId))
    .innerJoin(campaignNfts, eq(campaignNfts.id, claims.nftId))
    .leftJoin(mintJobs, eq(mintJobs.claimId, claims.id))
    .where(and(...where))
    .orderBy(desc(claims.createdAt), desc(claims.sequence));

  const facts = await findChainFacts(
    ctx,
    rows.flatMap((row) => (row.mint ? [row.mint] : [])),
  );
  const defaultChainId = ctx.config.chain?.defaultChainId ?? LOCAL_CHAIN.id;
  return rows.map((row) =>
    toClaimTimeline({
      claim: row.claim,
      projectId: row.projectId,
      campaignTitle: row.texts.title,
      nft: row.nft,
      // The chain the mint went to; before the relayer fixed it, the campaign's (or the default).
      chainId: row.mint?.chainId ?? row.campaignChainId ?? defaultChainId,
      mint: row.mint,
      chain: facts.get(row.claim.id) ?? null,
    }),
  );
}

/** GET /me/claims: every claim of the signed-in fan with its timeline. */
export async function listMyClaims(ctx: CoreContext, input: { userId: string }): Promise<MyClaimsResponse> {
  return { claims: await loadClaimTimelines(ctx, input) };
}
