import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getCampaignDetail } from "../../campaigns/get-campaign-detail";
import { completeCondition } from "../../conditions/complete-condition";
import { createTestContext, makeCampaign, makeParticipant, sandboxSocialConfig } from "../../testing";
import { connectThroughSandbox, useSocialSandbox } from "../../testing/social-flow";
import { listRecentPosts } from "../list-recent-posts";
import { socialAccounts } from "../tables";

const suite = useSocialSandbox("instagram");

const CONSENT_ID: Record<string, string> = {
  "aiko.sandbox": "9100000000000001",
  "ben.sandbox": "9100000000000002",
  "chloe.sandbox": "9100000000000003",
};

async function setUp(user = "aiko.sandbox") {
  const harness = createTestContext(suite.database);
  harness.ctx.config = { ...harness.ctx.config, social: sandboxSocialConfig(suite.sandbox.httpUrl) };
  const { campaignId, conditionIds } = await makeCampaign(harness.ctx, {
    conditions: [{ type: "INSTAGRAM_HASHTAG", hashtag: "#ファンファーレ2026" }],
  });
  const conditionId = conditionIds[0] ?? "";
  const fanId = await makeParticipant(harness.ctx, campaignId);
  const connect = (decision: "allow" | "deny", who = user, fan = fanId) =>
    connectThroughSandbox(harness.ctx, {
      provider: "INSTAGRAM",
      fanId: fan,
      campaignId,
      conditionId,
      decision,
      user: CONSENT_ID[who],
    });
  const verify = (body: unknown, fan = fanId) =>
    completeCondition(
      harness.ctx,
      { fanId: fan, campaignId, conditionId, action: "hashtag", body },
      { ip: "10.9.0.2" },
    );
  const state = async () => (await getCampaignDetail(harness.ctx, { campaignId, fanId })).state;
  const inWindow = new Date(harness.clock.now().getTime() - 30 * 60_000).toISOString();
  const post = (caption: string, who = user, timestamp = inWindow) =>
    suite.sandbox.instagram.addMedia(who, { caption, timestamp });
  return { ...harness, campaignId, conditionId, fanId, connect, verify, state, post };
}

describe("Instagram against the stand-in", () => {
  it("a post without the hashtag is -E2010 and HasNotHashtag; the fan's own post with it completes", async () => {
    const t = await setUp();
    const { authorizeUrl, outcome } = await t.connect("allow");
    expect(new URL(authorizeUrl).searchParams.get("scope")).toBe("instagram_business_basic");
    expect(outcome.error).toBeNull();
    const [row] = await suite.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, t.fanId));
    expect(row).toMatchObject({ providerUserId: "17841400000000001", displayName: "@aiko.sandbox" });

    const plain = t.post("Great show!");
    await expect(t.verify({ postUrl: plain.permalink })).rejects.toMatchObject({ code: "instagramCondition-E2010" });
    expect(await t.state()).toBe("HasNotHashtag");
    // the fan's own post with the hashtag, but published before the campaign started: -E2011, not -E2008
    const early = t.post(
      "#ファンファーレ2026",
      undefined,
      new Date(t.clock.now().getTime() - 2 * 3600_000).toISOString(),
    );
    await expect(t.verify({ postUrl: early.permalink })).rejects.toMatchObject({ code: "instagramCondition-E2011" });
    await expect(t.verify({ postId: early.id })).rejects.toMatchObject({ code: "instagramCondition-E2011" });
    expect(await t.state()).toBe("HasNotHashtag");
    await expect(t.verify({ postUrl: "https://example.com/p/abc" })).rejects.toMatchObject({
      code: "instagramCondition-E1001",
    });

    const good = t.post("Loved it ＃ファンファーレ２０２６ see you");
    const recent = await listRecentPosts(t.ctx, t);
    expect(recent.posts.find((p) => p.id === good.id)?.hasHashtag).toBe(true);
    await expect(t.verify({ postUrl: good.permalink })).resolves.toMatchObject({ completed: true });
    expect(await t.state()).toBe("NotClaim");
    const detail = await getCampaignDetail(t.ctx, { campaignId: t.campaignId, fanId: t.fanId });
    expect(detail.conditions[0]?.social?.verifiedPostUrl).toBe(good.permalink);
  });

  it("another user's post is -E2008 (by URL and by id); media permission refused is -E2008", async () => {
    const t = await setUp();
    await t.connect("allow");
    const theirs = t.post("#ファンファーレ2026", "ben.sandbox");
    await expect(t.verify({ postUrl: theirs.permalink })).rejects.toMatchObject({ code: "instagramCondition-E2008" });
    await expect(t.verify({ postId: theirs.id })).rejects.toMatchObject({ code: "instagramCondition-E2008" });
    const mine = t.post("#ファンファーレ2026");
    suite.sandbox.instagram.fail({ endpoint: "media", mode: "403" });
    await expect(t.verify({ postId: mine.id })).rejects.toMatchObject({ code: "instagramCondition-E2008" });
  });

  it("-E2003 media unavailable, -E2007 unreadable answer, -E2002 profile unavailable, -E2004 token, -E2006 denied", async () => {
    const t = await setUp();
    const denied = await t.connect("deny");
    expect(denied.outcome.error).toBe("instagramCondition-E2006");
    expect(await t.state()).toBe("RejectPermission");

    suite.sandbox.instagram.fail({ endpoint: "token", mode: "500" });
    expect((await t.connect("allow")).outcome.error).toBe("instagramCondition-E2004");
    suite.sandbox.instagram.clearFailures();
    suite.sandbox.instagram.fail({ endpoint: "exchange", mode: "timeout" });
    expect((await t.connect("allow")).outcome.error).toBe("instagramCondition-E2004");
    suite.sandbox.instagram.clearFailures();
    suite.sandbox.instagram.fail({ endpoint: "me", mode: "500" });
    expect((await t.connect("allow")).outcome.error).toBe("instagramCondition-E2002");
    suite.sandbox.instagram.clearFailures();
    expect((await t.connect("allow")).outcome.error).toBeNull();
    expect(await t.state()).toBe("NotCompletedConditionYet");

    const mine = t.post("#ファンファーレ2026");
    for (const mode of ["500", "timeout", "429"] as const) {
      suite.sandbox.instagram.fail({ endpoint: "media", mode, retryAfterSeconds: 60 });
      await expect(t.verify({ postUrl: mine.permalink }), mode).rejects.toMatchObject({
        code: "instagramCondition-E2003",
      });
      suite.sandbox.instagram.clearFailures();
    }
    suite.sandbox.instagram.fail({ endpoint: "media", mode: "malformed" });
    await expect(t.verify({ postUrl: mine.permalink })).rejects.toMatchObject({ code: "instagramCondition-E2007" });
  });

  it("one Instagram account, one Fanfare account (instagramCondition-E2000)", async () => {
    const t = await setUp("chloe.sandbox");
    expect((await t.connect("allow")).outcome.error).toBeNull();
    const other = await makeParticipant(t.ctx, t.campaignId);
    expect((await t.connect("allow", "chloe.sandbox", other)).outcome.error).toBe("instagramCondition-E2000");
  });

  it("refreshes the long-lived token once it is a day old; a revoked grant asks to reconnect", async () => {
    const t = await setUp();
    await t.connect("allow");
    const [before] = await suite.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, t.fanId));
    t.clock.advance(25 * 3600_000);
    suite.sandbox.instagram.advanceClock(25 * 3600);
    const mine = t.post("#ファンファーレ2026");
    await expect(t.verify({ postUrl: mine.permalink })).resolves.toMatchObject({ completed: true });
    const [after] = await suite.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, t.fanId));
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.issuedAt.getTime()).toBe(t.clock.now().getTime());

    const u = await setUp("ben.sandbox");
    await u.connect("allow");
    suite.sandbox.instagram.revokeUser("ben.sandbox");
    const post = u.post("#ファンファーレ2026");
    await expect(u.verify({ postUrl: post.permalink })).rejects.toMatchObject({ code: "socialAccount-E2001" });
  });
});
