import { startSocialConnect } from "@fanfare/core";
import { makeCampaign, sandboxSocialConfig } from "@fanfare/core/testing";
import type { CampaignDefinitionInput, SocialAccountList } from "@fanfare/protocol";
import { type Sandbox, SPOTIFY_SANDBOX_IDS, startSandbox, submitConsent } from "@fanfare/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, cookieJar, createTestApp } from "../test-app";
import { signInFan } from "../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ smtpPort: 0, httpPort: 0 });
  t = await createTestApp({ social: sandboxSocialConfig(sandbox.httpUrl) });
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
      // The browser keeps the cookie that binds this request to it, and sends it to the callback.
      browser = cookieHeader(cookieJar(r.headers["set-cookie"]));
      return (r.json() as { authorizeUrl: string }).authorizeUrl;
    };
    let browser = "";
    const callback = async (location: URL) => {
      const r = await t.app.inject({
        url: `${location.pathname}${location.search}`,
        headers: { cookie: `${fan.read.cookie}; ${browser}` },
      });
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
        { provider: "YOUTUBE", account: null },
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

type Provider = "spotify" | "instagram" | "tiktok";
/** One condition and one stand-in user per provider (ben: the first test links aiko). */
const CONNECTS: {
  provider: Provider;
  condition: NonNullable<CampaignDefinitionInput["conditions"]>[number];
  user: string;
}[] = [
  {
    provider: "spotify",
    condition: { type: "SPOTIFY_LIKE_SONG", trackId: SPOTIFY_SANDBOX_IDS.track },
    user: "sandbox-fan-ben",
  },
  { provider: "instagram", condition: { type: "INSTAGRAM_HASHTAG", hashtag: "fanfare" }, user: "9100000000000002" },
  { provider: "tiktok", condition: { type: "TIKTOK_HASHTAG", hashtag: "fanfare" }, user: "sbx-open-ben-0002" },
];

/** A fan's connect started over HTTP: the provider's authorize URL and the browser cookie it came with. */
async function startConnect(
  fan: Awaited<ReturnType<typeof signInFan>>,
  campaign: { campaignId: string; conditionId: string },
  returnTo: string,
) {
  const r = await t.app.inject({
    method: "POST",
    url: `/api/v1/campaigns/${campaign.campaignId}/conditions/${campaign.conditionId}/social/connect`,
    headers: fan.write,
    payload: { returnTo },
  });
  expect(r.statusCode).toBe(200);
  const setCookie = [r.headers["set-cookie"] ?? []].flat();
  return {
    authorizeUrl: (r.json() as { authorizeUrl: string }).authorizeUrl,
    setCookie,
    browser: cookieHeader(cookieJar(setCookie)),
  };
}

async function callbackWith(location: URL, cookie: string | null) {
  const r = await t.app.inject({
    url: `${location.pathname}${location.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(r.statusCode).toBe(302);
  return { back: new URL(String(r.headers.location)), setCookie: [r.headers["set-cookie"] ?? []].flat() };
}

async function accountOf(fan: Awaited<ReturnType<typeof signInFan>>, provider: Provider) {
  const r = await t.app.inject({ url: "/api/v1/me/social-accounts", headers: fan.read });
  const list = r.json() as SocialAccountList;
  return list.providers.find((p) => p.provider === provider.toUpperCase())?.account ?? null;
}

describe("a connect finishes only in the browser and for the fan that started it", () => {
  it.each(CONNECTS)(
    "$provider: a victim's consent to an attacker's link links nothing",
    async ({ provider, condition, user }) => {
      const { campaignId, projectId, conditionIds } = await makeCampaign(t.ctx, { conditions: [condition] });
      const campaign = { campaignId, conditionId: conditionIds[0] ?? "" };
      const attacker = await signInFan(t);
      const victim = await signInFan(t);
      const returnTo = `/ja/projects/${projectId}/${campaignId}/conditions`;

      // The attacker's browser gets a cookie bound to this request: HttpOnly, Lax, only for the callback.
      const started = await startConnect(attacker, campaign, returnTo);
      const cookieLine = started.setCookie.find((line) => line.startsWith("ff_oc="));
      expect(cookieLine).toBeDefined();
      expect(cookieLine).toMatch(/HttpOnly/i);
      expect(cookieLine).toMatch(/SameSite=Lax/i);
      expect(cookieLine).toMatch(new RegExp(`Path=/api/v1/social/${provider}/callback`));
      expect(cookieLine).toMatch(/Max-Age=600/);

      // The victim, signed out, opens the attacker's link and consents: refused, back on the page with why.
      const signedOut = await callbackWith((await submitConsent(started.authorizeUrl, "allow", user)).redirect, null);
      expect(signedOut.back.origin).toBe("http://localhost:3000");
      expect(signedOut.back.pathname).toBe(returnTo);
      expect(Object.fromEntries(signedOut.back.searchParams)).toEqual({
        social: provider,
        result: "error",
        code: "socialAccount-E2006",
      });
      expect(await accountOf(attacker, provider)).toBeNull();

      // The victim signed in to Fanfare (their own session, no cookie of this request): refused too.
      const again = await startConnect(attacker, campaign, returnTo);
      const signedIn = await callbackWith(
        (await submitConsent(again.authorizeUrl, "allow", user)).redirect,
        victim.read.cookie,
      );
      expect(signedIn.back.searchParams.get("code")).toBe("socialAccount-E2006");

      // The right browser, but another fan signed in since: refused (the session must be the state's fan).
      const third = await startConnect(attacker, campaign, returnTo);
      const switched = await callbackWith(
        (await submitConsent(third.authorizeUrl, "allow", user)).redirect,
        `${victim.read.cookie}; ${third.browser}`,
      );
      expect(switched.back.searchParams.get("code")).toBe("socialAccount-E2006");
      // A refused callback used its state up: replaying it from the right browser does not link either.
      const replay = await callbackWith(
        (await submitConsent(third.authorizeUrl, "allow", user)).redirect,
        `${attacker.read.cookie}; ${third.browser}`,
      );
      expect(replay.back.searchParams.get("code")).toBe("socialAccount-E2003");
      expect(await accountOf(attacker, provider)).toBeNull();
      expect(await accountOf(victim, provider)).toBeNull();

      // The fan's own browser links, with the session or after it expired during the consent.
      const own = await startConnect(attacker, campaign, returnTo);
      const expired = await callbackWith((await submitConsent(own.authorizeUrl, "allow", user)).redirect, own.browser);
      expect(expired.back.searchParams.get("result")).toBe("connected");
      expect(expired.setCookie.some((line) => /^ff_oc=;/.test(line))).toBe(true);
      const withSession = await startConnect(attacker, campaign, returnTo);
      const ok = await callbackWith(
        (await submitConsent(withSession.authorizeUrl, "allow", user)).redirect,
        `${attacker.read.cookie}; ${withSession.browser}`,
      );
      expect(ok.back.searchParams.get("result")).toBe("connected");
      expect(await accountOf(attacker, provider)).toMatchObject({ status: "ACTIVE" });
      expect(await accountOf(victim, provider)).toBeNull();
      await t.app.inject({ method: "DELETE", url: `/api/v1/me/social-accounts/${provider}`, headers: attacker.write });
    },
  );
});

describe("return addresses stay on this site", () => {
  it("the connect refuses any return address that is not a path of this site", async () => {
    const { campaignId, conditionIds } = await makeCampaign(t.ctx, {
      conditions: [{ type: "TIKTOK_HASHTAG", hashtag: "fanfare" }],
    });
    const fan = await signInFan(t);
    for (const returnTo of [
      "//evil.example/phish",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "/%2f/evil.example",
      "/%5Cevil.example",
      "/%252F%252Fevil.example",
      "/ja/..//evil.example",
      "/\t/evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "ja/projects",
    ]) {
      const r = await t.app.inject({
        method: "POST",
        url: `/api/v1/campaigns/${campaignId}/conditions/${conditionIds[0]}/social/connect`,
        headers: fan.write,
        payload: { returnTo },
      });
      expect([returnTo, r.statusCode, r.json()]).toMatchObject([returnTo, 400, { code: "request-E1000" }]);
    }
  });

  it("the callback never leaves this site, even for a return address stored before the rule", async () => {
    const { campaignId, conditionIds } = await makeCampaign(t.ctx, {
      conditions: [{ type: "TIKTOK_HASHTAG", hashtag: "fanfare" }],
    });
    const fan = await signInFan(t);
    // The verb is called directly: the route's schema would refuse this return address.
    const started = await startSocialConnect(t.ctx, {
      fanId: fan.userId,
      campaignId,
      conditionId: conditionIds[0] ?? "",
      returnTo: "//evil.example/phish",
    });
    const { redirect } = await submitConsent(started.authorizeUrl, "deny");
    const { back } = await callbackWith(redirect, `${fan.read.cookie}; ff_oc=${started.browserKey}`);
    expect(back.origin).toBe("http://localhost:3000");
    expect(back.pathname).toBe("/");
    expect(back.searchParams.get("code")).toBe("tiktokCondition-E2006");
  });
});
