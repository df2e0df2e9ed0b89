// Uploads over a real socket as well as `inject`: the body is streamed to the storage, never buffered
// whole, and a refused upload leaves nothing behind (ADR 0017).
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { text } from "node:stream/consumers";
import { requireOperator } from "@fanfare/core";
import { makeCampaign } from "@fanfare/core/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";

const LIMIT = 1024 * 1024;
let t: Awaited<ReturnType<typeof createTestApp>>;
let dir: string;
let port: number;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fanfare-api-uploads-"));
  t = await createTestApp({ assetMaxBytes: LIMIT, assetsDir: dir });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom")]);
const text2 = (ja: string) => ({ ja, en: ja });

/** `total` bytes of "video" (`MP4_HEAD` first) in 64 KiB chunks, made as they are sent. */
function* video(total: number) {
  for (let sent = 0, n = 0; sent < total; n++) {
    const chunk = Buffer.alloc(Math.min(64 * 1024, total - sent), n % 251);
    if (sent === 0) MP4_HEAD.copy(chunk);
    sent += chunk.length;
    yield chunk;
  }
}

/**
 * POSTs `chunks` as a chunked body (no Content-Length) over a real connection, with backpressure, and
 * stops sending once the server answers (as browsers and curl do).
 */
function post(path: string, headers: Record<string, string>, chunks: Iterable<Buffer>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string; written: number }>(
    (resolve, reject) => {
      let answered = false;
      let written = 0;
      const req = request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
        answered = true;
        text(res).then((body) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, written }), reject);
      });
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      const drained = () =>
        new Promise<void>((ok) => {
          const done = () => {
            req.off("drain", done);
            req.off("close", done);
            ok();
          };
          req.on("drain", done);
          req.on("close", done);
        });
      (async () => {
        for (const chunk of chunks) {
          if (answered || req.destroyed) return;
          written += chunk.length;
          if (!req.write(chunk)) await drained();
        }
        req.end();
      })().catch(reject);
    },
  );
}

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function operatorWithProject() {
  const op = await signInOperator(t);
  const operator = await requireOperator(t.ctx, op.userId);
  const { projectId } = await makeCampaign(t.ctx, {}, { operator });
  const url = (filename: string) =>
    `/api/v1/operator/projects/${projectId}/channel-assets?filename=${encodeURIComponent(filename)}`;
  return { op, projectId, url };
}

async function storedFor(projectId: string) {
  const rows = await t.ctx.db.execute(sql`select id from channel_assets where project_id = ${projectId}`);
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .filter((path) => path.startsWith(projectId));
  return { rows: (rows as unknown as { rows: unknown[] }).rows.length, files };
}

describe("channel asset uploads (streamed)", () => {
  it("a streamed upload works end to end: stored as sent, then served to a member", async () => {
    const { op, projectId, url } = await operatorWithProject();
    const sent = Buffer.concat([...video(LIMIT - 100)]);
    const r = await post(url("clip.mp4"), { ...op.write, "content-type": "video/mp4" }, video(LIMIT - 100));
    expect(r.status, r.body).toBe(201);
    const asset = JSON.parse(r.body) as { id: string; kind: string; size: number; sha256: string };
    expect(asset).toMatchObject({ kind: "VIDEO", size: sent.length });
    expect(asset.sha256).toBe(createHash("sha256").update(sent).digest("hex"));
    expect((await readFile(join(dir, projectId, asset.id))).equals(sent)).toBe(true);
    expect(await storedFor(projectId)).toEqual({ rows: 1, files: [`${projectId}/${asset.id}`] });

    const channel = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/projects/${projectId}/channels`,
      headers: op.write,
      payload: { title: text2("チャンネル"), description: text2("説明"), status: "PUBLISH" },
    });
    const channelId = (channel.json() as { id: string }).id;
    const content = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/channels/${channelId}/contents`,
      headers: op.write,
      payload: {
        kind: "VIDEO",
        title: text2("動画"),
        publishAt: new Date(t.clock.now().getTime() - 1000).toISOString(),
        assetIds: [asset.id],
      },
    });
    expect(content.statusCode, content.body).toBe(201);
    const fan = await signInFan(t);
    await t.app.inject({ method: "POST", url: `/api/v1/channels/${channelId}/join`, headers: fan.write });
    const issued = await t.app.inject({
      method: "POST",
      url: `/api/v1/channels/${channelId}/contents/${(content.json() as { id: string }).id}/media/${asset.id}/url`,
      headers: fan.write,
    });
    const media = await t.app.inject({ url: (issued.json() as { url: string }).url });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(sent)).toBe(true);
  });

  it("a body beyond the limit is refused mid-stream with premiumContent-E1001, and nothing is stored", async () => {
    const { op, projectId, url } = await operatorWithProject();
    // Chunked: no declared length, so the limit is found while the bytes arrive.
    const r = await post(url("big.mp4"), { ...op.write, "content-type": "video/mp4" }, video(20 * LIMIT));
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({ code: "premiumContent-E1001" });
    expect(r.headers.connection).toBe("close");
    // The client stopped soon after the limit (what was in flight aside), not after 20 MiB.
    expect(r.written).toBeLessThan(10 * LIMIT);
    expect(await storedFor(projectId)).toEqual({ rows: 0, files: [] });

    // A declared length beyond the limit is refused before a byte is read.
    const declared = await t.app.inject({
      method: "POST",
      url: url("big.mp4"),
      headers: { ...op.write, "content-type": "video/mp4", "content-length": String(LIMIT + 1) },
      payload: Buffer.concat([...video(LIMIT + 1)]),
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ code: "premiumContent-E1001" });
    expect(await storedFor(projectId)).toEqual({ rows: 0, files: [] });
  });

  it("a client gone mid-upload leaves no temp file and no row", async () => {
    const { op, projectId, url } = await operatorWithProject();
    const req = request({
      host: "127.0.0.1",
      port,
      path: url("gone.mp4"),
      method: "POST",
      headers: { ...op.write, "content-type": "video/mp4", "content-length": String(LIMIT) },
    });
    req.on("error", () => {});
    for (const chunk of video(LIMIT / 2)) req.write(chunk);
    // Streaming has begun (a temp file exists), then the client vanishes.
    await until(async () => (await storedFor(projectId)).files.some((f) => f.endsWith(".partial")));
    req.destroy();
    await until(async () => (await storedFor(projectId)).files.length === 0);
    expect(await storedFor(projectId)).toEqual({ rows: 0, files: [] });
  });

  it("empty and unknown binary bodies are premiumContent-E1002, whatever the declared type", async () => {
    const { op, projectId, url } = await operatorWithProject();
    for (const [contentType, payload] of [
      ["application/octet-stream", Buffer.alloc(0)],
      ["application/json", Buffer.alloc(0)],
      ["application/octet-stream", Buffer.from([0, 1, 2, 3, 0xfe])],
    ] as const) {
      const r = await t.app.inject({
        method: "POST",
        url: url("x.bin"),
        headers: { ...op.write, "content-type": contentType },
        payload,
      });
      expect(r.json(), `${contentType} ${payload.length}`).toMatchObject({ code: "premiumContent-E1002" });
    }
    // A text file sent as text/plain or JSON is still the raw upload, not parsed.
    for (const contentType of ["text/plain", "application/json"]) {
      const r = await t.app.inject({
        method: "POST",
        url: url("notes.json"),
        headers: { ...op.write, "content-type": contentType },
        payload: '{"a": 1}',
      });
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json()).toMatchObject({ kind: "FILE", contentType: "text/plain; charset=utf-8", size: 8 });
    }
    expect((await storedFor(projectId)).rows).toBe(2);
  });
});
