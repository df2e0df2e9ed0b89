import { addOperator } from "@fanfare/core";
import type { OperatorRole } from "@fanfare/protocol";
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

const ENDPOINTS = "/api/v1/operator/webhooks/endpoints";
const UUID = "6f1c0c1e-3a5b-4c2d-8e9f-0a1b2c3d4e5f";

async function signInMember(companyId: string, role: OperatorRole) {
  const fan = await signInFan(t);
  await addOperator(t.ctx, { companyId, email: fan.email, role });
  return fan;
}

describe("operator API: webhooks", () => {
  it("an owner registers an endpoint and sees its secret once; lists, updates and deletes it; each is audited without the secret", async () => {
    const owner = await signInOperator(t);
    const created = await t.app.inject({
      method: "POST",
      url: ENDPOINTS,
      headers: owner.write,
      payload: { url: "https://hooks.example.com/fanfare", events: ["claim.created", "mint.confirmed"] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers["cache-control"]).toBe("no-store");
    const endpoint = created.json() as { id: string; secret: string; url: string; events: string[]; active: boolean };
    expect(endpoint).toMatchObject({
      url: "https://hooks.example.com/fanfare",
      active: true,
      secret: expect.stringMatching(/^whsec_/),
    });

    const list = await t.app.inject({ url: ENDPOINTS, headers: owner.read });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      endpoints: [
        {
          id: endpoint.id,
          url: endpoint.url,
          events: ["claim.created", "mint.confirmed"],
          active: true,
          createdAt: expect.any(String),
        },
      ],
    });
    expect(list.body).not.toContain(endpoint.secret);

    const patched = await t.app.inject({
      method: "PATCH",
      url: `${ENDPOINTS}/${endpoint.id}`,
      headers: owner.write,
      payload: { active: false },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ active: false });
    expect(patched.body).not.toContain(endpoint.secret);

    const log = await t.app.inject({
      url: `/api/v1/operator/webhooks/deliveries?endpointId=${endpoint.id}`,
      headers: owner.read,
    });
    expect(log.statusCode).toBe(200);
    expect(log.json()).toEqual({ deliveries: [] });

    const removed = await t.app.inject({ method: "DELETE", url: `${ENDPOINTS}/${endpoint.id}`, headers: owner.write });
    expect(removed.statusCode).toBe(204);

    const audit = await t.app.inject({ url: "/api/v1/operator/audit-events", headers: owner.read });
    const actions = (audit.json() as { events: { action: string }[] }).events.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["webhook.create", "webhook.update", "webhook.delete"]));
    expect(audit.body).not.toContain(endpoint.secret);
  });

  it("refuses a viewer's writes, a plain-http or private URL in production rules' place, and another company's endpoints (404)", async () => {
    const owner = await signInOperator(t);
    const viewer = await signInMember(owner.companyId, "VIEWER");
    const editor = await signInMember(owner.companyId, "EDITOR");
    const payload = { url: "https://hooks.example.com/in", events: ["entry.created"] };

    const refused = await t.app.inject({ method: "POST", url: ENDPOINTS, headers: viewer.write, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "operator-E2001" });
    expect((await t.app.inject({ url: ENDPOINTS, headers: viewer.read })).statusCode).toBe(200);

    const made = await t.app.inject({ method: "POST", url: ENDPOINTS, headers: editor.write, payload });
    expect(made.statusCode).toBe(201);
    const id = (made.json() as { id: string }).id;
    const replayByViewer = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/webhooks/events/${UUID}/replay`,
      headers: viewer.write,
    });
    expect(replayByViewer.statusCode).toBe(403);

    const badEvents = await t.app.inject({
      method: "POST",
      url: ENDPOINTS,
      headers: owner.write,
      payload: { url: payload.url, events: ["claim.deleted"] },
    });
    expect(badEvents.statusCode).toBe(400);
    const notUrl = await t.app.inject({
      method: "POST",
      url: ENDPOINTS,
      headers: owner.write,
      payload: { url: "ftp://hooks.example.com/", events: ["entry.created"] },
    });
    expect(notUrl.statusCode).toBe(400);

    const other = await signInOperator(t);
    for (const [method, url, body] of [
      ["PATCH", `${ENDPOINTS}/${id}`, { active: false }],
      ["DELETE", `${ENDPOINTS}/${id}`, undefined],
      ["POST", `/api/v1/operator/webhooks/events/${UUID}/replay`, undefined],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers: other.write, ...(body ? { payload: body } : {}) });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json()).toMatchObject({ code: "request-E1004" });
    }
    expect((await t.app.inject({ url: ENDPOINTS, headers: other.read })).json()).toEqual({ endpoints: [] });
    const otherLog = await t.app.inject({
      url: `/api/v1/operator/webhooks/deliveries?endpointId=${id}`,
      headers: other.read,
    });
    expect(otherLog.json()).toEqual({ deliveries: [] });

    const fan = await signInFan(t);
    expect((await t.app.inject({ url: ENDPOINTS, headers: fan.read })).statusCode).toBe(404);
  });
});
