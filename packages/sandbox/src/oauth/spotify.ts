import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import {
  fieldsOf,
  HttpError,
  type HttpMethod,
  jsonBodyOf,
  paramsOf,
  queryOf,
  type SandboxPlugin,
  sendJson,
} from "../http";
import {
  type Authentication,
  basicCredentials,
  bearerToken,
  createClock,
  defineStandIn,
  type FailureAnswer,
  FailureSwitches,
  type Grant,
  mergeClients,
  OAuthAuthority,
  type OAuthClient,
  registerAuthorizeRoutes,
  registerControlRoutes,
  type StandInControl,
  type StandInOptions,
  sendEmpty,
  sendFailure,
} from "./oauth-core";

/**
 * Spotify stand-in: the Accounts service (authorization code + PKCE, token, refresh) and the part of
 * the Web API Fanfare calls, with per-user library state so "save, then read back" works.
 *
 *   real host                        sandbox base URL (env of the API)
 *   https://accounts.spotify.com  →  SPOTIFY_ACCOUNTS_URL=<sandbox>/spotify/accounts
 *                                      GET|POST /authorize, POST /api/token
 *   https://api.spotify.com       →  SPOTIFY_API_URL=<sandbox>/spotify/api
 *                                      /v1/me, /v1/me/tracks[/contains], /v1/me/following[/contains],
 *                                      /v1/playlists/{id}/followers[/contains], /v1/me/albums[/contains]
 *
 * Control (sandbox only): <sandbox>/spotify/_sandbox (see oauth-core's registerControlRoutes), plus
 * POST /spotify/_sandbox/users/{id}/library: what the fan does in the Spotify app itself (save, follow).
 * Failure endpoint names: authorize, token, refresh, me, tracks, following, playlists, albums.
 */

export const SPOTIFY_PREFIX = "/spotify";
export const SPOTIFY_ACCOUNTS_PATH = `${SPOTIFY_PREFIX}/accounts`;
export const SPOTIFY_API_PATH = `${SPOTIFY_PREFIX}/api`;

export const SPOTIFY_DEFAULT_CLIENT: OAuthClient = {
  clientId: "sandbox-spotify-client",
  clientSecret: "sandbox-spotify-secret",
  allowLoopbackRedirects: true,
  name: "Fanfare (sandbox)",
};

export const SPOTIFY_SCOPES = [
  "user-read-private",
  "user-read-email",
  "user-library-read",
  "user-library-modify",
  "user-follow-read",
  "user-follow-modify",
  "playlist-read-private",
  "playlist-read-collaborative",
  "playlist-modify-public",
  "playlist-modify-private",
  "user-top-read",
  "user-read-recently-played",
] as const;

/** Catalogue ids for tests: every well-formed id is accepted, these are simply easy to recognise. */
export const SPOTIFY_SANDBOX_IDS = {
  track: "0fanfareSandboxTrack01",
  artist: "0fanfareSandboxArtist1",
  playlist: "0fanfareSandboxPlaylst",
  album: "0fanfareSandboxAlbum01",
} as const;

export interface SpotifyUser {
  id: string;
  displayName: string;
  email: string;
  country: string;
  product: "premium" | "free";
}

/**
 * The second already saved/followed every SPOTIFY_SANDBOX_IDS item; the others start with an empty library
 * (one Spotify account links to one Fanfare account, so journeys that each need a fresh one pick their own).
 */
export const SPOTIFY_USERS: readonly SpotifyUser[] = [
  {
    id: "sandbox-fan-aiko",
    displayName: "Aiko Sandbox",
    email: "aiko@spotify.sandbox.test",
    country: "JP",
    product: "premium",
  },
  {
    id: "sandbox-fan-ben",
    displayName: "Ben Sandbox",
    email: "ben@spotify.sandbox.test",
    country: "US",
    product: "free",
  },
  {
    id: "sandbox-fan-chloe",
    displayName: "Chloé Sandbox",
    email: "chloe@spotify.sandbox.test",
    country: "FR",
    product: "premium",
  },
  {
    id: "sandbox-fan-dao",
    displayName: "Dao Sandbox",
    email: "dao@spotify.sandbox.test",
    country: "TH",
    product: "free",
  },
];

interface SpotifyLibrary {
  tracks: Set<string>;
  artists: Set<string>;
  playlists: Set<string>;
  albums: Set<string>;
}

export const SPOTIFY_FAILURE_ENDPOINTS = [
  "authorize",
  "token",
  "refresh",
  "me",
  "tracks",
  "following",
  "playlists",
  "albums",
] as const;

export type SpotifyLibraryView = { tracks: string[]; artists: string[]; playlists: string[]; albums: string[] };

export type SpotifyStandIn = StandInControl & {
  /** The user's library, for assertions. */
  library(userId: string): SpotifyLibraryView;
  /** The user saves / follows these in the Spotify app (not through Fanfare); returns the library. */
  addToLibrary(userId: string, items: Partial<SpotifyLibraryView>): SpotifyLibraryView;
};

const LIBRARY_KINDS = ["tracks", "artists", "playlists", "albums"] as const;

const BASE62_ID = /^[0-9A-Za-z]{22}$/;

function spotifyError(status: number, message: string): FailureAnswer {
  return { status, body: { error: { status, message } } };
}

function apiFailureAnswer(mode: "500" | "429" | "401" | "403"): FailureAnswer {
  switch (mode) {
    case "500":
      return spotifyError(500, "Server error.");
    case "429":
      return spotifyError(429, "API rate limit exceeded");
    case "401":
      return spotifyError(401, "Invalid access token");
    case "403":
      return spotifyError(403, "Insufficient client scope");
  }
}

function accountsFailureAnswer(mode: "500" | "429" | "401" | "403"): FailureAnswer {
  switch (mode) {
    case "500":
      return { status: 500, body: { error: "server_error", error_description: "Server error" } };
    case "429":
      return { status: 429, body: { error: "too_many_requests", error_description: "Too many requests" } };
    case "401":
      return { status: 401, body: { error: "invalid_client", error_description: "Invalid client" } };
    case "403":
      return { status: 403, body: { error: "access_denied", error_description: "Forbidden" } };
  }
}

export function createSpotifyStandIn(options: StandInOptions = {}): SpotifyStandIn {
  const clock = createClock();
  const authority = new OAuthAuthority({
    clients: mergeClients(SPOTIFY_DEFAULT_CLIENT, options.clients),
    clock,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
  });
  const failures = new FailureSwitches(SPOTIFY_FAILURE_ENDPOINTS);
  const holdMs = options.timeoutHoldMs ?? 60_000;
  const libraries = new Map<string, SpotifyLibrary>();
  const seed = () => {
    libraries.clear();
    for (const [index, user] of SPOTIFY_USERS.entries()) {
      const has = index === 1;
      libraries.set(user.id, {
        tracks: new Set(has ? [SPOTIFY_SANDBOX_IDS.track] : []),
        artists: new Set(has ? [SPOTIFY_SANDBOX_IDS.artist] : []),
        playlists: new Set(has ? [SPOTIFY_SANDBOX_IDS.playlist] : []),
        albums: new Set(has ? [SPOTIFY_SANDBOX_IDS.album] : []),
      });
    }
  };
  seed();
  const libraryOf = (userId: string): SpotifyLibrary => {
    const library = libraries.get(userId);
    if (!library) throw new HttpError(500, `no library for ${userId}`);
    return library;
  };
  const users = () => SPOTIFY_USERS.map((user) => ({ id: user.id, label: user.displayName }));

  // --- Accounts service -----------------------------------------------------------------------------

  const tokenError = (res: FastifyReply, status: number, error: string, description: string) =>
    sendJson(res, status, { error, error_description: description });

  const tokenResponse = (grant: Grant, refreshToken: string | undefined) => {
    const access = authority.issueAccessToken(grant, { prefix: "BQsandbox" });
    return {
      access_token: access.token,
      token_type: "Bearer",
      scope: grant.scopes.join(" "),
      expires_in: Math.round((access.expiresAt - access.issuedAt) / 1000),
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    };
  };

  const token = (req: FastifyRequest, res: FastifyReply) => {
    const fields = fieldsOf(req);
    const endpoint = fields.grant_type === "refresh_token" ? "refresh" : "token";
    const failure = failures.take(endpoint);
    if (failure) return sendFailure(res, failure, accountsFailureAnswer, holdMs);
    // Client credentials: the Basic header (confidential clients) or the body; PKCE clients send only client_id.
    const basic = basicCredentials(req);
    const clientId = basic?.id ?? fields.client_id;
    const secret = basic?.secret ?? fields.client_secret;
    const client = authority.findClient(clientId);
    if (!client) return tokenError(res, 400, "invalid_client", "Invalid client");
    if (secret !== undefined && secret !== client.clientSecret) {
      return tokenError(res, 400, "invalid_client", "Invalid client secret");
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
          unknown_code: "Invalid authorization code",
          code_used: "Invalid authorization code",
          code_expired: "Authorization code expired",
          client_mismatch: "Invalid authorization code",
          redirect_mismatch: "Invalid redirect URI",
          verifier_missing: "code_verifier required",
          verifier_wrong: "code_verifier was incorrect",
        }[redemption.reason];
        return tokenError(res, 400, "invalid_grant", description);
      }
      if (!redemption.grant.pkce && secret === undefined) {
        authority.revokeGrant(redemption.grant.id);
        return tokenError(res, 400, "invalid_client", "Invalid client secret");
      }
      const refresh = authority.issueRefreshToken(redemption.grant, { prefix: "AQsandbox" });
      return sendJson(res, 200, tokenResponse(redemption.grant, refresh.token));
    }
    if (fields.grant_type === "refresh_token") {
      if (!fields.refresh_token) return tokenError(res, 400, "invalid_request", "refresh_token must be supplied");
      // Public (PKCE) clients get a new refresh token each time and the old one stops working;
      // confidential clients keep theirs (Spotify then omits refresh_token from the answer).
      const isPublic = secret === undefined;
      const outcome = authority.useRefreshToken(fields.refresh_token, client.clientId, { consume: isPublic });
      if (!outcome.ok) {
        return tokenError(
          res,
          400,
          "invalid_grant",
          outcome.reason === "revoked" ? "Refresh token revoked" : "Invalid refresh token",
        );
      }
      if (isPublic && !outcome.grant.pkce) {
        return tokenError(res, 400, "invalid_client", "Invalid client secret");
      }
      const rotated = isPublic ? authority.issueRefreshToken(outcome.grant, { prefix: "AQsandbox" }).token : undefined;
      return sendJson(res, 200, tokenResponse(outcome.grant, rotated));
    }
    if (!fields.grant_type) return tokenError(res, 400, "invalid_request", "grant_type parameter is missing");
    return tokenError(res, 400, "unsupported_grant_type", `grant_type parameter is invalid`);
  };

  // --- Web API --------------------------------------------------------------------------------------

  /** Authenticates, applies the failure switch and the scope check; null when already answered. */
  const guard = (
    req: FastifyRequest,
    res: FastifyReply,
    endpoint: (typeof SPOTIFY_FAILURE_ENDPOINTS)[number],
    requiredScopes: string[],
  ): Extract<Authentication, { ok: true }> | null => {
    const failure = failures.take(endpoint);
    if (failure) {
      sendFailure(res, failure, apiFailureAnswer, holdMs);
      return null;
    }
    const auth = authority.authenticate(bearerToken(req));
    if (!auth.ok) {
      const message = {
        missing: "No token provided",
        invalid: "Invalid access token",
        revoked: "Invalid access token",
        expired: "The access token expired",
      }[auth.reason];
      res.header("www-authenticate", `Bearer realm="spotify", error="invalid_token", error_description="${message}"`);
      sendJson(res, 401, { error: { status: 401, message } });
      return null;
    }
    if (!requiredScopes.every((scope) => auth.grant.scopes.includes(scope))) {
      sendJson(res, 403, { error: { status: 403, message: "Insufficient client scope" } });
      return null;
    }
    return auth;
  };

  const parseIds = (raw: string | null | undefined, max: number): string[] => {
    if (raw === null || raw === undefined || raw === "") throw new ApiError(400, "Missing required field: ids");
    const ids = raw.split(",");
    return checkIds(ids, max);
  };
  const checkIds = (ids: unknown[], max: number): string[] => {
    if (ids.length === 0) throw new ApiError(400, "Missing required field: ids");
    if (ids.length > max) throw new ApiError(400, "Too many ids requested");
    for (const id of ids) {
      if (typeof id !== "string" || !BASE62_ID.test(id)) throw new ApiError(400, "Invalid base62 id");
    }
    return ids as string[];
  };
  /** PUT endpoints take `ids` in the query or `{ "ids": [...] }` in a JSON body. */
  const idsFromQueryOrBody = (req: FastifyRequest, max: number): string[] => {
    const fromQuery = queryOf(req).get("ids");
    const body = jsonBodyOrApiError(req);
    if (fromQuery) return parseIds(fromQuery, max);
    const ids = (body as { ids?: unknown } | undefined)?.ids;
    if (!Array.isArray(ids)) throw new ApiError(400, "Missing required field: ids");
    return checkIds(ids, max);
  };

  /** The body as JSON, refused in the Web API's own error shape. */
  const jsonBodyOrApiError = (req: FastifyRequest): unknown => {
    try {
      return jsonBodyOf(req);
    } catch {
      throw new ApiError(400, "Error parsing JSON.");
    }
  };

  const api = (
    method: HttpMethod,
    path: string,
    endpoint: (typeof SPOTIFY_FAILURE_ENDPOINTS)[number],
    scopes: string[] | ((query: URLSearchParams) => string[]),
    handle: (ctx: {
      req: FastifyRequest;
      res: FastifyReply;
      query: URLSearchParams;
      params: Record<string, string | undefined>;
      grant: Grant;
    }) => void,
  ): RouteOptions => ({
    method,
    url: `${SPOTIFY_API_PATH}${path}`,
    handler: (req, res) => {
      const query = queryOf(req);
      try {
        const auth = guard(req, res, endpoint, typeof scopes === "function" ? scopes(query) : scopes);
        if (!auth) return;
        handle({ req, res, query, params: paramsOf(req), grant: auth.grant });
      } catch (error) {
        if (error instanceof ApiError)
          return sendJson(res, error.status, { error: { status: error.status, message: error.message } });
        throw error;
      }
    },
  });

  const me = (grant: Grant) => {
    const user = SPOTIFY_USERS.find((candidate) => candidate.id === grant.userId);
    if (!user) throw new ApiError(404, "Non existing id");
    return user;
  };

  const followType = (query: URLSearchParams): string => {
    const type = query.get("type");
    if (type !== "artist" && type !== "user") throw new ApiError(400, "Invalid type");
    if (type === "user") throw new ApiError(400, "Only type=artist is supported by the sandbox");
    return type;
  };
  const playlistId = (params: Record<string, string | undefined>): string => {
    const id = params.playlistId ?? "";
    if (!BASE62_ID.test(id)) throw new ApiError(400, "Invalid base62 id");
    return id;
  };

  const apiRoutes: RouteOptions[] = [
    api("GET", "/v1/me", "me", [], ({ res, grant }) => {
      const user = me(grant);
      const url = `https://open.spotify.com/user/${user.id}`;
      sendJson(res, 200, {
        display_name: user.displayName,
        external_urls: { spotify: url },
        followers: { href: null, total: 0 },
        href: `https://api.spotify.com/v1/users/${user.id}`,
        id: user.id,
        images: [],
        type: "user",
        uri: `spotify:user:${user.id}`,
        ...(grant.scopes.includes("user-read-email") ? { email: user.email } : {}),
        ...(grant.scopes.includes("user-read-private")
          ? {
              country: user.country,
              product: user.product,
              explicit_content: { filter_enabled: false, filter_locked: false },
            }
          : {}),
      });
    }),
    api("GET", "/v1/me/tracks/contains", "tracks", ["user-library-read"], ({ res, query, grant }) => {
      const saved = libraryOf(grant.userId).tracks;
      sendJson(
        res,
        200,
        parseIds(query.get("ids"), 50).map((id) => saved.has(id)),
      );
    }),
    api("PUT", "/v1/me/tracks", "tracks", ["user-library-modify"], ({ req, res, grant }) => {
      const ids = idsFromQueryOrBody(req, 50);
      for (const id of ids) libraryOf(grant.userId).tracks.add(id);
      sendEmpty(res, 200);
    }),
    api("GET", "/v1/me/albums/contains", "albums", ["user-library-read"], ({ res, query, grant }) => {
      const saved = libraryOf(grant.userId).albums;
      sendJson(
        res,
        200,
        parseIds(query.get("ids"), 20).map((id) => saved.has(id)),
      );
    }),
    api("PUT", "/v1/me/albums", "albums", ["user-library-modify"], ({ req, res, grant }) => {
      const ids = idsFromQueryOrBody(req, 20);
      for (const id of ids) libraryOf(grant.userId).albums.add(id);
      sendEmpty(res, 200);
    }),
    api("GET", "/v1/me/following/contains", "following", ["user-follow-read"], ({ res, query, grant }) => {
      followType(query);
      const followed = libraryOf(grant.userId).artists;
      sendJson(
        res,
        200,
        parseIds(query.get("ids"), 50).map((id) => followed.has(id)),
      );
    }),
    api("PUT", "/v1/me/following", "following", ["user-follow-modify"], ({ req, res, query, grant }) => {
      followType(query);
      const ids = idsFromQueryOrBody(req, 50);
      for (const id of ids) libraryOf(grant.userId).artists.add(id);
      sendEmpty(res, 204);
    }),
    api("GET", "/v1/playlists/:playlistId/followers/contains", "playlists", [], ({ res, query, params, grant }) => {
      const id = playlistId(params);
      // The `ids` parameter is deprecated: at most one id, which must be the current user's.
      const ids = query.get("ids");
      if (ids !== null && ids !== "") {
        const list = ids.split(",");
        if (list.length > 1) throw new ApiError(400, "Too many ids requested");
        if (list[0] !== grant.userId) throw new ApiError(403, "Only the current user can be checked");
      }
      sendJson(res, 200, [libraryOf(grant.userId).playlists.has(id)]);
    }),
    api(
      "PUT",
      "/v1/playlists/:playlistId/followers",
      "playlists",
      () => [],
      ({ req, res, params, grant }) => {
        const id = playlistId(params);
        const body = jsonBodyOrApiError(req);
        const isPublic = (body as { public?: unknown } | undefined)?.public !== false;
        const scope = isPublic ? "playlist-modify-public" : "playlist-modify-private";
        if (!grant.scopes.includes(scope)) throw new ApiError(403, "Insufficient client scope");
        libraryOf(grant.userId).playlists.add(id);
        sendEmpty(res, 200);
      },
    ),
  ];

  const reset = () => {
    authority.reset();
    failures.clear();
    clock.reset();
    seed();
  };
  const requireUser = (userId: string | undefined): string => {
    if (!SPOTIFY_USERS.some((user) => user.id === userId)) throw new HttpError(404, `no sandbox user ${userId ?? ""}`);
    return userId as string;
  };
  const addToLibrary = (userId: string, items: unknown): SpotifyLibraryView => {
    const entry = libraryOf(requireUser(userId));
    if (typeof items !== "object" || items === null || Array.isArray(items)) {
      throw new HttpError(400, "body must be a JSON object like { artists: [id] }");
    }
    const given = items as Record<string, unknown>;
    const unknownKeys = Object.keys(given).filter((key) => !(LIBRARY_KINDS as readonly string[]).includes(key));
    if (unknownKeys.length > 0) throw new HttpError(400, `unknown library kinds: ${unknownKeys.join(", ")}`);
    const adds: [(typeof LIBRARY_KINDS)[number], string[]][] = [];
    for (const kind of LIBRARY_KINDS) {
      const ids = given[kind];
      if (ids === undefined) continue;
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string" && BASE62_ID.test(id))) {
        throw new HttpError(400, `${kind} must be a list of base62 ids`);
      }
      adds.push([kind, ids as string[]]);
    }
    for (const [kind, ids] of adds) for (const id of ids) entry[kind].add(id);
    return library(userId);
  };
  const library = (userId: string): SpotifyLibraryView => {
    const entry = libraryOf(userId);
    return {
      tracks: [...entry.tracks],
      artists: [...entry.artists],
      playlists: [...entry.playlists],
      albums: [...entry.albums],
    };
  };

  const plugin: SandboxPlugin = async (app) => {
    registerAuthorizeRoutes(app, {
      paths: [`${SPOTIFY_ACCOUNTS_PATH}/authorize`],
      look: { name: "Spotify", accent: "#1db954" },
      authority,
      clientParam: "client_id",
      scopeSeparator: / +/,
      knownScopes: SPOTIFY_SCOPES,
      requirePkce: options.requirePkce ?? true,
      users,
      successParams: (code, request) => ({ code, ...(request.state !== undefined ? { state: request.state } : {}) }),
      denyParams: (request) => ({
        error: "access_denied",
        ...(request.state !== undefined ? { state: request.state } : {}),
      }),
      failures,
    });
    app.post(`${SPOTIFY_ACCOUNTS_PATH}/api/token`, token);
    for (const route of apiRoutes) app.route(route);
    registerControlRoutes(app, {
      prefix: SPOTIFY_PREFIX,
      failures,
      authority,
      reset,
      users,
      describeUser: (userId) => ({ ...SPOTIFY_USERS.find((user) => user.id === userId), library: library(userId) }),
    });
    app.post(`${SPOTIFY_PREFIX}/_sandbox/users/:userId/library`, (req, res) => {
      sendJson(res, 200, { library: addToLibrary(paramsOf(req).userId ?? "", jsonBodyOf(req)) });
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
    library,
    addToLibrary,
  };
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The registry's entry (src/oauth/registry.ts): the stand-in and its default client as the API's env. */
export const SPOTIFY_STAND_IN = defineStandIn({
  prefix: SPOTIFY_PREFIX,
  create: createSpotifyStandIn,
  clientIdVariable: "SPOTIFY_CLIENT_ID",
  clientSecretVariable: "SPOTIFY_CLIENT_SECRET",
  credentials: {
    SPOTIFY_CLIENT_ID: SPOTIFY_DEFAULT_CLIENT.clientId,
    SPOTIFY_CLIENT_SECRET: SPOTIFY_DEFAULT_CLIENT.clientSecret,
  },
  urls: (sandboxUrl: string) => ({
    SPOTIFY_ACCOUNTS_URL: `${sandboxUrl}${SPOTIFY_ACCOUNTS_PATH}`,
    SPOTIFY_API_URL: `${sandboxUrl}${SPOTIFY_API_PATH}`,
  }),
});
