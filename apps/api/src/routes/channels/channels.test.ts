import { requireOperator } from "@fanfare/core";
import { makeCampaign } from "@fanfare/core/testing";
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
const VIDEO = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(2000, 9)]);
type Op = Awaited<ReturnType<typeof signInOperator>>;

async function upload(op: Op, projectId: string, filename: string, bytes: Buffer) {
  const r = await t.app.inject({
    method: "POST",
    url: `/api/v1/operator/projects/${projectId}/channel-assets?filename=${encodeURIComponent(filename)}`,
    headers: { ...op.write, "content-type": "application/octet-stream" },
    payload: bytes,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as { id: string; kind: string; contentType: string };
}

/** A published project (made by the operator's company) with an open channel, a video and a file. */
async function world() {
  const op = await signInOperator(t);
  const operator = await requireOperator(t.ctx, op.userId);
  const { projectId, campaignId } = await makeCampaign(t.ctx, {}, { operator });
  const channel = await t.app.inject({
    method: "POST",
    url: `/api/v1/operator/projects/${projectId}/channels`,
    headers: op.write,
    payload: { title: text("チャンネル"), description: text("説明"), status: "PUBLISH" },
  });
  expect(channel.statusCode, channel.body).toBe(201);
  const channelId = (channel.json() as { id: string }).id;
  const video = await upload(op, projectId, "clip.mp4", VIDEO);
  const page = await upload(
    op,
    projectId,
    "page.svg",
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  );
  const contents: Record<string, string> = {};
  for (const [kind, assetIds] of [
    ["VIDEO", [video.id]],
    ["FILE", [page.id]],
  ] as const) {
    const r = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/channels/${channelId}/contents`,
      headers: op.write,
      payload: { kind, title: text(kind), publishAt: new Date(t.clock.now().getTime() - 1000).toISOString(), assetIds },
    });
    expect(r.statusCode, r.body).toBe(201);
    contents[kind] = (r.json() as { id: string }).id;
  }
  return { op, projectId, campaignId, channelId, video, page, contents };
}

async function join(fan: Awaited<ReturnType<typeof signInFan>>, channelId: string) {
  const r = await t.app.inject({ method: "POST", url: `/api/v1/channels/${channelId}/join`, headers: fan.write });
  expect(r.statusCode, r.body).toBe(200);
}

describe("channel routes", () => {
  it("every content endpoint and the media URL refuse a non-member and a fan of another project", async () => {
    const w = await world();
    const other = await world();
    const member = await signInFan(t);
    const stranger = await signInFan(t);
    const otherFan = await signInFan(t);
    await join(member, w.channelId);
    await join(otherFan, other.channelId);

    const detail = await t.app.inject({
      url: `/api/v1/channels/${w.channelId}/contents/${w.contents.VIDEO}`,
      headers: member.read,
    });
    expect(detail.statusCode).toBe(200);
    const mediaUrl = (detail.json() as { media: { url: string }[] }).media[0]?.url ?? "";
    expect(mediaUrl).toMatch(/^\/api\/v1\/media\//u);

    const endpoints = [
      { method: "GET", url: `/api/v1/channels/${w.channelId}/contents` },
      { method: "GET", url: `/api/v1/channels/${w.channelId}/contents/${w.contents.VIDEO}` },
      { method: "POST", url: `/api/v1/channels/${w.channelId}/contents/${w.contents.VIDEO}/media/${w.video.id}/url` },
    ] as const;
    for (const fan of [stranger, otherFan]) {
      for (const e of endpoints) {
        const r = await t.app.inject({ method: e.method, url: e.url, headers: fan.write });
        expect(r.statusCode, e.url).toBe(403);
        expect(r.json()).toMatchObject({ code: "premiumContent-E2008" });
        expect(r.body).not.toContain("VIDEO");
      }
    }
    // Signed out: sign in first.
    expect((await t.app.inject({ url: endpoints[0].url })).json()).toMatchObject({ code: "auth-E1001" });
    // The other project's fan cannot reach this content through their own channel either.
    const cross = await t.app.inject({
      url: `/api/v1/channels/${other.channelId}/contents/${w.contents.VIDEO}`,
      headers: otherFan.read,
    });
    expect(cross.json()).toMatchObject({ code: "request-E1004" });
    // A URL signed for the member, replayed with the other fan's id, is forged.
    const forged = mediaUrl.replace(`u=${member.userId}`, `u=${otherFan.userId}`);
    expect((await t.app.inject({ url: forged, headers: otherFan.read })).json()).toMatchObject({
      code: "premiumContent-E2010",
    });
    // The stranger's own genuine URL is never issued; the member's URL keeps working for them only while a member.
    expect((await t.app.inject({ url: mediaUrl })).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: `/api/v1/channels/${w.channelId}/leave`, headers: member.write });
    expect((await t.app.inject({ url: mediaUrl })).json()).toMatchObject({ code: "premiumContent-E2008" });
  });

  it("media: range requests answer 206; tampered → E2010, expired → E2009 (403)", async () => {
    const w = await world();
    const fan = await signInFan(t);
    await join(fan, w.channelId);
    const issued = await t.app.inject({
      method: "POST",
      url: `/api/v1/channels/${w.channelId}/contents/${w.contents.VIDEO}/media/${w.video.id}/url`,
      headers: fan.write,
    });
    const { url } = issued.json() as { url: string };
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      "accept-ranges": "bytes",
      "content-type": "video/mp4",
      "content-length": String(VIDEO.length),
    });
    const part = await t.app.inject({ url, headers: { range: "bytes=4-11" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 4-11/${VIDEO.length}`);
    expect(part.body).toBe("ftypisom");
    const tail = await t.app.inject({ url, headers: { range: "bytes=-5" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.length).toBe(5);
    const unsatisfiable = await t.app.inject({ url, headers: { range: "bytes=999999-" } });
    expect(unsatisfiable.statusCode).toBe(416);
    expect(unsatisfiable.headers["content-range"]).toBe(`bytes */${VIDEO.length}`);
    expect(unsatisfiable.json()).toMatchObject({ code: "premiumContent-E2011" });

    const parsed = new URL(url, "http://x");
    for (const [k, v] of [
      ["s", "A".repeat(43)],
      ["e", String(Number(parsed.searchParams.get("e")) + 60)],
      ["u", "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const bad = new URL(parsed);
      bad.searchParams.set(k, v);
      const r = await t.app.inject({ url: `${bad.pathname}${bad.search}` });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ code: "premiumContent-E2010" });
    }
    expect((await t.app.inject({ url: `/api/v1/media/x/y` })).json()).toMatchObject({ code: "premiumContent-E2010" });
    t.clock.advance(601_000);
    const expired = await t.app.inject({ url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: "premiumContent-E2009" });
  });

  it("an uploaded SVG is served as an inert text attachment with nosniff and a sandboxing CSP", async () => {
    const w = await world();
    expect(w.page).toMatchObject({ kind: "FILE", contentType: "text/plain; charset=utf-8" });
    const fan = await signInFan(t);
    await join(fan, w.channelId);
    const detail = await t.app.inject({
      url: `/api/v1/channels/${w.channelId}/contents/${w.contents.FILE}`,
      headers: fan.read,
    });
    const media = (detail.json() as { media: { url: string; filename: string }[] }).media[0];
    const r = await t.app.inject({ url: media?.url ?? "" });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(r.headers["content-disposition"]).toMatch(/^attachment; filename="page.svg.txt"/u);
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    expect(r.headers["content-security-policy"]).toContain("sandbox");
  });

  it("join refusals name the missing requirement; operators of another company get request-E1004", async () => {
    const w = await world();
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/operator/channels/${w.channelId}`,
      headers: w.op.write,
      payload: { requirements: { operator: "AND", items: [{ type: "CLAIMED_IN", campaignId: w.campaignId }] } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const fan = await signInFan(t);
    const r = await t.app.inject({ method: "POST", url: `/api/v1/channels/${w.channelId}/join`, headers: fan.write });
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json()).toMatchObject({
      code: "premiumContent-E2007",
      issues: [{ path: "requirements.0", message: "NOT_CLAIMED" }],
    });
    const page = await t.app.inject({ url: `/api/v1/channels/${w.channelId}`, headers: fan.read });
    expect(page.json()).toMatchObject({ canJoin: false, joined: false, hasAccess: false });

    const intruder = await signInOperator(t);
    for (const [method, url] of [
      ["GET", `/api/v1/operator/channels/${w.channelId}`],
      ["GET", `/api/v1/operator/channels/${w.channelId}/contents`],
      ["PATCH", `/api/v1/operator/contents/${w.contents.VIDEO}`],
      ["DELETE", `/api/v1/operator/contents/${w.contents.VIDEO}`],
      ["GET", `/api/v1/operator/projects/${w.projectId}/channels`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: intruder.write,
        ...(method === "PATCH" ? { payload: {} } : {}),
      });
      expect(res.json(), `${method} ${url}`).toMatchObject({ code: "request-E1004" });
    }
    const up = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/projects/${w.projectId}/channel-assets?filename=a.mp4`,
      headers: { ...intruder.write, "content-type": "application/octet-stream" },
      payload: VIDEO,
    });
    expect(up.json()).toMatchObject({ code: "request-E1004" });
  });
});
