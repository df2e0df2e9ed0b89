import { makeCampaign } from "@fanfare/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-app";
import { signInFan } from "../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the fan's claims over HTTP", () => {
  it("lists the fan's own claims with their timeline; one by id; another fan's is request-E1004", async () => {
    const { campaignId, projectId } = await makeCampaign(t.ctx);
    const fan = await signInFan(t);
    const base = `/api/v1/campaigns/${campaignId}`;
    await t.app.inject({ method: "POST", url: `${base}/policies`, headers: fan.write });
    const claimed = await t.app.inject({
      method: "POST",
      url: `${base}/claim`,
      headers: fan.write,
      payload: { idempotencyKey: "timeline-0001" },
    });
    const { claimId, nftId } = claimed.json<{ claimId: string; nftId: string }>();

    const list = await t.app.inject({ url: "/api/v1/me/claims", headers: fan.read });
    expect(list.statusCode).toBe(200);
    const { claims } = list.json<{ claims: { claimId: string; events: { step: string; at: string }[] }[] }>();
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      claimId,
      campaignId,
      projectId,
      nft: { id: nftId },
      step: "QUEUED",
      problem: null,
      events: [{ step: "CLAIMED" }, { step: "QUEUED" }],
    });

    const one = await t.app.inject({ url: `/api/v1/me/claims/${claimId}`, headers: fan.read });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(claims[0]);

    const other = await signInFan(t);
    expect((await t.app.inject({ url: "/api/v1/me/claims", headers: other.read })).json()).toEqual({ claims: [] });
    const theirs = await t.app.inject({ url: `/api/v1/me/claims/${claimId}`, headers: other.read });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: "request-E1004", category: "BAD_REQUEST" });
  });

  it("refuses without a session (auth-E1001) and a claim id that is not a UUID (request-E1000)", async () => {
    const signedOut = await t.app.inject({ url: "/api/v1/me/claims" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: "auth-E1001" });
    const fan = await signInFan(t);
    const junk = await t.app.inject({ url: "/api/v1/me/claims/not-a-uuid", headers: fan.read });
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({ code: "request-E1000" });
  });

  it("the campaign's conditions say how each is proven (the proof badges of the conditions list)", async () => {
    const { campaignId } = await makeCampaign(t.ctx, {
      conditions: [
        { type: "NONE" },
        { type: "SPECIFY_MULTIPLE_CODES" },
        { type: "WALLET_ADDRESS_RECEIVED" },
        { type: "NFT_OWN_UNLIMITED", nft: { source: "FROM_NFT_MARKETING_PLATFORM" } } as never,
      ],
    });
    const detail = await t.app.inject({ url: `/api/v1/campaigns/${campaignId}` });
    const { conditions } = detail.json<{ conditions: { type: string; proof: string; provider: string | null }[] }>();
    expect(conditions.map(({ type, proof, provider }) => ({ type, proof, provider }))).toEqual([
      { type: "NONE", proof: "SELF_ATTESTED", provider: null },
      { type: "SPECIFY_MULTIPLE_CODES", proof: "CODE", provider: null },
      { type: "WALLET_ADDRESS_RECEIVED", proof: "SELF_ATTESTED", provider: null },
      { type: "NFT_OWN_UNLIMITED", proof: "CHAIN", provider: null },
    ]);
  });
});
