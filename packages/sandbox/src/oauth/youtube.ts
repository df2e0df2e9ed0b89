import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { fieldsOf, HttpError, jsonBodyOf, paramsOf, queryOf, type SandboxPlugin, sendJson } from "../http";
import {
  type AuthorizeRequest,
  basicCredentials,
  bearerToken,
  createClock,
  defineStandIn,
  type FailureAnswer,
  type FailureSwitch,
  FailureSwitches,
  type Grant,
  mergeClients,
  OAuthAuthority,
  type OAuthClient,
  registerAuthorizeRoutes,
  registerControlRoutes,
  requireSandboxUser,
  type StandInControl,
  type StandInOptions,
  sendFailure,
} from "./oauth-core";

/**
 * YouTube stand-in: Google's OAuth 2.0 for web server apps (authorization code + PKCE, offline access,
 * refresh) and the two YouTube Data API v3 reads Fanfare makes, with per-user subscriptions so "subscribe,
 * then verify" works.
 *
 *   real endpoint                                   sandbox URL (env of the API)
 *   https://accounts.google.com/o/oauth2/v2/auth →  YOUTUBE_AUTHORIZE_URL=<sandbox>/youtube/accounts/o/oauth2/v2/auth
 *   https://oauth2.googleapis.com/token          →  YOUTUBE_TOKEN_URL=<sandbox>/youtube/oauth2/token
 *   https://www.googleapis.com/youtube/v3        →  YOUTUBE_API_URL=<sandbox>/youtube/api/youtube/v3
 *                                                     GET /channels?part=snippet&mine=true
 *                                                     GET /subscriptions?part=snippet&mine=true[&forChannelId=…]
 *
 * As at Google: a refresh token only with `access_type=offline`, and only on a first consent or with
 * `prompt=consent`; refresh tokens are not rotated; the client secret is required (a "web application"
 * client, PKCE or not). Control (sandbox only): <sandbox>/youtube/_sandbox (oauth-core's control routes),
 * plus POST /youtube/_sandbox/users/{id}/subscriptions `{ channelId }` and
 * DELETE /youtube/_sandbox/users/{id}/subscriptions/{channelId}: what the fan does on YouTube itself.
 * Failure endpoint names: authorize, token, refresh, channels, subscriptions; a `403` switch answers
 * `insufficientPermissions` unless its `reason` says `quotaExceeded` (or another YouTube reason).
 */

export const YOUTUBE_PREFIX = "/youtube";
export const YOUTUBE_AUTHORIZE_PATH = `${YOUTUBE_PREFIX}/accounts/o/oauth2/v2/auth`;
export const YOUTUBE_TOKEN_PATH = `${YOUTUBE_PREFIX}/oauth2/token`;
export const YOUTUBE_API_PATH = `${YOUTUBE_PREFIX}/api/youtube/v3`;

export const YOUTUBE_DEFAULT_CLIENT: OAuthClient = {
  clientId: "sandbox-youtube-client.apps.googleusercontent.com",
  clientSecret: "sandbox-youtube-secret",
  allowLoopbackRedirects: true,
  name: "Fanfare (sandbox)",
};

export const YOUTUBE_READONLY_SCOPE = "https://www.googleapis.com/auth/youtube.readonly";

/** Scopes the consent page accepts; any of the first three lets a token read the fan's subscriptions. */
export const YOUTUBE_SCOPES = [
  YOUTUBE_READONLY_SCOPE,
  "https://www.googleapis.com/auth/youtube",
  "https://www.googleapis.com/auth/youtube.force-ssl",
  "openid",
  "email",
  "profile",
  "https://www.googleapis.com/auth/userinfo.email",
  "https://www.googleapis.com/auth/userinfo.profile",
] as const;
const READ_SCOPES: readonly string[] = YOUTUBE_SCOPES.slice(0, 3);

/** Channels for tests: every well-formed channel id can be subscribed to, these are easy to recognise. */
export const YOUTUBE_SANDBOX_IDS = {
  channel: "UCfanfareSandboxChannel1",
  otherChannel: "UCfanfareSandboxChannel2",
} as const;

const CHANNEL_TITLES: Record<string, string> = {
  [YOUTUBE_SANDBOX_IDS.channel]: "Fanfare Sandbox Channel",
  [YOUTUBE_SANDBOX_IDS.otherChannel]: "Fanfare Sandbox Second Channel",
};

export const YOUTUBE_CHANNEL_ID = /^UC[0-9A-Za-z_-]{22}$/;

export interface YouTubeUser {
  /** The sandbox user (what the consent page and the control routes name). */
  id: string;
  displayName: string;
  /** The user's own channel; null for a Google account that never created one. */
  channel: { id: string; title: string; customUrl: string } | null;
}

/**
 * The second is subscribed to YOUTUBE_SANDBOX_IDS.channel already; the others start with no
 * subscriptions (one YouTube account links to one Fanfare account, so journeys pick their own). The last
 * has no channel of their own, as many Google accounts.
 */
export const YOUTUBE_USERS: readonly YouTubeUser[] = [
  {
    id: "sandbox-fan-aiko",
    displayName: "Aiko Sandbox",
    channel: { id: "UCsbxFanAiko000000000001", title: "Aiko Sandbox", customUrl: "@aikosandbox" },
  },
  {
    id: "sandbox-fan-ben",
    displayName: "Ben Sandbox",
    channel: { id: "UCsbxFanBen0000000000002", title: "Ben Sandbox", customUrl: "@bensandbox" },
  },
  {
    id: "sandbox-fan-chloe",
    displayName: "Chloé Sandbox",
    channel: { id: "UCsbxFanChloe00000000003", title: "Chloé Sandbox", customUrl: "@chloesandbox" },
  },
  {
    id: "sandbox-fan-dao",
    displayName: "Dao Sandbox",
    channel: { id: "UCsbxFanDao0000000000004", title: "Dao Sandbox", customUrl: "@daosandbox" },
  },
  { id: "sandbox-fan-noah", displayName: "Noah Sandbox (no channel)", channel: null },
];

export const YOUTUBE_FAILURE_ENDPOINTS = ["authorize", "token", "refresh", "channels", "subscriptions"] as const;
type YouTubeEndpoint = (typeof YOUTUBE_FAILURE_ENDPOINTS)[number];

export type YouTubeStandIn = StandInControl & {
  /** The channel ids the user is subscribed to, for assertions. */
  subscriptions(userId: string): string[];
  /** The user subscribes on YouTube itself (not through Fanfare); returns their subscriptions. */
  subscribe(userId: string, channelId: string): string[];
  unsubscribe(userId: string, channelId: string): string[];
};

interface Subscription {
  id: string;
  channelId: string;
  publishedAt: string;
}

/** Google's JSON error body: `{ error: { code, message, errors: [{ message, domain, reason }], status } }`. */
function googleError(code: number, status: string, reason: string, message: string, domain = "global"): FailureAnswer {
  return { status: code, body: { error: { code, message, errors: [{ message, domain, reason }], status } } };
}

const INVALID_CREDENTIALS = googleError(
  401,
  "UNAUTHENTICATED",
  "authError",
  "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
);
const INSUFFICIENT_PERMISSIONS = googleError(
  403,
  "PERMISSION_DENIED",
  "insufficientPermissions",
  "Request had insufficient authentication scopes.",
);

function apiFailureAnswer(mode: "500" | "429" | "401" | "403", failure: FailureSwitch): FailureAnswer {
  switch (mode) {
    case "500":
      return googleError(500, "INTERNAL", "backendError", "Backend Error");
    case "429":
      return googleError(429, "RESOURCE_EXHAUSTED", "rateLimitExceeded", "Rate Limit Exceeded");
    case "401":
      return INVALID_CREDENTIALS;
    case "403":
      if (failure.reason === undefined || failure.reason === "insufficientPermissions") return INSUFFICIENT_PERMISSIONS;
      if (failure.reason === "quotaExceeded") {
        return googleError(
          403,
          "PERMISSION_DENIED",
          "quotaExceeded",
          "The request cannot be completed because you have exceeded your quota.",
          "youtube.quota",
        );
      }
      return googleError(403, "PERMISSION_DENIED", failure.reason, "The request is forbidden.");
  }
}

/** The token endpoint's errors: `{ error, error_description }`, as RFC 6749 section 5.2. */
function tokenFailureAnswer(mode: "500" | "429" | "401" | "403"): FailureAnswer {
  switch (mode) {
    case "500":
      return { status: 500, body: { error: "internal_failure", error_description: "Internal failure" } };
    case "429":
      return { status: 429, body: { error: "rate_limit_exceeded", error_description: "Rate limit exceeded" } };
    case "401":
      return { status: 401, body: { error: "invalid_client", error_description: "Unauthorized" } };
    case "403":
      return { status: 403, body: { error: "access_denied", error_description: "Forbidden" } };
  }
}

class ApiError extends Error {
  constructor(readonly answer: FailureAnswer) {
    super("YouTube API error");
  }
}

const badRequest = (reason: string, message: string) =>
  new ApiError(googleError(400, "INVALID_ARGUMENT", reason, message));

export function createYouTubeStandIn(options: StandInOptions = {}): YouTubeStandIn {
  const clock = createClock();
  const authority = new OAuthAuthority({
    clients: mergeClients(YOUTUBE_DEFAULT_CLIENT, options.clients),
    clock,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3599,
  });
  const failures = new FailureSwitches(YOUTUBE_FAILURE_ENDPOINTS);
  const holdMs = options.timeoutHoldMs ?? 60_000;
  const subscriptionsByUser = new Map<string, Subscription[]>();
  /** Codes issued for `access_type=offline` whose exchange brings a refresh token. */
  const offlineCodes = new Set<string>();
  /** `clientId userId` pairs that consented once: Google then omits the refresh token unless prompt=consent. */
  const consented = new Set<string>();
  /** Codes whose authorize request said `prompt=consent` (a refresh token even on a repeated consent). */
  const promptedCodes = new Set<string>();

  const newSubscription = (channelId: string): Subscription => ({
    id: `sbx${randomBytes(16).toString("base64url")}`,
    channelId,
    publishedAt: new Date(clock.now()).toISOString(),
  });
  const seed = () => {
    subscriptionsByUser.clear();
    offlineCodes.clear();
    promptedCodes.clear();
    consented.clear();
    for (const [index, user] of YOUTUBE_USERS.entries()) {
      subscriptionsByUser.set(user.id, index === 1 ? [newSubscription(YOUTUBE_SANDBOX_IDS.channel)] : []);
    }
  };
  seed();
  const users = () => YOUTUBE_USERS.map((user) => ({ id: user.id, label: user.displayName }));
  const userOf = (userId: string) => requireSandboxUser(YOUTUBE_USERS, userId);
  const subscriptionsOf = (userId: string): Subscription[] => {
    const list = subscriptionsByUser.get(userOf(userId).id);
    if (!list) throw new HttpError(500, `no subscriptions for ${userId}`);
    return list;
  };

  // --- Google's authorization server --------------------------------------------------------------------

  const tokenError = (res: FastifyReply, status: number, error: string, description: string) =>
    sendJson(res, status, { error, error_description: description });

  const tokenAnswer = (grant: Grant, refreshToken: string | undefined) => {
    const access = authority.issueAccessToken(grant, { prefix: "ya29.sandbox" });
    return {
      access_token: access.token,
      expires_in: Math.round((access.expiresAt - access.issuedAt) / 1000),
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      scope: grant.scopes.join(" "),
      token_type: "Bearer",
    };
  };

  const token = (req: FastifyRequest, res: FastifyReply) => {
    const fields = fieldsOf(req);
    const failure = failures.take(fields.grant_type === "refresh_token" ? "refresh" : "token");
    if (failure) return sendFailure(res, failure, tokenFailureAnswer, holdMs);
    // Google takes the client's credentials in the body (client_secret_post) or a Basic header.
    const basic = basicCredentials(req);
    const client = authority.findClient(basic?.id ?? fields.client_id);
    const secret = basic?.secret ?? fields.client_secret;
    if (!client) return tokenError(res, 401, "invalid_client", "The OAuth client was not found.");
    if (secret !== client.clientSecret) return tokenError(res, 401, "invalid_client", "Unauthorized");
    if (fields.grant_type === "authorization_code") {
      if (!fields.code) return tokenError(res, 400, "invalid_request", "Missing required parameter: code");
      const code = fields.code;
      const redemption = authority.redeemCode({
        code,
        clientId: client.clientId,
        redirectUri: fields.redirect_uri,
        codeVerifier: fields.code_verifier,
      });
      if (!redemption.ok) {
        if (redemption.reason === "redirect_mismatch")
          return tokenError(res, 400, "redirect_uri_mismatch", "Bad Request");
        const description = redemption.reason.startsWith("verifier") ? "Invalid code verifier." : "Bad Request";
        return tokenError(res, 400, "invalid_grant", description);
      }
      const pair = `${client.clientId} ${redemption.grant.userId}`;
      const offline = offlineCodes.delete(code);
      const prompted = promptedCodes.delete(code);
      const refresh =
        offline && (prompted || !consented.has(pair))
          ? authority.issueRefreshToken(redemption.grant, { prefix: "1//sandbox" }).token
          : undefined;
      consented.add(pair);
      return sendJson(res, 200, tokenAnswer(redemption.grant, refresh));
    }
    if (fields.grant_type === "refresh_token") {
      if (!fields.refresh_token)
        return tokenError(res, 400, "invalid_request", "Missing required parameter: refresh_token");
      // Google keeps the refresh token (no rotation): the answer carries none.
      const outcome = authority.useRefreshToken(fields.refresh_token, client.clientId, { consume: false });
      if (!outcome.ok) {
        const description = outcome.reason === "unknown" ? "Bad Request" : "Token has been expired or revoked.";
        return tokenError(res, 400, "invalid_grant", description);
      }
      return sendJson(res, 200, tokenAnswer(outcome.grant, undefined));
    }
    if (!fields.grant_type) return tokenError(res, 400, "invalid_request", "Missing required parameter: grant_type");
    return tokenError(res, 400, "unsupported_grant_type", `Invalid grant_type: ${fields.grant_type}`);
  };
  // --- YouTube Data API v3 ----------------------------------------------------------------------------

  const api = (
    path: string,
    endpoint: YouTubeEndpoint,
    handle: (ctx: { res: FastifyReply; query: URLSearchParams; grant: Grant }) => void,
  ): RouteOptions => ({
    method: "GET",
    url: `${YOUTUBE_API_PATH}${path}`,
    handler: (req, res) => {
      const failure = failures.take(endpoint);
      if (failure) return sendFailure(res, failure, apiFailureAnswer, holdMs);
      const auth = authority.authenticate(bearerToken(req));
      const send = (answer: FailureAnswer) => sendJson(res, answer.status, answer.body);
      if (!auth.ok) {
        res.header("www-authenticate", 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
        return send(INVALID_CREDENTIALS);
      }
      if (!auth.grant.scopes.some((scope) => READ_SCOPES.includes(scope))) return send(INSUFFICIENT_PERMISSIONS);
      const query = queryOf(req);
      try {
        const part = query.get("part");
        if (!part) throw badRequest("required", "Required parameter: part");
        if (part.split(",").some((name) => !["id", "snippet", "contentDetails"].includes(name))) {
          throw badRequest("unknownPart", `'${part}'`);
        }
        handle({ res, query, grant: auth.grant });
      } catch (error) {
        if (error instanceof ApiError) return send(error.answer);
        throw error;
      }
    },
  });

  /** `mine=true` is the only filter the stand-in serves (the others need an API key or a channel's owner). */
  const requireMine = (query: URLSearchParams, others: string[]) => {
    if (others.some((name) => query.has(name))) {
      throw badRequest("incompatibleParameters", "Only mine=true is supported by the sandbox");
    }
    if (query.get("mine") !== "true") throw badRequest("missingRequiredParameter", "No filter selected.");
  };

  const page = (query: URLSearchParams) => {
    const raw = query.get("maxResults");
    const maxResults = raw === null ? 5 : Number(raw);
    if (!Number.isInteger(maxResults) || maxResults < 0 || maxResults > 50) {
      throw badRequest("invalidParameter", "Invalid value for maxResults");
    }
    const token = query.get("pageToken");
    const offset = token === null ? 0 : Number(Buffer.from(token, "base64url").toString("utf8").replace(/^o/, ""));
    if (!Number.isInteger(offset) || offset < 0) throw badRequest("invalidPageToken", "The page token is not valid.");
    return { maxResults, offset };
  };
  const pageToken = (offset: number) => Buffer.from(`o${offset}`).toString("base64url");

  const etag = () => randomBytes(9).toString("base64url");

  const apiRoutes: RouteOptions[] = [
    api("/channels", "channels", ({ res, query, grant }) => {
      requireMine(query, ["id", "forHandle", "forUsername", "managedByMe", "categoryId"]);
      const channel = userOf(grant.userId).channel;
      const items = channel
        ? [
            {
              kind: "youtube#channel",
              etag: etag(),
              id: channel.id,
              snippet: {
                title: channel.title,
                description: "",
                customUrl: channel.customUrl,
                publishedAt: "2020-01-01T00:00:00Z",
                thumbnails: {},
              },
            },
          ]
        : [];
      sendJson(res, 200, {
        kind: "youtube#channelListResponse",
        etag: etag(),
        pageInfo: { totalResults: items.length, resultsPerPage: 5 },
        items,
      });
    }),
    api("/subscriptions", "subscriptions", ({ res, query, grant }) => {
      requireMine(query, ["channelId", "id", "mySubscribers", "myRecentSubscribers"]);
      const forChannelId = query.get("forChannelId");
      const wanted = forChannelId === null || forChannelId === "" ? null : forChannelId.split(",");
      if (wanted && wanted.length > 50) throw badRequest("invalidParameter", "Too many channel ids in forChannelId");
      const subscriber = userOf(grant.userId).channel;
      const all = subscriptionsOf(grant.userId).filter((s) => wanted === null || wanted.includes(s.channelId));
      const { maxResults, offset } = page(query);
      const slice = all.slice(offset, offset + maxResults);
      const next = offset + maxResults < all.length ? { nextPageToken: pageToken(offset + maxResults) } : {};
      const prev = offset > 0 ? { prevPageToken: pageToken(Math.max(0, offset - maxResults)) } : {};
      sendJson(res, 200, {
        kind: "youtube#subscriptionListResponse",
        etag: etag(),
        ...next,
        ...prev,
        pageInfo: { totalResults: all.length, resultsPerPage: maxResults },
        items: slice.map((s) => ({
          kind: "youtube#subscription",
          etag: etag(),
          id: s.id,
          snippet: {
            publishedAt: s.publishedAt,
            title: CHANNEL_TITLES[s.channelId] ?? `Channel ${s.channelId}`,
            description: "",
            resourceId: { kind: "youtube#channel", channelId: s.channelId },
            channelId: subscriber?.id ?? "",
            thumbnails: {},
          },
        })),
      });
    }),
  ];

  // --- Sandbox controls -------------------------------------------------------------------------------

  const checkChannelId = (channelId: unknown): string => {
    if (typeof channelId !== "string" || !YOUTUBE_CHANNEL_ID.test(channelId)) {
      throw new HttpError(400, "channelId must be a YouTube channel id (UC and 22 characters)");
    }
    return channelId;
  };
  const subscriptions = (userId: string) => subscriptionsOf(userId).map((s) => s.channelId);
  const subscribe = (userId: string, channelId: string) => {
    const list = subscriptionsOf(userId);
    const id = checkChannelId(channelId);
    if (!list.some((s) => s.channelId === id)) list.push(newSubscription(id));
    return subscriptions(userId);
  };
  const unsubscribe = (userId: string, channelId: string) => {
    const list = subscriptionsOf(userId);
    const id = checkChannelId(channelId);
    subscriptionsByUser.set(
      userOf(userId).id,
      list.filter((s) => s.channelId !== id),
    );
    return subscriptions(userId);
  };

  const reset = () => {
    authority.reset();
    failures.clear();
    clock.reset();
    seed();
  };

  const plugin: SandboxPlugin = async (app) => {
    registerAuthorizeRoutes(app, {
      paths: [YOUTUBE_AUTHORIZE_PATH],
      look: { name: "Google (YouTube)", accent: "#ff0000" },
      authority,
      clientParam: "client_id",
      scopeSeparator: / +/,
      knownScopes: YOUTUBE_SCOPES,
      requirePkce: options.requirePkce ?? true,
      users,
      codePrefix: "4/0sandbox",
      successParams: (code: string, request: AuthorizeRequest) => {
        if (request.params.access_type === "offline") offlineCodes.add(code);
        if (request.params.prompt?.split(" ").includes("consent")) promptedCodes.add(code);
        return {
          ...(request.state !== undefined ? { state: request.state } : {}),
          code,
          scope: request.scopes.join(" "),
        };
      },
      denyParams: (request) => ({
        error: "access_denied",
        ...(request.state !== undefined ? { state: request.state } : {}),
      }),
      failures,
    });
    app.post(YOUTUBE_TOKEN_PATH, token);
    for (const route of apiRoutes) app.route(route);
    registerControlRoutes(app, {
      prefix: YOUTUBE_PREFIX,
      failures,
      authority,
      reset,
      users,
      describeUser: (userId) => ({ ...userOf(userId), subscriptions: subscriptions(userId) }),
    });
    app.post(`${YOUTUBE_PREFIX}/_sandbox/users/:userId/subscriptions`, (req, res) => {
      const body = jsonBodyOf(req);
      const channelId = (body as { channelId?: unknown } | undefined)?.channelId;
      sendJson(res, 200, { subscriptions: subscribe(paramsOf(req).userId ?? "", checkChannelId(channelId)) });
    });
    app.delete(`${YOUTUBE_PREFIX}/_sandbox/users/:userId/subscriptions/:channelId`, (req, res) => {
      sendJson(res, 200, { subscriptions: unsubscribe(paramsOf(req).userId ?? "", paramsOf(req).channelId ?? "") });
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
    revokeUser: (userId, clientId) => authority.revokeUser(userId, clientId),
    users,
    subscriptions,
    subscribe,
    unsubscribe,
  };
}

/** The registry's entry (src/oauth/registry.ts): the stand-in and its default client as the API's env. */
export const YOUTUBE_STAND_IN = defineStandIn({
  prefix: YOUTUBE_PREFIX,
  create: createYouTubeStandIn,
  clientIdVariable: "YOUTUBE_CLIENT_ID",
  clientSecretVariable: "YOUTUBE_CLIENT_SECRET",
  credentials: {
    YOUTUBE_CLIENT_ID: YOUTUBE_DEFAULT_CLIENT.clientId,
    YOUTUBE_CLIENT_SECRET: YOUTUBE_DEFAULT_CLIENT.clientSecret,
  },
  urls: (sandboxUrl: string) => ({
    YOUTUBE_AUTHORIZE_URL: `${sandboxUrl}${YOUTUBE_AUTHORIZE_PATH}`,
    YOUTUBE_TOKEN_URL: `${sandboxUrl}${YOUTUBE_TOKEN_PATH}`,
    YOUTUBE_API_URL: `${sandboxUrl}${YOUTUBE_API_PATH}`,
  }),
});
