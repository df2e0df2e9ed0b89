import type { FastifyReply, FastifyRequest } from "fastify";
import { fieldsOf, HttpError, jsonBodyOf, paramsOf, pathnameOf, queryOf, type SandboxPlugin, sendJson } from "../http";
import {
  type AccessTokenRecord,
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
 * Instagram stand-in: "Instagram API with Instagram Login" (Business Login). Short-lived token from
 * the code, long-lived token from `ig_exchange_token`, `ig_refresh_token` refresh, and the Graph reads
 * Fanfare needs (`/me`, `/me/media` with cursor paging, `/{media-id}`).
 *
 *   real host                        sandbox base URL (env of the API)
 *   https://www.instagram.com     →  INSTAGRAM_AUTHORIZE_URL=<sandbox>/instagram/www      GET|POST /oauth/authorize
 *   https://api.instagram.com     →  INSTAGRAM_API_URL=<sandbox>/instagram/api            POST /oauth/access_token
 *                                      (also GET|POST /oauth/authorize, as the real host)
 *   https://graph.instagram.com   →  INSTAGRAM_GRAPH_URL=<sandbox>/instagram/graph        GET /access_token,
 *                                      GET /refresh_access_token, GET [/vXX.X]/me, /me/media, /{id}, /{id}/media
 *
 * Control (sandbox only): <sandbox>/instagram/_sandbox, plus POST /instagram/_sandbox/users/{id}/media.
 * Failure endpoint names: authorize, token (code exchange), exchange (ig_exchange_token), refresh, me, media.
 *
 * Like the real Graph API, token problems answer HTTP 400 with `error.code` 190 (not 401), and
 * permission problems answer 400 with code 10 / 100; clients have to look at `error.code`.
 * PKCE: the real service does not document PKCE; the stand-in accepts and verifies it (Fanfare sends it).
 */

export const INSTAGRAM_PREFIX = "/instagram";
export const INSTAGRAM_WWW_PATH = `${INSTAGRAM_PREFIX}/www`;
export const INSTAGRAM_API_PATH = `${INSTAGRAM_PREFIX}/api`;
export const INSTAGRAM_GRAPH_PATH = `${INSTAGRAM_PREFIX}/graph`;

export const INSTAGRAM_DEFAULT_CLIENT: OAuthClient = {
  clientId: "990600000000001",
  clientSecret: "sandbox-instagram-secret",
  allowLoopbackRedirects: true,
  name: "Fanfare (sandbox)",
};

export const INSTAGRAM_SCOPES = [
  "instagram_business_basic",
  "instagram_business_content_publish",
  "instagram_business_manage_messages",
  "instagram_business_manage_comments",
  "instagram_business_manage_insights",
] as const;

/** 60 days, as the real long-lived tokens. */
export const INSTAGRAM_LONG_LIVED_TTL_SECONDS = 60 * 24 * 3600;
/** The real service refuses to refresh a long-lived token younger than 24 hours. */
export const INSTAGRAM_REFRESH_MIN_AGE_SECONDS = 24 * 3600;

export interface InstagramUser {
  /** App-scoped id (what `/me` answers as `id`). */
  id: string;
  /** The professional account id (`user_id`). */
  userId: string;
  username: string;
  name: string;
  accountType: "BUSINESS" | "MEDIA_CREATOR";
}

export interface InstagramMedia {
  id: string;
  ownerId: string;
  caption: string;
  mediaType: "IMAGE" | "VIDEO" | "CAROUSEL_ALBUM";
  mediaProductType: "FEED" | "REELS";
  shortcode: string;
  /** ISO 8601 as Instagram writes it: `2025-01-31T09:00:00+0000`. */
  timestamp: string;
}

export const INSTAGRAM_USERS: readonly InstagramUser[] = [
  {
    id: "9100000000000001",
    userId: "17841400000000001",
    username: "aiko.sandbox",
    name: "Aiko Sandbox",
    accountType: "MEDIA_CREATOR",
  },
  {
    id: "9100000000000002",
    userId: "17841400000000002",
    username: "ben.sandbox",
    name: "Ben Sandbox",
    accountType: "BUSINESS",
  },
  {
    id: "9100000000000003",
    userId: "17841400000000003",
    username: "chloe.sandbox",
    name: "Chloé Sandbox",
    accountType: "MEDIA_CREATOR",
  },
];

export const INSTAGRAM_FAILURE_ENDPOINTS = ["authorize", "token", "exchange", "refresh", "me", "media"] as const;

export interface NewInstagramMedia {
  caption: string;
  /** ISO 8601; default: now (the stand-in's clock). */
  timestamp?: string;
  mediaType?: InstagramMedia["mediaType"];
  mediaProductType?: InstagramMedia["mediaProductType"];
}

export type InstagramStandIn = StandInControl & {
  /** Adds a post for a sandbox user (by `id`, `user_id` or username); returns it with its permalink. */
  addMedia(userId: string, media: NewInstagramMedia): InstagramMedia & { permalink: string };
  media(userId: string): (InstagramMedia & { permalink: string })[];
};

export interface InstagramStandInOptions extends StandInOptions {
  /** Default 60 days. */
  longLivedTokenTtlSeconds?: number;
  /** Default 24 hours, like the real service; 0 lets tests refresh at once. */
  refreshMinAgeSeconds?: number;
}

const USER_FIELDS = [
  "id",
  "user_id",
  "username",
  "name",
  "account_type",
  "profile_picture_url",
  "followers_count",
  "follows_count",
  "media_count",
] as const;
const MEDIA_FIELDS = [
  "id",
  "caption",
  "media_type",
  "media_product_type",
  "media_url",
  "permalink",
  "shortcode",
  "thumbnail_url",
  "timestamp",
  "username",
  "like_count",
  "comments_count",
  "is_comment_enabled",
  "owner",
] as const;

function graphError(
  status: number,
  code: number,
  message: string,
  extra: { error_subcode?: number; type?: string } = {},
): FailureAnswer {
  return {
    status,
    body: {
      error: {
        message,
        type: extra.type ?? "OAuthException",
        code,
        ...(extra.error_subcode !== undefined ? { error_subcode: extra.error_subcode } : {}),
        fbtrace_id: randomToken("Sbx", 9),
      },
    },
    headers:
      code === 190
        ? { "www-authenticate": 'OAuth "Facebook Platform" "invalid_token" "Invalid OAuth access token"' }
        : {},
  };
}

function graphFailureAnswer(mode: "500" | "429" | "401" | "403"): FailureAnswer {
  switch (mode) {
    case "500":
      return graphError(500, 1, "An unknown error has occurred.");
    case "429":
      return graphError(429, 4, "Application request limit reached");
    case "401":
      return graphError(400, 190, "Invalid OAuth access token - Cannot parse access token");
    case "403":
      return graphError(400, 10, "Application does not have permission for this action");
  }
}

function tokenEndpointFailureAnswer(mode: "500" | "429" | "401" | "403"): FailureAnswer {
  const body = (code: number, message: string) => ({ error_type: "OAuthException", code, error_message: message });
  switch (mode) {
    case "500":
      return { status: 500, body: body(500, "An unknown error has occurred.") };
    case "429":
      return { status: 429, body: body(429, "Too many requests") };
    case "401":
      return { status: 400, body: body(400, "Error validating client secret.") };
    case "403":
      return { status: 400, body: body(400, "Invalid platform app") };
  }
}

/** `2025-01-31T09:00:00+0000`, the Graph API's timestamp format. */
export function toInstagramTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+0000`;
}

function makeShortcode(): string {
  return randomToken("C", 8).replace(/[^A-Za-z0-9_-]/g, "x");
}

function seedMedia(now: number): InstagramMedia[] {
  const day = 24 * 3600 * 1000;
  const media: InstagramMedia[] = [];
  let counter = 0;
  for (const [userIndex, user] of INSTAGRAM_USERS.entries()) {
    // Aiko has enough posts to need paging (30 > the default page of 25); the others a few.
    const count = userIndex === 0 ? 30 : 3;
    for (let index = 0; index < count; index += 1) {
      counter += 1;
      const tags = ["#fanfare #sandbox", "#concert", "no hashtag here"][index % 3];
      media.push({
        id: `1789${String(userIndex + 1).padStart(2, "0")}${String(index + 1).padStart(10, "0")}`,
        ownerId: user.id,
        caption: `Sandbox post ${index + 1} by ${user.username} ${tags}`,
        mediaType: index % 4 === 3 ? "VIDEO" : "IMAGE",
        mediaProductType: index % 4 === 3 ? "REELS" : "FEED",
        shortcode: `SBX${userIndex + 1}p${String(index + 1).padStart(3, "0")}x${counter}`,
        timestamp: toInstagramTimestamp(new Date(now - (index + 1) * day)),
      });
    }
  }
  return media;
}

export function createInstagramStandIn(options: InstagramStandInOptions = {}): InstagramStandIn {
  const clock = createClock();
  const authority = new OAuthAuthority({
    clients: mergeClients(INSTAGRAM_DEFAULT_CLIENT, options.clients),
    clock,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    codeTtlSeconds: 3600,
  });
  const failures = new FailureSwitches(INSTAGRAM_FAILURE_ENDPOINTS);
  const holdMs = options.timeoutHoldMs ?? 60_000;
  const longLivedTtl = options.longLivedTokenTtlSeconds ?? INSTAGRAM_LONG_LIVED_TTL_SECONDS;
  const refreshMinAge = options.refreshMinAgeSeconds ?? INSTAGRAM_REFRESH_MIN_AGE_SECONDS;
  let media: InstagramMedia[] = seedMedia(clock.now());
  let mediaCounter = 0;

  const users = () => INSTAGRAM_USERS.map((user) => ({ id: user.id, label: `@${user.username}` }));
  const findUser = (key: string | undefined) =>
    requireSandboxUser(
      INSTAGRAM_USERS,
      INSTAGRAM_USERS.find((user) => user.id === key || user.userId === key || user.username === key)?.id ?? key,
    );
  const permalink = (item: InstagramMedia) =>
    `https://www.instagram.com/${item.mediaProductType === "REELS" ? "reel" : "p"}/${item.shortcode}/`;
  const withPermalink = (item: InstagramMedia) => ({ ...item, permalink: permalink(item) });
  /** Newest first, as the real `/me/media`. */
  const mediaOf = (ownerId: string) =>
    media
      .filter((item) => item.ownerId === ownerId)
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id));

  const addMedia = (userKey: string, input: NewInstagramMedia) => {
    const user = findUser(userKey);
    if (typeof input.caption !== "string") throw new HttpError(400, "caption must be a string");
    let timestamp = toInstagramTimestamp(new Date(clock.now()));
    if (input.timestamp !== undefined) {
      const parsed = Date.parse(input.timestamp.replace(/\+0000$/, "Z"));
      if (Number.isNaN(parsed)) throw new HttpError(400, "timestamp must be ISO 8601");
      timestamp = toInstagramTimestamp(new Date(parsed));
    }
    const mediaType = input.mediaType ?? "IMAGE";
    if (!["IMAGE", "VIDEO", "CAROUSEL_ALBUM"].includes(mediaType)) throw new HttpError(400, "invalid mediaType");
    const mediaProductType = input.mediaProductType ?? (mediaType === "VIDEO" ? "REELS" : "FEED");
    if (!["FEED", "REELS"].includes(mediaProductType)) throw new HttpError(400, "invalid mediaProductType");
    mediaCounter += 1;
    const item: InstagramMedia = {
      id: `17999${String(Date.now()).slice(-8)}${String(mediaCounter).padStart(4, "0")}`,
      ownerId: user.id,
      caption: input.caption,
      mediaType,
      mediaProductType,
      shortcode: makeShortcode(),
      timestamp,
    };
    media.push(item);
    return withPermalink(item);
  };

  // --- Token endpoints --------------------------------------------------------------------------------

  const oauthError = (res: FastifyReply, message: string, code = 400) =>
    sendJson(res, code, { error_type: "OAuthException", code, error_message: message });

  const accessToken = (req: FastifyRequest, res: FastifyReply) => {
    const fields = fieldsOf(req);
    const failure = failures.take("token");
    if (failure) return sendFailure(res, failure, tokenEndpointFailureAnswer, holdMs);
    const client = authority.findClient(fields.client_id);
    if (!client) return oauthError(res, "Invalid platform app");
    if (fields.client_secret !== client.clientSecret) return oauthError(res, "Error validating client secret.");
    if (fields.grant_type !== "authorization_code") return oauthError(res, "Invalid grant_type");
    const redemption = authority.redeemCode({
      code: fields.code,
      clientId: client.clientId,
      redirectUri: fields.redirect_uri,
      codeVerifier: fields.code_verifier,
    });
    if (!redemption.ok) {
      const message = {
        unknown_code: "Invalid authorization code",
        code_used: "This authorization code has been used",
        code_expired: "This authorization code has expired",
        client_mismatch: "Invalid authorization code",
        redirect_mismatch:
          "Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request",
        verifier_missing: "code_verifier is required",
        verifier_wrong: "Invalid code_verifier",
      }[redemption.reason];
      return oauthError(res, message);
    }
    const { grant } = redemption;
    const access = authority.issueAccessToken(grant, { prefix: "IGQsbxS", kind: "short" });
    const user = INSTAGRAM_USERS.find((candidate) => candidate.id === grant.userId);
    // The documented shape of Instagram Login's code exchange: a one-element `data` array.
    sendJson(res, 200, {
      data: [
        { access_token: access.token, user_id: user?.userId ?? grant.userId, permissions: grant.scopes.join(",") },
      ],
    });
  };

  /** Token of a Graph request: `access_token` query parameter or `Authorization: Bearer`. */
  const graphToken = (req: FastifyRequest) => queryOf(req).get("access_token") ?? bearerToken(req);

  const sendGraph = (res: FastifyReply, answer: FailureAnswer) => {
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.header(name, value);
    sendJson(res, answer.status, answer.body);
  };

  /** Authenticates a Graph call; null when an error was sent. */
  const authenticateGraph = (
    req: FastifyRequest,
    res: FastifyReply,
  ): { grant: Grant; access: AccessTokenRecord } | null => {
    const auth = authority.authenticate(graphToken(req) ?? undefined);
    if (auth.ok) return auth;
    const now = new Date(clock.now()).toUTCString();
    const answer = {
      missing: graphError(
        400,
        2500,
        "An active access token must be used to query information about the current user.",
      ),
      invalid: graphError(400, 190, "Invalid OAuth access token - Cannot parse access token"),
      expired: graphError(400, 190, `Error validating access token: Session has expired. The current time is ${now}.`, {
        error_subcode: 463,
      }),
      revoked: graphError(400, 190, "Error validating access token: The user has not authorized application.", {
        error_subcode: 458,
      }),
    }[auth.reason];
    sendGraph(res, answer);
    return null;
  };

  const exchange = (req: FastifyRequest, res: FastifyReply) => {
    const query = queryOf(req);
    const failure = failures.take("exchange");
    if (failure) return sendFailure(res, failure, graphFailureAnswer, holdMs);
    if (query.get("grant_type") !== "ig_exchange_token") {
      return sendGraph(res, graphError(400, 100, "Unsupported grant_type"));
    }
    const auth = authenticateGraph(req, res);
    if (!auth) return;
    const client = authority.findClient(auth.grant.clientId);
    if (!client || query.get("client_secret") !== client.clientSecret) {
      return sendGraph(res, graphError(400, 101, "Error validating client secret."));
    }
    if (auth.access.kind !== "short") {
      return sendGraph(res, graphError(400, 190, "Short-lived access token required"));
    }
    const long = authority.issueAccessToken(auth.grant, { prefix: "IGQsbxL", kind: "long", ttlSeconds: longLivedTtl });
    sendJson(res, 200, { access_token: long.token, token_type: "bearer", expires_in: longLivedTtl });
  };

  const refresh = (req: FastifyRequest, res: FastifyReply) => {
    const query = queryOf(req);
    const failure = failures.take("refresh");
    if (failure) return sendFailure(res, failure, graphFailureAnswer, holdMs);
    if (query.get("grant_type") !== "ig_refresh_token") {
      return sendGraph(res, graphError(400, 100, "Unsupported grant_type"));
    }
    const auth = authenticateGraph(req, res);
    if (!auth) return;
    if (auth.access.kind !== "long") {
      return sendGraph(res, graphError(400, 190, "Long-lived access token required"));
    }
    if (clock.now() - auth.access.issuedAt < refreshMinAge * 1000) {
      return sendGraph(
        res,
        graphError(400, 190, "Long-lived access token is less than 24 hours old and cannot be refreshed"),
      );
    }
    const long = authority.issueAccessToken(auth.grant, { prefix: "IGQsbxL", kind: "long", ttlSeconds: longLivedTtl });
    sendJson(res, 200, { access_token: long.token, token_type: "bearer", expires_in: longLivedTtl });
  };

  // --- Graph reads ----------------------------------------------------------------------------------

  const requestedFields = (query: URLSearchParams, known: readonly string[], nodeType: string): string[] => {
    const raw = query.get("fields");
    const fields = raw
      ? raw
          .split(",")
          .map((field) => field.trim())
          .filter(Boolean)
      : ["id"];
    const unknown = fields.find((field) => !known.includes(field));
    if (unknown)
      throw new GraphError(
        graphError(400, 100, `(#100) Tried accessing nonexisting field (${unknown}) on node type (${nodeType})`),
      );
    return fields;
  };

  const userNode = (user: InstagramUser, fields: string[]) => {
    const values: Record<string, unknown> = {
      id: user.id,
      user_id: user.userId,
      username: user.username,
      name: user.name,
      account_type: user.accountType,
      profile_picture_url: `https://scontent.sandbox.invalid/${user.username}.jpg`,
      followers_count: 42,
      follows_count: 7,
      media_count: mediaOf(user.id).length,
    };
    const node: Record<string, unknown> = {};
    for (const field of fields) node[field] = values[field];
    if (!("id" in node)) node.id = user.id;
    return node;
  };

  const mediaNode = (item: InstagramMedia, fields: string[]) => {
    const owner = INSTAGRAM_USERS.find((user) => user.id === item.ownerId);
    const values: Record<string, unknown> = {
      id: item.id,
      caption: item.caption,
      media_type: item.mediaType,
      media_product_type: item.mediaProductType,
      media_url: `https://scontent.sandbox.invalid/${item.id}.${item.mediaType === "VIDEO" ? "mp4" : "jpg"}`,
      permalink: permalink(item),
      shortcode: item.shortcode,
      thumbnail_url: item.mediaType === "VIDEO" ? `https://scontent.sandbox.invalid/${item.id}-thumb.jpg` : undefined,
      timestamp: item.timestamp,
      username: owner?.username,
      like_count: 3,
      comments_count: 0,
      is_comment_enabled: true,
      owner: { id: owner?.userId },
    };
    const node: Record<string, unknown> = {};
    for (const field of fields) if (values[field] !== undefined) node[field] = values[field];
    if (!("id" in node)) node.id = item.id;
    return node;
  };

  const encodeCursor = (id: string) => Buffer.from(`sbx:${id}`).toString("base64url");
  const decodeCursor = (cursor: string): string => {
    const text = Buffer.from(cursor, "base64url").toString("utf8");
    if (!text.startsWith("sbx:")) throw new GraphError(graphError(400, 100, "Invalid cursor"));
    return text.slice(4);
  };

  const mediaEdge = (
    req: FastifyRequest,
    res: FastifyReply,
    query: URLSearchParams,
    user: InstagramUser,
    pathname: string,
  ) => {
    const fields = requestedFields(query, MEDIA_FIELDS, "IGMedia");
    const limitRaw = query.get("limit");
    const limit = limitRaw === null ? 25 : Number(limitRaw);
    if (!Number.isInteger(limit) || limit < 1) throw new GraphError(graphError(400, 100, "Invalid limit"));
    const pageSize = Math.min(limit, 100);
    const all = mediaOf(user.id);
    const after = query.get("after");
    const before = query.get("before");
    let start = 0;
    if (after) {
      const id = decodeCursor(after);
      start = all.findIndex((item) => item.id === id) + 1;
      if (start === 0) throw new GraphError(graphError(400, 100, "Invalid cursor"));
    } else if (before) {
      const id = decodeCursor(before);
      const end = all.findIndex((item) => item.id === id);
      if (end < 0) throw new GraphError(graphError(400, 100, "Invalid cursor"));
      start = Math.max(0, end - pageSize);
    }
    const page = all.slice(start, start + pageSize);
    const first = page[0];
    const last = page[page.length - 1];
    const link = (cursorName: "after" | "before", cursor: string) => {
      const next = new URL(`http://${req.headers.host ?? "127.0.0.1"}${pathname}`);
      for (const [key, value] of query) if (key !== "after" && key !== "before") next.searchParams.set(key, value);
      const token = graphToken(req);
      if (token) next.searchParams.set("access_token", token);
      next.searchParams.set("limit", String(pageSize));
      next.searchParams.set(cursorName, cursor);
      return next.toString();
    };
    const paging: Record<string, unknown> = {};
    if (first && last) {
      paging.cursors = { before: encodeCursor(first.id), after: encodeCursor(last.id) };
      if (start + pageSize < all.length) paging.next = link("after", encodeCursor(last.id));
      if (start > 0) paging.previous = link("before", encodeCursor(first.id));
    }
    sendJson(res, 200, { data: page.map((item) => mediaNode(item, fields)), ...(first ? { paging } : {}) });
  };

  const graph = (req: FastifyRequest, res: FastifyReply) => {
    const query = queryOf(req);
    const rest = paramsOf(req)["*"] ?? "";
    // The Graph API takes an optional version segment: /v21.0/me is /me.
    const segments = rest.split("/").filter(Boolean);
    if (segments[0] && /^v\d+\.\d+$/.test(segments[0])) segments.shift();
    const [node, edge, ...extra] = segments;
    if (node === "access_token" && !edge) return exchange(req, res);
    if (node === "refresh_access_token" && !edge) return refresh(req, res);
    const failure = failures.take(edge === "media" || (node !== "me" && !edge && !isUserId(node)) ? "media" : "me");
    if (failure) return sendFailure(res, failure, graphFailureAnswer, holdMs);
    try {
      const auth = authenticateGraph(req, res);
      if (!auth) return;
      const me = INSTAGRAM_USERS.find((user) => user.id === auth.grant.userId);
      if (!me) throw new GraphError(graphError(400, 100, "Unknown user"));
      if (!node || extra.length > 0) throw new GraphError(unsupported(rest));
      const isMe = node === "me" || node === me.id || node === me.userId;
      if (isMe && !edge) return sendJson(res, 200, userNode(me, requestedFields(query, USER_FIELDS, "User")));
      if (isMe && edge === "media") return mediaEdge(req, res, query, me, pathnameOf(req));
      if (edge) throw new GraphError(unsupported(node));
      const item = media.find((candidate) => candidate.id === node);
      // Someone else's media, or none at all: the Graph API does not tell the two apart.
      if (!item || item.ownerId !== me.id) throw new GraphError(unsupported(node));
      sendJson(res, 200, mediaNode(item, requestedFields(query, MEDIA_FIELDS, "IGMedia")));
    } catch (error) {
      if (error instanceof GraphError) return sendGraph(res, error.answer);
      throw error;
    }
  };
  const isUserId = (node: string | undefined) =>
    INSTAGRAM_USERS.some((user) => user.id === node || user.userId === node);
  const unsupported = (id: string) =>
    graphError(
      400,
      100,
      `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      { error_subcode: 33, type: "GraphMethodException" },
    );

  const reset = () => {
    authority.reset();
    failures.clear();
    clock.reset();
    media = seedMedia(clock.now());
  };

  const plugin: SandboxPlugin = async (app) => {
    registerAuthorizeRoutes(app, {
      paths: [`${INSTAGRAM_WWW_PATH}/oauth/authorize`, `${INSTAGRAM_API_PATH}/oauth/authorize`],
      look: { name: "Instagram", accent: "#d62976" },
      authority,
      clientParam: "client_id",
      scopeSeparator: /[ ,]+/,
      knownScopes: INSTAGRAM_SCOPES,
      requiredScopes: ["instagram_business_basic"],
      requirePkce: options.requirePkce ?? true,
      users,
      codePrefix: "AQsbx",
      successParams: (code, request) => ({ code, ...(request.state !== undefined ? { state: request.state } : {}) }),
      denyParams: (request) => ({
        error: "access_denied",
        error_reason: "user_denied",
        error_description: "The user denied your request.",
        ...(request.state !== undefined ? { state: request.state } : {}),
      }),
      // Instagram appends `#_` to the redirect; it is not part of the code.
      redirectSuffix: "#_",
      failures,
    });
    app.post(`${INSTAGRAM_API_PATH}/oauth/access_token`, accessToken);
    registerControlRoutes(app, {
      prefix: INSTAGRAM_PREFIX,
      failures,
      authority,
      reset,
      users,
      describeUser: (userId) => ({ ...findUser(userId), media: mediaOf(userId).map(withPermalink) }),
    });
    app.post(`${INSTAGRAM_PREFIX}/_sandbox/users/:userId/media`, (req, res) => {
      const body = jsonBodyOf(req);
      if (typeof body !== "object" || body === null) throw new HttpError(400, "body must be a JSON object");
      sendJson(res, 201, addMedia(paramsOf(req).userId ?? "", body as NewInstagramMedia));
    });
    app.get(`${INSTAGRAM_GRAPH_PATH}/*`, graph);
  };

  return {
    plugin,
    fail: (failure) => {
      failures.set(failure);
    },
    clearFailures: (endpoint) => failures.clear(endpoint),
    reset,
    advanceClock: (seconds) => clock.advance(seconds),
    revokeUser: (userId, clientId) => authority.revokeUser(findUser(userId).id, clientId),
    users,
    addMedia,
    media: (userId) => mediaOf(findUser(userId).id).map(withPermalink),
  };
}

class GraphError extends Error {
  constructor(readonly answer: FailureAnswer) {
    super("graph error");
  }
}

/** The registry's entry (src/oauth/registry.ts): the stand-in and its default client as the API's env. */
export const INSTAGRAM_STAND_IN = defineStandIn({
  prefix: INSTAGRAM_PREFIX,
  create: createInstagramStandIn,
  clientIdVariable: "INSTAGRAM_CLIENT_ID",
  clientSecretVariable: "INSTAGRAM_CLIENT_SECRET",
  credentials: {
    INSTAGRAM_CLIENT_ID: INSTAGRAM_DEFAULT_CLIENT.clientId,
    INSTAGRAM_CLIENT_SECRET: INSTAGRAM_DEFAULT_CLIENT.clientSecret,
  },
  urls: (sandboxUrl: string) => ({
    INSTAGRAM_AUTHORIZE_URL: `${sandboxUrl}${INSTAGRAM_WWW_PATH}`,
    INSTAGRAM_API_URL: `${sandboxUrl}${INSTAGRAM_API_PATH}`,
    INSTAGRAM_GRAPH_URL: `${sandboxUrl}${INSTAGRAM_GRAPH_PATH}`,
  }),
});
