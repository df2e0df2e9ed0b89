import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningHttpServer } from "../http-server";
import {
  createSpotifyStandIn,
  SPOTIFY_ACCOUNTS_PATH,
  SPOTIFY_API_PATH,
  SPOTIFY_DEFAULT_CLIENT,
  SPOTIFY_SANDBOX_IDS,
  SPOTIFY_USERS,
  type SpotifyStandIn,
} from "./spotify";
import { consent, pkcePair, postJson, startStandIn } from "./testing";

const REDIRECT = "http://127.0.0.1:3000/api/social/spotify/callback";
const CONFIDENTIAL = {
  clientId: "registered-client",
  clientSecret: "registered-secret",
  redirectUris: ["https://fanfare.example/cb"],
};
const ALL_SCOPES =
  "user-read-email user-library-read user-library-modify user-follow-read user-follow-modify playlist-modify-public";
const [AIKO, BEN] = SPOTIFY_USERS;

describe("Spotify stand-in", () => {
  let spotify: SpotifyStandIn;
  let server: RunningHttpServer;
  const accounts = () => `${server.url}${SPOTIFY_ACCOUNTS_PATH}`;
  const api = () => `${server.url}${SPOTIFY_API_PATH}`;

  beforeAll(async () => {
    spotify = createSpotifyStandIn({ clients: [CONFIDENTIAL], timeoutHoldMs: 2_000 });
    server = await startStandIn(spotify.plugin);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    spotify.reset();
  });

  const authorizeUrl = (params: Record<string, string>) =>
    `${accounts()}/authorize?${new URLSearchParams({
      client_id: SPOTIFY_DEFAULT_CLIENT.clientId,
      response_type: "code",
      redirect_uri: REDIRECT,
      state: "state-123",
      scope: ALL_SCOPES,
      code_challenge_method: "S256",
      ...params,
    })}`;

  const requestToken = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${accounts()}/api/token`, { method: "POST", headers, body: new URLSearchParams(fields) });

  /** The PKCE flow of a public client, as Fanfare runs it. */
  const connect = async (userId = AIKO?.id, scope = ALL_SCOPES) => {
    const { verifier, challenge } = pkcePair();
    const { redirect } = await consent(authorizeUrl({ code_challenge: challenge, scope }), "allow", userId);
    const response = await requestToken({
      grant_type: "authorization_code",
      code: redirect.searchParams.get("code") ?? "",
      redirect_uri: REDIRECT,
      client_id: SPOTIFY_DEFAULT_CLIENT.clientId,
      code_verifier: verifier,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      access_token: string;
      refresh_token: string;
      expires_in: number;
      scope: string;
    };
  };
  const get = (path: string, token: string) =>
    fetch(`${api()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const put = (path: string, token: string, body?: unknown) =>
    fetch(`${api()}${path}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it("runs the authorization code flow with PKCE and state, then serves /v1/me", async () => {
    const { verifier, challenge } = pkcePair();
    const page = await fetch(authorizeUrl({ code_challenge: challenge, state: `<script>alert("x")</script>` }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Fanfare (sandbox)");
    expect(html).toContain("user-library-modify");
    expect(html).toContain(">Allow</button>");
    expect(html).toContain(">Deny</button>");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&#60;script&#62;");

    const { redirect } = await consent(authorizeUrl({ code_challenge: challenge }), "allow", BEN?.id);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
    expect(redirect.searchParams.get("state")).toBe("state-123");
    const code = redirect.searchParams.get("code") ?? "";
    expect(code).not.toBe("");

    const exchange = {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: SPOTIFY_DEFAULT_CLIENT.clientId,
      code_verifier: verifier,
    };
    const response = await requestToken(exchange);
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: ALL_SCOPES });
    expect(typeof tokens.access_token).toBe("string");
    expect(typeof tokens.refresh_token).toBe("string");

    const me = await get("/v1/me", String(tokens.access_token));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      id: BEN?.id,
      display_name: BEN?.displayName,
      email: BEN?.email,
      type: "user",
    });

    // The same code a second time is refused, and the tokens it gave are revoked (RFC 6749 4.1.2).
    const again = await requestToken(exchange);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: "invalid_grant", error_description: "Invalid authorization code" });
    expect((await get("/v1/me", String(tokens.access_token))).status).toBe(401);
  });

  it("refuses a wrong or missing code_verifier, and a different redirect_uri", async () => {
    const { challenge } = pkcePair();
    const exchange = async (extra: Record<string, string>) => {
      const { redirect } = await consent(authorizeUrl({ code_challenge: challenge }), "allow");
      return requestToken({
        grant_type: "authorization_code",
        code: redirect.searchParams.get("code") ?? "",
        redirect_uri: REDIRECT,
        client_id: SPOTIFY_DEFAULT_CLIENT.clientId,
        ...extra,
      });
    };
    const wrong = await exchange({ code_verifier: pkcePair().verifier });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "invalid_grant", error_description: "code_verifier was incorrect" });
    expect((await (await exchange({})).json()) as unknown).toMatchObject({ error: "invalid_grant" });
    const otherRedirect = await exchange({
      code_verifier: "x".repeat(43),
      redirect_uri: "http://127.0.0.1:3000/other",
    });
    expect(await otherRedirect.json()).toEqual({ error: "invalid_grant", error_description: "Invalid redirect URI" });
  });

  it("sends the fan back with error=access_denied and the state when they deny", async () => {
    const { redirect } = await consent(authorizeUrl({ code_challenge: pkcePair().challenge }), "deny");
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({ error: "access_denied", state: "state-123" });
  });

  it("validates the authorize request", async () => {
    const challenge = pkcePair().challenge;
    const unknownClient = await fetch(authorizeUrl({ client_id: "nope", code_challenge: challenge }));
    expect(unknownClient.status).toBe(400);
    expect(await unknownClient.text()).toContain("INVALID_CLIENT");
    const badRedirect = await fetch(
      authorizeUrl({ redirect_uri: "https://evil.example/cb", code_challenge: challenge }),
    );
    expect(badRedirect.status).toBe(400);
    // A registered client gets exactly its registered redirect URIs, nothing else.
    const registered = await fetch(
      authorizeUrl({ client_id: CONFIDENTIAL.clientId, redirect_uri: REDIRECT, code_challenge: challenge }),
    );
    expect(registered.status).toBe(400);

    const redirected = async (params: Record<string, string>) => {
      const response = await fetch(authorizeUrl(params), { redirect: "manual" });
      expect(response.status).toBe(302);
      return Object.fromEntries(new URL(response.headers.get("location") ?? "").searchParams);
    };
    expect(await redirected({ code_challenge: challenge, scope: "user-read-email bogus-scope" })).toMatchObject({
      error: "invalid_scope",
      state: "state-123",
    });
    expect(await redirected({ code_challenge: challenge, response_type: "token" })).toMatchObject({
      error: "unsupported_response_type",
    });
    expect(await redirected({})).toMatchObject({ error: "invalid_request" });
    expect(await redirected({ code_challenge: challenge, code_challenge_method: "plain" })).toMatchObject({
      error: "invalid_request",
    });
  });

  it("takes confidential client credentials in the Basic header or the body", async () => {
    const { verifier, challenge } = pkcePair();
    const basic = `Basic ${Buffer.from(`${CONFIDENTIAL.clientId}:${CONFIDENTIAL.clientSecret}`).toString("base64")}`;
    const codeFor = async () => {
      const params = {
        client_id: CONFIDENTIAL.clientId,
        redirect_uri: "https://fanfare.example/cb",
        code_challenge: challenge,
      };
      const { redirect } = await consent(authorizeUrl(params), "allow");
      return redirect.searchParams.get("code") ?? "";
    };
    const fields = {
      grant_type: "authorization_code",
      redirect_uri: "https://fanfare.example/cb",
      code_verifier: verifier,
    };
    const viaHeader = await requestToken({ ...fields, code: await codeFor() }, { authorization: basic });
    expect(viaHeader.status).toBe(200);
    const { refresh_token: refreshToken } = (await viaHeader.json()) as { refresh_token: string };
    const viaBody = await requestToken({
      ...fields,
      code: await codeFor(),
      client_id: CONFIDENTIAL.clientId,
      client_secret: CONFIDENTIAL.clientSecret,
    });
    expect(viaBody.status).toBe(200);
    const wrongSecret = await requestToken(
      { ...fields, code: await codeFor() },
      { authorization: `Basic ${Buffer.from(`${CONFIDENTIAL.clientId}:nope`).toString("base64")}` },
    );
    expect(await wrongSecret.json()).toEqual({ error: "invalid_client", error_description: "Invalid client secret" });

    // A confidential client keeps its refresh token: Spotify then leaves refresh_token out.
    const refreshed = await requestToken(
      { grant_type: "refresh_token", refresh_token: refreshToken },
      { authorization: basic },
    );
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as Record<string, unknown>;
    expect(body.refresh_token).toBeUndefined();
    expect(typeof body.access_token).toBe("string");
  });

  it("refreshes a public client's token with rotation; the old refresh token stops working", async () => {
    const first = await connect();
    const refresh = (token: string) =>
      requestToken({ grant_type: "refresh_token", refresh_token: token, client_id: SPOTIFY_DEFAULT_CLIENT.clientId });
    const response = await refresh(first.refresh_token);
    expect(response.status).toBe(200);
    const second = (await response.json()) as { access_token: string; refresh_token: string; scope: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.scope).toBe(ALL_SCOPES);
    expect((await get("/v1/me", second.access_token)).status).toBe(200);
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("expires access tokens (401 'The access token expired'); refresh brings access back", async () => {
    const tokens = await connect();
    spotify.advanceClock(3601);
    const expired = await get("/v1/me", tokens.access_token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ error: { status: 401, message: "The access token expired" } });
    expect(expired.headers.get("www-authenticate")).toContain("invalid_token");
    const refreshed = await requestToken({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      client_id: SPOTIFY_DEFAULT_CLIENT.clientId,
    });
    const { access_token: accessToken } = (await refreshed.json()) as { access_token: string };
    expect((await get("/v1/me", accessToken)).status).toBe(200);
  });

  it("revokes a user's grant: API calls answer 401 and the refresh token is refused", async () => {
    const tokens = await connect();
    const other = await connect(BEN?.id);
    const revoked = await fetch(`${server.url}/spotify/_sandbox/users/${AIKO?.id}/revoke`, { method: "POST" });
    expect(await revoked.json()).toEqual({ revoked: 1 });
    const me = await get("/v1/me", tokens.access_token);
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ error: { status: 401, message: "Invalid access token" } });
    const refresh = await requestToken({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      client_id: SPOTIFY_DEFAULT_CLIENT.clientId,
    });
    expect(await refresh.json()).toEqual({ error: "invalid_grant", error_description: "Refresh token revoked" });
    expect((await get("/v1/me", other.access_token)).status).toBe(200);
    expect((await get("/v1/me", "made-up")).status).toBe(401);
    expect(await (await fetch(`${api()}/v1/me`)).json()).toEqual({
      error: { status: 401, message: "No token provided" },
    });
  });

  it("saves tracks, albums, artist follows and playlist follows per user, then reads them back", async () => {
    const { access_token: token } = await connect();
    const { track, album, artist, playlist } = SPOTIFY_SANDBOX_IDS;
    const other = "1AbCdEfGhIjKlMnOpQrStU";
    expect(await (await get(`/v1/me/tracks/contains?ids=${track},${other}`, token)).json()).toEqual([false, false]);
    expect((await put("/v1/me/tracks", token, { ids: [track] })).status).toBe(200);
    expect(await (await get(`/v1/me/tracks/contains?ids=${track},${other}`, token)).json()).toEqual([true, false]);
    expect((await put(`/v1/me/tracks?ids=${other}`, token)).status).toBe(200);
    expect(await (await get(`/v1/me/tracks/contains?ids=${track},${other}`, token)).json()).toEqual([true, true]);

    expect(await (await get(`/v1/me/albums/contains?ids=${album}`, token)).json()).toEqual([false]);
    expect((await put("/v1/me/albums", token, { ids: [album] })).status).toBe(200);
    expect(await (await get(`/v1/me/albums/contains?ids=${album}`, token)).json()).toEqual([true]);

    expect(await (await get(`/v1/me/following/contains?type=artist&ids=${artist}`, token)).json()).toEqual([false]);
    expect((await put("/v1/me/following?type=artist", token, { ids: [artist] })).status).toBe(204);
    expect(await (await get(`/v1/me/following/contains?type=artist&ids=${artist}`, token)).json()).toEqual([true]);
    expect((await get(`/v1/me/following/contains?ids=${artist}`, token)).status).toBe(400);

    expect(await (await get(`/v1/playlists/${playlist}/followers/contains`, token)).json()).toEqual([false]);
    expect((await put(`/v1/playlists/${playlist}/followers`, token, { public: true })).status).toBe(200);
    expect(await (await get(`/v1/playlists/${playlist}/followers/contains`, token)).json()).toEqual([true]);
    expect(await (await get(`/v1/playlists/${playlist}/followers/contains?ids=${AIKO?.id}`, token)).json()).toEqual([
      true,
    ]);

    expect(spotify.library(AIKO?.id ?? "")).toEqual({
      tracks: [track, other],
      artists: [artist],
      playlists: [playlist],
      albums: [album],
    });
    // Another user's library is untouched; the second seeded user starts with everything saved.
    const ben = await connect(BEN?.id);
    expect(await (await get(`/v1/me/tracks/contains?ids=${other},${track}`, ben.access_token)).json()).toEqual([
      false,
      true,
    ]);
  });

  it("lets a user save and follow in the app itself (control route); the API then reads it back", async () => {
    const { access_token: token } = await connect();
    const { artist, playlist } = SPOTIFY_SANDBOX_IDS;
    const library = (body: unknown, userId = AIKO?.id ?? "") =>
      postJson(`${server.url}/spotify/_sandbox/users/${userId}/library`, body);
    expect(await (await get(`/v1/me/following/contains?type=artist&ids=${artist}`, token)).json()).toEqual([false]);
    const followed = await library({ artists: [artist] });
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual({ library: { tracks: [], artists: [artist], playlists: [], albums: [] } });
    expect(await (await get(`/v1/me/following/contains?type=artist&ids=${artist}`, token)).json()).toEqual([true]);
    expect(spotify.addToLibrary(AIKO?.id ?? "", { playlists: [playlist] }).playlists).toEqual([playlist]);
    expect(await (await get(`/v1/playlists/${playlist}/followers/contains`, token)).json()).toEqual([true]);
    // Checked like the Web API checks ids; nothing is added when any part is wrong.
    expect((await library({ artists: ["not-an-id"] })).status).toBe(400);
    expect((await library({ artists: [artist], songs: [artist] })).status).toBe(400);
    expect((await library([artist])).status).toBe(400);
    expect((await library({ artists: [artist] }, "nobody")).status).toBe(404);
    expect(spotify.library(AIKO?.id ?? "").artists).toEqual([artist]);
    expect(spotify.library(BEN?.id ?? "").artists).toEqual([artist]);
  });

  it("rejects malformed ids and answers 403 when the grant lacks the scope", async () => {
    const { access_token: token } = await connect(AIKO?.id, "user-library-read");
    const badId = await get("/v1/me/tracks/contains?ids=spotify:track:123", token);
    expect(badId.status).toBe(400);
    expect(await badId.json()).toEqual({ error: { status: 400, message: "Invalid base62 id" } });
    const save = await put("/v1/me/tracks", token, { ids: [SPOTIFY_SANDBOX_IDS.track] });
    expect(save.status).toBe(403);
    expect(await save.json()).toEqual({ error: { status: 403, message: "Insufficient client scope" } });
    expect((await get(`/v1/me/following/contains?type=artist&ids=${SPOTIFY_SANDBOX_IDS.artist}`, token)).status).toBe(
      403,
    );
    expect((await put(`/v1/playlists/${SPOTIFY_SANDBOX_IDS.playlist}/followers`, token, {})).status).toBe(403);
    const me = (await (await get("/v1/me", token)).json()) as Record<string, unknown>;
    expect(me.email).toBeUndefined();
  });

  describe("failure switches", () => {
    const control = (body: unknown) => postJson(`${server.url}/spotify/_sandbox/fail`, body);

    it("answers 500, 429 with Retry-After, 401, 403 and malformed JSON on the chosen endpoint", async () => {
      const { access_token: token } = await connect();
      const contains = () => get(`/v1/me/tracks/contains?ids=${SPOTIFY_SANDBOX_IDS.track}`, token);

      expect((await control({ endpoint: "tracks", mode: "500", times: 1 })).status).toBe(200);
      const serverError = await contains();
      expect(serverError.status).toBe(500);
      expect(await serverError.json()).toEqual({ error: { status: 500, message: "Server error." } });
      expect((await contains()).status).toBe(200);

      await control({ endpoint: "tracks", mode: "429", times: 1, retryAfterSeconds: 7 });
      const limited = await contains();
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("7");

      await control({ endpoint: "tracks", mode: "401", times: 1 });
      expect((await contains()).status).toBe(401);
      await control({ endpoint: "tracks", mode: "403", times: 1 });
      expect((await contains()).status).toBe(403);

      await control({ endpoint: "tracks", mode: "malformed", times: 1 });
      const malformed = await contains();
      expect(malformed.status).toBe(200);
      await expect(malformed.json()).rejects.toThrow();

      // Other endpoints are unaffected; a switch without `times` stays until cleared.
      await control({ endpoint: "me", mode: "500" });
      expect((await contains()).status).toBe(200);
      expect((await get("/v1/me", token)).status).toBe(500);
      expect((await get("/v1/me", token)).status).toBe(500);
      const cleared = await fetch(`${server.url}/spotify/_sandbox/fail`, { method: "DELETE" });
      expect(await cleared.json()).toEqual({ failures: [] });
      expect((await get("/v1/me", token)).status).toBe(200);
    });

    it("holds the request on timeout until the client gives up", async () => {
      const { access_token: token } = await connect();
      spotify.fail({ endpoint: "*", mode: "timeout", times: 1 });
      const started = Date.now();
      await expect(
        fetch(`${api()}/v1/me`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(300) }),
      ).rejects.toThrow();
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect((await get("/v1/me", token)).status).toBe(200);
    });

    it("fails the token and refresh grants separately", async () => {
      spotify.fail({ endpoint: "token", mode: "500", times: 1 });
      const { challenge, verifier } = pkcePair();
      const { redirect } = await consent(authorizeUrl({ code_challenge: challenge }), "allow");
      const exchange = await requestToken({
        grant_type: "authorization_code",
        code: redirect.searchParams.get("code") ?? "",
        redirect_uri: REDIRECT,
        client_id: SPOTIFY_DEFAULT_CLIENT.clientId,
        code_verifier: verifier,
      });
      expect(exchange.status).toBe(500);
      const tokens = await connect();
      spotify.fail({ endpoint: "refresh", mode: "429" });
      const refresh = await requestToken({
        grant_type: "refresh_token",
        refresh_token: tokens.refresh_token,
        client_id: SPOTIFY_DEFAULT_CLIENT.clientId,
      });
      expect(refresh.status).toBe(429);
      expect(refresh.headers.get("retry-after")).toBe("1");
    });

    it("shows an error page when authorize is switched to fail, and validates switches", async () => {
      spotify.fail({ endpoint: "authorize", mode: "500", times: 1 });
      expect((await fetch(authorizeUrl({ code_challenge: pkcePair().challenge }))).status).toBe(500);
      expect((await control({ endpoint: "nope", mode: "500" })).status).toBe(400);
      expect((await control({ endpoint: "me", mode: "418" })).status).toBe(400);
      expect((await control({ endpoint: "me", mode: "500", times: 0 })).status).toBe(400);
    });

    it("resets everything: grants, failures, clock and libraries", async () => {
      const { access_token: token } = await connect();
      await put("/v1/me/tracks", token, { ids: [SPOTIFY_SANDBOX_IDS.track] });
      spotify.fail({ endpoint: "me", mode: "500" });
      spotify.advanceClock(100);
      const reset = await fetch(`${server.url}/spotify/_sandbox/reset`, { method: "POST" });
      expect(await reset.json()).toMatchObject({ failures: [], clockOffsetSeconds: 0, activeGrants: [] });
      expect((await get("/v1/me", token)).status).toBe(401);
      expect(spotify.library(AIKO?.id ?? "").tracks).toEqual([]);
      const user = await fetch(`${server.url}/spotify/_sandbox/users/${BEN?.id}`);
      expect(await user.json()).toMatchObject({ id: BEN?.id, library: { tracks: [SPOTIFY_SANDBOX_IDS.track] } });
    });
  });
});
