import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CoreContext } from "../context";
import { drawEntries } from "../draws/tables";
import { createTestContext, makeCampaign, makeOperator, makeParticipant, useTestDatabase } from "../testing";
import { collectCsv } from "./csv-export";
import { exportDrawEntries } from "./export-draw-entries";

const db = useTestDatabase();
const lines = (csv: string) => csv.split("\r\n").slice(1, -1);

/**
 * The context with its database's SELECT builders counted: the campaign check is one, each page two (the
 * page and the joins around it), so the count tells how many pages an export read.
 */
function countingSelects(ctx: CoreContext): { ctx: CoreContext; selects: () => number } {
  let selects = 0;
  const counted = new Proxy(ctx.db, {
    get(target, property, receiver) {
      if (property === "select") selects++;
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ctx: { ...ctx, db: counted }, selects: () => selects };
}

describe("exportDrawEntries", () => {
  it("winners are chosen by the query: one page for two winners among ten entries", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 2,
    });
    const entries: { id: string; result: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const fanId = await makeParticipant(ctx, campaignId);
      const result = i === 3 || i === 8 ? "WIN" : "FAILED";
      const [row] = await ctx.db
        .insert(drawEntries)
        .values({
          campaignId,
          userId: fanId,
          result: result as "WIN" | "FAILED",
          decidedAt: new Date("2026-04-02T00:00:00Z"),
          contactEmail: i === 3 ? "+1-555-0100@example.com" : null,
          createdAt: sql`${`2026-04-01 00:00:0${i}+00`}::timestamptz`,
        })
        .returning({ id: drawEntries.id });
      entries.push({ id: row?.id ?? "", result });
    }

    const winners = countingSelects(ctx);
    const csv = await collectCsv(
      await exportDrawEntries(winners.ctx, operator, {
        campaignId,
        winnersOnly: true,
        batchSize: 3,
        timeZone: "Asia/Bangkok",
      }),
    );
    expect(csv.split("\r\n")[0]).toBe("\uFEFFentry_id,user_id,email,contact_email,result,applied_at");
    const rows = lines(csv).map((l) => l.split(","));
    expect(rows.map((r) => r[0])).toEqual([entries[3]?.id, entries[8]?.id]);
    expect(rows.map((r) => [r[3], r[4], r[5]])).toEqual([
      ["'+1-555-0100@example.com", "WIN", "2026-04-01T07:00:03.000+07:00"],
      ["", "WIN", "2026-04-01T07:00:08.000+07:00"],
    ]);
    // The campaign check, then one page: filtering in memory would have read four pages of three.
    expect(winners.selects()).toBe(1 + 2 * 1);

    const applicants = countingSelects(ctx);
    const all = await collectCsv(
      await exportDrawEntries(applicants.ctx, operator, { campaignId, winnersOnly: false, batchSize: 3 }),
    );
    expect(lines(all).map((l) => l.split(",")[0])).toEqual(entries.map((e) => e.id));
    expect(applicants.selects()).toBe(1 + 2 * 4);
  });

  it("is another company's campaign: request-E1004, before anything is read", async () => {
    const { ctx } = createTestContext(db.current);
    const { campaignId } = await makeCampaign(ctx);
    const stranger = await makeOperator(ctx);
    await expect(exportDrawEntries(ctx, stranger, { campaignId, winnersOnly: true })).rejects.toMatchObject({
      code: "request-E1004",
    });
  });
});
