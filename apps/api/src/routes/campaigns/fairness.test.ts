import { banUser, FAIRNESS_CACHE_MS, flushRefusals } from "@fanfare/core";
import { makeCampaign } from "@fanfare/core/testing";
import { FairnessReportView } from "@fanfare/protocol";
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

const countOf = (body: FairnessReportView, reason: string) =>
  body.refusals.counts.find((r) => r.reason === reason)?.count;

describe("GET /api/v1/campaigns/:campaignId/fairness", () => {
  it("anyone reads it without signing in; a wrong code and a banned account's claim are counted, no one named", async () => {
    const { campaignId, projectId, conditionIds } = await makeCampaign(t.ctx, {
      totalSupply: 7,
      conditions: [{ type: "SPECIFY_A_SINGLE_CODE", code: "OPEN-SESAME" }],
    });
    const base = `/api/v1/campaigns/${campaignId}`;
    const fan = await signInFan(t);
    await t.app.inject({ method: "POST", url: `${base}/policies`, headers: fan.write });
    const wrong = await t.app.inject({
      method: "POST",
      url: `${base}/conditions/${conditionIds[0]}/code`,
      headers: fan.write,
      payload: { code: "CLOSE-SESAME" },
    });
    expect(wrong.json()).toMatchObject({ code: "specificCode-E2001" });

    const banned = await signInFan(t);
    await banUser(t.ctx, banned.userId);
    const refused = await t.app.inject({
      method: "POST",
      url: `${base}/claim`,
      headers: banned.write,
      payload: { idempotencyKey: "banned-claim-0001" },
    });
    expect(refused.json()).toMatchObject({ code: "E6000" });
    await flushRefusals(t.ctx.db);

    const answer = await t.app.inject({ url: `${base}/fairness` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=5");
    const body = FairnessReportView.parse(answer.json());
    expect(body).toMatchObject({
      campaignId,
      projectId,
      rewardKind: "NFT_CLAIM",
      supply: { total: 7, claimed: 0, left: 7 },
      entries: null,
      draw: null,
    });
    expect(countOf(body, "WRONG_CODE")).toBe(1);
    expect(countOf(body, "BANNED")).toBe(1);
    expect(countOf(body, "CAPTCHA_FAILED")).toBe(0);

    // Counts and times only: exactly these fields, and nothing of either fan anywhere in the answer.
    expect(Object.keys(answer.json()).sort()).toEqual(
      ["campaignId", "draw", "entries", "projectId", "refusals", "rewardKind", "supply"].sort(),
    );
    expect(Object.keys(body.supply).sort()).toEqual(["claimed", "computedAt", "left", "total"]);
    expect(Object.keys(body.refusals).sort()).toEqual(["computedAt", "counts"]);
    for (const secret of [fan.userId, fan.email, banned.userId, banned.email, "CLOSE-SESAME"]) {
      expect(answer.body).not.toContain(secret);
    }
  });

  it("answers from a short cache, then again from the database", async () => {
    const { campaignId, conditionIds } = await makeCampaign(t.ctx, {
      conditions: [{ type: "SPECIFY_A_SINGLE_CODE", code: "RIGHT" }],
    });
    const base = `/api/v1/campaigns/${campaignId}`;
    const first = (await t.app.inject({ url: `${base}/fairness` })).json() as FairnessReportView;
    expect(countOf(first, "WRONG_CODE")).toBe(0);
    const fan = await signInFan(t);
    await t.app.inject({ method: "POST", url: `${base}/policies`, headers: fan.write });
    await t.app.inject({
      method: "POST",
      url: `${base}/conditions/${conditionIds[0]}/code`,
      headers: fan.write,
      payload: { code: "WRONG" },
    });
    await flushRefusals(t.ctx.db);
    const cached = (await t.app.inject({ url: `${base}/fairness` })).json() as FairnessReportView;
    expect(cached).toEqual(first);
    t.clock.advance(FAIRNESS_CACHE_MS);
    const fresh = (await t.app.inject({ url: `${base}/fairness` })).json() as FairnessReportView;
    expect(countOf(fresh, "WRONG_CODE")).toBe(1);
    expect(Date.parse(fresh.refusals.computedAt)).toBeGreaterThan(Date.parse(first.refusals.computedAt));
  });

  it("404 for a campaign fans cannot see: not published, or no such campaign", async () => {
    const { campaignId } = await makeCampaign(t.ctx, {}, { publish: false });
    const hidden = await t.app.inject({ url: `/api/v1/campaigns/${campaignId}/fairness` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: "request-E1004" });
    const missing = await t.app.inject({ url: "/api/v1/campaigns/00000000-0000-4000-8000-000000000000/fairness" });
    expect(missing.statusCode).toBe(404);
  });
});
