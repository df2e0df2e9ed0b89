import { makeCampaign, sandboxSocialConfig } from "@fanfare/core/testing";
import { type Sandbox, SPOTIFY_SANDBOX_IDS, startSandbox, submitConsent } from "@fanfare/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-app";
import { signInFan } from "../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ smtpPort: 0, httpPort: 0 });
  t = await createTestApp({ social: sandboxSocialConfig(sandbox.providerUrls) });
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

describe("social routes", () => {
  it("connect → consent → callback redirects back with the result; deny → spotifyCondition-E2008; do it for me", async () => {
    const { campaignId, projectId, conditionIds } = await makeCampaign(t.ctx, {
      conditions: [{ type: "SPOTIFY_LIKE_SONG", trackId: SPOTIFY_SANDBOX_IDS.track }],
    });
    const conditionId = conditionIds[0] ?? "";
    const fan = await signInFan(t);
    await t.app.inject({ method: "POST", url: `/api/v1/campaigns/${campaignId}/policies`, headers: fan.write });
    const returnTo = `/ja/projects/${projectId}/${campaignId}/spotify-like-song`;
    const connect = async () => {
      const r = await t.app.inject({
        method: "POST",
        url: `/api/v1/campaigns/${campaignId}/conditions/${conditionId}/social/connect`,
        headers: fan.write,
        payload: { returnTo },
      });
      expect(r.statusCode).toBe(200);
      return (r.json() as { authorizeUrl: string }).authorizeUrl;
    };
    const callback = async (location: URL) => {
      const r = await t.app.inject({ url: `${location.pathname}${location.search}`, headers: fan.read });
      expect(r.statusCode).toBe(302);
      return new URL(String(r.headers.location));
    };

    const denied = await submitConsent(await connect(), "deny", "sandbox-fan-aiko");
    expect(denied.redirect.pathname).toBe("/api/v1/social/spotify/callback");
    const back = await callback(denied.redirect);
    expect(back.pathname).toBe(returnTo);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      social: "spotify",
      result: "error",
      code: "spotifyCondition-E2008",
    });
    const detail = await t.app.inject({ url: `/api/v1/campaigns/${campaignId}`, headers: fan.read });
    expect(detail.json()).toMatchObject({ state: "RejectPermission" });

    const allowed = await submitConsent(await connect(), "allow", "sandbox-fan-aiko");
    expect((await callback(allowed.redirect)).searchParams.get("result")).toBe("connected");
    const accounts = await t.app.inject({ url: "/api/v1/me/social-accounts", headers: fan.read });
    expect(accounts.json()).toMatchObject({
      providers: [
        { provider: "SPOTIFY", account: { displayName: "Aiko Sandbox", status: "ACTIVE" } },
        { provider: "INSTAGRAM", account: null },
        { provider: "TIKTOK", account: null },
      ],
    });

    const spotify = (payload: { action: string; consent?: boolean }) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/campaigns/${campaignId}/conditions/${conditionId}/spotify`,
        headers: fan.write,
        payload,
      });
    expect((await spotify({ action: "verify" })).json()).toMatchObject({ code: "spotifyCondition-E2007" });
    sandbox.spotify.fail({ endpoint: "tracks", mode: "500" });
    const outage = await spotify({ action: "do-it-for-me", consent: true });
    expect(outage.statusCode).toBe(502);
    expect(outage.json()).toMatchObject({ code: "spotifyCondition-E2001", category: "BAD_REQUEST" });
    sandbox.spotify.clearFailures();
    expect((await spotify({ action: "do-it-for-me", consent: true })).json()).toEqual({ conditionId, completed: true });

    const unlink = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/me/social-accounts/spotify",
      headers: fan.write,
    });
    expect(unlink.json()).toEqual({ unlinked: true });
  });

  it("a callback with an unknown state goes back home with socialAccount-E2003, never a 500", async () => {
    const r = await t.app.inject({ url: "/api/v1/social/tiktok/callback?state=nope&code=x" });
    expect(r.statusCode).toBe(302);
    expect(String(r.headers.location)).toContain("code=socialAccount-E2003");
  });
});
