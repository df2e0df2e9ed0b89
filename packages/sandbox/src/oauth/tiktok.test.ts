import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningHttpServer } from "../http-server";
import { consent, pkcePair, postJson, startStandIn } from "./testing";
import {
  createTikTokStandIn,
  TIKTOK_API_PATH,
  TIKTOK_DEFAULT_CLIENT,
  TIKTOK_USERS,
  TIKTOK_WWW_PATH,
  type TikTokStandIn,
} from "./tiktok";

const REDIRECT = "http://localhost:3000/api/social/tiktok/callback";
const SCOPES = "user.info.basic,video.list";
const [AIKO, BEN] = TIKTOK_USERS;

interface Envelope<T> {
  data: T;
  error: { code: string; message: string; log_id: string };
}
type VideoPage = Envelope<{ videos: Record<string, unknown>[]; cursor: number; has_more: boolean }>;

describe("TikTok stand-in", () => {
  let tiktok: TikTokStandIn;
  let server: RunningHttpServer;
  const api = () => `${server.url}${TIKTOK_API_PATH}`;

  beforeAll(async () => {
    tiktok = createTikTokStandIn({ timeoutHoldMs: 2_000 });
    server = await startStandIn(tiktok.plugin);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    tiktok.reset();
  });

  const authorizeUrl = (params: Record<string, string> = {}) =>
    `${server.url}${TIKTOK_WWW_PATH}/v2/auth/authorize/?${new URLSearchParams({
      client_key: TIKTOK_DEFAULT_CLIENT.clientId,
      scope: SCOPES,
      response_type: "code",
      redirect_uri: REDIRECT,
      state: "tt-state",
      code_challenge_method: "S256",
      ...params,
    })}`;
  const token = (fields: Record<string, string>) =>
    fetch(`${api()}/v2/oauth/token/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_key: TIKTOK_DEFAULT_CLIENT.clientId,
        client_secret: TIKTOK_DEFAULT_CLIENT.clientSecret,
        ...fields,
      }),
    });
  const connect = async (openId = AIKO?.openId, scope = SCOPES) => {
    const { verifier, challenge } = pkcePair();
    const { redirect } = await consent(authorizeUrl({ code_challenge: challenge, scope }), "allow", openId);
    const response = await token({
      grant_type: "authorization_code",
      code: redirect.searchParams.get("code") ?? "",
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string; refresh_token: string; open_id: string };
  };
  const userInfo = (accessToken: string, fields = "open_id,union_id,display_name") =>
    fetch(`${api()}/v2/user/info/?fields=${fields}`, { headers: { authorization: `Bearer ${accessToken}` } });
  const listVideos = (
    accessToken: string,
    body: unknown,
    fields = "id,title,video_description,create_time,share_url",
  ) =>
    postJson(`${api()}/v2/video/list/?fields=${fields}`, body, { headers: { authorization: `Bearer ${accessToken}` } });

  it("runs Login Kit's code flow with PKCE and serves user info in TikTok's envelope", async () => {
    const { verifier, challenge } = pkcePair();
    const { location, redirect } = await consent(authorizeUrl({ code_challenge: challenge }), "allow", BEN?.openId);
    expect(redirect.searchParams.get("state")).toBe("tt-state");
    expect(redirect.searchParams.get("scopes")).toBe(SCOPES);
    const code = redirect.searchParams.get("code") ?? "";
    // TikTok codes carry characters that must be URL-decoded by the client.
    expect(code.startsWith("sbx*!")).toBe(true);
    expect(location).toContain("%21");

    const exchange = { grant_type: "authorization_code", code, redirect_uri: REDIRECT, code_verifier: verifier };
    const response = await token(exchange);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      open_id: BEN?.openId,
      scope: SCOPES,
      token_type: "Bearer",
      expires_in: 3600,
      refresh_expires_in: 365 * 24 * 3600,
    });

    const info = await userInfo(String(body.access_token));
    expect(info.status).toBe(200);
    const json = (await info.json()) as Envelope<{ user: Record<string, unknown> }>;
    expect(json.data.user).toEqual({ open_id: BEN?.openId, union_id: BEN?.unionId, display_name: BEN?.displayName });
    expect(json.error).toMatchObject({ code: "ok", message: "" });
    expect(json.error.log_id).not.toBe("");

    const reused = await token(exchange);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: "invalid_grant", log_id: expect.any(String) });
  });

  it("refuses a wrong verifier, accepts TikTok's hex-encoded challenge, refuses a bad client", async () => {
    const wrong = await (async () => {
      const { challenge } = pkcePair();
      const { redirect } = await consent(authorizeUrl({ code_challenge: challenge }), "allow");
      return token({
        grant_type: "authorization_code",
        code: redirect.searchParams.get("code") ?? "",
        redirect_uri: REDIRECT,
        code_verifier: pkcePair().verifier,
      });
    })();
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "invalid_grant" });

    const { verifier } = pkcePair();
    const hex = createHash("sha256").update(verifier).digest("hex");
    const { redirect } = await consent(authorizeUrl({ code_challenge: hex }), "allow");
    const viaHex = await token({
      grant_type: "authorization_code",
      code: redirect.searchParams.get("code") ?? "",
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(viaHex.status).toBe(200);

    const badClient = await token({ client_secret: "nope", grant_type: "authorization_code", code: "x" });
    expect(badClient.status).toBe(401);
    expect(await badClient.json()).toMatchObject({ error: "invalid_client" });
    const json = await postJson(`${api()}/v2/oauth/token/`, { client_key: TIKTOK_DEFAULT_CLIENT.clientId });
    expect(await json.json()).toMatchObject({ error: "invalid_request" });
  });

  it("denies with error=access_denied and the state", async () => {
    const { redirect } = await consent(authorizeUrl({ code_challenge: pkcePair().challenge }), "deny");
    expect(redirect.searchParams.get("error")).toBe("access_denied");
    expect(redirect.searchParams.get("state")).toBe("tt-state");
    expect(redirect.searchParams.get("code")).toBeNull();
  });

  it("rotates refresh tokens; the old one is refused", async () => {
    const first = await connect();
    const refreshed = await token({ grant_type: "refresh_token", refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { access_token: string; refresh_token: string; open_id: string };
    expect(second.open_id).toBe(AIKO?.openId);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await userInfo(second.access_token)).status).toBe(200);
    const reused = await token({ grant_type: "refresh_token", refresh_token: first.refresh_token });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("expires access tokens with 401 access_token_invalid", async () => {
    const { access_token: accessToken } = await connect();
    tiktok.advanceClock(3601);
    const expired = await userInfo(accessToken);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: { code: "access_token_invalid" } });
  });

  it("revokes a grant from the control route and through /v2/oauth/revoke/", async () => {
    const aiko = await connect();
    await postJson(`${server.url}/tiktok/_sandbox/users/${AIKO?.openId}/revoke`, {});
    expect((await userInfo(aiko.access_token)).status).toBe(401);
    expect((await token({ grant_type: "refresh_token", refresh_token: aiko.refresh_token })).status).toBe(400);

    const ben = await connect(BEN?.openId);
    const revoke = await fetch(`${api()}/v2/oauth/revoke/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_key: TIKTOK_DEFAULT_CLIENT.clientId,
        client_secret: TIKTOK_DEFAULT_CLIENT.clientSecret,
        token: ben.access_token,
      }),
    });
    expect(revoke.status).toBe(200);
    expect((await userInfo(ben.access_token)).status).toBe(401);
  });

  it("pages the video list by create-time cursor, newest first", async () => {
    const { access_token: accessToken } = await connect();
    const seen: Record<string, unknown>[] = [];
    let cursor: number | undefined;
    let pages = 0;
    for (;;) {
      const response = await listVideos(accessToken, { max_count: 10, ...(cursor === undefined ? {} : { cursor }) });
      expect(response.status).toBe(200);
      const { data, error } = (await response.json()) as VideoPage;
      expect(error.code).toBe("ok");
      seen.push(...data.videos);
      pages += 1;
      cursor = data.cursor;
      if (!data.has_more) break;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((video) => video.id)).size).toBe(25);
    const times = seen.map((video) => Number(video.create_time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(seen[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      video_description: expect.stringContaining("#fanfare"),
      create_time: expect.any(Number),
      share_url: expect.stringMatching(/^https:\/\/www\.tiktok\.com\/@aiko\.sandbox\/video\/\d+/),
    });

    const defaults = (await (await listVideos(accessToken, {})).json()) as VideoPage;
    expect(defaults.data.videos).toHaveLength(10);
    expect((await listVideos(accessToken, { max_count: 21 })).status).toBe(400);
    const noFields = await postJson(
      `${api()}/v2/video/list/`,
      {},
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    expect(await noFields.json()).toMatchObject({ error: { code: "invalid_params" } });
  });

  it("adds a video for tests and queries videos by id (other users' ids left out)", async () => {
    const { access_token: accessToken } = await connect();
    const added = await postJson(`${server.url}/tiktok/_sandbox/users/${AIKO?.openId}/videos`, {
      videoDescription: "Dancing to the single #FanfareLive",
    });
    expect(added.status).toBe(201);
    const video = (await added.json()) as { id: string; shareUrl: string };
    const newest = (await (await listVideos(accessToken, { max_count: 1 })).json()) as VideoPage;
    expect(newest.data.videos[0]).toMatchObject({
      id: video.id,
      video_description: "Dancing to the single #FanfareLive",
    });

    const bensVideo = tiktok.videos(BEN?.openId ?? "")[0]?.id ?? "";
    const query = await postJson(
      `${api()}/v2/video/query/?fields=id,video_description,share_url`,
      { filters: { video_ids: [video.id, bensVideo] } },
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    expect(query.status).toBe(200);
    const { data } = (await query.json()) as VideoPage;
    expect(data.videos).toEqual([
      { id: video.id, video_description: "Dancing to the single #FanfareLive", share_url: video.shareUrl },
    ]);
  });

  it("answers scope_not_authorized when the grant lacks video.list or a profile scope", async () => {
    const { access_token: accessToken } = await connect(AIKO?.openId, "user.info.basic");
    const list = await listVideos(accessToken, {});
    expect(list.status).toBe(401);
    expect(await list.json()).toMatchObject({ error: { code: "scope_not_authorized" } });
    const profile = await userInfo(accessToken, "open_id,username");
    expect(await profile.json()).toMatchObject({ error: { code: "scope_not_authorized" } });
  });

  describe("failure switches", () => {
    const control = (body: unknown) => postJson(`${server.url}/tiktok/_sandbox/fail`, body);

    it("fails user info, videos and token in each mode", async () => {
      const session = await connect();
      await control({ endpoint: "me", mode: "500", times: 1 });
      const serverError = await userInfo(session.access_token);
      expect(serverError.status).toBe(500);
      expect(await serverError.json()).toMatchObject({ error: { code: "internal_error" } });
      expect((await userInfo(session.access_token)).status).toBe(200);

      await control({ endpoint: "media", mode: "429", times: 1, retryAfterSeconds: 3 });
      const limited = await listVideos(session.access_token, {});
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("3");
      expect(await limited.json()).toMatchObject({ error: { code: "rate_limit_exceeded" } });

      await control({ endpoint: "media", mode: "401", times: 1 });
      expect(await (await listVideos(session.access_token, {})).json()).toMatchObject({
        error: { code: "access_token_invalid" },
      });
      await control({ endpoint: "media", mode: "403", times: 1 });
      expect(await (await listVideos(session.access_token, {})).json()).toMatchObject({
        error: { code: "scope_not_authorized" },
      });
      await control({ endpoint: "media", mode: "malformed", times: 1 });
      await expect((await listVideos(session.access_token, {})).json()).rejects.toThrow();
      await control({ endpoint: "media", mode: "timeout", times: 1 });
      await expect(
        postJson(
          `${api()}/v2/video/list/?fields=id`,
          {},
          {
            headers: { authorization: `Bearer ${session.access_token}` },
            signal: AbortSignal.timeout(300),
          },
        ),
      ).rejects.toThrow();
      expect((await listVideos(session.access_token, {})).status).toBe(200);

      await control({ endpoint: "refresh", mode: "500", times: 1 });
      const refresh = await token({ grant_type: "refresh_token", refresh_token: session.refresh_token });
      expect(refresh.status).toBe(500);
      expect(await refresh.json()).toMatchObject({ error: "server_error", log_id: expect.any(String) });
      // The failed call did not consume the refresh token.
      expect((await token({ grant_type: "refresh_token", refresh_token: session.refresh_token })).status).toBe(200);

      await control({ endpoint: "token", mode: "401" });
      const { challenge, verifier } = pkcePair();
      const { redirect } = await consent(authorizeUrl({ code_challenge: challenge }), "allow");
      const exchange = await token({
        grant_type: "authorization_code",
        code: redirect.searchParams.get("code") ?? "",
        redirect_uri: REDIRECT,
        code_verifier: verifier,
      });
      expect(exchange.status).toBe(401);
      expect(await exchange.json()).toMatchObject({ error: "invalid_client" });
    });

    it("resets seeded videos", async () => {
      tiktok.addVideo(AIKO?.openId ?? "", { videoDescription: "extra" });
      expect(tiktok.videos(AIKO?.openId ?? "")).toHaveLength(26);
      await fetch(`${server.url}/tiktok/_sandbox/reset`, { method: "POST" });
      expect(tiktok.videos(AIKO?.openId ?? "")).toHaveLength(25);
    });
  });
});
