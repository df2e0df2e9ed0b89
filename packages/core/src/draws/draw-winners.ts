import type { DrawRecordView } from "@fanfare/protocol";
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne } from "drizzle-orm";
import { campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import type { JobDefinition } from "../jobs/definitions";
import { emitEvent } from "../webhooks/emit-event";
import { drawCompletedFact } from "../webhooks/facts";
import { storedDrawAlgorithm } from "./draw-algorithms";
import { queueDrawResultMails } from "./result-mails";
import { drawEntries, drawRecords } from "./tables";

/**
 * Closes a campaign's lucky draw once it has ended, exactly once (the conditional UPDATE of drawn_at
 * decides), and writes the public record that reveals the seed.
 * AFTER_CAMPAIGN_END: the entrants in canonical order are ranked by ticket; the first prizeCount win,
 * the others fail. UPON_COMPLETION_OF_APPLICATION: every entry was decided when it came in; the record
 * lists them in application order with the winners, so the decisions can be checked.
 * Returns the record, or null when the campaign is not due or was drawn already.
 */
export async function drawWinners(ctx: CoreContext, input: { campaignId: string }): Promise<DrawRecordView | null> {
  const now = ctx.clock.now();
  const record = await ctx.db.transaction(async (tx) => {
    const [campaign] = await tx
      .update(campaigns)
      .set({ drawnAt: now })
      .where(
        and(
          eq(campaigns.id, input.campaignId),
          eq(campaigns.rewardKind, "LUCKY_DRAW"),
          ne(campaigns.publishStatus, "MAKING"),
          isNull(campaigns.drawnAt),
          isNotNull(campaigns.drawSeed),
          lte(campaigns.endsAt, now),
        ),
      )
      .returning();
    if (!campaign?.drawSeed || !campaign.drawSeedHash || !campaign.prizeCount || !campaign.rewardTiming) return null;
    const seed = campaign.drawSeed;
    const algorithm = storedDrawAlgorithm(campaign.drawAlgorithm);
    const entries = await tx
      .select({ id: drawEntries.id, result: drawEntries.result })
      .from(drawEntries)
      .where(eq(drawEntries.campaignId, campaign.id))
      .orderBy(asc(drawEntries.createdAt), asc(drawEntries.id));

    let entryIds: string[];
    let winners: string[];
    if (campaign.rewardTiming === "AFTER_CAMPAIGN_END") {
      entryIds = algorithm.canonicalEntrants(
        entries.filter((e) => e.result === "COMPLETED_CONDITION").map((e) => e.id),
      );
      winners = algorithm.pickWinners(seed, entryIds, campaign.prizeCount);
      const losers = entryIds.filter((id) => !winners.includes(id));
      for (const [ids, result] of [
        [winners, "WIN"],
        [losers, "FAILED"],
      ] as const) {
        for (let i = 0; i < ids.length; i += 1000) {
          await tx
            .update(drawEntries)
            .set({ result, decidedAt: now })
            .where(inArray(drawEntries.id, ids.slice(i, i + 1000)));
        }
      }
    } else {
      entryIds = entries.map((e) => e.id);
      winners = entries.filter((e) => e.result === "WIN").map((e) => e.id);
    }
    // Entries close here: the record commits to the entrant list by its hash and its Merkle root (over
    // the canonical order in both modes, so a receipt does not depend on the mode).
    const row = {
      campaignId: campaign.id,
      algorithm: algorithm.version,
      mode: campaign.rewardTiming,
      seed,
      seedHash: campaign.drawSeedHash,
      prizeCount: campaign.prizeCount,
      winPercent: campaign.winPercent,
      entryIds,
      entrantsHash: algorithm.entrantsHash(entryIds),
      entrantsRoot: algorithm.entrantsRoot(entryIds),
      winnerEntryIds: [...winners].sort(),
      drawnAt: now,
    };
    await tx.insert(drawRecords).values(row);
    await emitEvent(tx, drawCompletedFact(campaign.companyId, row));
    return row;
  });
  if (!record) return null;
  ctx.log.info(
    { campaignId: record.campaignId, entrants: record.entryIds.length, winners: record.winnerEntryIds.length },
    "lucky draw drawn",
  );
  return { ...record, drawnAt: record.drawnAt.toISOString() };
}

/** The sweep the scheduler runs every minute: every lucky draw whose campaign has ended is drawn. */
export async function drawDueCampaigns(ctx: CoreContext): Promise<{ drawn: number }> {
  const due = await ctx.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.rewardKind, "LUCKY_DRAW"),
        ne(campaigns.publishStatus, "MAKING"),
        isNull(campaigns.drawnAt),
        lte(campaigns.endsAt, ctx.clock.now()),
      ),
    );
  let drawn = 0;
  for (const { id } of due) if (await drawWinners(ctx, { campaignId: id })) drawn++;
  return { drawn };
}

export const drawDueCampaignsJob: JobDefinition = {
  name: "draws.draw-due",
  cron: "* * * * *",
  retryLimit: 3,
  retryDelaySeconds: 30,
  // The mails go after the draws are committed, each as its own job (draws/result-mails.ts); the sweep
  // also re-queues any entry a crash left unmailed.
  run: async (ctx, _data, queue) => ({ ...(await drawDueCampaigns(ctx)), ...(await queueDrawResultMails(ctx, queue)) }),
};

/** A stored record as published; a record from before versions and roots were kept is v1, its root computed. */
export function drawRecordView(record: typeof drawRecords.$inferSelect): DrawRecordView {
  const algorithm = storedDrawAlgorithm(record.algorithm);
  return {
    ...record,
    algorithm: algorithm.version,
    entrantsRoot: record.entrantsRoot ?? algorithm.entrantsRoot(record.entryIds),
    drawnAt: record.drawnAt.toISOString(),
  };
}

/** The public draw record of a campaign: before the draw the seed hash alone, after it everything. */
export async function getDrawRecord(ctx: CoreContext, input: { campaignId: string }): Promise<DrawRecordView | null> {
  const [record] = await ctx.db.select().from(drawRecords).where(eq(drawRecords.campaignId, input.campaignId));
  if (record) return drawRecordView(record);
  const [campaign] = await ctx.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, input.campaignId), ne(campaigns.publishStatus, "MAKING")));
  if (!campaign?.drawSeedHash || !campaign.rewardTiming || !campaign.prizeCount) return null;
  return {
    campaignId: campaign.id,
    algorithm: storedDrawAlgorithm(campaign.drawAlgorithm).version,
    mode: campaign.rewardTiming,
    seedHash: campaign.drawSeedHash,
    seed: null,
    prizeCount: campaign.prizeCount,
    winPercent: campaign.winPercent,
    entryIds: [],
    entrantsHash: null,
    entrantsRoot: null,
    winnerEntryIds: [],
    drawnAt: null,
  };
}
