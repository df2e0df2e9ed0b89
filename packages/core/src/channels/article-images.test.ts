import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createTestContext, createTestDatabase, makeCampaign, makeFan } from "../testing";
import { articleImages, embeddedAssetIds, resolveArticleImages } from "./article-images";
import { getChannel } from "./get-channel";
import { getContent, issueMediaUrl } from "./get-contents";
import { joinChannel } from "./join-channel";
import { createChannel } from "./manage-channels";
import { createContent, updateContent } from "./manage-contents";
import { openMedia } from "./serve-media";
import { uploadAsset } from "./upload-asset";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const t = (ja: string) => ({ ja, en: ja });
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600, 3)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(600, 7)]);

async function world() {
  const { ctx } = createTestContext(database);
  const made = await makeCampaign(ctx);
  const channel = await createChannel(ctx, made.operator, {
    projectId: made.projectId,
    definition: { title: t("チャンネル"), description: t("説明"), status: "PUBLISH" },
  });
  const image = await uploadAsset(ctx, made.operator, { projectId: made.projectId, filename: "a.png", body: PNG });
  const article = (body: Record<string, string>, assetIds?: string[]) =>
    createContent(ctx, made.operator, {
      channelId: channel.id,
      definition: {
        kind: "ARTICLE",
        title: t("記事"),
        body: body as { ja: string },
        publishAt: new Date(ctx.clock.now().getTime() - 60_000).toISOString(),
        ...(assetIds ? { assetIds } : {}),
      },
    });
  return { ctx, ...made, channel, image, article };
}

const img = (id: string, alt: string) => `<img data-asset-id="${id}" alt="${alt}">`;

describe("article images", () => {
  it("finds the stored images, and resolves them to the URLs given (an unknown asset is left out)", () => {
    const a = "11111111-1111-4111-8111-111111111111";
    const b = "22222222-2222-4222-8222-222222222222";
    const body = { ja: `<p>x</p>${img(a, "猫")}${img(b, "犬")}`, en: img(a, "A cat") };
    expect(articleImages(body)).toEqual([
      { assetId: a, alt: "猫" },
      { assetId: b, alt: "犬" },
      { assetId: a, alt: "A cat" },
    ]);
    expect(embeddedAssetIds(body)).toEqual([a, b]);
    expect(resolveArticleImages(body.ja, (id) => (id === a ? "/api/v1/media/c/a?u=1&e=2&s=3" : undefined))).toBe(
      '<p>x</p><img src="/api/v1/media/c/a?u=1&amp;e=2&amp;s=3" alt="猫" loading="lazy" decoding="async">',
    );
  });

  it("a member reads the article with its image behind a URL signed for them; a non-member gets none", async () => {
    const w = await world();
    const saved = await w.article({
      ja: `<p>写真です</p><img src="https://tracker.example/p.gif" data-asset-id="${w.image.id}" alt="ステージの写真" onerror="x()">`,
      en: `<p>A photo</p><img data-asset-id="${w.image.id}" alt='The "stage"'>`,
    });
    // Stored by id, with its alt and nothing else; linked to the content so its media URL can be signed.
    expect(saved.body).toEqual({
      ja: `<p>写真です</p>${img(w.image.id, "ステージの写真")}`,
      en: `<p>A photo</p>${img(w.image.id, "The &quot;stage&quot;")}`,
    });
    expect(saved.assetIds).toEqual([w.image.id]);

    const member = await makeFan(w.ctx);
    await joinChannel(w.ctx, { channelId: w.channel.id, fanId: member });
    const read = await getContent(w.ctx, { channelId: w.channel.id, contentId: saved.id, fanId: member });
    const url = read.media.find((m) => m.id === w.image.id)?.url ?? "";
    expect(url).toMatch(new RegExp(`^/api/v1/media/${saved.id}/${w.image.id}\\?u=${member}&e=\\d+&s=`));
    expect(read.body?.ja).toBe(
      `<p>写真です</p><img src="${url.replaceAll("&", "&amp;")}" alt="ステージの写真" loading="lazy" decoding="async">`,
    );
    expect(read.body?.ja).not.toContain("tracker.example");
    // The URL opens the image for the member.
    const q = Object.fromEntries(new URL(url, "http://x").searchParams) as { u: string; e: string; s: string };
    const opened = await openMedia(w.ctx, { contentId: saved.id, assetId: w.image.id, ...q });
    expect((await text(opened.body)).length).toBe(PNG.length);

    // Anyone else: no content, no URL, and the channel page carries no body at all.
    const stranger = await makeFan(w.ctx);
    const ids = { channelId: w.channel.id, contentId: saved.id };
    await expect(getContent(w.ctx, { ...ids, fanId: stranger })).rejects.toMatchObject({
      code: "premiumContent-E2008",
    });
    await expect(issueMediaUrl(w.ctx, { ...ids, assetId: w.image.id, fanId: stranger })).rejects.toMatchObject({
      code: "premiumContent-E2008",
    });
    const page = await getChannel(w.ctx, { channelId: w.channel.id, fanId: stranger });
    expect(JSON.stringify(page)).not.toContain("/api/v1/media/");
  });

  it("refuses an image without alt text (E1004) and one that is not an image of this project (E2012); remote images are dropped", async () => {
    const w = await world();
    await expect(w.article({ ja: `<p>x</p><img data-asset-id="${w.image.id}">` })).rejects.toMatchObject({
      code: "premiumContent-E1004",
    });
    await expect(w.article({ ja: `<p>x</p><img data-asset-id="${w.image.id}" alt="  ">` })).rejects.toMatchObject({
      code: "premiumContent-E1004",
    });
    const video = await uploadAsset(w.ctx, w.operator, { projectId: w.projectId, filename: "v.mp4", body: MP4 });
    await expect(w.article({ ja: img(video.id, "動画") })).rejects.toMatchObject({ code: "premiumContent-E2012" });
    const elsewhere = await makeCampaign(w.ctx);
    const foreign = await uploadAsset(w.ctx, elsewhere.operator, {
      projectId: elsewhere.projectId,
      filename: "b.png",
      body: PNG,
    });
    await expect(w.article({ ja: img(foreign.id, "他の") })).rejects.toMatchObject({ code: "premiumContent-E2012" });
    await expect(w.article({ ja: img(crypto.randomUUID(), "ない") })).rejects.toMatchObject({
      code: "premiumContent-E2012",
    });
    const remote = await w.article({ ja: '<p>x</p><img src="https://tracker.example/p.gif" alt="pixel">' });
    expect(remote.body?.ja).toBe("<p>x</p>");
    expect(remote.assetIds).toEqual([]);
  });

  it("editing the body relinks its images: a removed image is unlinked, an image given apart stays", async () => {
    const w = await world();
    const second = await uploadAsset(w.ctx, w.operator, { projectId: w.projectId, filename: "c.png", body: PNG });
    const saved = await w.article({ ja: `<p>x</p>${img(w.image.id, "一")}` }, [second.id]);
    expect(saved.assetIds).toEqual([second.id, w.image.id]);
    const edited = await updateContent(w.ctx, w.operator, {
      contentId: saved.id,
      patch: { body: { ja: "<p>画像なし</p>" } },
    });
    expect(edited.assetIds).toEqual([second.id]);
    const again = await updateContent(w.ctx, w.operator, {
      contentId: saved.id,
      patch: { body: { ja: `<p>y</p>${img(w.image.id, "二")}` } },
    });
    expect(again.assetIds).toEqual([second.id, w.image.id]);
  });
});
