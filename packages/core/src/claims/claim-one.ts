import type { ClaimResponse } from "@fanfare/protocol";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { ClaimCampaign } from "../campaigns/campaign-cache";
import { type FanProgress, isConditionCompleted, loadFanProgress } from "../campaigns/load-campaign";
import { campaignNfts, campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../errors";
import { emitEvent } from "../webhooks/emit-event";
import { claimCreatedFact } from "../webhooks/facts";
import { type ClaimRow, claims, mintJobs } from "./tables";

const DRAW_REFUSALS = {
  COMPLETED_CONDITION: "luckyDraw-E2001",
  FAILED: "luckyDraw-E2002",
} as const;

export type ClaimInput = { fanId: string; campaignId: string; idempotencyKey: string };

export function toView(row: ClaimRow): ClaimResponse {
  return {
    claimId: row.id,
    campaignId: row.campaignId,
    nftId: row.nftId,
    sequence: row.sequence,
    claimedAt: row.createdAt.toISOString(),
  };
}

export async function findByKey(db: DbOrTx, fanId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.userId, fanId), eq(claims.idempotencyKey, idempotencyKey)));
  return row;
}

/** The first claim under this key, unless the key was used for another campaign (then an error). */
export function earlierResult(earlier: ClaimRow, campaignId: string): ClaimRow {
  if (earlier.campaignId !== campaignId) {
    throw new AppError("request-E1000", { detail: "This idempotency key was used for another campaign." });
  }
  return earlier;
}

/**
 * May this fan, with this progress and `claimsSoFar` claims, claim once more? Throws the refusal in the
 * order the fan should hear it (policies, limit, conditions, draw); else returns the NFT the claim gets:
 * the one a linked code gave, else the campaign's first. Shared by the batched and the single path so
 * both decide alike.
 */
export function claimableNft(found: ClaimCampaign, progress: FanProgress, claimsSoFar: number): string {
  const { campaign, conditions } = found;
  if (!progress.policiesAccepted) throw new AppError("campaignPolicy-E2002");
  if (claimsSoFar >= campaign.perFanLimit) throw new AppError("claim-E2003");
  if (!conditions.every((c) => isConditionCompleted(c, progress))) throw new AppError("claim-E2004");
  if (campaign.rewardKind === "LUCKY_DRAW") {
    const result = progress.entry?.result;
    if (!result) throw new AppError("claim-E2004");
    if (result !== "WIN") throw new AppError(DRAW_REFUSALS[result]);
  }
  const linked = conditions
    .filter((c) => c.type === "NFT_IS_LINKED_BY_CODE")
    .map((c) => progress.completed.get(c.id)?.nftId)
    .find((id): id is string => typeof id === "string");
  const nftId = linked ?? found.defaultNftId;
  if (!nftId) throw new Error(`campaign ${campaign.id} has no NFT`);
  return nftId;
}

/**
 * One claim in its own transaction (ADR 0009): the path a batch falls back to when its shared
 * transaction fails, so that one claim's conflict never becomes another's error.
 * - Per-fan limit: the fan's n-th claim takes sequence n; UNIQUE (campaign, fan, sequence) lets only one
 *   of two racing requests have it, and the loser looks again.
 * - Supply: `UPDATE campaigns SET claimed_count = claimed_count + 1 WHERE claimed_count < total_supply
 *   RETURNING` (and the same per NFT), with a CHECK behind it.
 * - The claim and its mint job (outbox row `mint:<claimId>`) commit together or not at all.
 */
export async function claimOne(
  ctx: CoreContext,
  input: ClaimInput,
  found: ClaimCampaign,
  now: Date,
): Promise<ClaimRow> {
  const earlier = await findByKey(ctx.db, input.fanId, input.idempotencyKey);
  if (earlier) return earlierResult(earlier, input.campaignId);
  const { campaign } = found;
  for (let attempt = 0; ; attempt++) {
    const progress = await loadFanProgress(ctx.db, campaign.id, input.fanId);
    let nftId: string;
    try {
      nftId = claimableNft(found, progress, progress.claims);
    } catch (error) {
      if (error instanceof AppError && error.code === "claim-E2003") {
        // A twin request with this key may have won the race since the lookup above.
        const twin = await findByKey(ctx.db, input.fanId, input.idempotencyKey);
        if (twin) return earlierResult(twin, input.campaignId);
      }
      throw error;
    }
    try {
      return await ctx.db.transaction(async (tx) => {
        // The fan's slot first (no hot lock held while it is decided), then the shared counters.
        const [inserted] = await tx
          .insert(claims)
          .values({
            campaignId: campaign.id,
            userId: input.fanId,
            nftId,
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
              eq(campaignNfts.id, nftId),
              or(isNull(campaignNfts.supply), lt(campaignNfts.issuedCount, campaignNfts.supply)),
            ),
          )
          .returning({ id: campaignNfts.id });
        if (nftSupply.length === 0) throw new AppError("claim-E2002");
        if (!inserted) throw new Error("claim insert returned nothing");
        await tx.insert(mintJobs).values({ claimId: inserted.id, jobKey: `mint:${inserted.id}`, createdAt: now });
        await emitEvent(tx, claimCreatedFact(campaign.companyId, inserted));
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error, "claims_user_idempotency_key")) {
        const twin = await findByKey(ctx.db, input.fanId, input.idempotencyKey);
        if (twin) return earlierResult(twin, input.campaignId);
      }
      // Another request of this fan took the same slot: look again (maybe the limit allows one more).
      if (isUniqueViolation(error, "claims_campaign_user_sequence_key") && attempt < campaign.perFanLimit) continue;
      if (isUniqueViolation(error, "claims_campaign_user_sequence_key")) {
        throw new AppError("claim-E2003", { cause: error });
      }
      throw error;
    }
  }
}
