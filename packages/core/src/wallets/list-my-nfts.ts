import { explorerTxUrl, type FanNftView, LOCAL_CHAIN, type MintStatus } from "@fanfare/protocol";
import { desc, eq } from "drizzle-orm";
import { erc721Abi, getAddress } from "viem";
import { campaignNfts, campaigns } from "../campaigns/tables";
import { claims, mintJobs } from "../claims/tables";
import type { CoreContext } from "../context";
import { readClientFor } from "./chain-access";

/** A received NFT with what the views leave out: where the mint sent it. */
export type HeldNft = FanNftView & { recipient: string | null };

/**
 * Every NFT the fan received: their claims, newest first, each with its NFT and its mint job. For the
 * minted ones the current owner is read from the chain — all `ownerOf` calls of a chain in the same
 * tick, so they leave as one JSON-RPC batch. A chain that cannot be reached (or a token it does not
 * know, e.g. after a local chain restart) gives owner null, never an error: this is a list to look at.
 */
export async function listFanNfts(ctx: CoreContext, input: { userId: string }): Promise<HeldNft[]> {
  const rows = await ctx.db
    .select({
      claimId: claims.id,
      campaignId: claims.campaignId,
      projectId: campaigns.projectId,
      campaignChainId: campaigns.chainId,
      nftId: campaignNfts.id,
      name: campaignNfts.name,
      imageUrl: campaignNfts.imageUrl,
      mint: mintJobs,
    })
    .from(claims)
    .innerJoin(campaigns, eq(campaigns.id, claims.campaignId))
    .innerJoin(campaignNfts, eq(campaignNfts.id, claims.nftId))
    .leftJoin(mintJobs, eq(mintJobs.claimId, claims.id))
    .where(eq(claims.userId, input.userId))
    .orderBy(desc(claims.createdAt), desc(claims.sequence));

  const defaultChainId = ctx.config.chain?.defaultChainId ?? LOCAL_CHAIN.id;
  const owners = await Promise.all(
    rows.map(async ({ mint }) => {
      if (mint?.status !== "MINTED" || mint.chainId === null || !mint.contractAddress || mint.tokenId === null) {
        return null;
      }
      const client = readClientFor(ctx, mint.chainId);
      if (!client) return null;
      try {
        const owner = await client.readContract({
          address: getAddress(mint.contractAddress),
          abi: erc721Abi,
          functionName: "ownerOf",
          args: [BigInt(mint.tokenId)],
        });
        return getAddress(owner);
      } catch (error) {
        ctx.log.warn({ err: error, chainId: mint.chainId }, "owner of a minted NFT could not be read");
        return null;
      }
    }),
  );

  return rows.map((row, i) => {
    const mint = row.mint;
    const chainId = mint?.chainId ?? row.campaignChainId ?? defaultChainId;
    const status: MintStatus = mint?.status ?? "PENDING";
    return {
      claimId: row.claimId,
      campaignId: row.campaignId,
      projectId: row.projectId,
      nftId: row.nftId,
      name: row.name,
      imageUrl: row.imageUrl,
      chainId,
      contractAddress: mint?.contractAddress ?? null,
      tokenId: mint?.tokenId ?? null,
      owner: owners[i] ?? null,
      status,
      txHash: mint?.txHash ?? null,
      explorerUrl: explorerTxUrl(chainId, mint?.txHash ?? null),
      recipient: mint?.recipient ?? null,
    };
  });
}

/** GET /me/nfts: the same list, as the contract shows it. */
export async function listMyNfts(ctx: CoreContext, input: { userId: string }): Promise<{ nfts: FanNftView[] }> {
  const nfts = await listFanNfts(ctx, input);
  return { nfts: nfts.map(({ recipient: _recipient, ...view }) => view) };
}
