import { readFileSync } from "node:fs";
import {
  DEMO_PROJECT_FILE,
  getCampaignDetail,
  getChannel,
  listCampaigns,
  listChannels,
  listProjects,
} from "@fanfare/core";
import { sandboxSocialConfig } from "@fanfare/core/testing";
import { CONDITION_TYPES, LOCALES, SUPPORTED_CONDITION_TYPES } from "@fanfare/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadDemoOnce } from "./import-file";
import { createTestApp } from "./test-app";

const base = "http://127.0.0.1:9";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // The providers configured (nothing is called while loading): the demo's social campaigns come too.
  t = await createTestApp({ social: sandboxSocialConfig(base) });
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

  it("brings an open channel with an article and a Welcome-gift channel with a video, an audio and a file", async () => {
    const [project] = await listProjects(t.ctx);
    const channels = await listChannels(t.ctx, { projectId: project?.id ?? "", fanId: null });
    expect(channels.map((c) => [c.title.en, c.requirementTypes])).toEqual([
      ["Fanfare news", ["OPEN"]],
      ["Welcome gift members", ["CLAIMED_IN"]],
    ]);
    const members = await getChannel(t.ctx, { channelId: channels[1]?.id ?? "", fanId: null });
    expect(members.requirements[0]?.campaigns.map((c) => c.title.en)).toEqual(["Welcome gift"]);
    expect(members.preview.map((c) => c.kind).sort()).toEqual(["AUDIO", "FILE", "VIDEO"]);
    expect(members.preview.find((c) => c.kind === "VIDEO")?.title).toBeNull(); // hidden from non-members
  });
});

describe("the demo project's texts", () => {
  it("are written in every locale, each a whole sentence", () => {
    const raw: unknown = parse(readFileSync(DEMO_PROJECT_FILE, "utf8"), { maxAliasCount: 1000 });
    // A localized text is a mapping with `ja`. Exactly the four locales, each a string: a comma inside a
    // `{ ja: …, en: … }` mapping silently cuts a sentence and makes its rest a key of its own.
    const wrong: string[] = [];
    let texts = 0;
    const walk = (value: unknown, path: string): void => {
      if (Array.isArray(value)) {
        value.forEach((item, i) => {
          walk(item, `${path}[${i}]`);
        });
      } else if (value && typeof value === "object") {
        const entries = Object.entries(value);
        if ("ja" in value) {
          texts++;
          const keys = entries.map(([key]) => key).sort();
          const complete = entries.every(([, text]) => typeof text === "string" && text.length > 0);
          if (keys.join() !== [...LOCALES].sort().join() || !complete) wrong.push(`${path}: ${keys.join(", ")}`);
        }
        for (const [key, child] of entries) walk(child, `${path}.${key}`);
      }
    };
    walk(raw, "");
    expect(texts).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});

describe("the demo project without providers", () => {
  it("leaves out the campaigns of providers that are not configured (hidden, like their kinds)", async () => {
    const bare = await createTestApp();
    try {
      expect(await loadDemoOnce(bare.ctx)).toBe(true);
      const [project] = await listProjects(bare.ctx);
      const campaigns = await listCampaigns(bare.ctx, { projectId: project?.id ?? "" });
      const details = await Promise.all(
        campaigns.map((c) => getCampaignDetail(bare.ctx, { campaignId: c.id, fanId: null })),
      );
      const kinds = details.flatMap((d) => d.conditions.map((c) => c.type));
      expect(kinds.filter((k) => k.startsWith("SPOTIFY_") || k.endsWith("_HASHTAG"))).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
