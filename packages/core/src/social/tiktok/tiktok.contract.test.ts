import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getCampaignDetail } from "../../campaigns/get-campaign-detail";
import { completeCondition } from "../../conditions/complete-condition";
import { createTestContext, makeCampaign, makeParticipant, sandboxSocialConfig } from "../../testing";
import { connectThroughSandbox, useSocialSandbox } from "../../testing/social-flow";
import { socialAccounts } from "../tables";

const suite = useSocialSandbox("tiktok");

/** Two hours back: before the test campaign's start (makeCampaign starts it an hour ago). */
const createTimeBeforeStart = (now: Date) => Math.floor(now.getTime() / 1000) - 2 * 3600;

async function setUp(user = "sbx-open-aiko-0001") {
  const harness = createTestContext(suite.database);
  harness.ctx.config = { ...harness.ctx.config, social: sandboxSocialConfig(suite.sandbox.httpUrl) };
  const { campaignId, conditionIds } = await makeCampaign(harness.ctx, {
    conditions: [{ type: "TIKTOK_HASHTAG", hashtag: "FanfareDance" }],
  });
  const conditionId = conditionIds[0] ?? "";
  const fanId = await makeParticipant(harness.ctx, campaignId);
  const connect = (decision: "allow" | "deny", who = user, fan = fanId) =>
    connectThroughSandbox(harness.ctx, {
      provider: "TIKTOK",
      fanId: fan,
      campaignId,
      conditionId,
      decision,
      user: who,
    });
  const verify = (body: unknown) =>
    completeCondition(harness.ctx, { fanId, campaignId, conditionId, action: "hashtag", body }, { ip: "10.9.0.3" });
  const state = async () => (await getCampaignDetail(harness.ctx, { campaignId, fanId })).state;
  const createTime = Math.floor(harness.clock.now().getTime() / 1000) - 1800;
  const video = (videoDescription: string, who = user, at = createTime) =>
    suite.sandbox.tiktok.addVideo(who, { videoDescription, createTime: at });
  return { ...harness, campaignId, conditionId, fanId, connect, verify, state, video };
}

describe("TikTok against the stand-in", () => {
  it("connects (user.info.basic,video.list); a video without the hashtag is -E2010, the right one completes", async () => {
    const t = await setUp();
    const { authorizeUrl, outcome } = await t.connect("allow");
    expect(new URL(authorizeUrl).searchParams.get("scope")).toBe("user.info.basic,video.list");
    expect(outcome.error).toBeNull();
    const plain = t.video("just dancing");
    await expect(t.verify({ postUrl: plain.shareUrl })).rejects.toMatchObject({ code: "tiktokCondition-E2010" });
    expect(await t.state()).toBe("HasNotHashtag");
    await expect(t.verify({ postUrl: "https://vm.tiktok.com/ZMabc/" })).rejects.toMatchObject({
      code: "tiktokCondition-E1001",
    });
    // the fan's own video with the hashtag, published before the campaign started: -E2011
    const early = t.video("dance #fanfaredance", undefined, createTimeBeforeStart(t.clock.now()));
    await expect(t.verify({ postUrl: early.shareUrl })).rejects.toMatchObject({ code: "tiktokCondition-E2011" });
    const good = t.video("dance #fanfaredance");
    await expect(t.verify({ postId: good.id })).resolves.toMatchObject({ completed: true });
    expect(await t.state()).toBe("NotClaim");
  });

  it("-E2008 for another user's video or a missing video.list scope; -E2003 / -E2007 for media failures", async () => {
    const t = await setUp();
    await t.connect("allow");
    const theirs = t.video("#FanfareDance", "sbx-open-ben-0002");
    await expect(t.verify({ postUrl: theirs.shareUrl })).rejects.toMatchObject({ code: "tiktokCondition-E2008" });
    const mine = t.video("#FanfareDance");
    suite.sandbox.tiktok.fail({ endpoint: "media", mode: "403" });
    await expect(t.verify({ postId: mine.id })).rejects.toMatchObject({ code: "tiktokCondition-E2008" });
    suite.sandbox.tiktok.clearFailures();
    for (const mode of ["500", "timeout"] as const) {
      suite.sandbox.tiktok.fail({ endpoint: "media", mode });
      await expect(t.verify({ postId: mine.id }), mode).rejects.toMatchObject({ code: "tiktokCondition-E2003" });
      suite.sandbox.tiktok.clearFailures();
    }
    suite.sandbox.tiktok.fail({ endpoint: "media", mode: "malformed" });
    await expect(t.verify({ postId: mine.id })).rejects.toMatchObject({ code: "tiktokCondition-E2007" });
  });

  it("-E2006 denied (RejectPermission), -E2004 token, -E2002 user info, -E2000 account already used", async () => {
    const t = await setUp();
    expect((await t.connect("deny")).outcome.error).toBe("tiktokCondition-E2006");
    expect(await t.state()).toBe("RejectPermission");
    suite.sandbox.tiktok.fail({ endpoint: "token", mode: "429", retryAfterSeconds: 60 });
    expect((await t.connect("allow")).outcome.error).toBe("tiktokCondition-E2004");
    suite.sandbox.tiktok.clearFailures();
    suite.sandbox.tiktok.fail({ endpoint: "me", mode: "500" });
    expect((await t.connect("allow")).outcome.error).toBe("tiktokCondition-E2002");
    suite.sandbox.tiktok.clearFailures();
    expect((await t.connect("allow")).outcome.error).toBeNull();
    const other = await makeParticipant(t.ctx, t.campaignId);
    expect((await t.connect("allow", "sbx-open-aiko-0001", other)).outcome.error).toBe("tiktokCondition-E2000");
  });

  it("refreshes an expired token (rotating the refresh token); a failing refresh is -E2004; revoked asks to reconnect", async () => {
    const t = await setUp();
    await t.connect("allow");
    const [before] = await suite.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, t.fanId));
    t.clock.advance(24 * 3600_000 + 1000);
    suite.sandbox.tiktok.advanceClock(24 * 3600 + 1);
    suite.sandbox.tiktok.fail({ endpoint: "refresh", mode: "500", times: 1 });
    const mine = t.video("#fanfaredance");
    await expect(t.verify({ postId: mine.id })).rejects.toMatchObject({ code: "tiktokCondition-E2004" });
    await expect(t.verify({ postId: mine.id })).resolves.toMatchObject({ completed: true });
    const [after] = await suite.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, t.fanId));
    expect(after?.refreshToken).not.toBe(before?.refreshToken);

    const u = await setUp("sbx-open-chloe-0003");
    await u.connect("allow");
    suite.sandbox.tiktok.revokeUser("sbx-open-chloe-0003");
    const video = u.video("#fanfaredance");
    await expect(u.verify({ postId: video.id })).rejects.toMatchObject({ code: "socialAccount-E2001" });
  });
});
