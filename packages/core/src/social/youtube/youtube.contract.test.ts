import { YOUTUBE_SANDBOX_IDS, YOUTUBE_USERS } from "@fanfare/sandbox";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getCampaignDetail } from "../../campaigns/get-campaign-detail";
import { completeCondition } from "../../conditions/complete-condition";
import { createTestContext, makeCampaign, makeParticipant, sandboxSocialConfig } from "../../testing";
import { connectThroughSandbox, useSocialSandbox } from "../../testing/social-flow";
import { DEFAULT_CALL_POLICY } from "../config";
import { ProviderError } from "../http";
import { listSocialAccounts } from "../list-accounts";
import { socialAccounts } from "../tables";
import { youtubeCheckSubscription } from "./check-subscription";
import { classifyYouTubeApi } from "./classify";

const suite = useSocialSandbox("youtube");

const meta = { ip: "10.9.0.2" };
const CHANNEL = YOUTUBE_SANDBOX_IDS.channel;
const channelOf = (user: string) => YOUTUBE_USERS.find((u) => u.id === user)?.channel?.id;

async function setUp() {
  const harness = createTestContext(suite.database);
  const social = sandboxSocialConfig(suite.sandbox.httpUrl);
  harness.ctx.config = { ...harness.ctx.config, social };
  const condition = { type: "YOUTUBE_SUBSCRIBE_CHANNEL" as const, channelId: CHANNEL, channelName: "Fanfare Sandbox" };
  const { campaignId, conditionIds } = await makeCampaign(harness.ctx, { conditions: [condition] });
  const conditionId = conditionIds[0] ?? "";
  const fanId = await makeParticipant(harness.ctx, campaignId);
  const connect = (decision: "allow" | "deny", user = "sandbox-fan-aiko", fan = fanId) =>
    connectThroughSandbox(harness.ctx, { provider: "YOUTUBE", fanId: fan, campaignId, conditionId, decision, user });
  const verify = (fan = fanId) =>
    completeCondition(harness.ctx, { fanId: fan, campaignId, conditionId, action: "verify", body: {} }, meta);
  const state = async (fan = fanId) => (await getCampaignDetail(harness.ctx, { campaignId, fanId: fan })).state;
  const account = async (fan = fanId) =>
    (await suite.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, fan)))[0];
  const config = social.providers.YOUTUBE;
  if (!config) throw new Error("the sandbox social config has YouTube");
  return { ...harness, campaignId, conditionId, fanId, connect, verify, state, account, config };
}

describe("YouTube against the stand-in", () => {
  it("connects with PKCE, offline access and the read-only scope; the channel is the account; tokens are sealed", async () => {
    const t = await setUp();
    const { authorizeUrl, outcome } = await t.connect("allow", "sandbox-fan-ben");
    const url = new URL(authorizeUrl);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("scope")).toBe("https://www.googleapis.com/auth/youtube.readonly");
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("prompt")).toBe("consent");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/v1/social/youtube/callback");
    expect(outcome).toEqual({ returnTo: "/ja/projects/p/c/x", error: null });
    const row = await t.account();
    expect(row?.providerUserId).toBe(channelOf("sandbox-fan-ben"));
    expect(row?.displayName).toBe("Ben Sandbox");
    expect(row?.refreshToken).not.toBeNull();
    expect(JSON.stringify(row)).not.toMatch(/ya29\.|1\/\/sandbox/); // sealed, never in clear
    expect(row?.accessToken).toMatch(/^v1\./);
  });

  it("reads the subscription through the fan's token: forChannelId answers one item or none", async () => {
    const t = await setUp();
    await t.connect("allow", "sandbox-fan-chloe");
    await expect(t.verify()).rejects.toMatchObject({ code: "youtubeCondition-E2007" });
    suite.sandbox.youtube.subscribe("sandbox-fan-chloe", YOUTUBE_SANDBOX_IDS.otherChannel);
    await expect(t.verify()).rejects.toMatchObject({ code: "youtubeCondition-E2007" }); // another channel
    suite.sandbox.youtube.subscribe("sandbox-fan-chloe", CHANNEL);
    await expect(t.verify()).resolves.toMatchObject({ completed: true });
    expect(await t.state()).toBe("NotClaim");
  });

  it("a fan who denies gets youtubeCondition-E2008 and RejectPermission; connecting again lifts it", async () => {
    const t = await setUp();
    const denied = await t.connect("deny");
    expect(denied.query.error).toBe("access_denied");
    expect(denied.outcome.error).toBe("youtubeCondition-E2008");
    expect(await t.state()).toBe("RejectPermission");
    const allowed = await t.connect("allow", "sandbox-fan-ben");
    expect(allowed.outcome.error).toBeNull();
    expect(await t.state()).toBe("NotCompletedConditionYet");
    await expect(t.verify()).resolves.toMatchObject({ completed: true }); // ben subscribes already
  });

  it("youtubeCondition-E2001 for every way YouTube fails (500, long 429, timeout, malformed, quota); short outages are retried", async () => {
    const t = await setUp();
    await t.connect("allow", "sandbox-fan-ben");
    for (const failure of [
      { endpoint: "subscriptions", mode: "500" },
      { endpoint: "subscriptions", mode: "429", retryAfterSeconds: 30 },
      { endpoint: "subscriptions", mode: "timeout" },
      { endpoint: "subscriptions", mode: "malformed" },
      { endpoint: "subscriptions", mode: "403", reason: "quotaExceeded" },
    ] as const) {
      suite.sandbox.youtube.fail(failure);
      await expect(t.verify(), failure.mode).rejects.toMatchObject({ code: "youtubeCondition-E2001" });
      suite.sandbox.youtube.clearFailures();
    }
    expect(await t.state()).toBe("NotCompletedConditionYet");
    suite.sandbox.youtube.fail({ endpoint: "subscriptions", mode: "500", times: 1 });
    suite.sandbox.youtube.fail({ endpoint: "subscriptions", mode: "429", times: 1, retryAfterSeconds: 1 });
    await expect(t.verify()).resolves.toMatchObject({ completed: true });
  });

  it("a grant without the read scope (403 insufficientPermissions) is RejectPermission and -E2008 until the fan connects again", async () => {
    const t = await setUp();
    await t.connect("allow", "sandbox-fan-ben");
    suite.sandbox.youtube.fail({ endpoint: "subscriptions", mode: "403" });
    await expect(t.verify()).rejects.toMatchObject({ code: "youtubeCondition-E2008" });
    expect(await t.state()).toBe("RejectPermission");
    suite.sandbox.youtube.clearFailures();
    await t.connect("allow", "sandbox-fan-ben");
    expect(await t.state()).toBe("NotCompletedConditionYet");
    await expect(t.verify()).resolves.toMatchObject({ completed: true });
  });

  it("the code exchange failing, or a Google account without a channel, is youtubeCondition-E2001 at the callback", async () => {
    const t = await setUp();
    suite.sandbox.youtube.fail({ endpoint: "token", mode: "500" });
    expect((await t.connect("allow")).outcome.error).toBe("youtubeCondition-E2001");
    suite.sandbox.youtube.clearFailures();
    expect((await t.connect("allow", "sandbox-fan-noah")).outcome.error).toBe("youtubeCondition-E2001");
    expect(await t.account()).toBeUndefined();
  });

  it("one YouTube channel links to one Fanfare account only (youtubeCondition-E2000)", async () => {
    const t = await setUp();
    expect((await t.connect("allow", "sandbox-fan-dao")).outcome.error).toBeNull();
    const second = await makeParticipant(t.ctx, t.campaignId);
    expect((await t.connect("allow", "sandbox-fan-dao", second)).outcome.error).toBe("youtubeCondition-E2000");
  });

  it("refreshes an expired token (Google keeps the refresh token); a revoked grant asks to reconnect", async () => {
    const t = await setUp();
    await t.connect("allow", "sandbox-fan-ben");
    const before = await t.account();
    t.clock.advance(3600_000);
    suite.sandbox.youtube.advanceClock(3600);
    await expect(t.verify()).resolves.toMatchObject({ completed: true });
    const after = await t.account();
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.refreshToken).toBe(before?.refreshToken); // none in the answer: the old one is kept
    expect(after?.accessExpiresAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    const u = await setUp();
    await u.connect("allow", "sandbox-fan-aiko");
    suite.sandbox.youtube.revokeUser("sandbox-fan-aiko");
    await expect(u.verify()).rejects.toMatchObject({ code: "socialAccount-E2001" });
    const list = await listSocialAccounts(u.ctx, { fanId: u.fanId });
    expect(list.providers.find((p) => p.provider === "YOUTUBE")?.account?.status).toBe("RECONNECT");
  });

  it("classifies YouTube's 403s by reason: only insufficientPermissions is a missing permission", async () => {
    const t = await setUp();
    const api = (reason: string) => ({ error: { code: 403, errors: [{ reason, domain: "global" }] } });
    expect(classifyYouTubeApi(403, api("insufficientPermissions")).failure).toBe("forbidden");
    expect(classifyYouTubeApi(403, api("quotaExceeded"))).toEqual({ failure: "rejected", code: "quotaExceeded" });
    expect(classifyYouTubeApi(403, api("rateLimitExceeded")).failure).toBe("unavailable");
    expect(classifyYouTubeApi(401, { error: { code: 401, errors: [{ reason: "authError" }] } }).failure).toBe(
      "unauthorized",
    );
    // An expired token on the wire is `unauthorized`, which withAccessToken answers with one refresh.
    const refused = youtubeCheckSubscription(t.config, DEFAULT_CALL_POLICY, "ya29.not-a-token", CHANNEL);
    await expect(refused).rejects.toBeInstanceOf(ProviderError);
    await expect(refused).rejects.toMatchObject({ failure: "unauthorized", providerCode: "authError" });
  });
});
