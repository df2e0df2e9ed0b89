import { addOperator, claim, completeCondition, createChannel, requireOperator } from "@fanfare/core";
import { makeCampaign, makeParticipant } from "@fanfare/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
let op: Awaited<ReturnType<typeof signInOperator>>;
let campaignId: string;
let conditionId: string;
let channelId: string;
let fanId: string;
let claimId: string;
const text = (ja: string) => ({ ja, en: ja });

beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
  const operator = await requireOperator(t.ctx, op.userId);
  const made = await makeCampaign(
    t.ctx,
    { conditions: [{ type: "SPECIFY_A_SINGLE_CODE", code: "ROUTE-CODE-42" }] },
    { operator },
  );
  campaignId = made.campaignId;
  conditionId = made.conditionIds[0] ?? "";
  fanId = await makeParticipant(t.ctx, campaignId);
  await completeCondition(
    t.ctx,
    { fanId, campaignId, conditionId, action: "code", body: { code: "route-code-42" } },
    { ip: "10.7.0.1" },
  );
  ({ claimId } = await claim(t.ctx, { fanId, campaignId, idempotencyKey: "export-route-1" }));
  const channel = await createChannel(t.ctx, operator, {
    projectId: made.projectId,
    definition: { title: text("チャンネル"), description: text("説明"), status: "PUBLISH" },
  });
  channelId = channel.id;
});
afterAll(async () => {
  await t.close();
});

const urls = () => ({
  claims: `/api/v1/operator/campaigns/${campaignId}/claims.csv`,
  applicants: `/api/v1/operator/campaigns/${campaignId}/applicants.csv`,
  winners: `/api/v1/operator/campaigns/${campaignId}/winners.csv`,
  "codes-used": `/api/v1/operator/campaigns/${campaignId}/codes-used.csv`,
  "channel-members": `/api/v1/operator/channels/${channelId}/members.csv`,
});
const FILES = {
  claims: () => `claims-${campaignId}.csv`,
  applicants: () => `applicants-${campaignId}.csv`,
  winners: () => `winners-${campaignId}.csv`,
  "codes-used": () => `codes-used-${campaignId}.csv`,
  "channel-members": () => `channel-members-${channelId}.csv`,
};
const HEADERS = {
  claims: "claim_id,user_id,email,nft,sequence,claimed_at,mint_status",
  applicants: "entry_id,user_id,email,contact_email,result,applied_at",
  winners: "entry_id,user_id,email,contact_email,result,applied_at",
  "codes-used": "condition_id,condition_type,code_id,code_hash,nft,user_id,email,used_at",
  "channel-members": "channel_id,user_id,email,joined_at",
};

describe("the operator's CSV exports", () => {
  it("stream a UTF-8 CSV download with its file name, in the asked time zone; a viewer may export", async () => {
    const viewer = await signInFan(t);
    await addOperator(t.ctx, { companyId: op.companyId, email: viewer.email, role: "VIEWER" });
    for (const [name, url] of Object.entries(urls()) as [keyof typeof FILES, string][]) {
      const res = await t.app.inject({ url: `${url}?tz=Asia%2FTokyo`, headers: viewer.read });
      expect([name, res.statusCode]).toEqual([name, 200]);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${FILES[name]()}"`);
      expect(res.headers["cache-control"]).toBe("no-store");
      // Streamed: no length known up front.
      expect(res.headers["content-length"]).toBeUndefined();
      expect(res.body.startsWith(`\uFEFF${HEADERS[name]}\r\n`)).toBe(true);
      expect(res.body).not.toMatch(/ROUTE-CODE-42|route-code-42/iu);
    }
    const claims = await t.app.inject({ url: `${urls().claims}?tz=Asia%2FTokyo`, headers: op.read });
    const row = claims.body.split("\r\n")[1]?.split(",") ?? [];
    expect(row.slice(0, 2)).toEqual([claimId, fanId]);
    expect(row[5]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+09:00$/u);
    const used = await t.app.inject({ url: `${urls()["codes-used"]}?conditionId=${conditionId}`, headers: op.read });
    expect(used.headers["content-disposition"]).toBe(`attachment; filename="codes-used-${conditionId}.csv"`);
    const usedRow = used.body.split("\r\n")[1]?.split(",") ?? [];
    expect([usedRow[0], usedRow[1], usedRow[5]]).toEqual([conditionId, "SPECIFY_A_SINGLE_CODE", fanId]);
    // Without tz: UTC.
    expect(usedRow[7]).toMatch(/\+00:00$/u);
  });

  it("answer a bad time zone with request-E1000 (400), before anything is read", async () => {
    for (const url of Object.values(urls())) {
      for (const tz of ["Mars%2FBase", "%2B09%3A00", "Asia%2FTokyo%2F..", "x".repeat(70)]) {
        const res = await t.app.inject({ url: `${url}?tz=${tz}`, headers: op.read });
        expect([url, tz, res.statusCode, res.json().code]).toEqual([url, tz, 400, "request-E1000"]);
      }
    }
  });

  it("answer another company, and a condition that is not the campaign's code condition, with request-E1004", async () => {
    const other = await signInOperator(t);
    for (const url of Object.values(urls())) {
      const res = await t.app.inject({ url, headers: other.read });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, "request-E1004"]);
    }
    const stranger = await t.app.inject({
      url: `${urls()["codes-used"]}?conditionId=6f1c0c1e-3a5b-4c2d-8e9f-0a1b2c3d4e5f`,
      headers: op.read,
    });
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, "request-E1004"]);
    expect((await t.app.inject({ url: urls().claims })).statusCode).toBe(401);
  });
});
