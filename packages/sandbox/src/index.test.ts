import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INSTAGRAM_DEFAULT_CLIENT,
  type Sandbox,
  SPOTIFY_SANDBOX_IDS,
  SPOTIFY_USERS,
  startSandbox,
  TIKTOK_DEFAULT_CLIENT,
  TIKTOK_USERS,
  YOUTUBE_DEFAULT_CLIENT,
  YOUTUBE_READONLY_SCOPE,
  YOUTUBE_SANDBOX_IDS,
  YOUTUBE_USERS,
} from "./index";
import { consent, pkcePair } from "./oauth/testing";

const REGISTERED = { clientId: "fanfare-e2e", clientSecret: "e2e-secret", redirectUris: ["http://localhost:3100/cb"] };

describe("startSandbox", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ smtpPort: 0, httpPort: 0, oauth: { spotify: { clients: [REGISTERED] } } });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("serves the mailbox, the captcha and a health check on one HTTP port", async () => {
    const index = await fetch(sandbox.httpUrl);
    const { routes } = (await index.json()) as { routes: string[] };
    expect(routes.slice(0, 4)).toEqual(["GET /healthz", "GET /mails", "DELETE /mails", "POST /captcha/siteverify"]);
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /spotify/accounts/authorize",
        "POST /spotify/accounts/api/token",
        "GET /spotify/api/v1/me",
        "POST /instagram/api/oauth/access_token",
        "GET /instagram/graph/*",
        "POST /tiktok/open-api/v2/oauth/token/",
        "POST /tiktok/_sandbox/fail",
        "GET /youtube/accounts/o/oauth2/v2/auth",
        "POST /youtube/oauth2/token",
        "GET /youtube/api/youtube/v3/subscriptions",
        "POST /youtube/_sandbox/users/:userId/subscriptions",
      ]),
    );
    expect(await (await fetch(`${sandbox.httpUrl}/healthz`)).json()).toEqual({ status: "ok" });
    const captcha = await fetch(sandbox.captchaVerifyUrl, {
      method: "POST",
      body: new URLSearchParams({ secret: "sandbox-secret", response: "sandbox-pass" }),
    });
    expect(await captcha.json()).toMatchObject({ success: true });
  });

  it("exposes the caught mail both in-process and over HTTP", async () => {
    const mailer = createTransport({ url: sandbox.smtpUrl, ignoreTLS: true });
    const arrival = sandbox.mail.waitForMail((mail) => mail.to.includes("fan@example.test"), 5_000);
    await mailer.sendMail({ from: "no-reply@fanfare.test", to: "fan@example.test", subject: "hi", text: "hi" });
    const caught = await arrival;
    const { mails } = (await (await fetch(`${sandbox.httpUrl}/mails`)).json()) as { mails: { id: string }[] };
    expect(mails.map((mail) => mail.id)).toEqual([caught.id]);
  });

  it("mounts the OAuth stand-ins so clients use the real hosts' paths under the base URLs", async () => {
    const urls = sandbox.providerUrls;
    expect(urls.SPOTIFY_ACCOUNTS_URL).toBe(`${sandbox.httpUrl}/spotify/accounts`);
    expect(urls.SPOTIFY_API_URL).toBe(`${sandbox.httpUrl}/spotify/api`);

    // Spotify, with a client registered through startSandbox's options.
    const { verifier, challenge } = pkcePair();
    const authorize = `${urls.SPOTIFY_ACCOUNTS_URL}/authorize?${new URLSearchParams({
      client_id: REGISTERED.clientId,
      response_type: "code",
      redirect_uri: "http://localhost:3100/cb",
      scope: "user-library-read",
      state: "s",
      code_challenge: challenge,
      code_challenge_method: "S256",
    })}`;
    const { redirect } = await consent(authorize, "allow", SPOTIFY_USERS[1]?.id);
    const tokenResponse = await fetch(`${urls.SPOTIFY_ACCOUNTS_URL}/api/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${REGISTERED.clientId}:${REGISTERED.clientSecret}`).toString("base64")}`,
      },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: redirect.searchParams.get("code") ?? "",
        redirect_uri: "http://localhost:3100/cb",
        code_verifier: verifier,
      }),
    });
    const { access_token: spotifyToken } = (await tokenResponse.json()) as { access_token: string };
    const contains = await fetch(`${urls.SPOTIFY_API_URL}/v1/me/tracks/contains?ids=${SPOTIFY_SANDBOX_IDS.track}`, {
      headers: { authorization: `Bearer ${spotifyToken}` },
    });
    expect(await contains.json()).toEqual([true]);
    sandbox.spotify.fail({ endpoint: "tracks", mode: "500", times: 1 });
    expect(
      (
        await fetch(`${urls.SPOTIFY_API_URL}/v1/me/tracks/contains?ids=${SPOTIFY_SANDBOX_IDS.track}`, {
          headers: { authorization: `Bearer ${spotifyToken}` },
        })
      ).status,
    ).toBe(500);

    // Instagram and TikTok authorize pages answer under their base URLs.
    const instagram = await fetch(
      `${urls.INSTAGRAM_AUTHORIZE_URL}/oauth/authorize?${new URLSearchParams({
        client_id: INSTAGRAM_DEFAULT_CLIENT.clientId,
        redirect_uri: "http://localhost:3000/cb",
        response_type: "code",
        scope: "instagram_business_basic",
        code_challenge: challenge,
        code_challenge_method: "S256",
      })}`,
    );
    expect(instagram.status).toBe(200);
    const tiktokPage = `${urls.TIKTOK_AUTHORIZE_URL}/v2/auth/authorize/?${new URLSearchParams({
      client_key: TIKTOK_DEFAULT_CLIENT.clientId,
      redirect_uri: "http://localhost:3000/cb",
      response_type: "code",
      scope: "user.info.basic",
      code_challenge: challenge,
      code_challenge_method: "S256",
    })}`;
    const { redirect: tiktokRedirect } = await consent(tiktokPage, "allow", TIKTOK_USERS[0]?.openId);
    const tiktokToken = await fetch(`${urls.TIKTOK_API_URL}/v2/oauth/token/`, {
      method: "POST",
      body: new URLSearchParams({
        client_key: TIKTOK_DEFAULT_CLIENT.clientId,
        client_secret: TIKTOK_DEFAULT_CLIENT.clientSecret,
        grant_type: "authorization_code",
        code: tiktokRedirect.searchParams.get("code") ?? "",
        redirect_uri: "http://localhost:3000/cb",
        code_verifier: verifier,
      }),
    });
    expect(await tiktokToken.json()).toMatchObject({ open_id: TIKTOK_USERS[0]?.openId });
    expect(sandbox.instagram.users()).toHaveLength(3);

    // YouTube: Google's authorize endpoint is a whole URL, not a base; its controls are under its registry name.
    const youtube = await fetch(
      `${urls.YOUTUBE_AUTHORIZE_URL}?${new URLSearchParams({
        client_id: YOUTUBE_DEFAULT_CLIENT.clientId,
        redirect_uri: "http://localhost:3000/cb",
        response_type: "code",
        scope: YOUTUBE_READONLY_SCOPE,
        code_challenge: challenge,
        code_challenge_method: "S256",
      })}`,
    );
    expect(youtube.status).toBe(200);
    expect(sandbox.youtube.subscriptions(YOUTUBE_USERS[1]?.id ?? "")).toEqual([YOUTUBE_SANDBOX_IDS.channel]);
  });

  it("fails clearly when a port is already taken", async () => {
    await expect(startSandbox({ smtpPort: 0, httpPort: sandbox.httpPort })).rejects.toThrow(/EADDRINUSE/);
  });
});
