import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningHttpServer } from "../http-server";
import { consent, pkcePair, postJson, startStandIn } from "./testing";
import {
  createYouTubeStandIn,
  YOUTUBE_API_PATH,
  YOUTUBE_AUTHORIZE_PATH,
  YOUTUBE_DEFAULT_CLIENT,
  YOUTUBE_PREFIX,
  YOUTUBE_READONLY_SCOPE,
  YOUTUBE_SANDBOX_IDS,
  YOUTUBE_TOKEN_PATH,
  YOUTUBE_USERS,
  type YouTubeStandIn,
} from "./youtube";

const REDIRECT = "http://127.0.0.1:3000/api/v1/social/youtube/callback";
const [AIKO, BEN, , , NOAH] = YOUTUBE_USERS;
const CHANNEL = YOUTUBE_SANDBOX_IDS.channel;

type Tokens = { access_token: string; refresh_token?: string; expires_in: number; scope: string; token_type: string };

describe("YouTube stand-in", () => {
  let youtube: YouTubeStandIn;
  let server: RunningHttpServer;
  const api = () => `${server.url}${YOUTUBE_API_PATH}`;

  beforeAll(async () => {
    youtube = createYouTubeStandIn({ timeoutHoldMs: 2_000 });
    server = await startStandIn(youtube.plugin);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    youtube.reset();
  });

  const authorizeUrl = (params: Record<string, string>) =>
    `${server.url}${YOUTUBE_AUTHORIZE_PATH}?${new URLSearchParams({
      client_id: YOUTUBE_DEFAULT_CLIENT.clientId,
      response_type: "code",
      redirect_uri: REDIRECT,
      state: "state-123",
      scope: YOUTUBE_READONLY_SCOPE,
      code_challenge_method: "S256",
      access_type: "offline",
      prompt: "consent",
      ...params,
    })}`;
  const requestToken = (fields: Record<string, string>) =>
    fetch(`${server.url}${YOUTUBE_TOKEN_PATH}`, { method: "POST", body: new URLSearchParams(fields) });
  const withSecret = { client_id: YOUTUBE_DEFAULT_CLIENT.clientId, client_secret: YOUTUBE_DEFAULT_CLIENT.clientSecret };

  /** Fanfare's flow: PKCE, offline access, the client secret in the body. */
  const connect = async (userId = AIKO?.id, params: Record<string, string> = {}) => {
    const { verifier, challenge } = pkcePair();
    const { redirect } = await consent(authorizeUrl({ code_challenge: challenge, ...params }), "allow", userId);
    const response = await requestToken({
      grant_type: "authorization_code",
      code: redirect.searchParams.get("code") ?? "",
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      ...withSecret,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Tokens;
  };
  const get = (path: string, token: string) =>
    fetch(`${api()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const mySubscriptions = (token: string, forChannelId: string = CHANNEL) =>
    get(`/subscriptions?part=snippet&mine=true&forChannelId=${forChannelId}`, token);

  it("runs Google's code flow with PKCE and state; the channel is the fan's profile", async () => {
    const { verifier, challenge } = pkcePair();
    const page = await fetch(authorizeUrl({ code_challenge: challenge }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Fanfare (sandbox)");
    expect(html).toContain(YOUTUBE_READONLY_SCOPE);
    expect(html).toContain(">Allow</button>");
    expect(html).toContain(">Deny</button>");

    const { redirect } = await consent(authorizeUrl({ code_challenge: challenge }), "allow", BEN?.id);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
    expect(redirect.searchParams.get("state")).toBe("state-123");
    expect(redirect.searchParams.get("scope")).toBe(YOUTUBE_READONLY_SCOPE);
    const exchange = {
      grant_type: "authorization_code",
      code: redirect.searchParams.get("code") ?? "",
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      ...withSecret,
    };
    const response = await requestToken(exchange);
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as Tokens;
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3599, scope: YOUTUBE_READONLY_SCOPE });
    expect(tokens.refresh_token).toMatch(/^1\/\/sandbox/);

    const channels = await get("/channels?part=snippet&mine=true", tokens.access_token);
    expect(channels.status).toBe(200);
    expect(await channels.json()).toMatchObject({
      kind: "youtube#channelListResponse",
      items: [{ kind: "youtube#channel", id: "UCsbxFanBen0000000000002", snippet: { title: "Ben Sandbox" } }],
    });

    // A code is single use; replaying it revokes what it gave.
    const again = await requestToken(exchange);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "invalid_grant" });
    expect((await get("/channels?part=snippet&mine=true", tokens.access_token)).status).toBe(401);
  });

  it("every sandbox channel id is a well-formed YouTube channel id", () => {
    const ids = [
      ...Object.values(YOUTUBE_SANDBOX_IDS),
      ...YOUTUBE_USERS.flatMap((u) => (u.channel ? [u.channel.id] : [])),
    ];
    for (const id of ids) expect(id).toMatch(/^UC[0-9A-Za-z_-]{22}$/);
  });

  it("refuses a wrong verifier, a missing or wrong client secret and another redirect URI", async () => {
    const { challenge } = pkcePair();
    const exchange = async (fields: Record<string, string>) => {
      const { redirect } = await consent(authorizeUrl({ code_challenge: challenge }), "allow");
      return requestToken({
        grant_type: "authorization_code",
        code: redirect.searchParams.get("code") ?? "",
        redirect_uri: REDIRECT,
        ...fields,
      });
    };
    const wrongVerifier = await exchange({ ...withSecret, code_verifier: pkcePair().verifier });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toEqual({ error: "invalid_grant", error_description: "Invalid code verifier." });
    const noSecret = await exchange({ client_id: YOUTUBE_DEFAULT_CLIENT.clientId, code_verifier: "x".repeat(43) });
    expect(noSecret.status).toBe(401);
    expect(await noSecret.json()).toMatchObject({ error: "invalid_client" });
    const otherRedirect = await exchange({
      ...withSecret,
      code_verifier: "x".repeat(43),
      redirect_uri: "http://127.0.0.1:3000/other",
    });
    expect(await otherRedirect.json()).toMatchObject({ error: "redirect_uri_mismatch" });
  });

  it("gives a refresh token for offline access only, and again only with prompt=consent", async () => {
    expect((await connect(AIKO?.id, { access_type: "online" })).refresh_token).toBeUndefined();
    // Aiko consented once already: without prompt=consent Google keeps the first refresh token to itself.
    expect((await connect(AIKO?.id, { prompt: "select_account" })).refresh_token).toBeUndefined();
    expect((await connect(AIKO?.id)).refresh_token).toBeDefined();
    expect((await connect(BEN?.id, { prompt: "select_account" })).refresh_token).toBeDefined();
  });

  it("refreshes without rotating the refresh token; a revoked grant is invalid_grant", async () => {
    const tokens = await connect();
    const refresh = () =>
      requestToken({ grant_type: "refresh_token", refresh_token: tokens.refresh_token ?? "", ...withSecret });
    youtube.advanceClock(3600);
    expect((await get("/channels?part=snippet&mine=true", tokens.access_token)).status).toBe(401);
    const first = await refresh();
    expect(first.status).toBe(200);
    const fresh = (await first.json()) as Tokens;
    expect(fresh.refresh_token).toBeUndefined();
    expect(fresh.access_token).not.toBe(tokens.access_token);
    expect((await get("/channels?part=snippet&mine=true", fresh.access_token)).status).toBe(200);
    expect((await refresh()).status).toBe(200); // the same refresh token still works

    expect(youtube.revokeUser(AIKO?.id ?? "")).toBeGreaterThan(0);
    const revoked = await refresh();
    expect(revoked.status).toBe(400);
    expect(await revoked.json()).toEqual({
      error: "invalid_grant",
      error_description: "Token has been expired or revoked.",
    });
    const unauthorized = await get("/channels?part=snippet&mine=true", fresh.access_token);
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ error: { code: 401, status: "UNAUTHENTICATED" } });
  });

  it("sends the fan back with error=access_denied and the state when they deny", async () => {
    const { redirect } = await consent(authorizeUrl({ code_challenge: pkcePair().challenge }), "deny");
    expect(Object.fromEntries(redirect.searchParams)).toEqual({ error: "access_denied", state: "state-123" });
  });

  it("lists the fan's subscription to a channel (forChannelId), or none", async () => {
    const ben = await connect(BEN?.id);
    const found = await mySubscriptions(ben.access_token);
    expect(found.status).toBe(200);
    const body = (await found.json()) as { items: { snippet: { resourceId: { channelId: string } } }[] };
    expect(body).toMatchObject({ kind: "youtube#subscriptionListResponse", pageInfo: { totalResults: 1 } });
    expect(body.items.map((item) => item.snippet.resourceId.channelId)).toEqual([CHANNEL]);

    const aiko = await connect(AIKO?.id);
    expect(await (await mySubscriptions(aiko.access_token)).json()).toMatchObject({
      pageInfo: { totalResults: 0 },
      items: [],
    });
    expect(await (await mySubscriptions(ben.access_token, YOUTUBE_SANDBOX_IDS.otherChannel)).json()).toMatchObject({
      items: [],
    });
  });

  it("subscribes and unsubscribes a sandbox user through the control routes, as the fan would on YouTube", async () => {
    const aiko = await connect(AIKO?.id);
    const base = `${server.url}${YOUTUBE_PREFIX}/_sandbox/users/${AIKO?.id}/subscriptions`;
    const added = await postJson(base, { channelId: CHANNEL });
    expect(await added.json()).toEqual({ subscriptions: [CHANNEL] });
    expect(await (await mySubscriptions(aiko.access_token)).json()).toMatchObject({ pageInfo: { totalResults: 1 } });
    expect((await postJson(base, { channelId: "not-a-channel" })).status).toBe(400);
    expect(
      (await postJson(`${server.url}${YOUTUBE_PREFIX}/_sandbox/users/nobody/subscriptions`, { channelId: CHANNEL }))
        .status,
    ).toBe(404);

    const removed = await fetch(`${base}/${CHANNEL}`, { method: "DELETE" });
    expect(await removed.json()).toEqual({ subscriptions: [] });
    expect(youtube.subscriptions(AIKO?.id ?? "")).toEqual([]);
    expect(await (await mySubscriptions(aiko.access_token)).json()).toMatchObject({ pageInfo: { totalResults: 0 } });
  });

  it("pages through all subscriptions with pageToken", async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `UCpagingSandboxChannel${String(i).padStart(2, "0")}`);
    for (const id of ids) youtube.subscribe(AIKO?.id ?? "", id);
    const aiko = await connect(AIKO?.id);
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const query = `/subscriptions?part=snippet&mine=true&maxResults=3${token ? `&pageToken=${token}` : ""}`;
      const body = (await (await get(query, aiko.access_token)).json()) as {
        nextPageToken?: string;
        items: { snippet: { resourceId: { channelId: string } } }[];
      };
      seen.push(...body.items.map((item) => item.snippet.resourceId.channelId));
      token = body.nextPageToken;
    } while (token);
    expect(seen).toEqual(ids);
  });

  it("a Google account without a channel has no channel item", async () => {
    const noah = await connect(NOAH?.id);
    expect(await (await get("/channels?part=snippet&mine=true", noah.access_token)).json()).toMatchObject({
      pageInfo: { totalResults: 0 },
      items: [],
    });
  });

  it("answers 403 insufficientPermissions to a token without a YouTube scope, and checks its parameters", async () => {
    const profileOnly = await connect(AIKO?.id, { scope: "openid email" });
    const refused = await mySubscriptions(profileOnly.access_token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 403, errors: [{ reason: "insufficientPermissions" }], status: "PERMISSION_DENIED" },
    });
    const tokens = await connect(BEN?.id);
    const noPart = await get("/subscriptions?mine=true", tokens.access_token);
    expect(noPart.status).toBe(400);
    const noFilter = await get("/subscriptions?part=snippet", tokens.access_token);
    expect(await noFilter.json()).toMatchObject({ error: { errors: [{ reason: "missingRequiredParameter" }] } });
  });

  it("fails on demand: 401, 403 insufficientPermissions or quotaExceeded, 500, 429, malformed, for a number of calls", async () => {
    const tokens = await connect(BEN?.id);
    const reasonOf = async (response: Response) =>
      ((await response.json()) as { error: { errors: { reason: string }[] } }).error.errors[0]?.reason;

    youtube.fail({ endpoint: "subscriptions", mode: "403", reason: "quotaExceeded" });
    const quota = await mySubscriptions(tokens.access_token);
    expect(quota.status).toBe(403);
    expect(await reasonOf(quota)).toBe("quotaExceeded");
    youtube.fail({ endpoint: "subscriptions", mode: "403" });
    expect(await reasonOf(await mySubscriptions(tokens.access_token))).toBe("insufficientPermissions");
    youtube.fail({ endpoint: "subscriptions", mode: "401" });
    expect(await reasonOf(await mySubscriptions(tokens.access_token))).toBe("authError");
    youtube.fail({ endpoint: "subscriptions", mode: "429", times: 1, retryAfterSeconds: 2 });
    const limited = await mySubscriptions(tokens.access_token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("2");
    expect((await mySubscriptions(tokens.access_token)).status).toBe(200); // the switch is spent
    youtube.fail({ endpoint: "channels", mode: "500" });
    expect((await get("/channels?part=snippet&mine=true", tokens.access_token)).status).toBe(500);
    youtube.fail({ endpoint: "channels", mode: "malformed" });
    const malformed = await get("/channels?part=snippet&mine=true", tokens.access_token);
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();

    // The same switches over HTTP; a token failure answers in the token endpoint's own shape.
    const control = `${server.url}${YOUTUBE_PREFIX}/_sandbox`;
    expect((await postJson(`${control}/fail`, { endpoint: "token", mode: "500" })).status).toBe(200);
    const failedExchange = await requestToken({ grant_type: "authorization_code", code: "x", ...withSecret });
    expect(failedExchange.status).toBe(500);
    expect(await failedExchange.json()).toMatchObject({ error: "internal_failure" });
    expect((await postJson(`${control}/fail`, { endpoint: "subscriptions", mode: "403", reason: "<b>" })).status).toBe(
      400,
    );
    await fetch(`${control}/fail`, { method: "DELETE" });
    expect((await mySubscriptions(tokens.access_token)).status).toBe(200);
  });
});
