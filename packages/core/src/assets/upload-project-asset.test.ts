import { describe, expect, it } from "vitest";
import { listAuditEvents } from "../audit/list-audit-events";
import { addOperator } from "../operators/add-operator";
import { requireOperator } from "../operators/require-operator";
import { createTestContext, makeCampaign, useTestDatabase } from "../testing";
import { openPublicAsset } from "./open-public-asset";
import { PUBLIC_ASSET_MAX_BYTES, uploadProjectAsset } from "./upload-project-asset";

const db = useTestDatabase();
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

/** A PNG head then zeros, `total` bytes in 1 MiB chunks, with no length known beforehand. */
async function* streamed(total: number) {
  for (let sent = 0; sent < total; ) {
    const chunk = Buffer.alloc(Math.min(1024 * 1024, total - sent));
    if (sent === 0) PNG.copy(chunk);
    sent += chunk.length;
    yield chunk;
  }
}

async function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => "stored",
    (error: { code?: string }) => error.code,
  );
}

describe("uploadProjectAsset", () => {
  it("stores an image for the project, audit-logged, and opens it for anyone by id", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, projectId } = await makeCampaign(ctx, {}, { publish: false });
    const asset = await uploadProjectAsset(ctx, operator, { projectId, filename: "logo.png", body: PNG });
    expect(asset).toMatchObject({ projectId, kind: "IMAGE", contentType: "image/png", size: PNG.length });
    expect(asset.url).toBe(`/api/v1/assets/${asset.id}`);
    const opened = await openPublicAsset(ctx, { assetId: asset.id });
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PNG)).toBe(true);
    const events = (await listAuditEvents(ctx, operator)).events.filter((e) => e.action === "asset.upload");
    expect(events.map((e) => e.target.id)).toEqual([asset.id]);
  });

  it("counts a streamed body against 20 MB as it arrives (asset-E1001) and keeps nothing", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, projectId } = await makeCampaign(ctx, {}, { publish: false });
    const outcome = await refusal(
      uploadProjectAsset(ctx, operator, { projectId, filename: "big.png", body: streamed(PUBLIC_ASSET_MAX_BYTES + 1) }),
    );
    expect(outcome).toBe("asset-E1001");
    const exact = await uploadProjectAsset(ctx, operator, {
      projectId,
      filename: "edge.png",
      body: streamed(PUBLIC_ASSET_MAX_BYTES),
    });
    expect(exact.size).toBe(PUBLIC_ASSET_MAX_BYTES);
  });

  it("refuses SVG and HTML (asset-E1002), viewers (operator-E2001) and other companies (404)", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, projectId } = await makeCampaign(ctx, {}, { publish: false });
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await refusal(uploadProjectAsset(ctx, operator, { projectId, filename: "a.svg", body: svg }))).toBe(
      "asset-E1002",
    );
    const html = Buffer.from("<html><body onload=alert(1)>");
    expect(await refusal(uploadProjectAsset(ctx, operator, { projectId, filename: "a.png", body: html }))).toBe(
      "asset-E1002",
    );

    const { userId } = await addOperator(ctx, {
      companyId: operator.companyId,
      email: `viewer-${Date.now().toString(36)}@example.com`,
      role: "VIEWER",
    });
    const viewer = await requireOperator(ctx, userId);
    expect(await refusal(uploadProjectAsset(ctx, viewer, { projectId, filename: "a.png", body: PNG }))).toBe(
      "operator-E2001",
    );
    const other = await makeCampaign(ctx, {}, { publish: false });
    expect(await refusal(uploadProjectAsset(ctx, other.operator, { projectId, filename: "a.png", body: PNG }))).toBe(
      "request-E1004",
    );
  });
});
