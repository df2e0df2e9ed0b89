import { addOperator, drawWinners, requireOperator } from "@fanfare/core";
import { createTestContext, makeCampaign } from "@fanfare/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const url = (campaignId: string, query = "") => `/api/v1/operator/campaigns/${campaignId}/draw${query}`;

describe("GET /api/v1/operator/campaigns/:campaignId/draw", () => {
  it("shows the company's draw to every role: status, masked entrants, and the record verified once drawn", async () => {
    const owner = await signInOperator(t);
    const operator = await requireOperator(t.ctx, owner.userId);
    const { campaignId } = await makeCampaign(
      t.ctx,
      { rewardKind: "LUCKY_DRAW", rewardTiming: "AFTER_CAMPAIGN_END", prizeCount: 1, totalSupply: 1 },
      { operator },
    );
    const fans = [await signInFan(t), await signInFan(t)];
    for (const fan of fans) {
      const base = `/api/v1/campaigns/${campaignId}`;
      await t.app.inject({ method: "POST", url: `${base}/policies`, headers: fan.write });
      expect((await t.app.inject({ method: "POST", url: `${base}/draw-entry`, headers: fan.write })).statusCode).toBe(
        200,
      );
    }
    // A viewer reads it too: the page writes nothing.
    const viewer = await signInFan(t);
    await addOperator(t.ctx, { companyId: owner.companyId, email: viewer.email, role: "VIEWER" });

    const open = await t.app.inject({ url: url(campaignId), headers: viewer.read });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      campaignId,
      status: "WAITING_FOR_END",
      seed: null,
      entrantCount: 2,
      winnerCount: 0,
      verification: null,
      entrants: { page: 1, pageSize: 50, total: 2 },
    });
    for (const fan of fans) {
      expect(open.body).not.toContain(fan.email);
      expect(open.body).toContain(`${fan.email.slice(0, 1)}•••@example.com`);
    }

    // The draw runs on a clock past the end (the app's own clock keeps the sessions fresh).
    const later = createTestContext(t.database);
    later.clock.advance(11 * 86_400_000);
    const record = await drawWinners(later.ctx, { campaignId });
    const drawn = await t.app.inject({ url: url(campaignId, "?result=WIN"), headers: owner.read });
    expect(drawn.statusCode).toBe(200);
    const body = drawn.json() as { entrants: { items: { entryId: string; result: string }[] } };
    expect(body).toMatchObject({
      status: "DRAWN",
      seed: record?.seed,
      entrantsRoot: record?.entrantsRoot,
      winnerCount: 1,
      verification: { status: "verified" },
      entrants: { total: 1 },
    });
    expect(body.entrants.items.map((e) => [e.entryId, e.result])).toEqual([[record?.winnerEntryIds[0], "WIN"]]);

    const badPage = await t.app.inject({ url: url(campaignId, "?page=0"), headers: owner.read });
    expect(badPage.statusCode).toBe(400);
  });

  it("answers another company's campaign, a fan and a missing campaign with request-E1004", async () => {
    const owner = await signInOperator(t);
    const { campaignId } = await makeCampaign(
      t.ctx,
      { rewardKind: "LUCKY_DRAW", rewardTiming: "AFTER_CAMPAIGN_END", prizeCount: 1, totalSupply: 1 },
      { operator: await requireOperator(t.ctx, owner.userId) },
    );
    const stranger = await signInOperator(t);
    const other = await t.app.inject({ url: url(campaignId), headers: stranger.read });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: "request-E1004" });
    const fan = await signInFan(t);
    expect((await t.app.inject({ url: url(campaignId), headers: fan.read })).statusCode).toBe(404);
    const missing = await t.app.inject({
      url: url("00000000-0000-4000-8000-000000000000"),
      headers: owner.read,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: url(campaignId) })).statusCode).toBe(401);
  });
});
