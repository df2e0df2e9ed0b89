import { type Locale, toLocale } from "@fanfare/protocol";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { type CampaignRow, campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import type { JobDefinition, JobQueue } from "../jobs/definitions";
import { renderDrawResultMail } from "../mail/templates";
import { users } from "../users/tables";
import { drawEntries } from "./tables";

export const DRAW_RESULT_MAIL_JOB = "draws.result-mail";

/** How many mails one sweep queues; the next minute's sweep takes the rest. */
const BATCH = 500;

/**
 * Queues one `draws.result-mail` job per decided entry of a draw at campaign end that has not been mailed.
 * The job's id is the entry's id, so queueing again (the next sweep, a retried draw job) adds nothing
 * while the job exists; `result_mailed_at` ends it for good once the mail went out. Runs after the draw's
 * transaction: a mail that fails is retried by its job and never touches the draw.
 */
export async function queueDrawResultMails(ctx: CoreContext, queue: JobQueue): Promise<{ queued: number }> {
  const due = await ctx.db
    .select({ id: drawEntries.id })
    .from(drawEntries)
    .innerJoin(campaigns, eq(campaigns.id, drawEntries.campaignId))
    .where(
      and(
        isNull(drawEntries.resultMailedAt),
        isNotNull(drawEntries.decidedAt),
        eq(campaigns.rewardTiming, "AFTER_CAMPAIGN_END"),
      ),
    )
    .orderBy(asc(drawEntries.decidedAt))
    .limit(BATCH);
  let queued = 0;
  for (const { id } of due) {
    if (await queue.send(DRAW_RESULT_MAIL_JOB, { entryId: id }, { id })) queued++;
  }
  return { queued };
}

/**
 * Sends one fan the result of the draw, in their language, to the contact e-mail they left (else their
 * account's address), with a link to the campaign page and one to the draw's public record. Once per entry: an entry already mailed, or of a
 * fan who cancelled their account, is skipped. A failed send throws, and pg-boss retries the job.
 */
export async function sendDrawResultMail(ctx: CoreContext, input: { entryId: string }): Promise<{ sent: boolean }> {
  const [row] = await ctx.db
    .select({ entry: drawEntries, campaign: campaigns, email: users.email, locale: users.locale })
    .from(drawEntries)
    .innerJoin(campaigns, eq(campaigns.id, drawEntries.campaignId))
    .innerJoin(users, eq(users.id, drawEntries.userId))
    .where(eq(drawEntries.id, input.entryId));
  if (!row || row.entry.resultMailedAt || (row.entry.result !== "WIN" && row.entry.result !== "FAILED")) {
    return { sent: false };
  }
  const to = row.entry.contactEmail ?? row.email;
  if (!to) return { sent: false };
  const locale = toLocale(row.locale);
  await ctx.mailer.send({
    to,
    ...drawResultMail(row.campaign, row.entry.result, locale, ctx.config.publicUrl),
    // The same for every retry of this entry's job (see OutgoingMail.messageId).
    messageId: drawResultMessageId(row.entry.id, ctx.config.publicUrl),
  });
  await ctx.db
    .update(drawEntries)
    .set({ resultMailedAt: ctx.clock.now() })
    .where(and(eq(drawEntries.id, row.entry.id), isNull(drawEntries.resultMailedAt)));
  ctx.log.info({ entryId: row.entry.id, result: row.entry.result }, "draw result mailed");
  return { sent: true };
}

/**
 * One result mail as a fan in `locale` receives it: the campaign's title in that language (Japanese when
 * it has none), a link to the campaign page and one to the draw's public record. The console's mail
 * preview (campaigns/preview-campaign-mails.ts) renders it the same way.
 */
export function drawResultMail(
  campaign: Pick<CampaignRow, "id" | "projectId" | "texts">,
  result: "WIN" | "FAILED",
  locale: Locale,
  publicUrl: string,
) {
  const title = campaign.texts.title[locale] ?? campaign.texts.title.ja;
  const campaignPath = `/${locale}/projects/${campaign.projectId}/${campaign.id}`;
  const link = new URL(campaignPath, publicUrl);
  // The public draw record: anyone, signed in or not, can check there how the winners were chosen.
  const recordLink = new URL(`${campaignPath}/draw`, publicUrl);
  return renderDrawResultMail(result, locale, { title, link: link.toString(), recordLink: recordLink.toString() });
}

/** `<draw-result.{entryId}@{public host}>`: one Message-ID per entry, whatever the number of sends. */
export function drawResultMessageId(entryId: string, publicUrl: string): string {
  return `<draw-result.${entryId}@${new URL(publicUrl).hostname}>`;
}

export const drawResultMailJob: JobDefinition = {
  name: DRAW_RESULT_MAIL_JOB,
  retryLimit: 8,
  retryDelaySeconds: 60,
  run: async (ctx, data) => {
    if (typeof data.entryId !== "string") throw new Error("draws.result-mail without an entryId");
    return sendDrawResultMail(ctx, { entryId: data.entryId });
  },
};
