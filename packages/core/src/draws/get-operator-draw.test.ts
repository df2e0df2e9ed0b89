import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext, makeCampaign, makeOperator, makeParticipant, useTestDatabase } from "../testing";
import { users } from "../users/tables";
import { applyForDraw } from "./apply-for-draw";
import { drawDueCampaigns } from "./draw-winners";
import { getOperatorDraw, maskEmail } from "./get-operator-draw";
import { drawEntries, drawRecords } from "./tables";

const db = useTestDatabase();
const DAY = 86_400_000;
const atEnd = { rewardKind: "LUCKY_DRAW", rewardTiming: "AFTER_CAMPAIGN_END", prizeCount: 3, totalSupply: 3 } as const;

describe("maskEmail", () => {
  it("keeps the first character and the domain only", () => {
    expect(maskEmail("fan.someone@example.com")).toBe("f•••@example.com");
    expect(maskEmail("a@b.example")).toBe("a•••@b.example");
    expect(maskEmail("no-at-sign")).toBe("•••");
    expect(maskEmail(null)).toBeNull();
  });
});

describe("an operator's view of a campaign's draw", () => {
  it("follows a draw at the end from the commitment to the mails, verified by the server, entrants paged", async () => {
    const { ctx, clock } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx, atEnd);
    const fans: string[] = [];
    for (let i = 0; i < 55; i++) {
      const fanId = await makeParticipant(ctx, campaignId);
      await applyForDraw(ctx, { fanId, campaignId });
      fans.push(fanId);
    }

    const waiting = await getOperatorDraw(ctx, operator, { campaignId });
    expect(waiting).toMatchObject({
      status: "WAITING_FOR_END",
      mode: "AFTER_CAMPAIGN_END",
      algorithm: "fanfare-draw-v1",
      seed: null,
      entrantsRoot: null,
      entrantCount: 55,
      winnerCount: 0,
      prizeCount: 3,
      resultMails: { decided: 0, mailed: 0 },
      verification: null,
    });
    expect(waiting.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(waiting.drawsAfter).toBe(waiting.endsAt);
    expect(waiting.entrants).toMatchObject({ page: 1, pageSize: 50, total: 55 });
    expect(waiting.entrants.items).toHaveLength(50);
    expect(waiting.entrants.items.every((e) => e.result === "COMPLETED_CONDITION")).toBe(true);
    // The address is masked: its first character and the domain, never the rest (the CSV has it in full).
    const [firstFan] = await db.current.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, fans[0] ?? ""));
    const first = waiting.entrants.items[0];
    expect(first?.maskedEmail).toBe(`${firstFan?.email?.slice(0, 1)}•••@example.com`);
    expect(JSON.stringify(waiting)).not.toContain(firstFan?.email ?? "no e-mail");
    const second = await getOperatorDraw(ctx, operator, { campaignId, page: 2 });
    expect(second.entrants.items).toHaveLength(5);

    clock.advance(10 * DAY);
    expect((await getOperatorDraw(ctx, operator, { campaignId })).status).toBe("DRAW_DUE");

    expect(await drawDueCampaigns(ctx)).toEqual({ drawn: 1 });
    const drawn = await getOperatorDraw(ctx, operator, { campaignId });
    expect(drawn).toMatchObject({
      status: "DRAWN",
      drawsAfter: null,
      entrantCount: 55,
      winnerCount: 3,
      resultMails: { decided: 55, mailed: 0 },
      verification: {
        status: "verified",
        checks: [
          { key: "seedHash", ok: true },
          { key: "entrantsHash", ok: true },
          { key: "entrantsRoot", ok: true },
          { key: "winners", ok: true },
        ],
      },
    });
    expect(
      createHash("sha256")
        .update(drawn.seed ?? "", "utf8")
        .digest("hex"),
    ).toBe(waiting.seedHash);
    expect(drawn.drawnAt).toBe(clock.now().toISOString());
    expect(drawn.record?.winnerEntryIds).toHaveLength(3);
    const winners = await getOperatorDraw(ctx, operator, { campaignId, result: "WIN" });
    expect(winners.entrants.total).toBe(3);
    expect(winners.entrants.items.map((e) => e.entryId).sort()).toEqual(drawn.record?.winnerEntryIds);
    expect((await getOperatorDraw(ctx, operator, { campaignId, result: "FAILED" })).entrants.total).toBe(52);

    await db.current.db
      .update(drawEntries)
      .set({ resultMailedAt: clock.now() })
      .where(eq(drawEntries.campaignId, campaignId));
    expect((await getOperatorDraw(ctx, operator, { campaignId })).status).toBe("RESULTS_MAILED");

    // A record changed after the fact (a loser put in a winner's place) fails the server's own check.
    const loser = (await getOperatorDraw(ctx, operator, { campaignId, result: "FAILED" })).entrants.items[0];
    const [kept, ...others] = drawn.record?.winnerEntryIds ?? [];
    await db.current.db
      .update(drawRecords)
      .set({ winnerEntryIds: [loser?.entryId ?? "", ...others].sort() })
      .where(eq(drawRecords.campaignId, campaignId));
    const tampered = await getOperatorDraw(ctx, operator, { campaignId });
    expect(kept).toBeDefined();
    expect(tampered.verification).toEqual({
      status: "failed",
      checks: [
        { key: "seedHash", ok: true },
        { key: "entrantsHash", ok: true },
        { key: "entrantsRoot", ok: true },
        { key: "winners", ok: false },
      ],
    });
  });

  it("counts an instant draw's winners before its record, and mails no results", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "UPON_COMPLETION_OF_APPLICATION",
      prizeCount: 2,
      totalSupply: 2,
      winPercent: 100,
    });
    for (let i = 0; i < 3; i++) await applyForDraw(ctx, { fanId: await makeParticipant(ctx, campaignId), campaignId });
    const view = await getOperatorDraw(ctx, operator, { campaignId });
    expect(view).toMatchObject({
      status: "WAITING_FOR_END",
      mode: "UPON_COMPLETION_OF_APPLICATION",
      winPercent: 100,
      entrantCount: 3,
      winnerCount: 2,
      resultMails: null,
    });
  });

  it("says when a campaign is no draw or not published, and hides another company's draw", async () => {
    const { ctx } = createTestContext(db.current);
    const nft = await makeCampaign(ctx);
    expect(await getOperatorDraw(ctx, nft.operator, { campaignId: nft.campaignId })).toMatchObject({
      status: "NOT_A_DRAW",
      mode: null,
      record: null,
      seedHash: null,
      entrantCount: 0,
    });
    const draft = await makeCampaign(ctx, atEnd, { publish: false });
    expect(await getOperatorDraw(ctx, draft.operator, { campaignId: draft.campaignId })).toMatchObject({
      status: "NOT_PUBLISHED",
      seedHash: null,
    });
    const other = await makeOperator(ctx, "Other label");
    await expect(getOperatorDraw(ctx, other, { campaignId: draft.campaignId })).rejects.toMatchObject({
      code: "request-E1004",
    });
  });
});
