import { addOperator } from "@fanfare/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // The publish checklist needs the campaign's chain to have an RPC URL (never called here).
  t.ctx.config = { ...t.ctx.config, chain: { defaultChainId: 31337, rpcUrls: { 31337: "http://127.0.0.1:8545" } } };
});
afterAll(async () => {
  await t.close();
});

/** A text in the four languages: the publish checklist wants every one. */
const text = (ja: string) => ({ ja, en: ja, fr: ja, th: ja });
const hours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();

describe("operator API", () => {
  it("creates and publishes a project and a campaign, generates codes as CSV, exports; another company sees none of it", async () => {
    const op = await signInOperator(t);
    const other = await signInOperator(t);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/operator/projects",
      headers: op.write,
      payload: { name: text("アーティスト"), description: text("説明"), allowedCountries: ["JP"] },
    });
    expect(created.statusCode).toBe(201);
    const projectId = (created.json() as { id: string }).id;
    expect(created.json()).toMatchObject({ status: "MAKING", allowedCountries: ["JP"] });

    const campaign = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/projects/${projectId}/campaigns`,
      headers: op.write,
      payload: {
        title: text("コード"),
        description: text("説明"),
        terms: text("規約"),
        privacyPolicy: text("方針"),
        startsAt: hours(-1),
        endsAt: hours(48),
        distributionStartsAt: hours(-1),
        distributionEndsAt: hours(96),
        totalSupply: 10,
        nfts: [{ key: "main", name: text("NFT"), description: text("NFT"), imageUrl: "/demo/nft.png" }],
        conditions: [{ type: "SPECIFY_MULTIPLE_CODES" }],
      },
    });
    expect(campaign.statusCode).toBe(201);
    const view = campaign.json() as { id: string; conditions: { id: string }[] };
    const conditionId = view.conditions[0]?.id ?? "";

    const codes = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/conditions/${conditionId}/codes`,
      headers: op.write,
      payload: { count: 5 },
    });
    expect(codes.statusCode).toBe(200);
    expect(codes.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = codes.body.trim().split("\r\n");
    expect(lines[0]).toBe("code,nft_id");
    expect(lines).toHaveLength(6);

    for (const url of [
      `/api/v1/operator/projects/${projectId}/publish`,
      `/api/v1/operator/campaigns/${view.id}/publish`,
    ]) {
      expect((await t.app.inject({ method: "POST", url, headers: op.write })).statusCode).toBe(200);
    }
    const claims = await t.app.inject({ url: `/api/v1/operator/campaigns/${view.id}/claims.csv`, headers: op.read });
    expect(claims.body.split("\r\n")[0]).toBe("\uFEFFclaim_id,user_id,email,nft,sequence,claimed_at,mint_status");

    // The other company: every read and write is "not found".
    const probes = [
      { method: "GET" as const, url: `/api/v1/operator/projects/${projectId}` },
      {
        method: "PATCH" as const,
        url: `/api/v1/operator/projects/${projectId}`,
        payload: { name: text("x"), links: [{ type: "URL", url: "https://intruder.example" }] },
      },
      { method: "GET" as const, url: `/api/v1/operator/campaigns/${view.id}` },
      { method: "PATCH" as const, url: `/api/v1/operator/campaigns/${view.id}`, payload: { title: text("x") } },
      { method: "POST" as const, url: `/api/v1/operator/campaigns/${view.id}/end` },
      { method: "POST" as const, url: `/api/v1/operator/conditions/${conditionId}/codes`, payload: { count: 1 } },
      { method: "GET" as const, url: `/api/v1/operator/campaigns/${view.id}/claims.csv` },
      { method: "GET" as const, url: `/api/v1/operator/campaigns/${view.id}/applicants.csv` },
    ];
    for (const probe of probes) {
      const r = await t.app.inject({ ...probe, headers: probe.method === "GET" ? other.read : other.write });
      expect([probe.url, r.statusCode, (r.json() as { code: string }).code]).toEqual([probe.url, 404, "request-E1004"]);
    }
    const list = await t.app.inject({ url: "/api/v1/operator/projects", headers: other.read });
    expect(list.json()).toEqual({ projects: [] });
    const still = await t.app.inject({ url: `/api/v1/operator/campaigns/${view.id}`, headers: op.read });
    expect(still.json()).toMatchObject({ publishStatus: "PUBLISH", title: text("コード") });
    const project = await t.app.inject({ url: `/api/v1/operator/projects/${projectId}`, headers: op.read });
    expect(project.json()).toMatchObject({ name: text("アーティスト"), links: [] });
  });

  it("a project's links: created, replaced as a whole, shown to fans in order, audited; viewers and bad links refused", async () => {
    const op = await signInOperator(t);
    const x = { type: "TWITTER", url: "https://x.com/artist" };
    const site = { type: "URL", url: "https://artist.example/", label: text("公式サイト") };
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/operator/projects",
      headers: op.write,
      payload: { name: text("アーティスト"), description: text("説明"), links: [x] },
    });
    expect(created.statusCode).toBe(201);
    const projectId = (created.json() as { id: string }).id;
    expect(created.json()).toMatchObject({ links: [x] });
    const url = `/api/v1/operator/projects/${projectId}`;

    const edited = await t.app.inject({ method: "PATCH", url, headers: op.write, payload: { links: [site, x] } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ links: [site, x], name: text("アーティスト") });
    // A patch without links leaves them as they are.
    await t.app.inject({ method: "PATCH", url, headers: op.write, payload: { description: text("新しい説明") } });
    expect((await t.app.inject({ url, headers: op.read })).json()).toMatchObject({ links: [site, x] });

    const audit = (await t.app.inject({ url: "/api/v1/operator/audit-events?limit=2", headers: op.read })).json() as {
      events: { action: string; before: unknown; after: unknown }[];
    };
    expect(audit.events[1]).toMatchObject({
      action: "project.update",
      before: { links: [x] },
      after: { links: [site, x] },
    });

    // Bad links are the request's mistake, named by their path; nothing changes.
    for (const links of [
      [{ type: "URL", url: "javascript:alert(1)" }],
      [{ type: "TIKTOK", url: "https://www.tiktok.com/@artist" }],
      Array.from({ length: 11 }, () => x),
    ]) {
      const r = await t.app.inject({ method: "PATCH", url, headers: op.write, payload: { links } });
      expect([r.statusCode, (r.json() as { code: string }).code]).toEqual([400, "request-E1000"]);
      expect((r.json() as { issues: { path: string }[] }).issues[0]?.path).toMatch(/^body\.links/u);
    }

    const viewer = await signInFan(t);
    await addOperator(t.ctx, { companyId: op.companyId, email: viewer.email, role: "VIEWER" });
    expect((await t.app.inject({ url, headers: viewer.read })).json()).toMatchObject({ links: [site, x] });
    const refused = await t.app.inject({ method: "PATCH", url, headers: viewer.write, payload: { links: [] } });
    expect([refused.statusCode, (refused.json() as { code: string }).code]).toEqual([403, "operator-E2001"]);

    // Fans see them on the published project, in the operator's order.
    expect((await t.app.inject({ method: "POST", url: `${url}/publish`, headers: op.write })).statusCode).toBe(200);
    const fan = await signInFan(t);
    const page = await t.app.inject({ url: `/api/v1/projects/${projectId}`, headers: fan.read });
    expect(page.json()).toMatchObject({ links: [site, x] });
  });

  it("a fan who is not an operator gets request-E1004 from the operator API", async () => {
    const fan = await signInFan(t);
    const r = await t.app.inject({ url: "/api/v1/operator/projects", headers: fan.read });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: "request-E1004" });
  });
});
