// A project's public images and documents: uploaded by owners and editors of its company, served to
// anyone with their sniffed type, never as markup.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addOperator, requireOperator } from "@fanfare/core";
import { makeCampaign } from "@fanfare/core/testing";
import { AssetUrl, type PublicAssetView } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fanfare-api-public-assets-"));
  t = await createTestApp({ assetsDir: dir });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(32, 2)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(32)]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = Buffer.from("<!doctype html><script>alert(1)</script>");

async function ownerWithProject() {
  const op = await signInOperator(t);
  const operator = await requireOperator(t.ctx, op.userId);
  const { projectId } = await makeCampaign(t.ctx, {}, { operator });
  return { op, projectId };
}

const uploadUrl = (projectId: string, filename: string) =>
  `/api/v1/operator/projects/${projectId}/assets?filename=${encodeURIComponent(filename)}`;

function upload(projectId: string, headers: Record<string, string>, filename: string, payload: Buffer, type = "") {
  return t.app.inject({
    method: "POST",
    url: uploadUrl(projectId, filename),
    headers: { ...headers, "content-type": type || "application/octet-stream" },
    payload,
  });
}

async function rowsOf(projectId: string) {
  const rows = await t.ctx.db.execute(sql`select id from public_assets where project_id = ${projectId}`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}

describe("POST /api/v1/operator/projects/:projectId/assets", () => {
  it("stores PNG, JPEG, GIF, WebP and PDF by their bytes, with a URL every image field takes", async () => {
    const { op, projectId } = await ownerWithProject();
    for (const [name, bytes, contentType, kind] of [
      ["logo.png", PNG, "image/png", "IMAGE"],
      // The declared type and the name are not believed: the bytes are.
      ["photo.gif", JPEG, "image/jpeg", "IMAGE"],
      ["anim.gif", GIF, "image/gif", "IMAGE"],
      ["pic.webp", WEBP, "image/webp", "IMAGE"],
      ["利用規約.pdf", PDF, "application/pdf", "FILE"],
    ] as const) {
      const r = await upload(projectId, op.write, name, bytes, "text/html");
      expect(r.statusCode, r.body).toBe(201);
      const asset = r.json() as PublicAssetView;
      expect(asset).toMatchObject({ projectId, kind, contentType, size: bytes.length, filename: name });
      expect(asset.url).toBe(`/api/v1/assets/${asset.id}`);
      expect(AssetUrl.safeParse(asset.url).success).toBe(true);
    }
    expect(await rowsOf(projectId)).toBe(5);
    const events = await t.app.inject({ url: "/api/v1/operator/audit-events", headers: op.read });
    const actions = (events.json() as { events: { action: string; target: { type: string } }[] }).events;
    expect(actions.filter((e) => e.action === "asset.upload" && e.target.type === "asset")).toHaveLength(5);
  });

  it("refuses SVG, HTML, text, video, unknown and empty bodies with asset-E1002, keeping nothing", async () => {
    const { op, projectId } = await ownerWithProject();
    const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(32)]);
    for (const [name, bytes, type] of [
      ["logo.svg", SVG, "image/svg+xml"],
      ["logo.png", SVG, "image/png"],
      ["page.html", HTML, "text/html"],
      ["notes.txt", Buffer.from("just some text"), "text/plain"],
      ["clip.mp4", MP4, "video/mp4"],
      ["blob.bin", Buffer.from([0, 1, 2, 3, 0xfe]), ""],
      ["empty.png", Buffer.alloc(0), "image/png"],
    ] as const) {
      const r = await upload(projectId, op.write, name, bytes, type);
      expect([name, r.statusCode, (r.json() as { code: string }).code]).toEqual([name, 415, "asset-E1002"]);
    }
    expect(await rowsOf(projectId)).toBe(0);
    const files = await readdir(dir, { recursive: true }).catch(() => []);
    expect(files.filter((f) => String(f).startsWith(`${projectId}/`))).toEqual([]);
  });

  it("refuses a file beyond 20 MB with asset-E1001", async () => {
    const { op, projectId } = await ownerWithProject();
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]);
    const r = await upload(projectId, op.write, "huge.png", big, "image/png");
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ code: "asset-E1001" });
    expect(await rowsOf(projectId)).toBe(0);
  });

  it("refuses a viewer (403), another company (404) and a fan (404)", async () => {
    const { op, projectId } = await ownerWithProject();
    const viewer = await signInFan(t);
    await addOperator(t.ctx, { companyId: op.companyId, email: viewer.email, role: "VIEWER" });
    const asViewer = await upload(projectId, viewer.write, "logo.png", PNG, "image/png");
    expect(asViewer.statusCode).toBe(403);

    const stranger = await signInOperator(t);
    const foreign = await upload(projectId, stranger.write, "logo.png", PNG, "image/png");
    expect(foreign.statusCode).toBe(404);

    const fan = await signInFan(t);
    expect((await upload(projectId, fan.write, "logo.png", PNG, "image/png")).statusCode).toBe(404);
    expect(await rowsOf(projectId)).toBe(0);
  });
});

describe("GET /api/v1/assets/:assetId", () => {
  it("serves the bytes to anyone with the sniffed type, nosniff and a year's immutable cache", async () => {
    const { op, projectId } = await ownerWithProject();
    const image = (await upload(projectId, op.write, "cover.png", PNG, "image/png")).json() as PublicAssetView;
    const r = await t.app.inject({ url: image.url });
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.equals(PNG)).toBe(true);
    expect(r.headers["content-type"]).toBe("image/png");
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(r.headers["set-cookie"]).toBeUndefined();

    const pdf = (
      await upload(projectId, op.write, "プライバシー.pdf", PDF, "application/pdf")
    ).json() as PublicAssetView;
    const doc = await t.app.inject({ url: pdf.url });
    expect(doc.headers["content-type"]).toBe("application/pdf");
    expect(doc.headers["content-disposition"]).toBe(
      `inline; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent("プライバシー.pdf")}`,
    );
  });

  it("answers 404 for an unknown id, and channel assets are never served here", async () => {
    const unknown = await t.app.inject({ url: `/api/v1/assets/${crypto.randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "request-E1004" });

    const { op, projectId } = await ownerWithProject();
    const channelAsset = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/projects/${projectId}/channel-assets?filename=private.png`,
      headers: { ...op.write, "content-type": "image/png" },
      payload: PNG,
    });
    expect(channelAsset.statusCode).toBe(201);
    const privateId = (channelAsset.json() as { id: string }).id;
    expect((await t.app.inject({ url: `/api/v1/assets/${privateId}` })).statusCode).toBe(404);
  });
});
