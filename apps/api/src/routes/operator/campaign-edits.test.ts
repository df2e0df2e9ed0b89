import { addOperator } from "@fanfare/core";
import type { OperatorRole } from "@fanfare/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";

// The operator routes of ADR 0023: a campaign's conditions after creation, the publish checklist,
// refused edits after launch and the version history.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.config = { ...t.ctx.config, chain: { defaultChainId: 31337, rpcUrls: { 31337: "http://127.0.0.1:8545" } } };
});
afterAll(async () => {
  await t.close();
});

const all = (text: string) => ({ ja: text, en: text, fr: text, th: text });
const hours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();
type View = { id: string; publishStatus: string; totalSupply: number; conditions: { id: string; type: string }[] };

async function signInMember(companyId: string, role: OperatorRole) {
  const fan = await signInFan(t);
  await addOperator(t.ctx, { companyId, email: fan.email, role });
  return fan;
}

/** An owner's project with a campaign being made; `texts` decides whether its texts are in four languages. */
async function making(texts: (s: string) => Record<string, string> = all) {
  const owner = await signInOperator(t);
  const project = await t.app.inject({
    method: "POST",
    url: "/api/v1/operator/projects",
    headers: owner.write,
    payload: { name: all("アーティスト"), description: all("説明"), allowedCountries: ["JP"] },
  });
  const projectId = (project.json() as { id: string }).id;
  const created = await t.app.inject({
    method: "POST",
    url: `/api/v1/operator/projects/${projectId}/campaigns`,
    headers: owner.write,
    payload: {
      title: texts("コード"),
      description: texts("説明"),
      terms: texts("規約"),
      privacyPolicy: texts("方針"),
      startsAt: hours(-1),
      endsAt: hours(48),
      distributionStartsAt: hours(-1),
      distributionEndsAt: hours(96),
      totalSupply: 10,
      nfts: [{ key: "main", name: texts("NFT"), description: texts("NFT"), imageUrl: "/demo/nft.png" }],
      conditions: [{ type: "NONE" }],
    },
  });
  expect(created.statusCode).toBe(201);
  const view = created.json() as View;
  return { owner, projectId, campaignId: view.id, firstConditionId: view.conditions[0]?.id ?? "" };
}

describe("operator API: conditions of an existing campaign", () => {
  it("adds, updates, reorders and removes; every write is a version of the campaign", async () => {
    const { owner, campaignId, firstConditionId } = await making();
    const added = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/campaigns/${campaignId}/conditions`,
      headers: owner.write,
      payload: { type: "SPECIFY_A_SINGLE_CODE", code: "HELLO" },
    });
    expect(added.statusCode).toBe(201);
    const addedId = (added.json() as View).conditions[1]?.id ?? "";
    expect((added.json() as View).conditions.map((c) => c.type)).toEqual(["NONE", "SPECIFY_A_SINGLE_CODE"]);

    const updated = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/operator/conditions/${addedId}`,
      headers: owner.write,
      payload: { type: "SPECIFY_A_SINGLE_CODE", code: "WORLD" },
    });
    expect(updated.statusCode).toBe(200);

    const reordered = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/campaigns/${campaignId}/conditions/order`,
      headers: owner.write,
      payload: { conditionIds: [addedId, firstConditionId] },
    });
    expect((reordered.json() as View).conditions.map((c) => c.id)).toEqual([addedId, firstConditionId]);
    const wrongOrder = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/campaigns/${campaignId}/conditions/order`,
      headers: owner.write,
      payload: { conditionIds: [addedId] },
    });
    expect([wrongOrder.statusCode, (wrongOrder.json() as { code: string }).code]).toEqual([400, "request-E1000"]);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/operator/conditions/${addedId}`,
      headers: owner.write,
    });
    expect((removed.json() as View).conditions.map((c) => c.id)).toEqual([firstConditionId]);

    const versions = await t.app.inject({
      url: `/api/v1/operator/campaigns/${campaignId}/versions`,
      headers: owner.read,
    });
    expect(versions.statusCode).toBe(200);
    const list = (versions.json() as { versions: { version: number; action: string; changes: { field: string }[] }[] })
      .versions;
    expect(list.map((v) => [v.version, v.action])).toEqual([
      [5, "campaign.remove-condition"],
      [4, "campaign.reorder-conditions"],
      [3, "campaign.update-condition"],
      [2, "campaign.add-condition"],
      [1, "campaign.create"],
    ]);
    expect(list[2]?.changes).toEqual([
      { field: `conditions.${addedId}`, before: { code: "(hidden)" }, after: { code: "(replaced)" } },
    ]);
    // The shared code never reaches the log, in clear or otherwise.
    expect(versions.body).not.toContain("HELLO");
    expect(versions.body).not.toContain("WORLD");
  });
});

describe("operator API: the publish checklist", () => {
  it("lists what fails; publishing is refused with campaignPublish-E2001 and the failed items as issues", async () => {
    const { owner, campaignId } = await making((s) => ({ ja: s, en: s }));
    const checklist = await t.app.inject({
      url: `/api/v1/operator/campaigns/${campaignId}/checklist`,
      headers: owner.read,
    });
    expect(checklist.statusCode).toBe(200);
    const body = checklist.json() as { ok: boolean; items: { code: string; field: string; ok: boolean }[] };
    expect(body.ok).toBe(false);
    expect(body.items.filter((i) => !i.ok).map((i) => i.field)).toEqual([
      "title",
      "description",
      "terms",
      "privacyPolicy",
      "nfts.main.name",
      "nfts.main.description",
    ]);
    const publish = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/campaigns/${campaignId}/publish`,
      headers: owner.write,
    });
    expect(publish.statusCode).toBe(409);
    expect(publish.json()).toMatchObject({
      code: "campaignPublish-E2001",
      issues: expect.arrayContaining([{ path: "title", message: "TRANSLATION" }]),
    });

    const fixed = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/operator/campaigns/${campaignId}`,
      headers: owner.write,
      payload: { title: all("コード"), description: all("説明"), terms: all("規約"), privacyPolicy: all("方針") },
    });
    expect(fixed.statusCode).toBe(200);
    const still = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/campaigns/${campaignId}/publish`,
      headers: owner.write,
    });
    // The NFT's texts are still missing two languages.
    expect((still.json() as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      "nfts.main.name",
      "nfts.main.description",
    ]);
  });
});

describe("operator API: edits after launch", () => {
  it("refuses what would hurt fans with its catalogue code, applies the rest", async () => {
    const { owner, campaignId } = await making();
    const publish = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/campaigns/${campaignId}/publish`,
      headers: owner.write,
    });
    expect([publish.statusCode, (publish.json() as View).publishStatus]).toEqual([200, "PUBLISH"]);

    const refusals = [
      {
        payload: { rewardKind: "LUCKY_DRAW", rewardTiming: "AFTER_CAMPAIGN_END", prizeCount: 1 },
        code: "campaignEdit-E2007",
      },
      { payload: { endsAt: hours(-0.5) }, code: "campaignEdit-E2005" },
    ];
    for (const { payload, code } of refusals) {
      const r = await t.app.inject({
        method: "PATCH",
        url: `/api/v1/operator/campaigns/${campaignId}`,
        headers: owner.write,
        payload,
      });
      expect([r.statusCode, (r.json() as { code: string }).code]).toEqual([409, code]);
    }
    const added = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/campaigns/${campaignId}/conditions`,
      headers: owner.write,
      payload: { type: "NONE" },
    });
    expect([added.statusCode, (added.json() as { code: string }).code]).toEqual([409, "campaignEdit-E2006"]);

    const raised = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/operator/campaigns/${campaignId}`,
      headers: owner.write,
      payload: { totalSupply: 50, endsAt: hours(72) },
    });
    expect([raised.statusCode, (raised.json() as View).totalSupply]).toEqual([200, 50]);
  });
});

describe("operator API: roles and companies", () => {
  it("a viewer reads the checklist and versions but cannot edit conditions (operator-E2001)", async () => {
    const { owner, campaignId, firstConditionId } = await making();
    const viewer = await signInMember(owner.companyId, "VIEWER");
    for (const url of [
      `/api/v1/operator/campaigns/${campaignId}/checklist`,
      `/api/v1/operator/campaigns/${campaignId}/versions`,
    ]) {
      expect([url, (await t.app.inject({ url, headers: viewer.read })).statusCode]).toEqual([url, 200]);
    }
    const writes = [
      {
        method: "POST" as const,
        url: `/api/v1/operator/campaigns/${campaignId}/conditions`,
        payload: { type: "NONE" },
      },
      {
        method: "POST" as const,
        url: `/api/v1/operator/campaigns/${campaignId}/conditions/order`,
        payload: { conditionIds: [firstConditionId] },
      },
      { method: "PATCH" as const, url: `/api/v1/operator/conditions/${firstConditionId}`, payload: { type: "NONE" } },
      { method: "DELETE" as const, url: `/api/v1/operator/conditions/${firstConditionId}` },
    ];
    for (const write of writes) {
      const r = await t.app.inject({ ...write, headers: viewer.write });
      expect([write.url, r.statusCode, (r.json() as { code: string }).code]).toEqual([
        write.url,
        403,
        "operator-E2001",
      ]);
    }
  });

  it("another company's campaign and conditions are not found (request-E1004)", async () => {
    const { campaignId, firstConditionId } = await making();
    const other = await signInOperator(t);
    const probes = [
      { method: "GET" as const, url: `/api/v1/operator/campaigns/${campaignId}/checklist` },
      { method: "GET" as const, url: `/api/v1/operator/campaigns/${campaignId}/versions` },
      {
        method: "POST" as const,
        url: `/api/v1/operator/campaigns/${campaignId}/conditions`,
        payload: { type: "NONE" },
      },
      {
        method: "POST" as const,
        url: `/api/v1/operator/campaigns/${campaignId}/conditions/order`,
        payload: { conditionIds: [firstConditionId] },
      },
      { method: "PATCH" as const, url: `/api/v1/operator/conditions/${firstConditionId}`, payload: { type: "NONE" } },
      { method: "DELETE" as const, url: `/api/v1/operator/conditions/${firstConditionId}` },
    ];
    for (const probe of probes) {
      const r = await t.app.inject({ ...probe, headers: probe.method === "GET" ? other.read : other.write });
      expect([probe.url, r.statusCode, (r.json() as { code: string }).code]).toEqual([probe.url, 404, "request-E1004"]);
    }
  });
});
