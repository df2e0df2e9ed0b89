import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningHttpServer } from "../http-server";
import {
  createInstagramStandIn,
  INSTAGRAM_API_PATH,
  INSTAGRAM_DEFAULT_CLIENT,
  INSTAGRAM_GRAPH_PATH,
  INSTAGRAM_USERS,
  INSTAGRAM_WWW_PATH,
  type InstagramStandIn,
} from "./instagram";
import { consent, pkcePair, postJson, startStandIn } from "./testing";

const REDIRECT = "http://localhost:3000/api/social/instagram/callback";
const [AIKO, BEN] = INSTAGRAM_USERS;

interface MediaPage {
  data: { id: string; caption?: string; permalink?: string; timestamp?: string; media_type?: string }[];
  paging?: { cursors: { before: string; after: string }; next?: string; previous?: string };
}

describe("Instagram stand-in", () => {
  let instagram: InstagramStandIn;
  let server: RunningHttpServer;
  const graph = () => `${server.url}${INSTAGRAM_GRAPH_PATH}`;

  beforeAll(async () => {
    instagram = createInstagramStandIn({ timeoutHoldMs: 2_000 });
    server = await startStandIn(instagram.plugin);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    instagram.reset();
  });

  const authorizeUrl = (params: Record<string, string> = {}) =>
    `${server.url}${INSTAGRAM_WWW_PATH}/oauth/authorize?${new URLSearchParams({
      client_id: INSTAGRAM_DEFAULT_CLIENT.clientId,
      redirect_uri: REDIRECT,
      response_type: "code",
      scope: "instagram_business_basic",
      state: "st-1",
      code_challenge_method: "S256",
      ...params,
    })}`;

  const exchangeCode = (code: string, extra: Record<string, string> = {}) => {
    // Instagram's documented example posts multipart form data (curl -F).
    const form = new FormData();
    const fields: Record<string, string> = {
      client_id: INSTAGRAM_DEFAULT_CLIENT.clientId,
      client_secret: INSTAGRAM_DEFAULT_CLIENT.clientSecret,
      grant_type: "authorization_code",
      redirect_uri: REDIRECT,
      code,
      ...extra,
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return fetch(`${server.url}${INSTAGRAM_API_PATH}/oauth/access_token`, { method: "POST", body: form });
  };

  const connect = async (userId = AIKO?.id) => {
    const { verifier, challenge } = pkcePair();
    const { redirect } = await consent(authorizeUrl({ code_challenge: challenge }), "allow", userId);
    const response = await exchangeCode(redirect.searchParams.get("code") ?? "", { code_verifier: verifier });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: [{ access_token: string; user_id: string; permissions: string }] };
    return body.data[0];
  };
  const longLived = async (shortToken: string) => {
    const response = await fetch(
      `${graph()}/access_token?${new URLSearchParams({
        grant_type: "ig_exchange_token",
        client_secret: INSTAGRAM_DEFAULT_CLIENT.clientSecret,
        access_token: shortToken,
      })}`,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string; token_type: string; expires_in: number };
  };
  const getJson = async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("runs the code flow (PKCE, state, #_ suffix), exchanges for a long-lived token and reads /me", async () => {
    const { verifier, challenge } = pkcePair();
    const { location, redirect } = await consent(authorizeUrl({ code_challenge: challenge }), "allow", BEN?.id);
    expect(location.endsWith("#_")).toBe(true);
    expect(redirect.searchParams.get("state")).toBe("st-1");
    const code = redirect.searchParams.get("code") ?? "";

    const response = await exchangeCode(code, { code_verifier: verifier });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { access_token: string; user_id: string; permissions: string }[];
    };
    expect(data[0]).toMatchObject({ user_id: BEN?.userId, permissions: "instagram_business_basic" });
    const short = data[0]?.access_token ?? "";

    const me = await getJson(`${graph()}/me?fields=user_id,username&access_token=${short}`);
    expect(me).toEqual({ status: 200, body: { id: BEN?.id, user_id: BEN?.userId, username: BEN?.username } });
    // Versioned paths and the Authorization header work as on graph.instagram.com.
    const versioned = await fetch(`${graph()}/v21.0/me?fields=username`, {
      headers: { authorization: `Bearer ${short}` },
    });
    expect(await versioned.json()).toEqual({ id: BEN?.id, username: BEN?.username });

    const long = await longLived(short);
    expect(long).toMatchObject({ token_type: "bearer", expires_in: 60 * 24 * 3600 });
    expect((await getJson(`${graph()}/me?fields=username&access_token=${long.access_token}`)).status).toBe(200);

    const reused = await exchangeCode(code, { code_verifier: verifier });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      error_type: "OAuthException",
      code: 400,
      error_message: "This authorization code has been used",
    });
  });

  it("refuses a wrong code_verifier, a wrong secret and an unknown client", async () => {
    const { challenge } = pkcePair();
    const code = async () =>
      (await consent(authorizeUrl({ code_challenge: challenge }), "allow")).redirect.searchParams.get("code") ?? "";
    const wrong = await exchangeCode(await code(), { code_verifier: pkcePair().verifier });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error_type: "OAuthException", error_message: "Invalid code_verifier" });
    const badSecret = await exchangeCode(await code(), { client_secret: "nope" });
    expect(await badSecret.json()).toMatchObject({ error_message: "Error validating client secret." });
    const badClient = await exchangeCode(await code(), { client_id: "123" });
    expect(await badClient.json()).toMatchObject({ error_message: "Invalid platform app" });
  });

  it("denies with error=access_denied&error_reason=user_denied and the state", async () => {
    const { location, redirect } = await consent(authorizeUrl({ code_challenge: pkcePair().challenge }), "deny");
    expect(location.endsWith("#_")).toBe(true);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      error: "access_denied",
      error_reason: "user_denied",
      error_description: "The user denied your request.",
      state: "st-1",
    });
  });

  it("requires instagram_business_basic and known scopes; serves the page on api.instagram.com too", async () => {
    const challenge = pkcePair().challenge;
    const noBasic = await fetch(
      authorizeUrl({ code_challenge: challenge, scope: "instagram_business_manage_comments" }),
      {
        redirect: "manual",
      },
    );
    expect(new URL(noBasic.headers.get("location") ?? "").searchParams.get("error")).toBe("invalid_scope");
    const legacy = await fetch(authorizeUrl({ code_challenge: challenge, scope: "user_profile,user_media" }), {
      redirect: "manual",
    });
    expect(new URL(legacy.headers.get("location") ?? "").searchParams.get("error")).toBe("invalid_scope");
    const viaApiHost = authorizeUrl({ code_challenge: challenge }).replace(INSTAGRAM_WWW_PATH, INSTAGRAM_API_PATH);
    expect((await fetch(viaApiHost)).status).toBe(200);
  });

  it("refreshes long-lived tokens with ig_refresh_token once they are 24 hours old", async () => {
    const { access_token: short } = (await connect()) ?? { access_token: "" };
    const refresh = (token: string) =>
      getJson(`${graph()}/refresh_access_token?grant_type=ig_refresh_token&access_token=${token}`);
    const notLong = await refresh(short);
    expect(notLong.status).toBe(400);
    const long = await longLived(short);
    const tooYoung = await refresh(long.access_token);
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body).toMatchObject({ error: { type: "OAuthException", code: 190 } });
    instagram.advanceClock(24 * 3600 + 1);
    const refreshed = await refresh(long.access_token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ token_type: "bearer", expires_in: 60 * 24 * 3600 });
    expect(refreshed.body.access_token).not.toBe(long.access_token);
    expect((await getJson(`${graph()}/me?access_token=${String(refreshed.body.access_token)}`)).status).toBe(200);
  });

  it("expires tokens with code 190 / subcode 463, as the Graph API does (HTTP 400)", async () => {
    const { access_token: short } = (await connect()) ?? { access_token: "" };
    instagram.advanceClock(3601);
    const expired = await fetch(`${graph()}/me?fields=username&access_token=${short}`);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: { type: "OAuthException", code: 190, error_subcode: 463 } });
    const exchange = await fetch(
      `${graph()}/access_token?grant_type=ig_exchange_token&client_secret=${INSTAGRAM_DEFAULT_CLIENT.clientSecret}&access_token=${short}`,
    );
    expect(exchange.status).toBe(400);
  });

  it("revokes a user's grant: code 190 / subcode 458 on every token of it", async () => {
    const { access_token: short } = (await connect()) ?? { access_token: "" };
    const long = await longLived(short);
    const revoked = await postJson(`${server.url}/instagram/_sandbox/users/${AIKO?.id}/revoke`, {});
    expect(await revoked.json()).toEqual({ revoked: 1 });
    for (const token of [short, long.access_token]) {
      const me = await getJson(`${graph()}/me/media?access_token=${token}`);
      expect(me).toMatchObject({ status: 400, body: { error: { code: 190, error_subcode: 458 } } });
    }
    expect((await getJson(`${graph()}/me?access_token=garbage`)).body).toMatchObject({ error: { code: 190 } });
    expect((await getJson(`${graph()}/me`)).body).toMatchObject({ error: { code: 2500 } });
  });

  it("pages /me/media newest first with cursors and next/previous links", async () => {
    const { access_token: token } = (await connect()) ?? { access_token: "" };
    const fields = "id,caption,permalink,timestamp,media_type";
    const first = await getJson(`${graph()}/me/media?fields=${fields}&access_token=${token}`);
    expect(first.status).toBe(200);
    const page1 = first.body as unknown as MediaPage;
    expect(page1.data).toHaveLength(25);
    expect(page1.data[0]).toEqual({
      id: expect.any(String),
      caption: expect.stringContaining("#fanfare"),
      permalink: expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\/[\w-]+\/$/),
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/),
      media_type: "IMAGE",
    });
    const stamps = page1.data.map((item) => item.timestamp ?? "");
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(page1.paging?.previous).toBeUndefined();
    const next = page1.paging?.next ?? "";
    expect(next.startsWith(`${graph()}/me/media?`)).toBe(true);

    const page2 = (await getJson(next)).body as unknown as MediaPage;
    expect(page2.data).toHaveLength(5);
    expect(page2.paging?.next).toBeUndefined();
    expect(new Set([...page1.data, ...page2.data].map((item) => item.id)).size).toBe(30);
    const back = (await getJson(page2.paging?.previous ?? "")).body as unknown as MediaPage;
    expect(back.data.map((item) => item.id)).toEqual(page1.data.map((item) => item.id));

    const small = (await getJson(`${graph()}/me/media?fields=id&limit=10&access_token=${token}`))
      .body as unknown as MediaPage;
    expect(small.data).toHaveLength(10);
    const afterCursor = (
      await getJson(`${graph()}/me/media?fields=id&limit=10&after=${small.paging?.cursors.after}&access_token=${token}`)
    ).body as unknown as MediaPage;
    expect(afterCursor.data[0]?.id).toBe(page1.data[10]?.id);
  });

  it("adds a post for tests and reads a single media; other users' media is not readable", async () => {
    const { access_token: token } = (await connect()) ?? { access_token: "" };
    const added = await postJson(`${server.url}/instagram/_sandbox/users/${AIKO?.username}/media`, {
      caption: "Going to the show! #FanfareLive",
      timestamp: "2030-01-02T03:04:05Z",
    });
    expect(added.status).toBe(201);
    const post = (await added.json()) as { id: string; permalink: string; timestamp: string };
    expect(post.timestamp).toBe("2030-01-02T03:04:05+0000");
    const newest = (await getJson(`${graph()}/me/media?fields=id,caption&limit=1&access_token=${token}`))
      .body as unknown as MediaPage;
    expect(newest.data[0]).toEqual({ id: post.id, caption: "Going to the show! #FanfareLive" });

    const single = await getJson(
      `${graph()}/${post.id}?fields=id,caption,permalink,timestamp,username&access_token=${token}`,
    );
    expect(single).toEqual({
      status: 200,
      body: {
        id: post.id,
        caption: "Going to the show! #FanfareLive",
        permalink: post.permalink,
        timestamp: "2030-01-02T03:04:05+0000",
        username: AIKO?.username,
      },
    });
    const bensPost = instagram.media(BEN?.id ?? "")[0]?.id ?? "";
    const foreign = await getJson(`${graph()}/${bensPost}?fields=id&access_token=${token}`);
    expect(foreign).toMatchObject({ status: 400, body: { error: { code: 100, error_subcode: 33 } } });
    const unknownField = await getJson(`${graph()}/${post.id}?fields=id,secret&access_token=${token}`);
    expect(unknownField.body).toMatchObject({ error: { code: 100 } });
    expect((await postJson(`${server.url}/instagram/_sandbox/users/nobody/media`, { caption: "x" })).status).toBe(404);
  });

  describe("failure switches", () => {
    const control = (body: unknown) => postJson(`${server.url}/instagram/_sandbox/fail`, body);

    it("fails me, media, token, exchange and refresh in each mode", async () => {
      const session = await connect();
      const token = session?.access_token ?? "";
      const me = () => fetch(`${graph()}/me?fields=user_id,username&access_token=${token}`);
      const media = () => fetch(`${graph()}/me/media?fields=id&access_token=${token}`);

      await control({ endpoint: "me", mode: "500", times: 1 });
      const serverError = await me();
      expect(serverError.status).toBe(500);
      expect(await serverError.json()).toMatchObject({ error: { code: 1 } });
      expect((await me()).status).toBe(200);

      await control({ endpoint: "media", mode: "429", times: 1 });
      const limited = await media();
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("1");
      expect(await limited.json()).toMatchObject({ error: { code: 4 } });
      expect((await me()).status).toBe(200);

      await control({ endpoint: "media", mode: "401", times: 1 });
      expect(await (await media()).json()).toMatchObject({ error: { code: 190 } });
      await control({ endpoint: "media", mode: "403", times: 1 });
      expect(await (await media()).json()).toMatchObject({ error: { code: 10 } });
      await control({ endpoint: "media", mode: "malformed", times: 1 });
      await expect((await media()).json()).rejects.toThrow();

      await control({ endpoint: "me", mode: "timeout", times: 1 });
      await expect(
        fetch(`${graph()}/me?access_token=${token}`, { signal: AbortSignal.timeout(300) }),
      ).rejects.toThrow();

      await control({ endpoint: "token", mode: "500", times: 1 });
      const { challenge, verifier } = pkcePair();
      const { redirect } = await consent(authorizeUrl({ code_challenge: challenge }), "allow");
      const failedExchange = await exchangeCode(redirect.searchParams.get("code") ?? "", { code_verifier: verifier });
      expect(failedExchange.status).toBe(500);
      expect(await failedExchange.json()).toMatchObject({ error_type: "OAuthException" });

      await control({ endpoint: "exchange", mode: "500", times: 1 });
      const exchange = await fetch(
        `${graph()}/access_token?grant_type=ig_exchange_token&client_secret=${INSTAGRAM_DEFAULT_CLIENT.clientSecret}&access_token=${token}`,
      );
      expect(exchange.status).toBe(500);
      await control({ endpoint: "refresh", mode: "401" });
      const refresh = await fetch(`${graph()}/refresh_access_token?grant_type=ig_refresh_token&access_token=${token}`);
      expect(await refresh.json()).toMatchObject({ error: { code: 190 } });

      await fetch(`${server.url}/instagram/_sandbox/fail?endpoint=refresh`, { method: "DELETE" });
      const state = await getJson(`${server.url}/instagram/_sandbox`);
      expect(state.body.failures).toEqual([]);
    });

    it("resets seeded media and grants", async () => {
      const { access_token: token } = (await connect()) ?? { access_token: "" };
      instagram.addMedia(AIKO?.id ?? "", { caption: "extra #tag" });
      expect(instagram.media(AIKO?.id ?? "")).toHaveLength(31);
      await fetch(`${server.url}/instagram/_sandbox/reset`, { method: "POST" });
      expect(instagram.media(AIKO?.id ?? "")).toHaveLength(30);
      expect((await getJson(`${graph()}/me?access_token=${token}`)).body).toMatchObject({ error: { code: 190 } });
    });
  });
});
