import { addOperator, requireOperator } from "@fanfare/core";
import { makeCampaign, sandboxSocialConfig } from "@fanfare/core/testing";
import { type CampaignDetail, type CampaignMailPreviews, type CampaignPageState, LOCALES } from "@fanfare/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Providers configured (never called: a preview reads nothing from them), so a campaign may have a
  // hashtag condition.
  t = await createTestApp({ social: sandboxSocialConfig("http://127.0.0.1:9") });
});
afterAll(async () => {
  await t.close();
});

const preview = (campaignId: string, query = "") => `/api/v1/operator/campaigns/${campaignId}/preview${query}`;
const mails = (campaignId: string, query = "") => `/api/v1/operator/campaigns/${campaignId}/mail-previews${query}`;

const TITLE = { ja: "夏のドロップ", en: "Summer drop", fr: "Le drop de l’été", th: "ดรอปหน้าร้อน" };

async function ownerWith(overrides: Parameters<typeof makeCampaign>[1]) {
  const owner = await signInOperator(t);
  const operator = await requireOperator(t.ctx, owner.userId);
  // Unpublished: the preview exists for the campaigns fans cannot see yet.
  const { campaignId } = await makeCampaign(t.ctx, { title: TITLE, ...overrides }, { operator, publish: false });
  return { owner, campaignId };
}

async function detailIn(campaignId: string, headers: Record<string, string>, state?: CampaignPageState) {
  const response = await t.app.inject({ url: preview(campaignId, state ? `?state=${state}` : ""), headers });
  expect(response.statusCode).toBe(200);
  return response.json() as CampaignDetail;
}

describe("GET /api/v1/operator/campaigns/:campaignId/preview", () => {
  it("answers an unpublished NFT campaign's page in each state, with a fan's progress that matches it", async () => {
    const { owner, campaignId } = await ownerWith({
      perFanLimit: 1,
      totalSupply: 50,
      conditions: [
        { type: "SPECIFY_A_SINGLE_CODE", code: "PREVIEW-1" },
        { type: "INSTAGRAM_HASHTAG", hashtag: "fanfare" },
      ],
    });
    // A viewer reads it: the preview writes nothing.
    const viewer = await signInFan(t);
    await addOperator(t.ctx, { companyId: owner.companyId, email: viewer.email, role: "VIEWER" });
    const read = viewer.read;

    const fresh = await detailIn(campaignId, read);
    expect(fresh).toMatchObject({ id: campaignId, title: TITLE, state: "NotCompletedConditionYet" });
    expect(fresh.fan).toEqual({ policiesAccepted: false, claims: 0, drawResult: null, contactEmailEntered: false });
    expect(fresh.conditions.map((c) => c.completed)).toEqual([false, false]);

    const comingSoon = await detailIn(campaignId, read, "ComingSoon");
    expect(comingSoon).toMatchObject({ state: "ComingSoon", timeStatus: "COMING_SOON" });

    const notClaim = await detailIn(campaignId, read, "NotClaim");
    expect(notClaim.state).toBe("NotClaim");
    expect(notClaim.conditions.every((c) => c.completed)).toBe(true);
    expect(notClaim.fan).toMatchObject({ policiesAccepted: true, claims: 0 });

    const limit = await detailIn(campaignId, read, "LimitReached");
    expect(limit).toMatchObject({ state: "LimitReached", claimedCount: 50, totalSupply: 50 });
    expect(limit.conditions.every((c) => c.completed)).toBe(true);

    const claimed = await detailIn(campaignId, read, "Claimed");
    expect(claimed).toMatchObject({ state: "Claimed", fan: { claims: 1, policiesAccepted: true } });
    expect(claimed.conditions.every((c) => c.completed)).toBe(true);

    const expired = await detailIn(campaignId, read, "DistributionExpired");
    expect(expired).toMatchObject({ state: "DistributionExpired", timeStatus: "ENDED" });

    // The hashtag condition is the one the fan is stuck on; the code condition is done.
    const hashtag = await detailIn(campaignId, read, "HasNotHashtag");
    expect(hashtag.state).toBe("HasNotHashtag");
    expect(hashtag.conditions.map((c) => [c.type, c.completed, c.social?.hashtagMissing ?? null])).toEqual([
      ["SPECIFY_A_SINGLE_CODE", true, null],
      ["INSTAGRAM_HASHTAG", false, true],
    ]);
    const rejected = await detailIn(campaignId, read, "RejectPermission");
    expect(rejected.state).toBe("RejectPermission");
    expect(rejected.conditions[1]?.social?.permissionRejected).toBe(true);

    // Nothing of it reached fans: the campaign is still unpublished for them.
    const fan = await signInFan(t);
    expect((await t.app.inject({ url: `/api/v1/campaigns/${campaignId}`, headers: fan.read })).statusCode).toBe(404);
  });

  it("gives a lucky draw its entry in the draw states", async () => {
    const { owner, campaignId } = await ownerWith({
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 3,
      totalSupply: 3,
    });
    const applied = await detailIn(campaignId, owner.read, "AppliedPleaseWait");
    expect(applied).toMatchObject({
      state: "AppliedPleaseWait",
      fan: { drawResult: "COMPLETED_CONDITION", policiesAccepted: true },
    });
    expect(await detailIn(campaignId, owner.read, "Win")).toMatchObject({ state: "Win", fan: { drawResult: "WIN" } });
    expect(await detailIn(campaignId, owner.read, "Failed")).toMatchObject({
      state: "Failed",
      fan: { drawResult: "FAILED" },
    });
    expect(await detailIn(campaignId, owner.read, "Claimed")).toMatchObject({
      state: "Claimed",
      fan: { drawResult: "WIN", claims: 1 },
    });
    // A draw at the end has no supply to run out, and no condition here asks a permission.
    for (const state of ["LimitReached", "RejectPermission", "HasNotHashtag"]) {
      const refused = await t.app.inject({ url: preview(campaignId, `?state=${state}`), headers: owner.read });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: "request-E1000" });
    }
  });

  it("refuses a state that does not exist, and hides another company's campaign", async () => {
    const { owner, campaignId } = await ownerWith({});
    const bad = await t.app.inject({ url: preview(campaignId, "?state=Sleeping"), headers: owner.read });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "request-E1000" });
    // An NFT campaign has no draw states.
    expect((await t.app.inject({ url: preview(campaignId, "?state=Win"), headers: owner.read })).statusCode).toBe(400);

    const stranger = await signInOperator(t);
    for (const url of [preview(campaignId), mails(campaignId, "?locale=ja")]) {
      const other = await t.app.inject({ url, headers: stranger.read });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: "request-E1004" });
      const fan = await signInFan(t);
      expect((await t.app.inject({ url, headers: fan.read })).statusCode).toBe(404);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});

describe("GET /api/v1/operator/campaigns/:campaignId/mail-previews", () => {
  it("renders a draw's sign-in and result mails in each language, with the campaign's title in it", async () => {
    const { owner, campaignId } = await ownerWith({
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 3,
      totalSupply: 3,
    });
    for (const locale of LOCALES) {
      const response = await t.app.inject({ url: mails(campaignId, `?locale=${locale}`), headers: owner.read });
      expect(response.statusCode).toBe(200);
      const body = response.json() as CampaignMailPreviews;
      expect(body.mails.map((m) => m.kind)).toEqual(["SIGN_IN", "DRAW_WIN", "DRAW_FAILED"]);
      const [signIn, win, failed] = body.mails;
      expect(signIn?.text).toContain("123456");
      expect(signIn?.html).toContain(`lang="${locale}"`);
      for (const mail of [win, failed]) {
        expect(mail?.subject).toContain(TITLE[locale]);
        expect(mail?.text).toContain(TITLE[locale]);
        expect(mail?.html).toContain(`/${locale}/projects/`);
      }
    }
  });

  it("has only the sign-in mail for an NFT campaign, and refuses an unknown language", async () => {
    const { owner, campaignId } = await ownerWith({});
    const response = await t.app.inject({ url: mails(campaignId, "?locale=fr"), headers: owner.read });
    expect((response.json() as CampaignMailPreviews).mails.map((m) => m.kind)).toEqual(["SIGN_IN"]);
    for (const query of ["?locale=de", ""]) {
      const bad = await t.app.inject({ url: mails(campaignId, query), headers: owner.read });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: "request-E1000" });
    }
  });
});
