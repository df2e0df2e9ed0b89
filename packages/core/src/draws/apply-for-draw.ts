import { and, eq, lt, sql } from "drizzle-orm";
import { noteRefusal } from "../analytics/refusals";
import {
  assertParticipationOpen,
  isConditionCompleted,
  loadFanCampaign,
  loadFanProgress,
} from "../campaigns/load-campaign";
import { campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { emitEvent } from "../webhooks/emit-event";
import { entryCreatedFact } from "../webhooks/facts";
import { storedDrawAlgorithm } from "./draw-algorithms";
import { drawEntries } from "./tables";

const ALREADY = { COMPLETED_CONDITION: "luckyDraw-E2001", FAILED: "luckyDraw-E2002", WIN: "luckyDraw-E2003" } as const;

/**
 * A fan who completed the conditions enters the campaign's lucky draw (one entry per fan).
 * AFTER_CAMPAIGN_END: the entry waits (COMPLETED_CONDITION → AppliedPleaseWait) for the draw at the end.
 * UPON_COMPLETION_OF_APPLICATION: decided at once: a winning ticket wins while prizes are left, and
 * `winner_count < prize_count` in a conditional UPDATE means never more winners than prizes.
 */
export async function applyForDraw(ctx: CoreContext, input: { fanId: string; campaignId: string }) {
  const now = ctx.clock.now();
  const { campaign, conditions } = await loadFanCampaign(ctx.db, input.campaignId);
  if (campaign.rewardKind !== "LUCKY_DRAW" || !campaign.drawSeed) {
    throw new AppError("request-E1004", { detail: "This campaign has no lucky draw." });
  }
  const progress = await loadFanProgress(ctx.db, campaign.id, input.fanId);
  if (progress.entry) throw new AppError(ALREADY[progress.entry.result]);
  try {
    assertParticipationOpen(campaign, now);
  } catch (error) {
    noteRefusal(ctx, campaign.id, "OUTSIDE_WINDOW");
    throw error;
  }
  if (!progress.policiesAccepted) throw new AppError("campaignPolicy-E2002");
  if (!conditions.every((c) => isConditionCompleted(c, progress))) throw new AppError("claim-E2004");
  const seed = campaign.drawSeed;

  const entry = await ctx.db.transaction(async (tx) => {
    // FOR SHARE: the draw at the end updates this row first, so it waits for applications in flight,
    // and an application after it sees drawn_at and is refused. An instant draw will update the row
    // itself (winner_count), so it takes the stronger lock at once: two FOR SHARE holders upgrading
    // would deadlock.
    const [live] = await tx
      .select({ drawnAt: campaigns.drawnAt })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id))
      .for(campaign.rewardTiming === "UPON_COMPLETION_OF_APPLICATION" ? "no key update" : "share");
    if (live?.drawnAt) {
      noteRefusal(ctx, campaign.id, "OUTSIDE_WINDOW");
      throw new AppError("claimPage-E2001");
    }
    const [row] = await tx
      .insert(drawEntries)
      .values({ campaignId: campaign.id, userId: input.fanId, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    if (campaign.rewardTiming !== "UPON_COMPLETION_OF_APPLICATION") {
      await emitEvent(tx, entryCreatedFact(campaign.companyId, row));
      return row;
    }
    let result: "WIN" | "FAILED" = "FAILED";
    // Decided by the algorithm the campaign committed to with its seed, whatever is current now.
    if (storedDrawAlgorithm(campaign.drawAlgorithm).isWinningTicket(seed, row.id, campaign.winPercent ?? 0)) {
      const prize = await tx
        .update(campaigns)
        .set({ winnerCount: sql`${campaigns.winnerCount} + 1` })
        .where(and(eq(campaigns.id, campaign.id), lt(campaigns.winnerCount, sql`${campaigns.prizeCount}`)))
        .returning({ id: campaigns.id });
      if (prize.length === 1) result = "WIN";
    }
    const [decided] = await tx
      .update(drawEntries)
      .set({ result, decidedAt: now })
      .where(eq(drawEntries.id, row.id))
      .returning();
    await emitEvent(tx, entryCreatedFact(campaign.companyId, decided ?? row));
    return decided ?? row;
  });
  if (!entry) {
    const again = await loadFanProgress(ctx.db, campaign.id, input.fanId);
    throw new AppError(ALREADY[again.entry?.result ?? "COMPLETED_CONDITION"]);
  }
  ctx.log.info({ campaignId: campaign.id, entryId: entry.id, result: entry.result }, "draw entry");
  return { entryId: entry.id, result: entry.result };
}
