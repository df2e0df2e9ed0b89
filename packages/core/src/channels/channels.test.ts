import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { buffer, text } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AssetStorage, createLocalAssetStorage } from "../assets/storage/asset-storage";
import { claim } from "../claims/claim";
import type { CoreContext } from "../context";
import type { Database } from "../db/client";
import {
  createTestContext,
  createTestDatabase,
  makeCampaign,
  makeFan,
  makeOperator,
  makeParticipant,
} from "../testing";
import { getChannel, listChannels } from "./get-channel";
import { getContent, issueMediaUrl, listContents } from "./get-contents";
import { joinChannel, leaveChannel } from "./join-channel";
import { createChannel, updateChannel } from "./manage-channels";
import { createContent } from "./manage-contents";
import { openMedia, parseRange } from "./serve-media";
import { channelAssets } from "./tables";
import { uploadAsset } from "./upload-asset";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const t = (ja: string) => ({ ja, en: ja });
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom")]);

/** A body of `total` bytes (`head` first) in chunks, made as they are read; records what was read. */
function chunked(head: Buffer, total: number, chunkSize: number) {
  const sent: Buffer[] = [];
  let bytes = 0;
  async function* body() {
    let n = 0;
    while (bytes < total) {
      const chunk = Buffer.alloc(Math.min(chunkSize, total - bytes), n++ % 251);
      if (bytes === 0) head.copy(chunk);
      sent.push(chunk);
      bytes += chunk.length;
      yield chunk;
    }
  }
  return { body: body(), sent, sentBytes: () => bytes };
}

const tempDirs: string[] = [];
afterAll(async () => {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), "fanfare-upload-"));
  tempDirs.push(dir);
  return dir;
}

/** Every file under `dir`, as paths relative to it (temp files included). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

const VIDEO = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(4000, 7)]);

/** A published project with a campaign, a channel with the given requirements and a video content. */
async function world(
  ctx: CoreContext,
  requirements?: Parameters<typeof createChannel>[2]["definition"]["requirements"],
) {
  const made = await makeCampaign(ctx);
  const channel = await createChannel(ctx, made.operator, {
    projectId: made.projectId,
    definition: {
      title: t("チャンネル"),
      description: t("説明"),
      status: "PUBLISH",
      ...(requirements ? { requirements } : {}),
    },
  });
  const asset = await uploadAsset(ctx, made.operator, {
    projectId: made.projectId,
    filename: "clip.mp4",
    body: VIDEO,
  });
  const content = await createContent(ctx, made.operator, {
    channelId: channel.id,
    definition: {
      kind: "VIDEO",
      title: t("秘密の動画"),
      publishAt: new Date(ctx.clock.now().getTime() - 60_000).toISOString(),
      hideTitleFromNonMembers: true,
      assetIds: [asset.id],
    },
  });
  return { ...made, channel, asset, content };
}

const mediaQuery = (url: string) =>
  Object.fromEntries(new URL(url, "http://x").searchParams) as { u: string; e: string; s: string };

describe("channels: joining", () => {
  it("an open channel: anyone sees it; a signed-in fan joins, reads, leaves (then E2008)", async () => {
    const { ctx } = createTestContext(database);
    const w = await world(ctx);
    const anonymous = await getChannel(ctx, { channelId: w.channel.id, fanId: null });
    expect(anonymous).toMatchObject({ joined: null, canJoin: null, hasAccess: false });
    expect(anonymous.requirements[0]).toMatchObject({ met: null, missing: "NOT_SIGNED_IN" });
    expect(anonymous.preview).toEqual([expect.objectContaining({ id: w.content.id, title: null, kind: "VIDEO" })]);
    const fanId = await makeFan(ctx);
    const joined = await joinChannel(ctx, { channelId: w.channel.id, fanId });
    expect(joined).toMatchObject({ joined: true, hasAccess: true });
    expect(joined.preview[0]?.title).toEqual(t("秘密の動画"));
    expect(await listChannels(ctx, { projectId: w.projectId, fanId })).toEqual([
      expect.objectContaining({ id: w.channel.id, joined: true }),
    ]);
    expect(await listContents(ctx, { channelId: w.channel.id, fanId })).toHaveLength(1);
    await leaveChannel(ctx, { channelId: w.channel.id, fanId });
    await expect(listContents(ctx, { channelId: w.channel.id, fanId })).rejects.toMatchObject({
      code: "premiumContent-E2008",
    });
    await expect(leaveChannel(ctx, { channelId: w.channel.id, fanId })).rejects.toMatchObject({
      code: "premiumContent-E2008",
    });
  });

  it("CLAIMED_IN: refused with which requirement is missing, joined after claiming; AND / OR combine", async () => {
    const { ctx } = createTestContext(database);
    const made = await makeCampaign(ctx);
    const channel = await createChannel(ctx, made.operator, {
      projectId: made.projectId,
      definition: {
        title: t("限定"),
        description: t("限定"),
        status: "PUBLISH",
        requirements: {
          operator: "AND",
          items: [{ type: "OPEN" }, { type: "CLAIMED_IN", campaignId: made.campaignId }],
        },
      },
    });
    const fanId = await makeParticipant(ctx, made.campaignId);
    const error = await joinChannel(ctx, { channelId: channel.id, fanId }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "premiumContent-E2007",
      issues: [{ path: "requirements.1", message: "NOT_CLAIMED" }],
    });
    const detail = await getChannel(ctx, { channelId: channel.id, fanId });
    expect(detail.requirements[1]).toMatchObject({
      met: false,
      missing: "NOT_CLAIMED",
      campaigns: [expect.objectContaining({ id: made.campaignId })],
    });
    // OR: the open requirement alone is enough.
    await updateChannel(ctx, made.operator, {
      channelId: channel.id,
      patch: {
        requirements: {
          operator: "OR",
          items: [{ type: "OPEN" }, { type: "CLAIMED_IN", campaignId: made.campaignId }],
        },
      },
    });
    expect((await getChannel(ctx, { channelId: channel.id, fanId })).canJoin).toBe(true);
    await updateChannel(ctx, made.operator, {
      channelId: channel.id,
      patch: { requirements: { operator: "AND", items: [{ type: "CLAIMED_IN", campaignId: made.campaignId }] } },
    });
    await claim(ctx, { fanId, campaignId: made.campaignId, idempotencyKey: "k1" });
    expect(await joinChannel(ctx, { channelId: channel.id, fanId })).toMatchObject({ joined: true, hasAccess: true });
  });

  it("operators: another company's channel is not found; a requirement naming another project's campaign is E2004", async () => {
    const { ctx } = createTestContext(database);
    const w = await world(ctx);
    const other = await makeOperator(ctx);
    await expect(updateChannel(ctx, other, { channelId: w.channel.id, patch: { position: 3 } })).rejects.toMatchObject({
      code: "request-E1004",
    });
    const foreign = await makeCampaign(ctx);
    await expect(
      updateChannel(ctx, w.operator, {
        channelId: w.channel.id,
        patch: { requirements: { operator: "AND", items: [{ type: "CLAIMED_IN", campaignId: foreign.campaignId }] } },
      }),
    ).rejects.toMatchObject({ code: "premiumContent-E2004" });
    await expect(
      createContent(ctx, w.operator, {
        channelId: w.channel.id,
        definition: { kind: "AUDIO", title: t("x"), publishAt: ctx.clock.now().toISOString(), assetIds: [w.asset.id] },
      }),
    ).rejects.toMatchObject({ code: "premiumContent-E2004" });
  });
});

describe("channels: access control of every content endpoint and the media URL", () => {
  it("refuses a non-member, a fan of another project, an expired URL and a tampered URL", async () => {
    const { ctx, clock } = createTestContext(database);
    const w = await world(ctx);
    const other = await world(ctx);
    const member = await makeFan(ctx);
    await joinChannel(ctx, { channelId: w.channel.id, fanId: member });
    const stranger = await makeFan(ctx);
    const otherProjectFan = await makeFan(ctx);
    await joinChannel(ctx, { channelId: other.channel.id, fanId: otherProjectFan });

    const ids = { channelId: w.channel.id, contentId: w.content.id };
    for (const fanId of [stranger, otherProjectFan]) {
      await expect(listContents(ctx, { channelId: w.channel.id, fanId })).rejects.toMatchObject({
        code: "premiumContent-E2008",
      });
      await expect(getContent(ctx, { ...ids, fanId })).rejects.toMatchObject({ code: "premiumContent-E2008" });
      await expect(issueMediaUrl(ctx, { ...ids, assetId: w.asset.id, fanId })).rejects.toMatchObject({
        code: "premiumContent-E2008",
      });
    }
    // Another project's content through the fan's own channel is "not found".
    await expect(
      getContent(ctx, { channelId: other.channel.id, contentId: w.content.id, fanId: otherProjectFan }),
    ).rejects.toMatchObject({ code: "request-E1004" });

    const detail = await getContent(ctx, { ...ids, fanId: member });
    const media = detail.media[0];
    if (!media) throw new Error("no media");
    const q = mediaQuery(media.url);
    const opened = await openMedia(ctx, { contentId: w.content.id, assetId: w.asset.id, ...q });
    expect((await text(opened.body)).length).toBe(VIDEO.length);

    // A URL signed for the member does not work with another fan's id, asset, content or expiry.
    const tampered = [
      { ...q, u: stranger },
      { ...q, e: String(Number(q.e) + 3600) },
      { ...q, s: `${q.s.slice(0, -2)}AA` },
      { u: q.u, e: q.e, s: "" },
    ];
    for (const query of tampered) {
      await expect(openMedia(ctx, { contentId: w.content.id, assetId: w.asset.id, ...query })).rejects.toMatchObject({
        code: "premiumContent-E2010",
      });
    }
    await expect(openMedia(ctx, { contentId: other.content.id, assetId: other.asset.id, ...q })).rejects.toMatchObject({
      code: "premiumContent-E2010",
    });
    // A URL validly signed for a non-member (e.g. before they left) still refuses them.
    await leaveChannel(ctx, { channelId: w.channel.id, fanId: member });
    await expect(openMedia(ctx, { contentId: w.content.id, assetId: w.asset.id, ...q })).rejects.toMatchObject({
      code: "premiumContent-E2008",
    });
    await joinChannel(ctx, { channelId: w.channel.id, fanId: member });
    clock.advance(601_000);
    await expect(openMedia(ctx, { contentId: w.content.id, assetId: w.asset.id, ...q })).rejects.toMatchObject({
      code: "premiumContent-E2009",
    });
  });

  it("serves byte ranges; contents published later are not there yet", async () => {
    const { ctx } = createTestContext(database);
    const w = await world(ctx);
    const fanId = await makeFan(ctx);
    await joinChannel(ctx, { channelId: w.channel.id, fanId });
    const { url } = await issueMediaUrl(ctx, {
      channelId: w.channel.id,
      contentId: w.content.id,
      assetId: w.asset.id,
      fanId,
    });
    const opened = await openMedia(ctx, {
      contentId: w.content.id,
      assetId: w.asset.id,
      ...mediaQuery(url),
      range: "bytes=4-11",
    });
    expect(opened.range).toEqual({ start: 4, end: 11 });
    expect(await text(opened.body)).toBe("ftypisom");
    await expect(
      openMedia(ctx, { contentId: w.content.id, assetId: w.asset.id, ...mediaQuery(url), range: "bytes=99999-" }),
    ).rejects.toMatchObject({ code: "premiumContent-E2011" });
    const later = await createContent(ctx, w.operator, {
      channelId: w.channel.id,
      definition: {
        kind: "ARTICLE",
        title: t("来週"),
        body: t("<p>soon</p>"),
        publishAt: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString(),
      },
    });
    expect((await listContents(ctx, { channelId: w.channel.id, fanId })).map((c) => c.id)).not.toContain(later.id);
    await expect(getContent(ctx, { channelId: w.channel.id, contentId: later.id, fanId })).rejects.toMatchObject({
      code: "request-E1004",
    });
  });

  it("parseRange follows RFC 9110", () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange("bytes=0-", 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=5-1", 100)).toBe("unsatisfiable");
  });
});

describe("channels: uploads", () => {
  it("sniffs bytes: HTML named .jpg is an inert text file; unknown binary and oversize are refused", async () => {
    const { ctx } = createTestContext(database);
    const made = await makeCampaign(ctx);
    const html = await uploadAsset(ctx, made.operator, {
      projectId: made.projectId,
      filename: "photo.jpg",
      body: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    expect(html).toMatchObject({ kind: "FILE", contentType: "text/plain; charset=utf-8", filename: "photo.jpg.txt" });
    await expect(
      uploadAsset(ctx, made.operator, {
        projectId: made.projectId,
        filename: "x.bin",
        body: Buffer.from([0, 1, 2, 3]),
      }),
    ).rejects.toMatchObject({ code: "premiumContent-E1002" });
    const small = { ...ctx, config: { ...ctx.config, assetMaxBytes: 1000 } };
    await expect(
      uploadAsset(small, made.operator, { projectId: made.projectId, filename: "v.mp4", body: VIDEO }),
    ).rejects.toMatchObject({ code: "premiumContent-E1001" });
    const other = await makeOperator(ctx);
    await expect(
      uploadAsset(ctx, other, { projectId: made.projectId, filename: "v.mp4", body: VIDEO }),
    ).rejects.toMatchObject({ code: "request-E1004" });
  });

  it("streams: sha256 and size of what arrived, the bytes stored as they came, no temp file left", async () => {
    const dir = await tempDir();
    const storage = createLocalAssetStorage(dir);
    const { ctx } = createTestContext(database, { storage });
    const made = await makeCampaign(ctx);
    const source = chunked(MP4_HEAD, 3 * 1024 * 1024 + 17, 64 * 1024);
    const asset = await uploadAsset(ctx, made.operator, {
      projectId: made.projectId,
      filename: "big.mp4",
      body: source.body,
    });
    const whole = Buffer.concat(source.sent);
    expect(asset).toMatchObject({ kind: "VIDEO", contentType: "video/mp4", size: whole.length });
    expect(asset.sha256).toBe(createHash("sha256").update(whole).digest("hex"));
    expect((await buffer(await storage.read(`${made.projectId}/${asset.id}`))).equals(whole)).toBe(true);
    expect(await filesUnder(dir)).toEqual([`${made.projectId}/${asset.id}`]);
  });

  it("a limit crossed mid-stream stops reading and leaves no file and no row (overall, then per kind)", async () => {
    const dir = await tempDir();
    const { ctx } = createTestContext(database, { storage: createLocalAssetStorage(dir) });
    const made = await makeCampaign(ctx);
    const small = { ...ctx, config: { ...ctx.config, assetMaxBytes: 1024 * 1024 } };
    const video = chunked(MP4_HEAD, 50 * 1024 * 1024, 64 * 1024);
    await expect(
      uploadAsset(small, made.operator, { projectId: made.projectId, filename: "v.mp4", body: video.body }),
    ).rejects.toMatchObject({ code: "premiumContent-E1001" });
    // Refused at the chunk that crossed the limit, not after reading 50 MiB.
    expect(video.sentBytes()).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024);
    // An image's limit (20 MiB) is below the overall one (100 MiB): known from the first bytes.
    const image = chunked(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 60 * 1024 * 1024, 256 * 1024);
    await expect(
      uploadAsset(ctx, made.operator, { projectId: made.projectId, filename: "i.jpg", body: image.body }),
    ).rejects.toMatchObject({ code: "premiumContent-E1001" });
    expect(image.sentBytes()).toBeLessThanOrEqual(20 * 1024 * 1024 + 256 * 1024);
    expect(await filesUnder(dir)).toEqual([]);
    expect(await ctx.db.select().from(channelAssets).where(eq(channelAssets.projectId, made.projectId))).toEqual([]);
  });

  it("a client gone mid-upload or a failing store leaves no file and no row", async () => {
    const dir = await tempDir();
    const local = createLocalAssetStorage(dir);
    const { ctx } = createTestContext(database, { storage: local });
    const made = await makeCampaign(ctx);
    const aborted = new Error("aborted");
    async function* goneAfter2MiB() {
      yield* chunked(MP4_HEAD, 2 * 1024 * 1024, 64 * 1024).body;
      throw aborted;
    }
    await expect(
      uploadAsset(ctx, made.operator, { projectId: made.projectId, filename: "v.mp4", body: goneAfter2MiB() }),
    ).rejects.toBe(aborted);
    const failing: AssetStorage = {
      ...local,
      async put(key, body, contentType) {
        let seen = 0;
        async function* diskFullAt1MiB() {
          for await (const chunk of body instanceof Uint8Array ? [body] : body) {
            seen += chunk.byteLength;
            if (seen > 1024 * 1024) throw new Error("ENOSPC");
            yield chunk;
          }
        }
        await local.put(key, diskFullAt1MiB(), contentType);
      },
    };
    await expect(
      uploadAsset({ ...ctx, storage: failing }, made.operator, {
        projectId: made.projectId,
        filename: "v.mp4",
        body: chunked(MP4_HEAD, 3 * 1024 * 1024, 64 * 1024).body,
      }),
    ).rejects.toThrow("ENOSPC");
    expect(await filesUnder(dir)).toEqual([]);
    expect(await ctx.db.select().from(channelAssets).where(eq(channelAssets.projectId, made.projectId))).toEqual([]);
  });

  it("sniffs a streamed upload from its first bytes: split markup stays inert; long UTF-8 text is text", async () => {
    const { ctx } = createTestContext(database);
    const made = await makeCampaign(ctx);
    async function* split(...parts: string[]) {
      for (const part of parts) yield Buffer.from(part);
    }
    const html = await uploadAsset(ctx, made.operator, {
      projectId: made.projectId,
      filename: "cover.png",
      body: split("<ht", "ml><body><scr", "ipt>alert(1)</script></body></html>"),
    });
    expect(html).toMatchObject({ kind: "FILE", contentType: "text/plain; charset=utf-8", filename: "cover.png.txt" });
    // 3-byte characters from byte 1: the 8 KiB boundary falls inside one of them.
    const text = `a${"あ".repeat(10_000)}`;
    const notes = await uploadAsset(ctx, made.operator, {
      projectId: made.projectId,
      filename: "notes.txt",
      body: split(text.slice(0, 3000), text.slice(3000)),
    });
    expect(notes).toMatchObject({ kind: "FILE", contentType: "text/plain; charset=utf-8", filename: "notes.txt" });
    expect(notes.size).toBe(Buffer.byteLength(text));
    await expect(
      uploadAsset(ctx, made.operator, { projectId: made.projectId, filename: "empty.mp4", body: split() }),
    ).rejects.toMatchObject({ code: "premiumContent-E1002" });
  });

  it("articles are sanitised on write", async () => {
    const { ctx } = createTestContext(database);
    const w = await world(ctx);
    const article = await createContent(ctx, w.operator, {
      channelId: w.channel.id,
      definition: {
        kind: "ARTICLE",
        title: t("記事"),
        body: {
          ja: '<p onclick="x">こんにちは<script>alert(1)</script></p>',
          en: "<img src=x onerror=alert(1)><b>hi</b>",
        },
        publishAt: ctx.clock.now().toISOString(),
      },
    });
    expect(article.body).toEqual({ ja: "<p>こんにちは</p>", en: "<b>hi</b>" });
  });
});
