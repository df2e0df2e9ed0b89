import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claim } from "../../claims/claim";
import type { Database } from "../../db/client";
import { createTestContext, createTestDatabase, makeCampaign, makeParticipant } from "../../testing";
import { completeCondition } from "../complete-condition";
import { generateCodes } from "../generate-codes";
import { codes } from "../tables";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let ip = 0;
const meta = () => ({ ip: `10.1.${Math.floor(ip / 250)}.${ip++ % 250}` });
type Ctx = ReturnType<typeof createTestContext>["ctx"];
const redeem = (ctx: Ctx, fanId: string, campaignId: string, conditionId: string, code: string, m = meta()) =>
  completeCondition(ctx, { fanId, campaignId, conditionId, action: "code", body: { code } }, m);

describe("SPECIFY_A_SINGLE_CODE", () => {
  it("accepts the shared code in any typing, for every fan; refuses wrong, empty and too long codes", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId, conditionIds } = await makeCampaign(ctx, {
      conditions: [{ type: "SPECIFY_A_SINGLE_CODE", code: "FANFARE-2026" }],
    });
    const conditionId = conditionIds[0] ?? "";
    const a = await makeParticipant(ctx, campaignId);
    const b = await makeParticipant(ctx, campaignId);
    await expect(redeem(ctx, a, campaignId, conditionId, "")).rejects.toMatchObject({ code: "specificCode-E1002" });
    await expect(redeem(ctx, a, campaignId, conditionId, "X".repeat(65))).rejects.toMatchObject({
      code: "specificCode-E1003",
    });
    await expect(redeem(ctx, a, campaignId, conditionId, "FANFARE2025")).rejects.toMatchObject({
      code: "specificCode-E2001",
    });
    await expect(redeem(ctx, a, campaignId, conditionId, " ｆａｎｆａｒｅ　２０２６ ")).resolves.toEqual({
      conditionId,
      completed: true,
    });
    await expect(redeem(ctx, b, campaignId, conditionId, "fanfare2026")).resolves.toMatchObject({ completed: true });
    await expect(redeem(ctx, a, campaignId, conditionId, "FANFARE-2026")).rejects.toMatchObject({
      code: "specificCode-E2005",
    });
    // only the keyed hash is stored
    const stored = await database.db.select().from(codes).where(eq(codes.conditionId, conditionId));
    expect(JSON.stringify(stored)).not.toMatch(/FANFARE/i);
  });

  it("needs the policies first (campaignPolicy-E2002) and the campaign running (claimPage-E2001)", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId, conditionIds } = await makeCampaign(ctx, {
      conditions: [{ type: "SPECIFY_A_SINGLE_CODE", code: "OPEN" }],
    });
    const { makeFan } = await import("../../testing");
    const stranger = await makeFan(ctx);
    await expect(redeem(ctx, stranger, campaignId, conditionIds[0] ?? "", "OPEN")).rejects.toMatchObject({
      code: "campaignPolicy-E2002",
    });
    const fan = await makeParticipant(ctx, campaignId);
    clock.advance(11 * 24 * 3_600_000);
    await expect(redeem(ctx, fan, campaignId, conditionIds[0] ?? "", "OPEN")).rejects.toMatchObject({
      code: "claimPage-E2001",
    });
  });
});

describe("SPECIFY_MULTIPLE_CODES", () => {
  it("a serial code is used once: another fan gets E2002, the same fan E2005, the fan's second code E2003", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId, conditionIds, operator } = await makeCampaign(ctx, {
      conditions: [{ type: "SPECIFY_MULTIPLE_CODES" }],
    });
    const conditionId = conditionIds[0] ?? "";
    const { codes: clear } = await generateCodes(ctx, operator, { conditionId, count: 3 });
    expect(clear).toHaveLength(3);
    const [c1 = "", c2 = ""] = clear;
    const a = await makeParticipant(ctx, campaignId);
    const b = await makeParticipant(ctx, campaignId);
    await redeem(ctx, a, campaignId, conditionId, c1.toLowerCase());
    await expect(redeem(ctx, b, campaignId, conditionId, c1)).rejects.toMatchObject({ code: "specificCode-E2002" });
    await expect(redeem(ctx, a, campaignId, conditionId, c1)).rejects.toMatchObject({ code: "specificCode-E2005" });
    await expect(redeem(ctx, a, campaignId, conditionId, c2)).rejects.toMatchObject({ code: "specificCode-E2003" });
    await expect(redeem(ctx, b, campaignId, conditionId, c2)).resolves.toMatchObject({ completed: true });
    const used = await database.db
      .select()
      .from(codes)
      .where(and(eq(codes.conditionId, conditionId), isNotNull(codes.usedBy)));
    expect(used.map((u) => u.usedBy).sort()).toEqual([a, b].sort());
  });

  it("50 fans submitting one serial code at the same moment: exactly one wins, the rest get E2002", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId, conditionIds } = await makeCampaign(ctx, {
      conditions: [{ type: "SPECIFY_MULTIPLE_CODES", codes: [{ code: "RACE-0001" }] }],
    });
    const conditionId = conditionIds[0] ?? "";
    const fans = await Promise.all(Array.from({ length: 50 }, () => makeParticipant(ctx, campaignId)));
    const results = await Promise.allSettled(fans.map((fan) => redeem(ctx, fan, campaignId, conditionId, "race-0001")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "specificCode-E2002" });
    }
  });

  it("wrong guesses lock a fan out after 10 (request-E1029 with the wait), and an IP after its backstop", async () => {
    const { ctx } = createTestContext(database);
    // The per-IP backstop is 300 by default; 30 here keeps the test short.
    ctx.config = { ...ctx.config, limits: { ...ctx.config.limits, codeGuessPerIp: { limit: 30, windowSeconds: 900 } } };
    const { campaignId, conditionIds } = await makeCampaign(ctx, {
      conditions: [{ type: "SPECIFY_MULTIPLE_CODES", codes: [{ code: "GOOD-CODE" }] }],
    });
    const conditionId = conditionIds[0] ?? "";
    const fan = await makeParticipant(ctx, campaignId);
    for (let i = 0; i < 10; i++) {
      await expect(redeem(ctx, fan, campaignId, conditionId, `BAD${i}`)).rejects.toMatchObject({
        code: "specificCode-E2001",
      });
    }
    const locked = redeem(ctx, fan, campaignId, conditionId, "GOOD-CODE");
    await expect(locked).rejects.toMatchObject({ code: "request-E1029", status: 429 });
    await expect(locked).rejects.toThrow(/try again in \d+ minute/);

    const shared = { ip: "203.0.113.9" };
    for (let f = 0; f < 3; f++) {
      const other = await makeParticipant(ctx, campaignId);
      for (let i = 0; i < 10; i++) {
        await expect(redeem(ctx, other, campaignId, conditionId, `NOPE${i}`, shared)).rejects.toMatchObject({
          code: "specificCode-E2001",
        });
      }
    }
    const fresh = await makeParticipant(ctx, campaignId);
    await expect(redeem(ctx, fresh, campaignId, conditionId, "GOOD-CODE", shared)).rejects.toMatchObject({
      code: "request-E1029",
    });
    await expect(redeem(ctx, fresh, campaignId, conditionId, "GOOD-CODE")).resolves.toMatchObject({ completed: true });
  });
});

describe("the wrong-guess lockout under parallel guesses", () => {
  it("50 parallel wrong codes from one fan against a limit of 10: 10 are checked, 40 locked out; another fan is unaffected", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId, conditionIds } = await makeCampaign(ctx, {
      conditions: [{ type: "SPECIFY_MULTIPLE_CODES", codes: [{ code: "GOOD-CODE" }] }],
    });
    const conditionId = conditionIds[0] ?? "";
    const shared = { ip: "198.51.100.7" }; // one carrier NAT for both fans
    const abuser = await makeParticipant(ctx, campaignId);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => redeem(ctx, abuser, campaignId, conditionId, `WRONG-${i}`, shared)),
    );
    const outcomes = results.map((r) => (r.status === "rejected" ? (r.reason as { code: string }).code : "completed"));
    expect(outcomes.filter((c) => c === "specificCode-E2001")).toHaveLength(10);
    expect(outcomes.filter((c) => c === "request-E1029")).toHaveLength(40);
    // The abuser stays locked out, even with the right code…
    await expect(redeem(ctx, abuser, campaignId, conditionId, "GOOD-CODE", shared)).rejects.toMatchObject({
      code: "request-E1029",
    });
    // …while another fan behind the same address is not: the per-IP limit is only a backstop.
    const other = await makeParticipant(ctx, campaignId);
    await expect(redeem(ctx, other, campaignId, conditionId, "WRONG-X", shared)).rejects.toMatchObject({
      code: "specificCode-E2001",
    });
    await expect(redeem(ctx, other, campaignId, conditionId, "good-code", shared)).resolves.toMatchObject({
      completed: true,
    });
  });

  it("only wrong guesses count: right codes and refusals that are not guesses give their hit back", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId, conditionIds } = await makeCampaign(ctx, {
      conditions: [
        { type: "SPECIFY_A_SINGLE_CODE", code: "FIRST" },
        { type: "SPECIFY_A_SINGLE_CODE", code: "SECOND" },
      ],
    });
    const [first = "", second = ""] = conditionIds;
    const fan = await makeParticipant(ctx, campaignId);
    for (let i = 0; i < 9; i++) {
      await expect(redeem(ctx, fan, campaignId, first, `BAD${i}`)).rejects.toMatchObject({
        code: "specificCode-E2001",
      });
    }
    await redeem(ctx, fan, campaignId, first, "FIRST");
    for (let i = 0; i < 5; i++) {
      // already completed (E2005): not a guess
      await expect(redeem(ctx, fan, campaignId, first, "FIRST")).rejects.toMatchObject({ code: "specificCode-E2005" });
    }
    await expect(redeem(ctx, fan, campaignId, second, "BAD9")).rejects.toMatchObject({ code: "specificCode-E2001" });
    await expect(redeem(ctx, fan, campaignId, second, "SECOND")).rejects.toMatchObject({ code: "request-E1029" });
  });
});

describe("NFT_IS_LINKED_BY_CODE", () => {
  it("the claim mints the NFT the redeemed code is bound to", async () => {
    const { ctx } = createTestContext(database);
    const text = { ja: "x" };
    const { campaignId, conditionIds, nftIds, operator } = await makeCampaign(ctx, {
      nfts: [
        { key: "red", name: text, description: text, imageUrl: "/demo/red.png" },
        { key: "blue", name: text, description: text, imageUrl: "/demo/blue.png" },
      ],
      conditions: [{ type: "NFT_IS_LINKED_BY_CODE", codes: [{ code: "RED-1", nft: "red" }] }],
    });
    const conditionId = conditionIds[0] ?? "";
    const { codes: blue } = await generateCodes(ctx, operator, { conditionId, count: 1, nftId: nftIds.blue });
    const a = await makeParticipant(ctx, campaignId);
    const b = await makeParticipant(ctx, campaignId);
    await redeem(ctx, a, campaignId, conditionId, blue[0] ?? "");
    await redeem(ctx, b, campaignId, conditionId, "red-1");
    expect((await claim(ctx, { fanId: a, campaignId, idempotencyKey: "linked-a-1" })).nftId).toBe(nftIds.blue);
    expect((await claim(ctx, { fanId: b, campaignId, idempotencyKey: "linked-b-1" })).nftId).toBe(nftIds.red);
  });
});
