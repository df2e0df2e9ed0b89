import { drawWinners } from "@fanfare/core";
import { createTestContext, makeCampaign } from "@fanfare/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan } from "../../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/v1/campaigns/:campaignId/draw-entry/receipt", () => {
  it("gives a signed-in entrant their own receipt (the proof once entries close), 404 to anyone else", async () => {
    const { campaignId } = await makeCampaign(t.ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 1,
      totalSupply: 1,
    });
    const base = `/api/v1/campaigns/${campaignId}`;
    const entrants = [await signInFan(t), await signInFan(t)];
    const entryIds: string[] = [];
    for (const fan of entrants) {
      await t.app.inject({ method: "POST", url: `${base}/policies`, headers: fan.write });
      const entry = await t.app.inject({ method: "POST", url: `${base}/draw-entry`, headers: fan.write });
      expect(entry.statusCode).toBe(200);
      entryIds.push((entry.json() as { entryId: string }).entryId);
    }
    const [fan, other] = entrants;
    if (!fan || !other) throw new Error("no fans");
    // Leaving a contact e-mail changes nothing about the receipt.
    await t.app.inject({
      method: "POST",
      url: `${base}/draw-entry/email`,
      headers: fan.write,
      payload: { email: "contact@example.com" },
    });

    const signedOut = await t.app.inject({ url: `${base}/draw-entry/receipt` });
    expect(signedOut.statusCode).toBe(401);
    const stranger = await signInFan(t);
    const none = await t.app.inject({ url: `${base}/draw-entry/receipt`, headers: stranger.read });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "request-E1004" });
    const elsewhere = await t.app.inject({
      url: "/api/v1/campaigns/00000000-0000-4000-8000-000000000000/draw-entry/receipt",
      headers: fan.read,
    });
    expect(elsewhere.statusCode).toBe(404);

    const open = await t.app.inject({ url: `${base}/draw-entry/receipt`, headers: fan.read });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      campaignId,
      algorithm: "fanfare-draw-v1",
      entryId: entryIds[0],
      leaf: expect.stringMatching(/^[0-9a-f]{64}$/),
      proof: null,
      root: null,
    });

    // The draw runs on a clock past the end (the app's own clock keeps the fans' sessions fresh).
    const later = createTestContext(t.database);
    later.clock.advance(11 * 86_400_000);
    const record = await drawWinners(later.ctx, { campaignId });
    const receipts = [];
    for (const entrant of entrants) {
      const response = await t.app.inject({ url: `${base}/draw-entry/receipt`, headers: entrant.read });
      expect(response.statusCode).toBe(200);
      receipts.push(response.json());
    }
    expect(receipts.map((r) => r.entryId)).toEqual(entryIds);
    for (const receipt of receipts) {
      expect(receipt).toMatchObject({
        root: record?.entrantsRoot,
        entrantCount: 2,
        proof: [{ side: expect.any(String) }],
      });
      expect(JSON.stringify(receipt)).not.toContain("example.com");
    }
    const published = await t.app.inject({ url: `${base}/draw` });
    expect(published.json()).toMatchObject({ algorithm: "fanfare-draw-v1", entrantsRoot: record?.entrantsRoot });
    expect((await t.app.inject({ url: `${base}/draw-entry/receipt`, headers: stranger.read })).statusCode).toBe(404);
  });
});
