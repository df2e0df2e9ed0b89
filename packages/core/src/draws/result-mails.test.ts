import { LOCALES, type Locale } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { JobQueue } from "../jobs/definitions";
import { createJobQueue } from "../jobs/queue";
import { createTestContext, makeCampaign, makeParticipant, useTestDatabase } from "../testing";
import { users } from "../users/tables";
import { applyForDraw } from "./apply-for-draw";
import { drawDueCampaignsJob } from "./draw-winners";
import {
  DRAW_RESULT_MAIL_JOB,
  drawResultMailJob,
  drawResultMessageId,
  queueDrawResultMails,
  sendDrawResultMail,
} from "./result-mails";
import { setEntryEmail } from "./set-entry-email";
import { drawEntries } from "./tables";

const db = useTestDatabase();
const DAY = 86_400_000;

/** pg-boss's rule for a job id, in memory: a second send with the same id adds nothing. */
function memoryQueue() {
  const jobs = new Map<string, Record<string, unknown>>();
  const queue: JobQueue = {
    async send(name, data, { id }) {
      if (jobs.has(id)) return null;
      jobs.set(id, { name, ...data });
      return id;
    },
  };
  return { queue, jobs };
}

describe("mails with the result of a draw at campaign end", () => {
  it("tells every entrant in their language, once, and a failed send never undoes the draw", async () => {
    const { ctx, clock, mailer } = createTestContext(db.current);
    const { campaignId, projectId } = await makeCampaign(ctx, {
      title: {
        ja: "春のくじ",
        en: "Spring draw",
        fr: "Tirage du printemps",
        th: "จับรางวัลฤดูใบไม้ผลิ",
      } satisfies Record<Locale, string>,
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 2,
      totalSupply: 2,
    });
    const locales = LOCALES; // a fan in every language
    const fans: string[] = [];
    for (const locale of locales) {
      const fanId = await makeParticipant(ctx, campaignId);
      await db.current.db.update(users).set({ locale }).where(eq(users.id, fanId));
      await applyForDraw(ctx, { fanId, campaignId });
      fans.push(fanId);
    }
    await setEntryEmail(ctx, { fanId: fans[1] ?? "", campaignId, email: "contact@example.com" });

    const { queue, jobs } = memoryQueue();
    expect(await queueDrawResultMails(ctx, queue)).toEqual({ queued: 0 }); // nothing decided yet
    clock.advance(10 * DAY);
    expect(await drawDueCampaignsJob.run(ctx, {}, queue)).toEqual({ drawn: 1, queued: locales.length });
    // The next minute's sweep finds the same entries: their jobs exist, nothing is added.
    expect(await drawDueCampaignsJob.run(ctx, {}, queue)).toEqual({ drawn: 0, queued: 0 });

    // SMTP is down for the first job: it throws (pg-boss retries it) and the draw stands.
    const [first, ...rest] = [...jobs.keys()];
    mailer.failNext = true;
    await expect(drawResultMailJob.run(ctx, { entryId: first }, queue)).rejects.toThrow("SMTP unavailable");
    const entries = await db.current.db.select().from(drawEntries).where(eq(drawEntries.campaignId, campaignId));
    expect(entries.filter((e) => e.result === "WIN")).toHaveLength(2);
    expect(entries.find((e) => e.id === first)?.resultMailedAt).toBeNull();
    for (const entryId of [first, ...rest]) await drawResultMailJob.run(ctx, { entryId }, queue);
    // A job run twice (a retry after the send went out) sends nothing more.
    expect(await sendDrawResultMail(ctx, { entryId: first ?? "" })).toEqual({ sent: false });
    expect(mailer.sent).toHaveLength(locales.length);

    const byFan = new Map(entries.map((e) => [e.userId, e]));
    for (const [i, locale] of locales.entries()) {
      const entry = byFan.get(fans[i] ?? "");
      const mail = mailer.sent.find((m) => m.text.includes(`/${locale}/projects/${projectId}/${campaignId}`));
      expect(mail, locale).toBeDefined();
      expect(mail?.html).toContain(`lang="${locale}"`);
      // The public draw record, on the same site and in the same language as the campaign link.
      const record = `${ctx.config.publicUrl.replace(/\/+$/, "")}/${locale}/projects/${projectId}/${campaignId}/draw`;
      expect(mail?.text).toContain(`: ${record}\n`);
      expect(mail?.html).toContain(`href="${record}"`);
      const recordTexts = {
        ja: "抽選のしくみと抽選記録（どなたでも検算できます）",
        en: "How the winners were drawn: the draw record (anyone can check it)",
        fr: "Comment les gagnants ont été tirés au sort : le registre du tirage (chacun peut le vérifier)",
        th: "วิธีการจับรางวัลและบันทึกการจับรางวัล (ทุกคนตรวจสอบได้)",
      } satisfies Record<Locale, string>;
      expect(mail?.text).toContain(`${recordTexts[locale]}: ${record}`);
      const won = entry?.result === "WIN";
      const expected = {
        ja: won ? "【当選】「春のくじ」抽選結果のお知らせ" : "「春のくじ」抽選結果のお知らせ",
        en: won ? "You won the lucky draw of “Spring draw”" : "The result of the lucky draw of “Spring draw”",
        fr: won
          ? "Vous avez gagné le tirage au sort « Tirage du printemps »"
          : "Le résultat du tirage au sort « Tirage du printemps »",
        th: won ? "คุณได้รับรางวัลจากการจับรางวัล “จับรางวัลฤดูใบไม้ผลิ”" : "ผลการจับรางวัล “จับรางวัลฤดูใบไม้ผลิ”",
      } satisfies Record<Locale, string>;
      expect(mail?.subject).toBe(expected[locale]);
    }
    // The contact e-mail the fan left is where their result goes.
    expect(mailer.sent.filter((m) => m.to === "contact@example.com")).toHaveLength(1);
    expect(await queueDrawResultMails(ctx, memoryQueue().queue)).toEqual({ queued: 0 });
    // Each mail names its entry in a stable Message-ID, one per entry.
    const host = new URL(ctx.config.publicUrl).hostname;
    expect(new Set(mailer.sent.map((m) => m.messageId))).toEqual(
      new Set(entries.map((e) => `<draw-result.${e.id}@${host}>`)),
    );

    // A worker that crashed after the send but before recording it sends again on the job's retry: the
    // second mail carries the same Message-ID, so the receiving side can drop it as a duplicate.
    await db.current.db
      .update(drawEntries)
      .set({ resultMailedAt: null })
      .where(eq(drawEntries.id, first ?? ""));
    expect(await drawResultMailJob.run(ctx, { entryId: first }, queue)).toEqual({ sent: true });
    const [original, resent] = mailer.sent.filter(
      (m) => m.messageId === drawResultMessageId(first ?? "", ctx.config.publicUrl),
    );
    expect(resent?.messageId).toBe(original?.messageId);
    expect(resent?.subject).toBe(original?.subject);
  });

  it("pg-boss keeps one job per entry id", async () => {
    const { ctx } = createTestContext(db.current);
    const boss = createJobQueue(db.current, ctx.log);
    await boss.start();
    try {
      await boss.createQueue(DRAW_RESULT_MAIL_JOB);
      const id = "00000000-0000-4000-8000-00000000abcd";
      expect(await boss.send(DRAW_RESULT_MAIL_JOB, { entryId: id }, { id })).toBe(id);
      expect(await boss.send(DRAW_RESULT_MAIL_JOB, { entryId: id }, { id })).toBeNull();
    } finally {
      await boss.stop({ graceful: true, timeout: 5000 });
    }
  });
});
