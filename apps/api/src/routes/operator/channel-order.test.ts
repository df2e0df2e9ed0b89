// The project's channels in the operator's order: PUT …/channels/order, read back by the console and the
// fans' list; every channel exactly once, writers of the same company only.
import { addOperator, requireOperator } from "@fanfare/core";
import { makeCampaign } from "@fanfare/core/testing";
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

const text = (ja: string) => ({ ja, en: ja });
type Op = Awaited<ReturnType<typeof signInOperator>>;

async function signInMember(companyId: string, role: OperatorRole) {
  const fan = await signInFan(t);
  await addOperator(t.ctx, { companyId, email: fan.email, role });
  return fan;
}

/** A published project of the operator's company with channels A, B and C shown to fans, made in that order. */
async function world(op: Op) {
  const operator = await requireOperator(t.ctx, op.userId);
  const { projectId } = await makeCampaign(t.ctx, {}, { operator });
  const ids: string[] = [];
  for (const name of ["A", "B", "C"]) {
    const r = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/projects/${projectId}/channels`,
      headers: op.write,
      payload: { title: text(name), description: text("説明"), status: "PUBLISH" },
    });
    expect(r.statusCode, r.body).toBe(201);
    ids.push((r.json() as { id: string }).id);
    t.clock.advance(1000);
  }
  const [a, b, c] = ids as [string, string, string];
  return { projectId, a, b, c, order: `/api/v1/operator/projects/${projectId}/channels/order` };
}

const idsOf = (body: unknown) => (body as { channels: { id: string }[] }).channels.map((c) => c.id);

describe("PUT /api/v1/operator/projects/:projectId/channels/order", () => {
  it("saves the order: the console and the fans' list read it back", async () => {
    const op = await signInOperator(t);
    const w = await world(op);
    const put = await t.app.inject({
      method: "PUT",
      url: w.order,
      headers: op.write,
      payload: { channelIds: [w.b, w.c, w.a] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(idsOf(put.json())).toEqual([w.b, w.c, w.a]);
    const listed = await t.app.inject({ url: `/api/v1/operator/projects/${w.projectId}/channels`, headers: op.read });
    expect(idsOf(listed.json())).toEqual([w.b, w.c, w.a]);
    const fans = await t.app.inject({ url: `/api/v1/projects/${w.projectId}/channels` });
    expect(fans.statusCode, fans.body).toBe(200);
    expect(idsOf(fans.json())).toEqual([w.b, w.c, w.a]);
  });

  it("refuses a wrong set of ids (premiumContent-E1003), a viewer (403) and another company (404)", async () => {
    const op = await signInOperator(t);
    const w = await world(op);
    const elsewhere = await world(await signInOperator(t));
    for (const channelIds of [
      [w.a, w.b],
      [w.a, w.b, w.c, elsewhere.a],
      [w.a, w.a, w.b],
      [w.a, w.b, elsewhere.c],
    ]) {
      const r = await t.app.inject({ method: "PUT", url: w.order, headers: op.write, payload: { channelIds } });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toMatchObject({ code: "premiumContent-E1003" });
    }
    const malformed = await t.app.inject({
      method: "PUT",
      url: w.order,
      headers: op.write,
      payload: { channelIds: ["not-an-id"] },
    });
    expect(malformed.statusCode).toBe(400);

    const viewer = await signInMember(op.companyId, "VIEWER");
    const refused = await t.app.inject({
      method: "PUT",
      url: w.order,
      headers: viewer.write,
      payload: { channelIds: [w.c, w.b, w.a] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "operator-E2001" });

    const stranger = await signInOperator(t);
    const hidden = await t.app.inject({
      method: "PUT",
      url: w.order,
      headers: stranger.write,
      payload: { channelIds: [w.c, w.b, w.a] },
    });
    expect(hidden.statusCode).toBe(404);

    const editor = await signInMember(op.companyId, "EDITOR");
    const done = await t.app.inject({
      method: "PUT",
      url: w.order,
      headers: editor.write,
      payload: { channelIds: [w.c, w.b, w.a] },
    });
    expect(done.statusCode, done.body).toBe(200);
    const fans = await t.app.inject({ url: `/api/v1/projects/${w.projectId}/channels` });
    expect(idsOf(fans.json())).toEqual([w.c, w.b, w.a]);
  });
});
