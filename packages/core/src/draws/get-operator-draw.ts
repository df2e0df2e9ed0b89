import {
  OPERATOR_DRAW_PAGE_SIZE,
  type OperatorDrawQuery,
  type OperatorDrawStatus,
  type OperatorDrawView,
  verifyDrawRecord,
} from "@fanfare/protocol";
import { and, asc, count, eq, isNotNull, type SQL } from "drizzle-orm";
import { campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { users } from "../users/tables";
import { drawRecordView, getDrawRecord } from "./draw-winners";
import { drawEntries, drawRecords } from "./tables";

/**
 * An address as the console lists it: the first character of the local part, then a mask, then the
 * domain (`f•••@example.com`). Enough to recognise an entrant the operator asks about; the full address
 * is in the applicants' CSV, which is downloaded on purpose (and recorded by the browser, not a screen).
 */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

type CampaignRow = typeof campaigns.$inferSelect;

function statusOf(
  campaign: CampaignRow,
  drawn: boolean,
  mails: { decided: number; mailed: number } | null,
  now: Date,
): OperatorDrawStatus {
  if (campaign.rewardKind !== "LUCKY_DRAW") return "NOT_A_DRAW";
  if (campaign.publishStatus === "MAKING" || !campaign.drawSeedHash) return "NOT_PUBLISHED";
  if (drawn) return mails && mails.decided > 0 && mails.mailed === mails.decided ? "RESULTS_MAILED" : "DRAWN";
  return campaign.endsAt <= now ? "DRAW_DUE" : "WAITING_FOR_END";
}

/**
 * The operator's view of a campaign's lucky draw (the console's draw page): where it stands, the public
 * record and the server's own check of it by the protocol's verifier (the one the public page and the
 * console run in the browser), the figures, and one page of entrants with their results. Another
 * company's campaign is request-E1004, like one that does not exist. There is nothing to start here:
 * the draw runs after the campaign's end, by the scheduled job.
 */
export async function getOperatorDraw(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string } & Partial<OperatorDrawQuery>,
): Promise<OperatorDrawView> {
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, input.campaignId));
  assertSameCompany(operator, campaign);
  const page = input.page ?? 1;
  const isDraw = campaign.rewardKind === "LUCKY_DRAW";

  const [stored] = isDraw ? await ctx.db.select().from(drawRecords).where(eq(drawRecords.campaignId, campaign.id)) : [];
  let record = stored ? drawRecordView(stored) : null;
  // Before the draw, the public record's first half: the algorithm and the seed's commitment.
  if (!record && isDraw) record = await getDrawRecord(ctx, { campaignId: campaign.id });

  const filter: SQL[] = [eq(drawEntries.campaignId, campaign.id)];
  if (input.result) filter.push(eq(drawEntries.result, input.result));
  const [[all], [won], [matching], [decided], [mailed], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(drawEntries).where(eq(drawEntries.campaignId, campaign.id)),
    // An instant draw has winners before its record exists: count them from the entries, in both modes.
    ctx.db
      .select({ n: count() })
      .from(drawEntries)
      .where(and(eq(drawEntries.campaignId, campaign.id), eq(drawEntries.result, "WIN"))),
    ctx.db
      .select({ n: count() })
      .from(drawEntries)
      .where(and(...filter)),
    ctx.db
      .select({ n: count() })
      .from(drawEntries)
      .where(and(eq(drawEntries.campaignId, campaign.id), isNotNull(drawEntries.decidedAt))),
    ctx.db
      .select({ n: count() })
      .from(drawEntries)
      .where(and(eq(drawEntries.campaignId, campaign.id), isNotNull(drawEntries.resultMailedAt))),
    ctx.db
      .select({
        entryId: drawEntries.id,
        email: users.email,
        enteredAt: drawEntries.createdAt,
        result: drawEntries.result,
        decidedAt: drawEntries.decidedAt,
      })
      .from(drawEntries)
      .leftJoin(users, eq(users.id, drawEntries.userId))
      .where(and(...filter))
      .orderBy(asc(drawEntries.createdAt), asc(drawEntries.id))
      .limit(OPERATOR_DRAW_PAGE_SIZE)
      .offset((page - 1) * OPERATOR_DRAW_PAGE_SIZE),
  ]);

  // Only a draw at the end mails results (draws/result-mails.ts); an instant draw told the fan at once.
  const resultMails =
    isDraw && campaign.rewardTiming === "AFTER_CAMPAIGN_END"
      ? { decided: decided?.n ?? 0, mailed: mailed?.n ?? 0 }
      : null;
  const drawn = stored !== undefined;
  const verification = stored && record ? await verifyDrawRecord(record) : null;

  return {
    campaignId: campaign.id,
    status: statusOf(campaign, drawn, resultMails, ctx.clock.now()),
    mode: isDraw ? campaign.rewardTiming : null,
    algorithm: record?.algorithm ?? null,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    drawsAfter: isDraw && !drawn ? campaign.endsAt.toISOString() : null,
    drawnAt: record?.drawnAt ?? null,
    prizeCount: isDraw ? campaign.prizeCount : null,
    winPercent: isDraw ? campaign.winPercent : null,
    seedHash: record?.seedHash ?? null,
    seed: record?.seed ?? null,
    entrantsHash: record?.entrantsHash ?? null,
    entrantsRoot: record?.entrantsRoot ?? null,
    entrantCount: stored ? stored.entryIds.length : (all?.n ?? 0),
    winnerCount: won?.n ?? 0,
    resultMails,
    record,
    verification: verification ? { status: verification.status, checks: verification.checks } : null,
    entrants: {
      items: rows.map((row) => ({
        entryId: row.entryId,
        maskedEmail: maskEmail(row.email),
        enteredAt: row.enteredAt.toISOString(),
        result: row.result,
        decidedAt: row.decidedAt?.toISOString() ?? null,
      })),
      page,
      pageSize: OPERATOR_DRAW_PAGE_SIZE,
      total: matching?.n ?? 0,
    },
  };
}
