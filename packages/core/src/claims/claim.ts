import type { ClaimResponse } from "@fanfare/protocol";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { isConditionCompleted, loadFanCampaign, loadFanProgress } from "../campaigns/load-campaign";
import { campaignNfts, campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../errors";
import { type ClaimRow, claims, mintJobs } from "./tables";

const DRAW_REFUSALS = {
  COMPLETED_CONDITION: "luckyDraw-E2001",
  FAILED: "luckyDraw-E2002",
} as const;

function toView(row: ClaimRow): ClaimResponse {
  return {
    claimId: row.id,
    campaignId: row.campaignId,
    nftId: row.nftId,
    sequence: row.sequence,
    claimedAt: row.createdAt.toISOString(),
  };
}

async function findByKey(db: DbOrTx, fanId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.userId, fanId), eq(claims.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * A fan claims a campaign's NFT (ADR 0009).
 * - Idempotent: a retry with the same key returns the first result, even if the first is still racing.
 * - Exactly once per fan within the per-fan limit: the fan's n-th claim takes sequence n, and
 *   UNIQUE (campaign, fan, sequence) lets only one of two racing requests have it.
 * - Never over supply: `UPDATE campaigns SET claimed_count = claimed_count + 1 WHERE claimed_count <
 *   total_supply RETURNING` (and the same per NFT), with a CHECK behind it.
 * - The claim and its mint job (outbox row `mint:<claimId>`) commit together or not at all.
 */
export async function claim(
  ctx: CoreContext,
  input: { fanId: string; campaignId: string; idempotencyKey: string },
): Promise<ClaimResponse> {
  const earlier = await findByKey(ctx.db, input.fanId, input.idempotencyKey);
  if (earlier) {
    if (earlier.campaignId !== input.campaignId) {
      throw new AppError("request-E1000", { detail: "This idempotency key was used for another campaign." });
    }
    return toView(earlier);
  }
  const now = ctx.clock.now();
  const { campaign, conditions } = await loadFanCampaign(ctx.db, input.campaignId);
  if (campaign.publishStatus === "END" || now < campaign.distributionStartsAt || now >= campaign.distributionEndsAt) {
    throw new AppError("nftContent-E2021");
  }
  for (let attempt = 0; ; attempt++) {
    const progress = await loadFanProgress(ctx.db, campaign.id, input.fanId);
    if (!progress.policiesAccepted) throw new AppError("campaignPolicy-E2002");
    if (progress.claims >= campaign.perFanLimit) {
      // A twin request with this key may have won the race since the lookup above.
      const twin = await findByKey(ctx.db, input.fanId, input.idempotencyKey);
      if (twin) return toView(twin);
      throw new AppError("claim-E2003");
    }
    if (!conditions.every((c) => isConditionCompleted(c, progress))) throw new AppError("claim-E2004");
    if (campaign.rewardKind === "LUCKY_DRAW") {
      const result = progress.entry?.result;
      if (!result) throw new AppError("claim-E2004");
      if (result !== "WIN") throw new AppError(DRAW_REFUSALS[result]);
    }
    // The NFT: the one a linked code gave, else the campaign's first.
    const linked = conditions
      .filter((c) => c.type === "NFT_IS_LINKED_BY_CODE")
      .map((c) => progress.completed.get(c.id)?.nftId)
      .find((id): id is string => typeof id === "string");
    const [nft] = linked
      ? [{ id: linked }]
      : await ctx.db
          .select({ id: campaignNfts.id })
          .from(campaignNfts)
          .where(eq(campaignNfts.campaignId, campaign.id))
          .orderBy(asc(campaignNfts.position))
          .limit(1);
    if (!nft) throw new Error(`campaign ${campaign.id} has no NFT`);

    try {
      const row = await ctx.db.transaction(async (tx) => {
        // The fan's slot first (no hot lock held while it is decided), then the shared counters.
        const [inserted] = await tx
          .insert(claims)
          .values({
            campaignId: campaign.id,
            userId: input.fanId,
            nftId: nft.id,
            sequence: progress.claims + 1,
            idempotencyKey: input.idempotencyKey,
            createdAt: now,
          })
          .returning();
        const supply = await tx
          .update(campaigns)
          .set({ claimedCount: sql`${campaigns.claimedCount} + 1` })
          .where(and(eq(campaigns.id, campaign.id), lt(campaigns.claimedCount, campaigns.totalSupply)))
          .returning({ id: campaigns.id });
        if (supply.length === 0) throw new AppError("claim-E2002");
        const nftSupply = await tx
          .update(campaignNfts)
          .set({ issuedCount: sql`${campaignNfts.issuedCount} + 1` })
          .where(
            and(
              eq(campaignNfts.id, nft.id),
              or(isNull(campaignNfts.supply), lt(campaignNfts.issuedCount, campaignNfts.supply)),
            ),
          )
          .returning({ id: campaignNfts.id });
        if (nftSupply.length === 0) throw new AppError("claim-E2002");
        if (!inserted) throw new Error("claim insert returned nothing");
        await tx.insert(mintJobs).values({ claimId: inserted.id, jobKey: `mint:${inserted.id}`, createdAt: now });
        return inserted;
      });
      ctx.log.info({ campaignId: campaign.id, claimId: row.id, sequence: row.sequence }, "claimed");
      return toView(row);
    } catch (error) {
      if (isUniqueViolation(error, "claims_user_idempotency_key")) {
        const twin = await findByKey(ctx.db, input.fanId, input.idempotencyKey);
        if (twin) return toView(twin);
      }
      // Another request of this fan took the same slot: look again (maybe the limit allows one more).
      if (isUniqueViolation(error, "claims_campaign_user_sequence_key") && attempt < campaign.perFanLimit) continue;
      if (isUniqueViolation(error, "claims_campaign_user_sequence_key")) throw new AppError("claim-E2003");
      throw error;
    }
  }
}
