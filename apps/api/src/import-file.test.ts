import { getCampaignDetail, listCampaigns, listProjects } from "@fanfare/core";
import { CONDITION_TYPES, SUPPORTED_CONDITION_TYPES } from "@fanfare/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDemoOnce } from "./import-file";
import { createTestApp } from "./test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the demo project", () => {
  it("loads once into an empty database with every condition kind of this release and the time-driven states", async () => {
    expect(await loadDemoOnce(t.ctx)).toBe(true);
    expect(await loadDemoOnce(t.ctx)).toBe(false); // idempotent
    const [project] = await listProjects(t.ctx);
    expect(project?.name.en).toBe("Fanfare Demo");
    const campaigns = await listCampaigns(t.ctx, { projectId: project?.id ?? "" });
    const details = await Promise.all(
      campaigns.map((c) => getCampaignDetail(t.ctx, { campaignId: c.id, fanId: null })),
    );
    const kinds = new Set(details.flatMap((d) => d.conditions.map((c) => c.type)));
    expect([...kinds].sort()).toEqual([...SUPPORTED_CONDITION_TYPES].sort());
    expect(CONDITION_TYPES).toEqual(expect.arrayContaining([...kinds]));
    const states = new Set(details.map((d) => d.state));
    expect([...states].sort()).toEqual(["ComingSoon", "DistributionExpired", "NotCompletedConditionYet"]);
    const draws = details.filter((d) => d.rewardKind === "LUCKY_DRAW");
    expect(draws.map((d) => d.rewardTiming).sort()).toEqual(["AFTER_CAMPAIGN_END", "UPON_COMPLETION_OF_APPLICATION"]);
    for (const d of draws) expect(d.drawSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(details.map((d) => d.effect))).toEqual(
      new Set(["CONFETTI", "CRACKER", "GEOMETRY", "CIRCLE", "CUSTOM_IMAGE"]),
    );
  });
});
