import { generateCodes, requireOperator } from "@fanfare/core";
import { makeCampaign } from "@fanfare/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan } from "../../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a code campaign over HTTP", () => {
  it("detail with state → policies → wrong code → right code → claim (idempotent) → Claimed", async () => {
    const { campaignId, projectId, conditionIds, operator } = await makeCampaign(t.ctx, {
      conditions: [{ type: "SPECIFY_MULTIPLE_CODES" }],
    });
    const conditionId = conditionIds[0] ?? "";
    const [code = ""] = (await generateCodes(t.ctx, operator, { conditionId, count: 1 })).codes;
    const fan = await signInFan(t);
    const base = `/api/v1/campaigns/${campaignId}`;

    const anonymous = await t.app.inject({ url: base });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ state: "NotCompletedConditionYet", fan: null });

    const listed = await t.app.inject({ url: `/api/v1/projects/${projectId}/campaigns` });
    expect(listed.json()).toMatchObject({ campaigns: [{ id: campaignId, timeStatus: null }] });
    const project = await t.app.inject({ url: `/api/v1/projects/${projectId}`, headers: fan.read });
    expect(project.json()).toMatchObject({ id: projectId, canParticipate: true });

    const before = await t.app.inject({
      method: "POST",
      url: `${base}/conditions/${conditionId}/code`,
      headers: fan.write,
      payload: { code },
    });
    expect(before.json()).toMatchObject({ code: "campaignPolicy-E2002" });
    expect((await t.app.inject({ method: "POST", url: `${base}/policies`, headers: fan.write })).statusCode).toBe(200);

    const wrong = await t.app.inject({
      method: "POST",
      url: `${base}/conditions/${conditionId}/code`,
      headers: fan.write,
      payload: { code: "0000-0000-0000" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "specificCode-E2001", category: "BAD_REQUEST" });
    const right = await t.app.inject({
      method: "POST",
      url: `${base}/conditions/${conditionId}/code`,
      headers: fan.write,
      payload: { code: code.toLowerCase() },
    });
    expect(right.json()).toEqual({ conditionId, completed: true });

    const detail = await t.app.inject({ url: base, headers: fan.read });
    expect(detail.json()).toMatchObject({
      state: "NotClaim",
      conditions: [{ id: conditionId, completed: true, slug: "specify-multiple-codes", codeMaxLength: 64 }],
      fan: { policiesAccepted: true, claims: 0 },
    });

    const claimed = await t.app.inject({
      method: "POST",
      url: `${base}/claim`,
      headers: fan.write,
      payload: { idempotencyKey: "http-claim-0001" },
    });
    expect(claimed.statusCode).toBe(200);
    const retried = await t.app.inject({
      method: "POST",
      url: `${base}/claim`,
      headers: fan.write,
      payload: { idempotencyKey: "http-claim-0001" },
    });
    expect(retried.json()).toEqual(claimed.json());
    expect((await t.app.inject({ url: base, headers: fan.read })).json()).toMatchObject({ state: "Claimed" });

    const viewed = await t.app.inject({
      method: "POST",
      url: `${base}/page-views`,
      headers: fan.write,
      payload: { kind: "campaign_detail", source: "nmp" },
    });
    expect(viewed.json()).toEqual({ ok: true });
    expect((await requireOperator(t.ctx, operator.userId)).companyId).toBe(operator.companyId);
  });

  it("an unknown or unpublished campaign is request-E1004; writes need a session", async () => {
    const { campaignId } = await makeCampaign(t.ctx, {}, { publish: false });
    expect((await t.app.inject({ url: `/api/v1/campaigns/${campaignId}` })).json()).toMatchObject({
      code: "request-E1004",
    });
    const fan = await signInFan(t);
    const noSession = await t.app.inject({
      method: "POST",
      url: `/api/v1/campaigns/${campaignId}/claim`,
      headers: { ...fan.write, cookie: "" },
      payload: { idempotencyKey: "no-session-01" },
    });
    expect(noSession.json()).toMatchObject({ code: "auth-E1001" });
  });
});

describe("what the fan received (claimed-success, nfts/[nftId])", () => {
  it("answers receivedPage-2001 before the claim, then the claim with its NFT", async () => {
    const { campaignId } = await makeCampaign(t.ctx, {
      effect: "CRACKER",
      nfts: [
        {
          key: "main",
          name: { ja: "限定NFT", en: "Limited NFT" },
          description: { ja: "説明", en: "About it" },
          imageUrl: "/demo/nft.png",
          metadata: { edition: "first" },
        },
      ],
    });
    const fan = await signInFan(t);
    const base = `/api/v1/campaigns/${campaignId}`;

    const before = await t.app.inject({ url: `${base}/claims/mine`, headers: fan.read });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: "receivedPage-2001", category: "BAD_REQUEST" });
    const signedOut = await t.app.inject({ url: `${base}/claims/mine` });
    expect(signedOut.json()).toMatchObject({ code: "auth-E1001" });

    await t.app.inject({ method: "POST", url: `${base}/policies`, headers: fan.write });
    const claimed = await t.app.inject({
      method: "POST",
      url: `${base}/claim`,
      headers: fan.write,
      payload: { idempotencyKey: "received-0001" },
    });
    const { nftId, claimId } = claimed.json<{ nftId: string; claimId: string }>();
    // Another NFT id of nothing the fan holds is still receivedPage-2001, never a leak of other fans' claims.
    const nftBeforeOther = await t.app.inject({
      url: `${base}/nfts/00000000-0000-4000-8000-000000000000`,
      headers: fan.read,
    });
    expect(nftBeforeOther.json()).toMatchObject({ code: "receivedPage-2001" });

    const mine = await t.app.inject({ url: `${base}/claims/mine`, headers: fan.read });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      campaignId,
      effect: "CRACKER",
      effectImageUrl: null,
      claims: [
        {
          claimId,
          sequence: 1,
          nft: { id: nftId, name: { en: "Limited NFT" }, imageUrl: "/demo/nft.png", metadata: { edition: "first" } },
        },
      ],
    });
    const nft = await t.app.inject({ url: `${base}/nfts/${nftId}`, headers: fan.read });
    expect(nft.json()).toMatchObject({
      campaignId,
      claimId,
      nft: { id: nftId, description: { en: "About it" } },
      tokenId: null,
    });

    const other = await signInFan(t);
    expect((await t.app.inject({ url: `${base}/nfts/${nftId}`, headers: other.read })).json()).toMatchObject({
      code: "receivedPage-2001",
    });
  });
});
