import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { claims } from "../claims/tables";
import { createTestContext, makeCampaign, makeOperator, makeParticipant, useTestDatabase } from "../testing";
import { users } from "../users/tables";
import { collectCsv } from "./csv-export";
import { exportClaims } from "./export-claims";

const db = useTestDatabase();
const lines = (csv: string) => csv.split("\r\n").slice(1, -1);

describe("exportClaims", () => {
  it("streams every claim once, oldest first, across page boundaries, ties and microseconds included", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId, nftIds } = await makeCampaign(ctx, { perFanLimit: 1 });
    const nftId = nftIds.main ?? "";
    // Seven fans: three claim in one microsecond (ties broken by id), two a microsecond apart, which a
    // millisecond cursor would lose; pages of two split every group.
    const times = [
      "2026-03-01 10:00:00.000001+00",
      "2026-03-01 10:00:00.000002+00",
      "2026-03-01 10:00:00.5+00",
      "2026-03-01 10:00:00.5+00",
      "2026-03-01 10:00:00.5+00",
      "2026-03-02 00:00:00+00",
      "2026-03-03 00:00:00+00",
    ];
    const made: { id: string; at: string }[] = [];
    for (const [i, at] of times.entries()) {
      const fanId = await makeParticipant(ctx, campaignId);
      const [row] = await ctx.db
        .insert(claims)
        .values({
          campaignId,
          userId: fanId,
          nftId,
          sequence: 1,
          idempotencyKey: `k${i}`,
          createdAt: sql`${at}::timestamptz`,
        })
        .returning({ id: claims.id });
      made.push({ id: row?.id ?? "", at });
    }
    const expected = [...made].sort((a, b) => a.at.localeCompare(b.at) || (a.id < b.id ? -1 : 1));
    for (const batchSize of [1, 2, 3, 7, 1000]) {
      const csv = await collectCsv(await exportClaims(ctx, operator, { campaignId, batchSize }));
      expect([batchSize, lines(csv).map((l) => l.split(",")[0])]).toEqual([batchSize, expected.map((c) => c.id)]);
    }
  });

  it("writes the header, the mint status and times in the operator's zone; formula-like e-mails stay text", async () => {
    const { ctx, clock } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx);
    const fanId = await makeParticipant(ctx, campaignId);
    await ctx.db.update(users).set({ email: "=cmd|'/c calc'!A1@example.com" }).where(sql`${users.id} = ${fanId}`);
    const claimed = await claim(ctx, { fanId, campaignId, idempotencyKey: "tz-1" });
    const at = clock.now();
    const tokyo = new Date(at.getTime() + 9 * 3_600_000).toISOString().replace("Z", "+09:00");
    const csv = await collectCsv(await exportClaims(ctx, operator, { campaignId, timeZone: "Asia/Tokyo" }));
    expect(csv.startsWith("\uFEFFclaim_id,user_id,email,nft,sequence,claimed_at,mint_status\r\n")).toBe(true);
    expect(lines(csv)).toEqual([`${claimed.claimId},${fanId},'=cmd|'/c calc'!A1@example.com,main,1,${tokyo},PENDING`]);
    const utc = await collectCsv(await exportClaims(ctx, operator, { campaignId }));
    expect(lines(utc)[0]?.split(",")[5]).toBe(at.toISOString().replace("Z", "+00:00"));
  });

  it("an empty campaign is the header alone; another company's campaign and a bad zone are refused", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx);
    expect(await collectCsv(await exportClaims(ctx, operator, { campaignId }))).toBe(
      "\uFEFFclaim_id,user_id,email,nft,sequence,claimed_at,mint_status\r\n",
    );
    const stranger = await makeOperator(ctx);
    await expect(exportClaims(ctx, stranger, { campaignId })).rejects.toMatchObject({ code: "request-E1004" });
    await expect(exportClaims(ctx, operator, { campaignId, timeZone: "Mars/Base" })).rejects.toMatchObject({
      code: "request-E1000",
    });
  });
});
