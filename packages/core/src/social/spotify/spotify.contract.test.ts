import { SPOTIFY_SANDBOX_IDS } from "@fanfare/sandbox";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getCampaignDetail } from "../../campaigns/get-campaign-detail";
import { completeCondition } from "../../conditions/complete-condition";
import { createTestContext, makeCampaign, makeParticipant, sandboxSocialConfig } from "../../testing";
import { connectThroughSandbox, useSocialSandbox } from "../../testing/social-flow";
import { finishSocialConnect } from "../finish-connect";
import { listSocialAccounts } from "../list-accounts";
import { startSocialConnect } from "../start-connect";
import { socialAccounts } from "../tables";

const suite = useSocialSandbox("spotify");

const meta = { ip: "10.9.0.1" };

async function setUp(type: "SPOTIFY_LIKE_SONG" | "SPOTIFY_FOLLOW_ARTIST" = "SPOTIFY_LIKE_SONG") {
  const harness = createTestContext(suite.database);
  harness.ctx.config = { ...harness.ctx.config, social: sandboxSocialConfig(suite.sandbox.httpUrl) };
  const condition =
    type === "SPOTIFY_LIKE_SONG"
      ? { type, trackId: SPOTIFY_SANDBOX_IDS.track }
      : { type, artistId: SPOTIFY_SANDBOX_IDS.artist };
  const { campaignId, conditionIds } = await makeCampaign(harness.ctx, { conditions: [condition] });
  const conditionId = conditionIds[0] ?? "";
  const fanId = await makeParticipant(harness.ctx, campaignId);
  const connect = (decision: "allow" | "deny", user = "sandbox-fan-aiko", fan = fanId) =>
    connectThroughSandbox(harness.ctx, { provider: "SPOTIFY", fanId: fan, campaignId, conditionId, decision, user });
  const act = (body: unknown, fan = fanId) =>
    completeCondition(harness.ctx, { fanId: fan, campaignId, conditionId, action: "spotify", body }, meta);
  const state = async (fan = fanId) => (await getCampaignDetail(harness.ctx, { campaignId, fanId: fan })).state;
  return { ...harness, campaignId, conditionId, fanId, connect, act, state };
}

describe("Spotify against the stand-in", () => {
  it("connects with PKCE + state, asks the smallest scopes, keeps tokens sealed; do it for me, read back", async () => {
    const t = await setUp();
    const { authorizeUrl, outcome } = await t.connect("allow");
    const url = new URL(authorizeUrl);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("scope")).toBe("user-library-modify user-library-read");
    expect(outcome).toEqual({ returnTo: "/ja/projects/p/c/x", error: null });
    const [row] = await suite.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, t.fanId));
    expect(row?.providerUserId).toBe("sandbox-fan-aiko");
    expect(JSON.stringify(row)).not.toMatch(/BQsbx|AQsbx|sbx-access/i); // sealed, never in clear
    expect(row?.accessToken).toMatch(/^v1\./);

    await expect(t.act({ action: "verify" })).rejects.toMatchObject({ code: "spotifyCondition-E2007" });
    await expect(t.act({ action: "do-it-for-me" })).rejects.toMatchObject({ code: "socialAccount-E2005" });
    await expect(t.act({ action: "do-it-for-me", consent: true })).resolves.toMatchObject({ completed: true });
    expect(suite.sandbox.spotify.library("sandbox-fan-aiko").tracks).toContain(SPOTIFY_SANDBOX_IDS.track);
    expect(await t.state()).toBe("NotClaim");
  });

  it("a fan who denies gets spotifyCondition-E2008 and RejectPermission; connecting again lifts it", async () => {
    const t = await setUp("SPOTIFY_FOLLOW_ARTIST");
    const denied = await t.connect("deny");
    expect(denied.query.error).toBe("access_denied");
    expect(denied.outcome.error).toBe("spotifyCondition-E2008");
    expect(await t.state()).toBe("RejectPermission");
    const allowed = await t.connect("allow", "sandbox-fan-ben");
    expect(allowed.outcome.error).toBeNull();
    expect(await t.state()).toBe("NotCompletedConditionYet");
    await expect(t.act({ action: "verify" })).resolves.toMatchObject({ completed: true }); // ben follows already
  });

  it("spotifyCondition-E2001 for every way Spotify fails: 500, long 429, timeout, malformed; short outages are retried", async () => {
    const t = await setUp();
    await t.connect("allow", "sandbox-fan-ben");
    for (const failure of [
      { endpoint: "tracks", mode: "500" },
      { endpoint: "tracks", mode: "429", retryAfterSeconds: 30 },
      { endpoint: "tracks", mode: "timeout" },
      { endpoint: "tracks", mode: "malformed" },
    ] as const) {
      suite.sandbox.spotify.fail(failure);
      await expect(t.act({ action: "verify" }), failure.mode).rejects.toMatchObject({ code: "spotifyCondition-E2001" });
      suite.sandbox.spotify.clearFailures();
    }
    // Two failures then an answer: the read is retried with backoff (and a 1 s Retry-After respected).
    suite.sandbox.spotify.fail({ endpoint: "tracks", mode: "500", times: 1 });
    suite.sandbox.spotify.fail({ endpoint: "tracks", mode: "429", times: 1, retryAfterSeconds: 1 });
    await expect(t.act({ action: "verify" })).resolves.toMatchObject({ completed: true });
  });

  it("the token exchange failing is spotifyCondition-E2001 at the callback; state is single use and short-lived", async () => {
    const t = await setUp();
    suite.sandbox.spotify.fail({ endpoint: "token", mode: "500" });
    const failed = await t.connect("allow");
    expect(failed.outcome.error).toBe("spotifyCondition-E2001");
    suite.sandbox.spotify.clearFailures();
    const ok = await t.connect("allow");
    expect(ok.outcome.error).toBeNull();
    // replaying the same callback: the state is used up
    const again = await finishSocialConnect(t.ctx, {
      provider: "SPOTIFY",
      fanId: t.fanId,
      browserKey: ok.browserKey,
      query: ok.query,
    });
    expect(again.error).toBe("socialAccount-E2003");
    // a state older than ten minutes is refused
    const { authorizeUrl, browserKey } = await startSocialConnect(t.ctx, { ...t, returnTo: "/ja" });
    const state = new URL(authorizeUrl).searchParams.get("state") ?? "";
    t.clock.advance(11 * 60_000);
    const late = await finishSocialConnect(t.ctx, {
      provider: "SPOTIFY",
      fanId: t.fanId,
      browserKey,
      query: { state, code: "x" },
    });
    expect(late.error).toBe("socialAccount-E2003");
    // another fan cannot finish this fan's request, nor can another browser (no key, or another one)
    const other = await makeParticipant(t.ctx, t.campaignId);
    for (const thief of [
      { fanId: other, browserKey: "from-the-start" },
      { fanId: null, browserKey: null },
      { fanId: t.fanId, browserKey: null },
      { fanId: null, browserKey: "another-browser" },
    ]) {
      const started = await startSocialConnect(t.ctx, { ...t, returnTo: "/ja" });
      const stolen = new URL(started.authorizeUrl).searchParams.get("state") ?? "";
      const refused = await finishSocialConnect(t.ctx, {
        provider: "SPOTIFY",
        fanId: thief.fanId,
        browserKey: thief.browserKey === "from-the-start" ? started.browserKey : thief.browserKey,
        query: { state: stolen, code: "x" },
      });
      expect(refused).toEqual({ returnTo: "/ja", error: "socialAccount-E2006" });
    }
  });

  it("one Spotify account links to one Fanfare account only (spotifyCondition-E2000)", async () => {
    const t = await setUp();
    expect((await t.connect("allow", "sandbox-fan-chloe")).outcome.error).toBeNull();
    const second = await makeParticipant(t.ctx, t.campaignId);
    const refused = await t.connect("allow", "sandbox-fan-chloe", second);
    expect(refused.outcome.error).toBe("spotifyCondition-E2000");
    const rows = await suite.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.providerUserId, "sandbox-fan-chloe"));
    expect(rows.map((r) => r.userId)).toEqual([t.fanId]);
  });

  it("refreshes an expired token; a revoked grant asks the fan to reconnect (socialAccount-E2001)", async () => {
    const t = await setUp();
    await t.connect("allow", "sandbox-fan-ben");
    const [before] = await suite.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, t.fanId));
    t.clock.advance(3601_000);
    suite.sandbox.spotify.advanceClock(3601);
    await expect(t.act({ action: "verify" })).resolves.toMatchObject({ completed: true });
    const [after] = await suite.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, t.fanId));
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.accessExpiresAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    const u = await setUp("SPOTIFY_FOLLOW_ARTIST");
    await u.connect("allow", "sandbox-fan-aiko");
    suite.sandbox.spotify.revokeUser("sandbox-fan-aiko");
    await expect(u.act({ action: "verify" })).rejects.toMatchObject({ code: "socialAccount-E2001" });
    const list = await listSocialAccounts(u.ctx, { fanId: u.fanId });
    expect(list.providers.find((p) => p.provider === "SPOTIFY")?.account?.status).toBe("RECONNECT");
  });
});
