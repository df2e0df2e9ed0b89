import { addOperator } from "@fanfare/core";
import { API_ROUTES, type OperatorRole } from "@fanfare/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";
import { READ_ONLY_OPERATOR_POSTS } from "./operator";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const text = (ja: string) => ({ ja, en: ja });
const UUID = "6f1c0c1e-3a5b-4c2d-8e9f-0a1b2c3d4e5f";

/** A signed-in account made a member of the company with a role. */
async function signInMember(companyId: string, role: OperatorRole) {
  const fan = await signInFan(t);
  await addOperator(t.ctx, { companyId, email: fan.email, role });
  return fan;
}

/** An owner's company with a project, a campaign with a multiple-codes condition, and a channel. */
async function company() {
  const owner = await signInOperator(t);
  const project = await t.app.inject({
    method: "POST",
    url: "/api/v1/operator/projects",
    headers: owner.write,
    payload: { name: text("アーティスト"), description: text("説明"), allowedCountries: ["JP"] },
  });
  const projectId = (project.json() as { id: string }).id;
  const hours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();
  const campaign = await t.app.inject({
    method: "POST",
    url: `/api/v1/operator/projects/${projectId}/campaigns`,
    headers: owner.write,
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
  const view = campaign.json() as { id: string; conditions: { id: string }[] };
  return { owner, projectId, campaignId: view.id, conditionId: view.conditions[0]?.id ?? "" };
}

type AuditPage = {
  events: {
    action: string;
    actor: { userId: string };
    target: { type: string; id: string };
    before: unknown;
    after: unknown;
  }[];
  nextCursor: string | null;
};

describe("operator API: the operator and the company's members", () => {
  it("an owner reads who they are, invites, changes a role and removes; each is in the audit log", async () => {
    const { owner } = await company();
    const me = await t.app.inject({ url: "/api/v1/operator/me", headers: owner.read });
    expect(me.json()).toEqual({
      userId: owner.userId,
      email: owner.email,
      role: "OWNER",
      company: { id: owner.companyId, name: expect.any(String) },
    });

    t.clock.advance(60_000); // joined after the owner
    const email = `invited-${Date.now().toString(36)}@example.com`;
    const invited = await t.app.inject({
      method: "POST",
      url: "/api/v1/operator/members",
      headers: owner.write,
      payload: { email, role: "EDITOR" },
    });
    expect(invited.statusCode).toBe(201);
    const member = invited.json() as { userId: string };
    expect(invited.json()).toEqual({ userId: expect.any(String), email, role: "EDITOR", joinedAt: expect.any(String) });
    expect(t.mailer.sent.at(-1)).toMatchObject({ to: email, text: expect.stringContaining("/ja/console") });

    const changed = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/operator/members/${member.userId}`,
      headers: owner.write,
      payload: { role: "VIEWER" },
    });
    expect(changed.json()).toMatchObject({ userId: member.userId, role: "VIEWER" });
    const list = await t.app.inject({ url: "/api/v1/operator/members", headers: owner.read });
    expect(
      (list.json() as { members: { email: string; role: string }[] }).members.map((m) => [m.email, m.role]),
    ).toEqual([
      [owner.email, "OWNER"],
      [email, "VIEWER"],
    ]);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/operator/members/${member.userId}`,
      headers: owner.write,
    });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe("");

    const audit = (
      await t.app.inject({ url: "/api/v1/operator/audit-events?limit=3", headers: owner.read })
    ).json() as AuditPage;
    expect(audit.events.map((e) => [e.action, e.before, e.after])).toEqual([
      ["member.remove", { email, role: "VIEWER" }, null],
      ["member.update", { role: "EDITOR" }, { role: "VIEWER" }],
      ["member.invite", null, { email, role: "EDITOR" }],
    ]);
    expect(audit.events.every((e) => e.actor.userId === owner.userId)).toBe(true);
    // The next page: the campaign and project made by company() above.
    expect(audit.nextCursor).toEqual(expect.any(String));
    const next = (
      await t.app.inject({
        url: `/api/v1/operator/audit-events?limit=100&before=${encodeURIComponent(audit.nextCursor ?? "")}`,
        headers: owner.read,
      })
    ).json() as AuditPage;
    expect(next).toMatchObject({ nextCursor: null });
    expect(next.events.map((e) => e.action)).toEqual(["campaign.create", "project.create"]);
  });

  it("the audit log records a project edit and a campaign edit with before → after, and codes as a count", async () => {
    const { owner, projectId, campaignId, conditionId } = await company();
    await t.app.inject({
      method: "PATCH",
      url: `/api/v1/operator/projects/${projectId}`,
      headers: owner.write,
      payload: { name: text("改名") },
    });
    await t.app.inject({
      method: "PATCH",
      url: `/api/v1/operator/campaigns/${campaignId}`,
      headers: owner.write,
      payload: { totalSupply: 20 },
    });
    const codes = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/conditions/${conditionId}/codes`,
      headers: owner.write,
      payload: { count: 4 },
    });
    const clear = codes.body
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",")[0] ?? "");
    const audit = await t.app.inject({ url: "/api/v1/operator/audit-events", headers: owner.read });
    const events = (audit.json() as AuditPage).events;
    expect(events.slice(0, 3).map((e) => [e.action, e.target, e.before, e.after])).toEqual([
      ["codes.generate", { type: "condition", id: conditionId }, null, { count: 4, nftId: null }],
      ["campaign.update", { type: "campaign", id: campaignId }, { totalSupply: 10 }, { totalSupply: 20 }],
      ["project.update", { type: "project", id: projectId }, { name: text("アーティスト") }, { name: text("改名") }],
    ]);
    for (const code of clear) expect(audit.body).not.toContain(code);
    const bad = await t.app.inject({ url: "/api/v1/operator/audit-events?limit=101", headers: owner.read });
    expect(bad.json()).toMatchObject({ code: "request-E1000" });
  });

  it("a company keeps an owner: demoting or removing the last one answers operator-E2002", async () => {
    const { owner } = await company();
    const demote = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/operator/members/${owner.userId}`,
      headers: owner.write,
      payload: { role: "EDITOR" },
    });
    expect([demote.statusCode, demote.json()]).toEqual([409, expect.objectContaining({ code: "operator-E2002" })]);
    const remove = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/operator/members/${owner.userId}`,
      headers: owner.write,
    });
    expect([remove.statusCode, remove.json()]).toEqual([409, expect.objectContaining({ code: "operator-E2002" })]);
    const me = await t.app.inject({ url: "/api/v1/operator/me", headers: owner.read });
    expect(me.json()).toMatchObject({ role: "OWNER" });
  });

  it("another company's members and audit events are invisible; changing one answers request-E1004", async () => {
    const mine = await company();
    const theirs = await company();
    const theirEditor = await signInMember(theirs.owner.companyId, "EDITOR");
    for (const probe of [
      { method: "PATCH" as const, url: `/api/v1/operator/members/${theirEditor.userId}`, payload: { role: "OWNER" } },
      { method: "DELETE" as const, url: `/api/v1/operator/members/${theirEditor.userId}` },
      { method: "DELETE" as const, url: `/api/v1/operator/members/${theirs.owner.userId}` },
    ]) {
      const r = await t.app.inject({ ...probe, headers: mine.owner.write });
      expect([probe.method, r.statusCode, (r.json() as { code: string }).code]).toEqual([
        probe.method,
        404,
        "request-E1004",
      ]);
    }
    const members = await t.app.inject({ url: "/api/v1/operator/members", headers: mine.owner.read });
    expect((members.json() as { members: { userId: string }[] }).members.map((m) => m.userId)).toEqual([
      mine.owner.userId,
    ]);
    const audit = (
      await t.app.inject({ url: "/api/v1/operator/audit-events", headers: mine.owner.read })
    ).json() as AuditPage;
    expect(audit.events.length).toBeGreaterThan(0);
    expect(audit.events.every((e) => e.actor.userId === mine.owner.userId)).toBe(true);
    expect(audit.events.map((e) => e.target.id)).not.toContain(theirs.projectId);
    const theirList = await t.app.inject({ url: "/api/v1/operator/members", headers: theirs.owner.read });
    // Both joined at the test clock's one instant: which is listed first is not the point here.
    expect((theirList.json() as { members: { role: string }[] }).members.map((m) => m.role).sort()).toEqual([
      "EDITOR",
      "OWNER",
    ]);
    // A fan without a company has no console at all.
    const fan = await signInFan(t);
    expect((await t.app.inject({ url: "/api/v1/operator/me", headers: fan.read })).json()).toMatchObject({
      code: "request-E1004",
    });
  });
});

describe("operator API: roles", () => {
  it("a viewer reads but every write it tries answers operator-E2001 and changes nothing", async () => {
    const { owner, projectId, campaignId, conditionId } = await company();
    const viewer = await signInMember(owner.companyId, "VIEWER");
    const writes = [
      {
        method: "POST" as const,
        url: "/api/v1/operator/projects",
        payload: { name: text("x"), description: text("x"), allowedCountries: ["JP"] },
      },
      { method: "PATCH" as const, url: `/api/v1/operator/projects/${projectId}`, payload: { name: text("x") } },
      { method: "PATCH" as const, url: `/api/v1/operator/campaigns/${campaignId}`, payload: { title: text("x") } },
      { method: "POST" as const, url: `/api/v1/operator/campaigns/${campaignId}/publish` },
      { method: "POST" as const, url: `/api/v1/operator/conditions/${conditionId}/codes`, payload: { count: 1 } },
      {
        method: "POST" as const,
        url: `/api/v1/operator/projects/${projectId}/channels`,
        payload: { title: text("x"), description: text("x") },
      },
      { method: "POST" as const, url: "/api/v1/operator/members", payload: { email: "x@example.com", role: "OWNER" } },
      { method: "PATCH" as const, url: `/api/v1/operator/members/${viewer.userId}`, payload: { role: "OWNER" } },
    ];
    for (const write of writes) {
      const r = await t.app.inject({ ...write, headers: viewer.write });
      expect([write.url, r.statusCode, (r.json() as { code: string }).code]).toEqual([
        write.url,
        403,
        "operator-E2001",
      ]);
    }
    const upload = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/projects/${projectId}/channel-assets?filename=a.png`,
      headers: { ...viewer.write, "content-type": "image/png" },
      payload: Buffer.from("89504e470d0a1a0a", "hex"),
    });
    expect([upload.statusCode, upload.json()]).toEqual([403, expect.objectContaining({ code: "operator-E2001" })]);

    for (const url of [
      `/api/v1/operator/projects/${projectId}`,
      `/api/v1/operator/campaigns/${campaignId}`,
      "/api/v1/operator/members",
      "/api/v1/operator/audit-events",
      `/api/v1/operator/campaigns/${campaignId}/claims.csv`,
    ]) {
      expect([url, (await t.app.inject({ url, headers: viewer.read })).statusCode]).toEqual([url, 200]);
    }
    const campaign = await t.app.inject({ url: `/api/v1/operator/campaigns/${campaignId}`, headers: viewer.read });
    expect(campaign.json()).toMatchObject({ publishStatus: "MAKING", title: text("コード") });
    expect((await t.app.inject({ url: "/api/v1/operator/me", headers: viewer.read })).json()).toMatchObject({
      role: "VIEWER",
    });
  });

  it("an editor writes content but cannot manage members (operator-E2001)", async () => {
    const { owner, projectId } = await company();
    const editor = await signInMember(owner.companyId, "EDITOR");
    const edit = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/operator/projects/${projectId}`,
      headers: editor.write,
      payload: { name: text("編集者") },
    });
    expect(edit.statusCode).toBe(200);
    for (const probe of [
      { method: "POST" as const, url: "/api/v1/operator/members", payload: { email: "y@example.com", role: "VIEWER" } },
      { method: "PATCH" as const, url: `/api/v1/operator/members/${owner.userId}`, payload: { role: "VIEWER" } },
      { method: "DELETE" as const, url: `/api/v1/operator/members/${owner.userId}` },
    ]) {
      const r = await t.app.inject({ ...probe, headers: editor.write });
      expect([probe.url, r.statusCode, (r.json() as { code: string }).code]).toEqual([
        probe.url,
        403,
        "operator-E2001",
      ]);
    }
  });

  it("every operator route that is not a GET refuses a viewer with operator-E2001, whatever it is sent", async () => {
    // Walks the route table, so a write route added later is covered without editing this test. A POST that
    // writes nothing (a rehearsal) is a read: its own test has a viewer run it.
    const writes = Object.values(API_ROUTES).filter(
      (route) =>
        route.path.startsWith("/api/v1/operator/") &&
        route.method !== "GET" &&
        !READ_ONLY_OPERATOR_POSTS.has(route.path),
    );
    expect(writes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/v1/operator/projects",
        "PATCH /api/v1/operator/campaigns/:campaignId",
        "POST /api/v1/operator/conditions/:conditionId/codes",
        "DELETE /api/v1/operator/contents/:contentId",
        "POST /api/v1/operator/projects/:projectId/channel-assets",
        "DELETE /api/v1/operator/members/:userId",
      ]),
    );
    const { owner } = await company();
    const viewer = await signInMember(owner.companyId, "VIEWER");
    const editor = await signInMember(owner.companyId, "EDITOR");
    const refusals: string[] = [];
    for (const route of writes) {
      const url = route.path.replace(/:(\w+)/g, UUID);
      // Editors write everything but the company's members (their refusal there: the test above).
      const actors = route.path.startsWith("/api/v1/operator/members")
        ? ([["viewer", viewer.write]] as const)
        : ([
            ["viewer", viewer.write],
            ["editor", editor.write],
          ] as const);
      for (const [who, headers] of actors) {
        const r = await t.app.inject({ method: route.method, url, headers, payload: {} });
        const code = (r.json() as { code?: string }).code;
        if (code === "operator-E2001") refusals.push(`${who} ${route.method} ${route.path}`);
      }
    }
    expect(refusals.sort()).toEqual(writes.map((route) => `viewer ${route.method} ${route.path}`).sort());
  });
});
