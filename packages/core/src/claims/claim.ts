import type { ClaimResponse, ErrorCode, RefusalReason } from "@fanfare/protocol";
import { noteRefusalOf } from "../analytics/refusals";
import { type ClaimCampaign, loadClaimCampaign } from "../campaigns/campaign-cache";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { enqueueClaim } from "./claim-batch";
import { type ClaimInput, earlierResult, findByKey, toView } from "./claim-one";

/**
 * A fan claims a campaign's NFT (ADR 0009).
 * - Idempotent: a retry with the same key returns the first result, even if the first is still racing.
 * - Exactly once per fan within the per-fan limit (sequence n for the fan's n-th claim, UNIQUE behind it).
 * - Never over supply: the campaign row's claimed_count moves under its row lock, with a CHECK behind it.
 * - The claim and its mint job (outbox row `mint:<claimId>`) commit together or not at all.
 * Concurrent claims of one campaign in this process are decided in groups, one transaction per group
 * (claim-batch.ts); a group that cannot be decided together falls back to one transaction per claim.
 */
export async function claim(ctx: CoreContext, input: ClaimInput): Promise<ClaimResponse> {
  try {
    return await claimOnce(ctx, input);
  } catch (error) {
    // Counted in memory (no statement on this path): the fairness report's refusals by reason.
    noteRefusalOf(ctx, input.campaignId, error, CLAIM_REFUSALS);
    throw error;
  }
}

const CLAIM_REFUSALS = {
  "nftContent-E2021": "OUTSIDE_WINDOW",
  "claim-E2002": "SUPPLY_EXHAUSTED",
  "claim-E2003": "LIMIT_REACHED",
} as const satisfies Partial<Record<ErrorCode, RefusalReason>>;

async function claimOnce(ctx: CoreContext, input: ClaimInput): Promise<ClaimResponse> {
  const now = ctx.clock.now();
  let found: ClaimCampaign;
  try {
    found = await loadClaimCampaign(ctx.db, input.campaignId);
    const { campaign } = found;
    if (campaign.publishStatus === "END" || now < campaign.distributionStartsAt || now >= campaign.distributionEndsAt) {
      throw new AppError("nftContent-E2021");
    }
  } catch (error) {
    // A retry of a claim that succeeded still gets its result after the campaign closed or went away.
    const earlier = await findByKey(ctx.db, input.fanId, input.idempotencyKey);
    if (earlier) return toView(earlierResult(earlier, input.campaignId));
    throw error;
  }
  // The key lookup, the fan's progress and the decision happen in the campaign's group.
  return toView(await enqueueClaim(ctx, input, found, now));
}
