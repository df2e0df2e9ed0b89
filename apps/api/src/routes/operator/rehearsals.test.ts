import { addOperator, requireOperator } from "@fanfare/core";
import { makeCampaign } from "@fanfare/core/testing";
import type { RehearsalReport } from "@fanfare/protocol";
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

const url = (campaignId: string) => `/api/v1/operator/campaigns/${campaignId}/rehearsals`;

describe("POST /api/v1/operator/campaigns/:campaignId/rehearsals", () => {
  it("rehearses the company's campaign for every role, a viewer too: it writes nothing", async () => {
    const owner = await signInOperator(t);
    const operator = await requireOperator(t.ctx, owner.userId);
    const { campaignId, conditionIds } = await makeCampaign(t.ctx, { totalSupply: 10 }, { operator });
    const viewer = await signInFan(t);
    await addOperator(t.ctx, { companyId: owner.companyId, email: viewer.email, role: "VIEWER" });

    const answer = await t.app.inject({
      method: "POST",
      url: url(campaignId),
      headers: viewer.write,
      payload: { fans: 1000, seed: "api", conditionRates: { [conditionIds[0] ?? ""]: 1 }, participationRate: 1 },
    });
    expect(answer.statusCode).toBe(200);
    const report = answer.json() as RehearsalReport;
    expect(report).toMatchObject({
      campaignId,
      seed: "api",
      fans: 1000,
      arrival: "UNIFORM",
      completedAll: 1000,
      claims: { made: 10, refusedSupply: 990 },
      supply: { total: 10, used: 10, left: 0, runOutAfterArrivals: 10 },
      draw: null,
    });
    expect(report.mails.reduce((sum, m) => sum + m.signIn, 0)).toBe(1000);

    // The defaults: 1,000 fans, 0.9 per condition and for claiming, a random seed echoed back.
    const defaults = await t.app.inject({ method: "POST", url: url(campaignId), headers: owner.write, payload: {} });
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toMatchObject({ fans: 1000, conditions: [{ rate: 0.9, reached: 1000 }] });
    expect((defaults.json() as RehearsalReport).seed).toMatch(/^[0-9a-f]{16}$/);
  });

  it("answers another company's campaign, a fan and a missing campaign with request-E1004", async () => {
    const owner = await signInOperator(t);
    const { campaignId } = await makeCampaign(t.ctx, {}, { operator: await requireOperator(t.ctx, owner.userId) });
    const stranger = await signInOperator(t);
    const fan = await signInFan(t);
    for (const [headers, id] of [
      [stranger.write, campaignId],
      [fan.write, campaignId],
      [owner.write, "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const answer = await t.app.inject({ method: "POST", url: url(id), headers, payload: {} });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: "request-E1004" });
    }
  });

  it("refuses bad input with request-E1000: too many fans, a rate above 1, no language, a stranger condition", async () => {
    const owner = await signInOperator(t);
    const { campaignId } = await makeCampaign(t.ctx, {}, { operator: await requireOperator(t.ctx, owner.userId) });
    for (const payload of [
      { fans: 100_001 },
      { fans: 0 },
      { participationRate: 1.5 },
      { seed: "not a seed!" },
      { arrival: "SOMETIMES" },
      { languageShares: { ja: 0, th: 0 } },
      { conditionRates: { "00000000-0000-4000-8000-000000000000": 1 } },
      { conditionRates: { "not-a-uuid": 1 } },
    ]) {
      const answer = await t.app.inject({ method: "POST", url: url(campaignId), headers: owner.write, payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ code: "request-E1000" });
    }
  });
});
