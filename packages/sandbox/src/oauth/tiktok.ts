import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { fieldsOf, HttpError, jsonBodyOf, paramsOf, queryOf, type SandboxPlugin, sendJson } from "../http";
import {
  bearerToken,
  createClock,
  defineStandIn,
  type FailureAnswer,
  FailureSwitches,
  type Grant,
  mergeClients,
  OAuthAuthority,
  type OAuthClient,
  randomToken,
  registerAuthorizeRoutes,
  registerControlRoutes,
  requireSandboxUser,
  type StandInControl,
  type StandInOptions,
  sendFailure,
} from "./oauth-core";

/**
 * TikTok stand-in: Login Kit for Web (OAuth v2 with PKCE) and the Display API v2 reads Fanfare needs.
 * API answers use TikTok's `{ data, error: { code, message, log_id } }` envelope; OAuth errors use
 * `{ error, error_description, log_id }`.
 *
 *   real host                         sandbox base URL (env of the API)
 *   https://www.tiktok.com         →  TIKTOK_AUTHORIZE_URL=<sandbox>/tiktok/www     GET|POST /v2/auth/authorize/
 *   https://open.tiktokapis.com    →  TIKTOK_API_URL=<sandbox>/tiktok/open-api      POST /v2/oauth/token/,
 *                                       POST /v2/oauth/revoke/, GET /v2/user/info/, POST /v2/video/list/,
 *                                       POST /v2/video/query/
 *
 * Control (sandbox only): <sandbox>/tiktok/_sandbox, plus POST /tiktok/_sandbox/users/{open_id}/videos.
 * Failure endpoint names: authorize, token, refresh, me (user info), media (video list and query).
 * The trailing slashes are part of TikTok's paths and are required here too.
 */

export const TIKTOK_PREFIX = "/tiktok";
export const TIKTOK_WWW_PATH = `${TIKTOK_PREFIX}/www`;
export const TIKTOK_API_PATH = `${TIKTOK_PREFIX}/open-api`;

export const TIKTOK_DEFAULT_CLIENT: OAuthClient = {
  clientId: "sbxfanfareclientkey",
  clientSecret: "sandbox-tiktok-secret",
  allowLoopbackRedirects: true,
  name: "Fanfare (sandbox)",
};

export const TIKTOK_SCOPES = [
  "user.info.basic",
  "user.info.profile",
  "user.info.stats",
  "video.list",
  "video.publish",
  "video.upload",
] as const;

/** TikTok refresh tokens live a year. */
export const TIKTOK_REFRESH_TTL_SECONDS = 365 * 24 * 3600;

export interface TikTokUser {
  openId: string;
  unionId: string;
  displayName: string;
  username: string;
}

export interface TikTokVideo {
  id: string;
  ownerOpenId: string;
  title: string;
  videoDescription: string;
  /** Unix seconds. */
  createTime: number;
}

export const TIKTOK_USERS: readonly TikTokUser[] = [
  {
    openId: "sbx-open-aiko-0001",
    unionId: "sbx-union-aiko-0001",
    displayName: "Aiko Sandbox",
    username: "aiko.sandbox",
  },
  { openId: "sbx-open-ben-0002", unionId: "sbx-union-ben-0002", displayName: "Ben Sandbox", username: "ben.sandbox" },
  {
    openId: "sbx-open-chloe-0003",
    unionId: "sbx-union-chloe-0003",
    displayName: "Chloé Sandbox",
    username: "chloe.sandbox",
  },
];

export const TIKTOK_FAILURE_ENDPOINTS = ["authorize", "token", "refresh", "me", "media"] as const;

const USER_FIELD_SCOPES: Record<string, string> = {
  open_id: "user.info.basic",
  union_id: "user.info.basic",
  avatar_url: "user.info.basic",
  avatar_url_100: "user.info.basic",
  avatar_large_url: "user.info.basic",
  display_name: "user.info.basic",
  bio_description: "user.info.profile",
  profile_deep_link: "user.info.profile",
  is_verified: "user.info.profile",
  username: "user.info.profile",
  follower_count: "user.info.stats",
  following_count: "user.info.stats",
  likes_count: "user.info.stats",
  video_count: "user.info.stats",
};

const VIDEO_FIELDS = [
  "id",
  "create_time",
  "cover_image_url",
  "share_url",
  "video_description",
  "duration",
  "height",
  "width",
  "title",
  "embed_html",
  "embed_link",
  "like_count",
  "comment_count",
  "share_count",
  "view_count",
] as const;

export interface NewTikTokVideo {
  videoDescription: string;
  title?: string;
  /** Unix seconds; default now (the stand-in's clock). */
  createTime?: number;
}

export type TikTokStandIn = StandInControl & {
  addVideo(openId: string, video: NewTikTokVideo): TikTokVideo & { shareUrl: string };
  videos(openId: string): (TikTokVideo & { shareUrl: string })[];
};

function logId(): string {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  return `${stamp}${randomToken("", 9)
    .replace(/[^A-Za-z0-9]/g, "0")
    .toUpperCase()}`;
}

function apiError(status: number, code: string, message: string): FailureAnswer {
  return { status, body: { data: {}, error: { code, message, log_id: logId() } } };
}

function apiFailureAnswer(mode: "500" | "429" | "401" | "403"): FailureAnswer {
  switch (mode) {
    case "500":
      return apiError(500, "internal_error", "Something went wrong. Please try again later.");
    case "429":
      return apiError(429, "rate_limit_exceeded", "The API rate limit was exceeded. Please try again later.");
    case "401":
      return apiError(401, "access_token_invalid", "The access token is invalid or not found in the request.");
    case "403":
      // TikTok answers a missing scope with 401 scope_not_authorized.
      return apiError(
        401,
        "scope_not_authorized",
        "The user did not authorize the scope required for completing this request.",
      );
  }
}

function oauthBody(error: string, description: string) {
  return { error, error_description: description, log_id: logId() };
}

function oauthFailureAnswer(mode: "500" | "429" | "401" | "403"): FailureAnswer {
  switch (mode) {
    case "500":
      return { status: 500, body: oauthBody("server_error", "Internal server error.") };
    case "429":
      return { status: 429, body: oauthBody("rate_limit_exceeded", "The API rate limit was exceeded.") };
    case "401":
      return { status: 401, body: oauthBody("invalid_client", "Client key or secret is incorrect.") };
    case "403":
      return { status: 403, body: oauthBody("unauthorized_client", "The client is not authorized.") };
  }
}

function seedVideos(nowSeconds: number): TikTokVideo[] {
  const videos: TikTokVideo[] = [];
  for (const [userIndex, user] of TIKTOK_USERS.entries()) {
    // Aiko has 25 videos (more than the default page of 10 and the max of 20); the others a few.
    const count = userIndex === 0 ? 25 : 3;
    for (let index = 0; index < count; index += 1) {
      const tags = ["#fanfare #sandbox", "#dance", "no hashtag here"][index % 3];
      videos.push({
        id: `73${userIndex + 1}${String(index + 1).padStart(16, "0")}`,
        ownerOpenId: user.openId,
        title: `Sandbox video ${index + 1}`,
        videoDescription: `Sandbox video ${index + 1} by ${user.username} ${tags}`,
        createTime: nowSeconds - (index + 1) * 86_400 - userIndex,
      });
    }
  }
  return videos;
}

export function createTikTokStandIn(options: StandInOptions = {}): TikTokStandIn {
  const clock = createClock();
  const authority = new OAuthAuthority({
    clients: mergeClients(TIKTOK_DEFAULT_CLIENT, options.clients),
    clock,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    codeTtlSeconds: 300,
    acceptHexChallenge: true,
  });
  const failures = new FailureSwitches(TIKTOK_FAILURE_ENDPOINTS);
  const holdMs = options.timeoutHoldMs ?? 60_000;
  const nowSeconds = () => Math.floor(clock.now() / 1000);
  let videos = seedVideos(nowSeconds());
  let videoCounter = 0;

  const users = () =>
    TIKTOK_USERS.map((user) => ({ id: user.openId, label: `${user.displayName} (@${user.username})` }));
  const findUser = (openId: string | undefined) =>
    requireSandboxUser(
      TIKTOK_USERS.map((user) => ({ ...user, id: user.openId })),
      openId,
    );
  const shareUrl = (video: TikTokVideo) => {
    const owner = TIKTOK_USERS.find((user) => user.openId === video.ownerOpenId);
    return `https://www.tiktok.com/@${owner?.username ?? "unknown"}/video/${video.id}?utm_campaign=tt4d_open_api&utm_source=${TIKTOK_DEFAULT_CLIENT.clientId}`;
  };
  const withShareUrl = (video: TikTokVideo) => ({ ...video, shareUrl: shareUrl(video) });
  /** Newest first; ties broken by id so cursors are stable. */
  const videosOf = (openId: string) =>
    videos
      .filter((video) => video.ownerOpenId === openId)
      .sort((a, b) => b.createTime - a.createTime || b.id.localeCompare(a.id));

  const addVideo = (openId: string, input: NewTikTokVideo) => {
    const user = findUser(openId);
    if (typeof input.videoDescription !== "string") throw new HttpError(400, "videoDescription must be a string");
    let createTime = input.createTime ?? nowSeconds();
    if (!Number.isInteger(createTime) || createTime < 0) throw new HttpError(400, "createTime must be unix seconds");
    // TikTok's cursor is a timestamp: keep create times unique per user so paging never skips a video.
    const taken = new Set(videosOf(user.openId).map((video) => video.createTime));
    while (taken.has(createTime)) createTime += 1;
    videoCounter += 1;
    const video: TikTokVideo = {
      id: `74${String(Date.now()).slice(-9)}${String(videoCounter).padStart(8, "0")}`,
      ownerOpenId: user.openId,
      title: input.title ?? input.videoDescription.slice(0, 30),
      videoDescription: input.videoDescription,
      createTime,
    };
    videos.push(video);
    return withShareUrl(video);
  };

  // --- OAuth ----------------------------------------------------------------------------------------

  const oauthError = (res: FastifyReply, status: number, error: string, description: string) =>
    sendJson(res, status, oauthBody(error, description));

  const tokenAnswer = (grant: Grant, refreshToken: { token: string; expiresAt: number }) => {
    const access = authority.issueAccessToken(grant, { prefix: "act.sbx" });
    return {
      access_token: access.token,
      expires_in: Math.round((access.expiresAt - access.issuedAt) / 1000),
      open_id: grant.userId,
      refresh_expires_in: Math.max(0, Math.round((refreshToken.expiresAt - clock.now()) / 1000)),
      refresh_token: refreshToken.token,
      scope: grant.scopes.join(","),
      token_type: "Bearer",
    };
  };

  const token = (req: FastifyRequest, res: FastifyReply) => {
    const contentType = req.headers["content-type"] ?? "";
    const fields = fieldsOf(req);
    const failure = failures.take(fields.grant_type === "refresh_token" ? "refresh" : "token");
    if (failure) return sendFailure(res, failure, oauthFailureAnswer, holdMs);
    if (!contentType.includes("application/x-www-form-urlencoded")) {
      return oauthError(res, 400, "invalid_request", "The request parameters are malformed.");
    }
    const client = authority.findClient(fields.client_key);
    if (!client || fields.client_secret !== client.clientSecret) {
      return oauthError(res, 401, "invalid_client", "Client key or secret is incorrect.");
    }
    if (fields.grant_type === "authorization_code") {
      const redemption = authority.redeemCode({
        code: fields.code,
        clientId: client.clientId,
        redirectUri: fields.redirect_uri,
        codeVerifier: fields.code_verifier,
      });
      if (!redemption.ok) {
        const description = {
          unknown_code: "Authorization code is expired.",
          code_used: "Authorization code is expired.",
          code_expired: "Authorization code is expired.",
          client_mismatch: "Authorization code is invalid.",
          redirect_mismatch: "Redirect URI does not match.",
          verifier_missing: "Code verifier is required.",
          verifier_wrong: "Code verifier or code challenge is invalid.",
        }[redemption.reason];
        return oauthError(res, 400, "invalid_grant", description);
      }
      const refresh = authority.issueRefreshToken(redemption.grant, {
        prefix: "rft.sbx",
        ttlSeconds: TIKTOK_REFRESH_TTL_SECONDS,
      });
      return sendJson(res, 200, tokenAnswer(redemption.grant, refresh));
    }
    if (fields.grant_type === "refresh_token") {
      // TikTok may hand back a different refresh token; the stand-in always rotates, so a client that
      // keeps using the old one finds out in tests rather than in production.
      const outcome = authority.useRefreshToken(fields.refresh_token, client.clientId, { consume: true });
      if (!outcome.ok) {
        return oauthError(
          res,
          400,
          "invalid_grant",
          outcome.reason === "expired" ? "Refresh token is expired." : "Refresh token is invalid or expired.",
        );
      }
      const refresh = authority.issueRefreshToken(outcome.grant, {
        prefix: "rft.sbx",
        ttlSeconds: Math.max(0, (outcome.record.expiresAt - clock.now()) / 1000),
      });
      return sendJson(res, 200, tokenAnswer(outcome.grant, refresh));
    }
    return oauthError(res, 400, "unsupported_grant_type", "The grant type is not supported.");
  };

  const revoke = (req: FastifyRequest, res: FastifyReply) => {
    const fields = fieldsOf(req);
    const client = authority.findClient(fields.client_key);
    if (!client || fields.client_secret !== client.clientSecret) {
      return oauthError(res, 401, "invalid_client", "Client key or secret is incorrect.");
    }
    if (!fields.token) return oauthError(res, 400, "invalid_request", "The request parameters are malformed.");
    authority.revokeToken(fields.token);
    sendJson(res, 200, {});
  };

  // --- Display API ----------------------------------------------------------------------------------

  const ok = (res: FastifyReply, data: unknown) =>
    sendJson(res, 200, { data, error: { code: "ok", message: "", log_id: logId() } });

  const api = (
    method: "GET" | "POST",
    path: string,
    endpoint: "me" | "media",
    handle: (ctx: {
      req: FastifyRequest;
      res: FastifyReply;
      query: URLSearchParams;
      grant: Grant;
      user: TikTokUser;
    }) => void,
  ): RouteOptions => ({
    method,
    url: `${TIKTOK_API_PATH}${path}`,
    handler: (req, res) => {
      const failure = failures.take(endpoint);
      if (failure) return sendFailure(res, failure, apiFailureAnswer, holdMs);
      const auth = authority.authenticate(bearerToken(req));
      if (!auth.ok) {
        const answer = apiError(
          401,
          "access_token_invalid",
          auth.reason === "expired"
            ? "The access token is expired. Please refresh the token and retry."
            : "The access token is invalid or not found in the request.",
        );
        return sendJson(res, answer.status, answer.body);
      }
      const user = TIKTOK_USERS.find((candidate) => candidate.openId === auth.grant.userId);
      if (!user) throw new HttpError(500, "unknown sandbox user");
      try {
        handle({ req, res, query: queryOf(req), grant: auth.grant, user });
      } catch (error) {
        if (error instanceof ApiError) return sendJson(res, error.answer.status, error.answer.body);
        throw error;
      }
    },
  });

  const requestedVideoFields = (query: URLSearchParams): string[] => {
    const raw = query.get("fields");
    if (!raw) throw new ApiError(apiError(400, "invalid_params", "fields is required"));
    const fields = raw
      .split(",")
      .map((field) => field.trim())
      .filter(Boolean);
    const unknown = fields.find((field) => !(VIDEO_FIELDS as readonly string[]).includes(field));
    if (unknown) throw new ApiError(apiError(400, "invalid_params", `Invalid field: ${unknown}`));
    return fields;
  };
  const requireScope = (grant: Grant, scope: string) => {
    if (!grant.scopes.includes(scope)) {
      throw new ApiError(
        apiError(
          401,
          "scope_not_authorized",
          "The user did not authorize the scope required for completing this request.",
        ),
      );
    }
  };
  const videoNode = (video: TikTokVideo, fields: string[]) => {
    const values: Record<string, unknown> = {
      id: video.id,
      create_time: video.createTime,
      cover_image_url: `https://p16-sign.sandbox.invalid/${video.id}.jpeg`,
      share_url: shareUrl(video),
      video_description: video.videoDescription,
      duration: 15,
      height: 1024,
      width: 576,
      title: video.title,
      embed_html: `<blockquote class="tiktok-embed" data-video-id="${video.id}"></blockquote>`,
      embed_link: `https://www.tiktok.com/player/v1/${video.id}`,
      like_count: 12,
      comment_count: 1,
      share_count: 0,
      view_count: 345,
    };
    return Object.fromEntries(fields.map((field) => [field, values[field]]));
  };
  const jsonObject = (req: FastifyRequest): Record<string, unknown> => {
    let body: unknown;
    try {
      body = jsonBodyOf(req);
    } catch {
      throw new ApiError(apiError(400, "invalid_params", "Request body is not valid JSON"));
    }
    if (body === undefined) return {};
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new ApiError(apiError(400, "invalid_params", "Request body must be a JSON object"));
    }
    return body as Record<string, unknown>;
  };

  const apiRoutes: RouteOptions[] = [
    api("GET", "/v2/user/info/", "me", ({ res, query, grant, user }) => {
      const raw = query.get("fields");
      if (!raw) throw new ApiError(apiError(400, "invalid_params", "fields is required"));
      const fields = raw
        .split(",")
        .map((field) => field.trim())
        .filter(Boolean);
      const values: Record<string, unknown> = {
        open_id: user.openId,
        union_id: user.unionId,
        avatar_url: `https://p16-sign.sandbox.invalid/${user.username}.jpeg`,
        avatar_url_100: `https://p16-sign.sandbox.invalid/${user.username}-100.jpeg`,
        avatar_large_url: `https://p16-sign.sandbox.invalid/${user.username}-large.jpeg`,
        display_name: user.displayName,
        bio_description: "Sandbox fan",
        profile_deep_link: `https://www.tiktok.com/@${user.username}`,
        is_verified: false,
        username: user.username,
        follower_count: 42,
        following_count: 7,
        likes_count: 1000,
        video_count: videosOf(user.openId).length,
      };
      for (const field of fields) {
        const scope = USER_FIELD_SCOPES[field];
        if (!scope) throw new ApiError(apiError(400, "invalid_params", `Invalid field: ${field}`));
        requireScope(grant, scope);
      }
      ok(res, { user: Object.fromEntries(fields.map((field) => [field, values[field]])) });
    }),
    api("POST", "/v2/video/list/", "media", ({ req, res, query, grant, user }) => {
      const body = jsonObject(req);
      requireScope(grant, "video.list");
      const fields = requestedVideoFields(query);
      const maxCount = body.max_count ?? 10;
      if (typeof maxCount !== "number" || !Number.isInteger(maxCount) || maxCount < 1 || maxCount > 20) {
        throw new ApiError(apiError(400, "invalid_params", "max_count must be between 1 and 20"));
      }
      const cursor = body.cursor;
      if (cursor !== undefined && (typeof cursor !== "number" || !Number.isInteger(cursor) || cursor < 0)) {
        throw new ApiError(apiError(400, "invalid_params", "cursor must be a UTC unix timestamp in milliseconds"));
      }
      // The cursor is the create time (ms) of the last video already seen: return older ones.
      const all = videosOf(user.openId).filter(
        (video) => cursor === undefined || cursor === 0 || video.createTime * 1000 < cursor,
      );
      const page = all.slice(0, maxCount);
      const last = page[page.length - 1];
      ok(res, {
        videos: page.map((video) => videoNode(video, fields)),
        cursor: last ? last.createTime * 1000 : (cursor ?? 0),
        has_more: all.length > page.length,
      });
    }),
    api("POST", "/v2/video/query/", "media", ({ req, res, query, grant, user }) => {
      const body = jsonObject(req);
      requireScope(grant, "video.list");
      const fields = requestedVideoFields(query);
      const ids = (body.filters as { video_ids?: unknown } | undefined)?.video_ids;
      if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== "string")) {
        throw new ApiError(apiError(400, "invalid_params", "filters.video_ids is required"));
      }
      if (ids.length > 20) throw new ApiError(apiError(400, "invalid_params", "At most 20 video_ids"));
      // Videos of other users are simply left out, as on TikTok.
      const found = videosOf(user.openId).filter((video) => ids.includes(video.id));
      ok(res, { videos: found.map((video) => videoNode(video, fields)), cursor: 0, has_more: false });
    }),
  ];

  const reset = () => {
    authority.reset();
    failures.clear();
    clock.reset();
    videos = seedVideos(nowSeconds());
  };

  const plugin: SandboxPlugin = async (app) => {
    registerAuthorizeRoutes(app, {
      paths: [`${TIKTOK_WWW_PATH}/v2/auth/authorize/`],
      look: { name: "TikTok", accent: "#fe2c55" },
      authority,
      clientParam: "client_key",
      scopeSeparator: /,+/,
      knownScopes: TIKTOK_SCOPES,
      requiredScopes: ["user.info.basic"],
      requirePkce: options.requirePkce ?? true,
      users,
      // Real TikTok codes carry characters such as `*` and `!` that clients must URL-decode.
      codePrefix: "sbx*!",
      successParams: (code, request) => ({
        code,
        scopes: request.scopes.join(","),
        ...(request.state !== undefined ? { state: request.state } : {}),
      }),
      denyParams: (request) => ({
        error: "access_denied",
        error_description: "The resource owner or authorization server denied the request.",
        ...(request.state !== undefined ? { state: request.state } : {}),
      }),
      failures,
    });
    app.post(`${TIKTOK_API_PATH}/v2/oauth/token/`, token);
    app.post(`${TIKTOK_API_PATH}/v2/oauth/revoke/`, revoke);
    for (const route of apiRoutes) app.route(route);
    registerControlRoutes(app, {
      prefix: TIKTOK_PREFIX,
      failures,
      authority,
      reset,
      users,
      describeUser: (openId) => ({ ...findUser(openId), videos: videosOf(openId).map(withShareUrl) }),
    });
    app.post(`${TIKTOK_PREFIX}/_sandbox/users/:userId/videos`, (req, res) => {
      const body = jsonBodyOf(req);
      if (typeof body !== "object" || body === null) throw new HttpError(400, "body must be a JSON object");
      sendJson(res, 201, addVideo(paramsOf(req).userId ?? "", body as NewTikTokVideo));
    });
  };

  return {
    plugin,
    fail: (failure) => {
      failures.set(failure);
    },
    clearFailures: (endpoint) => failures.clear(endpoint),
    reset,
    advanceClock: (seconds) => clock.advance(seconds),
    revokeUser: (userId, clientId) => authority.revokeUser(findUser(userId).openId, clientId),
    users,
    addVideo,
    videos: (openId) => videosOf(findUser(openId).openId).map(withShareUrl),
  };
}

class ApiError extends Error {
  constructor(readonly answer: FailureAnswer) {
    super("tiktok api error");
  }
}

/** The registry's entry (src/oauth/registry.ts): the stand-in and its default client as the API's env. */
export const TIKTOK_STAND_IN = defineStandIn({
  prefix: TIKTOK_PREFIX,
  create: createTikTokStandIn,
  clientIdVariable: "TIKTOK_CLIENT_KEY",
  clientSecretVariable: "TIKTOK_CLIENT_SECRET",
  credentials: {
    TIKTOK_CLIENT_KEY: TIKTOK_DEFAULT_CLIENT.clientId,
    TIKTOK_CLIENT_SECRET: TIKTOK_DEFAULT_CLIENT.clientSecret,
  },
  urls: (sandboxUrl: string) => ({
    TIKTOK_AUTHORIZE_URL: `${sandboxUrl}${TIKTOK_WWW_PATH}`,
    TIKTOK_API_URL: `${sandboxUrl}${TIKTOK_API_PATH}`,
  }),
});
