// An article embeds an image of the project's channel media by its asset id; only a member reading it
// gets the image's URL, signed for them, and the URL serves the image.
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
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(900, 5)]);

describe("articles with images", () => {
  it("a member gets the image behind a URL signed for them; a non-member gets neither content nor URL", async () => {
    const op = await signInOperator(t);
    const operator = await requireOperator(t.ctx, op.userId);
    const { projectId } = await makeCampaign(t.ctx, {}, { operator });
    const channel = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/projects/${projectId}/channels`,
      headers: op.write,
      payload: { title: text("写真"), description: text("説明"), status: "PUBLISH" },
    });
    const channelId = (channel.json() as { id: string }).id;
    const up = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/projects/${projectId}/channel-assets?filename=stage.png`,
      headers: { ...op.write, "content-type": "image/png" },
      payload: PNG,
    });
    expect(up.statusCode, up.body).toBe(201);
    const assetId = (up.json() as { id: string; kind: string }).id;

    const noAlt = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/channels/${channelId}/contents`,
      headers: op.write,
      payload: {
        kind: "ARTICLE",
        title: text("記事"),
        body: { ja: `<p>x</p><img data-asset-id="${assetId}">` },
        publishAt: t.clock.now().toISOString(),
      },
    });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json()).toMatchObject({ code: "premiumContent-E1004" });

    const made = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/channels/${channelId}/contents`,
      headers: op.write,
      payload: {
        kind: "ARTICLE",
        title: text("記事"),
        body: {
          ja: `<p>本番前</p><img data-asset-id="${assetId}" alt="本番前のステージ" src="https://tracker.example/p.gif">`,
        },
        publishAt: new Date(t.clock.now().getTime() - 1000).toISOString(),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const content = made.json() as { id: string; body: { ja: string }; assetIds: string[] };
    expect(content.body.ja).toBe(`<p>本番前</p><img data-asset-id="${assetId}" alt="本番前のステージ">`);
    expect(content.assetIds).toEqual([assetId]);

    const path = `/api/v1/channels/${channelId}/contents/${content.id}`;
    const stranger = await signInFan(t);
    const refused = await t.app.inject({ url: path, headers: stranger.read });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("/api/v1/media/");
    const preview = await t.app.inject({ url: `/api/v1/channels/${channelId}`, headers: stranger.read });
    expect(preview.body).not.toContain("/api/v1/media/");
    expect(preview.body).not.toContain(assetId);

    const member = await signInFan(t);
    const joined = await t.app.inject({
      method: "POST",
      url: `/api/v1/channels/${channelId}/join`,
      headers: member.write,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const read = await t.app.inject({ url: path, headers: member.read });
    expect(read.statusCode, read.body).toBe(200);
    const body = (read.json() as { body: { ja: string } }).body.ja;
    const src = /<img src="([^"]+)" alt="本番前のステージ" loading="lazy" decoding="async">/u.exec(body)?.[1];
    expect(src).toMatch(new RegExp(`^/api/v1/media/${content.id}/${assetId}\\?u=${member.userId}&amp;e=`));
    expect(body).not.toContain("tracker.example");
    const image = await t.app.inject({ url: (src ?? "").replaceAll("&amp;", "&") });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });
});
