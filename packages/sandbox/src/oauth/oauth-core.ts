import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fieldsOf, HttpError, jsonBodyOf, paramsOf, pathnameOf, queryOf, type SandboxPlugin, sendJson } from "../http";

/**
 * Shared machinery of the OAuth stand-ins (Spotify, Instagram, TikTok, YouTube): registered clients, a clock
 * that tests can move forward, authorization codes with PKCE, access and refresh tokens, grants that
 * can be revoked, failure switches, the HTML consent page and the `_sandbox` control routes.
 * Everything here is provider-neutral; the wire shapes (error bodies, parameter names, where client
 * credentials go) live in each provider's file.
 */

// ---------------------------------------------------------------------------------------------------
// Clients, users, clock

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** Exact redirect URIs, as registered in the provider's developer dashboard. */
  redirectUris?: string[];
  /**
   * Sandbox convenience (not a real provider feature): also accept any http(s) redirect URI on a
   * loopback host (localhost, 127.0.0.1, [::1]), whatever the port and path. The default clients set it.
   */
  allowLoopbackRedirects?: boolean;
  /** Shown on the consent page. */
  name?: string;
}

export interface SandboxUserSummary {
  id: string;
  label: string;
}

export interface SandboxClock {
  /** Milliseconds since the epoch, moved forward by `advance`. */
  now(): number;
  advance(seconds: number): void;
  reset(): void;
  offsetSeconds(): number;
}

export function createClock(): SandboxClock {
  let offsetMs = 0;
  return {
    now: () => Date.now() + offsetMs,
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    reset: () => {
      offsetMs = 0;
    },
    offsetSeconds: () => offsetMs / 1000,
  };
}

export function randomToken(prefix: string, bytes = 24): string {
  return `${prefix}${randomBytes(bytes).toString("base64url")}`;
}

export function isLoopbackRedirect(uri: string): boolean {
  try {
    const url = new URL(uri);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) &&
      url.hash === ""
    );
  } catch {
    return false;
  }
}

export function isRedirectAllowed(client: OAuthClient, uri: string): boolean {
  if (client.redirectUris?.includes(uri)) return true;
  return client.allowLoopbackRedirects === true && isLoopbackRedirect(uri);
}

// ---------------------------------------------------------------------------------------------------
// PKCE (RFC 7636)

const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

export function s256Challenge(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

/**
 * `hex` accepts the hex-encoded SHA-256 that TikTok documents for its desktop PKCE flow, besides the
 * RFC's base64url encoding.
 */
export function verifyPkce(verifier: string, challenge: string, { acceptHex = false } = {}): boolean {
  if (!VERIFIER_PATTERN.test(verifier)) return false;
  const digest = createHash("sha256").update(verifier).digest();
  if (digest.toString("base64url") === challenge) return true;
  return acceptHex && digest.toString("hex") === challenge.toLowerCase();
}

// ---------------------------------------------------------------------------------------------------
// Codes, grants, tokens

export interface Grant {
  id: string;
  clientId: string;
  userId: string;
  scopes: string[];
  /** The grant was obtained with PKCE (a public client may then refresh without a secret). */
  pkce: boolean;
  revoked: boolean;
}

export interface AccessTokenRecord {
  token: string;
  grantId: string;
  issuedAt: number;
  expiresAt: number;
  /** Provider-specific flavour, e.g. Instagram's `short` and `long` lived tokens. */
  kind: string;
}

interface CodeRecord {
  code: string;
  clientId: string;
  redirectUri: string;
  userId: string;
  scopes: string[];
  codeChallenge: string | undefined;
  expiresAt: number;
  used: boolean;
  /** Tokens issued from this code are revoked if it is replayed (RFC 6749 section 4.1.2). */
  grantId?: string;
}

interface RefreshRecord {
  token: string;
  grantId: string;
  expiresAt: number;
  active: boolean;
}

export type CodeRedemption =
  | { ok: true; grant: Grant }
  | {
      ok: false;
      reason:
        | "unknown_code"
        | "code_used"
        | "code_expired"
        | "client_mismatch"
        | "redirect_mismatch"
        | "verifier_missing"
        | "verifier_wrong";
    };

export type RefreshOutcome =
  | { ok: true; grant: Grant; record: RefreshRecord }
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "client_mismatch" };

export type Authentication =
  | { ok: true; grant: Grant; access: AccessTokenRecord }
  | { ok: false; reason: "missing" | "invalid" | "expired" | "revoked" };

export interface AuthorityOptions {
  clients: OAuthClient[];
  clock: SandboxClock;
  /** Lifetime of access tokens (Instagram: of short-lived ones). */
  tokenTtlSeconds: number;
  codeTtlSeconds?: number;
  acceptHexChallenge?: boolean;
}

/** The provider's authorization server state: one per stand-in. */
export class OAuthAuthority {
  readonly clients: OAuthClient[];
  readonly clock: SandboxClock;
  readonly tokenTtlSeconds: number;
  private readonly codeTtlSeconds: number;
  private readonly acceptHexChallenge: boolean;
  private codes = new Map<string, CodeRecord>();
  private grants = new Map<string, Grant>();
  private accessTokens = new Map<string, AccessTokenRecord>();
  private refreshTokens = new Map<string, RefreshRecord>();

  constructor(options: AuthorityOptions) {
    this.clients = options.clients;
    this.clock = options.clock;
    this.tokenTtlSeconds = options.tokenTtlSeconds;
    this.codeTtlSeconds = options.codeTtlSeconds ?? 600;
    this.acceptHexChallenge = options.acceptHexChallenge ?? false;
  }

  findClient(clientId: string | undefined): OAuthClient | undefined {
    return clientId ? this.clients.find((client) => client.clientId === clientId) : undefined;
  }

  issueCode(request: AuthorizeRequest, userId: string, codePrefix = ""): string {
    const code = randomToken(codePrefix);
    this.codes.set(code, {
      code,
      clientId: request.client.clientId,
      redirectUri: request.redirectUri,
      userId,
      scopes: request.scopes,
      codeChallenge: request.codeChallenge,
      expiresAt: this.clock.now() + this.codeTtlSeconds * 1000,
      used: false,
    });
    return code;
  }

  /** Checks everything about a code exchange except client authentication, which varies by provider. */
  redeemCode({
    code,
    clientId,
    redirectUri,
    codeVerifier,
  }: {
    code: string | undefined;
    clientId: string;
    redirectUri: string | undefined;
    codeVerifier: string | undefined;
  }): CodeRedemption {
    const record = code ? this.codes.get(code) : undefined;
    if (!record) return { ok: false, reason: "unknown_code" };
    if (record.used) {
      if (record.grantId) this.revokeGrant(record.grantId);
      return { ok: false, reason: "code_used" };
    }
    if (record.clientId !== clientId) return { ok: false, reason: "client_mismatch" };
    // A failed attempt burns the code too, as real servers do: the client has to start over.
    record.used = true;
    if (record.expiresAt <= this.clock.now()) return { ok: false, reason: "code_expired" };
    if (record.redirectUri !== redirectUri) return { ok: false, reason: "redirect_mismatch" };
    if (record.codeChallenge !== undefined) {
      if (!codeVerifier) return { ok: false, reason: "verifier_missing" };
      if (!verifyPkce(codeVerifier, record.codeChallenge, { acceptHex: this.acceptHexChallenge })) {
        return { ok: false, reason: "verifier_wrong" };
      }
    }
    const grant: Grant = {
      id: randomToken("grant-", 8),
      clientId,
      userId: record.userId,
      scopes: record.scopes,
      pkce: record.codeChallenge !== undefined,
      revoked: false,
    };
    this.grants.set(grant.id, grant);
    record.grantId = grant.id;
    return { ok: true, grant };
  }

  issueAccessToken(grant: Grant, { prefix, ttlSeconds, kind = "access" }: IssueOptions): AccessTokenRecord {
    const now = this.clock.now();
    const record: AccessTokenRecord = {
      token: randomToken(prefix),
      grantId: grant.id,
      issuedAt: now,
      expiresAt: now + (ttlSeconds ?? this.tokenTtlSeconds) * 1000,
      kind,
    };
    this.accessTokens.set(record.token, record);
    return record;
  }

  issueRefreshToken(grant: Grant, { prefix, ttlSeconds }: IssueOptions): RefreshRecord {
    const record: RefreshRecord = {
      token: randomToken(prefix),
      grantId: grant.id,
      expiresAt: ttlSeconds === undefined ? Number.POSITIVE_INFINITY : this.clock.now() + ttlSeconds * 1000,
      active: true,
    };
    this.refreshTokens.set(record.token, record);
    return record;
  }

  /** Validates a refresh token; `consume` makes it single-use (rotation). */
  useRefreshToken(token: string | undefined, clientId: string, { consume }: { consume: boolean }): RefreshOutcome {
    const record = token ? this.refreshTokens.get(token) : undefined;
    if (!record) return { ok: false, reason: "unknown" };
    const grant = this.grants.get(record.grantId);
    if (!grant || grant.revoked || !record.active) return { ok: false, reason: "revoked" };
    if (grant.clientId !== clientId) return { ok: false, reason: "client_mismatch" };
    if (record.expiresAt <= this.clock.now()) return { ok: false, reason: "expired" };
    if (consume) record.active = false;
    return { ok: true, grant, record };
  }

  authenticate(token: string | undefined): Authentication {
    if (!token) return { ok: false, reason: "missing" };
    const access = this.accessTokens.get(token);
    if (!access) return { ok: false, reason: "invalid" };
    const grant = this.grants.get(access.grantId);
    if (!grant || grant.revoked) return { ok: false, reason: "revoked" };
    if (access.expiresAt <= this.clock.now()) return { ok: false, reason: "expired" };
    return { ok: true, grant, access };
  }

  revokeGrant(grantId: string): void {
    const grant = this.grants.get(grantId);
    if (grant) grant.revoked = true;
  }

  /** Revokes every grant a user gave (to one client, or to all). Returns how many. */
  revokeUser(userId: string, clientId?: string): number {
    let count = 0;
    for (const grant of this.grants.values()) {
      if (grant.userId !== userId || grant.revoked) continue;
      if (clientId !== undefined && grant.clientId !== clientId) continue;
      grant.revoked = true;
      count += 1;
    }
    return count;
  }

  /** Revokes the grant behind an access or refresh token (TikTok's `/v2/oauth/revoke/`). */
  revokeToken(token: string): boolean {
    const grantId = this.accessTokens.get(token)?.grantId ?? this.refreshTokens.get(token)?.grantId;
    if (!grantId) return false;
    this.revokeGrant(grantId);
    return true;
  }

  activeGrants(): Grant[] {
    return [...this.grants.values()].filter((grant) => !grant.revoked);
  }

  reset(): void {
    this.codes.clear();
    this.grants.clear();
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }
}

interface IssueOptions {
  prefix: string;
  ttlSeconds?: number;
  kind?: string;
}

export function bearerToken(req: { headers: IncomingHttpHeaders }): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

/** `Authorization: Basic base64(id:secret)`; undefined when absent or not Basic. */
export function basicCredentials(req: { headers: IncomingHttpHeaders }): { id: string; secret: string } | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Basic\s+(.+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
}

export function sendEmpty(reply: FastifyReply, status: number): void {
  void reply.code(status).send();
}

export function redirect(reply: FastifyReply, location: string): void {
  void reply.redirect(location, 302);
}

// ---------------------------------------------------------------------------------------------------
// Failure switches

export const FAILURE_MODES = ["500", "timeout", "429", "401", "403", "malformed"] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

export interface FailureSwitch {
  /** One of the provider's endpoint names, or `*` for all of them. */
  endpoint: string;
  mode: FailureMode;
  /** Fail this many calls, then behave again. Omitted: until cleared. */
  times?: number;
  /** For `429`: the `Retry-After` header (seconds). Default 1. */
  retryAfterSeconds?: number;
  /**
   * The provider's own reason, for a stand-in whose answers to one status differ (YouTube's 403:
   * `insufficientPermissions` or `quotaExceeded`). Stand-ins that have one answer per status ignore it.
   */
  reason?: string;
}

export class FailureSwitches {
  private switches = new Map<string, FailureSwitch>();

  constructor(readonly endpoints: readonly string[]) {}

  /** Validates an untrusted switch (from the control endpoint) and sets it. */
  set(input: unknown): FailureSwitch {
    if (typeof input !== "object" || input === null) throw new HttpError(400, "body must be a JSON object");
    const { endpoint, mode, times, retryAfterSeconds, reason } = input as Record<string, unknown>;
    if (typeof endpoint !== "string" || (endpoint !== "*" && !this.endpoints.includes(endpoint))) {
      throw new HttpError(400, `endpoint must be one of ${[...this.endpoints, "*"].join(", ")}`);
    }
    const modeText = typeof mode === "number" ? String(mode) : mode;
    if (!FAILURE_MODES.includes(modeText as FailureMode)) {
      throw new HttpError(400, `mode must be one of ${FAILURE_MODES.join(", ")}`);
    }
    if (times !== undefined && (typeof times !== "number" || !Number.isInteger(times) || times < 1)) {
      throw new HttpError(400, "times must be a positive integer");
    }
    if (
      retryAfterSeconds !== undefined &&
      (typeof retryAfterSeconds !== "number" || !Number.isInteger(retryAfterSeconds) || retryAfterSeconds < 0)
    ) {
      throw new HttpError(400, "retryAfterSeconds must be a non-negative integer");
    }
    if (reason !== undefined && (typeof reason !== "string" || !/^[A-Za-z_]{1,64}$/.test(reason))) {
      throw new HttpError(400, "reason must be a word (letters and _)");
    }
    const failure: FailureSwitch = { endpoint, mode: modeText as FailureMode };
    if (times !== undefined) failure.times = times;
    if (retryAfterSeconds !== undefined) failure.retryAfterSeconds = retryAfterSeconds;
    if (reason !== undefined) failure.reason = reason;
    this.switches.set(endpoint, failure);
    return failure;
  }

  /** The switch that applies to this call (consuming one of its `times`), if any. */
  take(endpoint: string): FailureSwitch | undefined {
    // A switch for this endpoint wins over one for every endpoint (`*`).
    const key = [endpoint, "*"].find((candidate) => this.switches.has(candidate));
    if (key === undefined) return undefined;
    const failure = this.switches.get(key);
    if (!failure) return undefined;
    if (failure.times !== undefined) {
      if (failure.times <= 1) this.switches.delete(key);
      else this.switches.set(key, { ...failure, times: failure.times - 1 });
    }
    return failure;
  }

  clear(endpoint?: string): void {
    if (endpoint === undefined) this.switches.clear();
    else this.switches.delete(endpoint);
  }

  list(): FailureSwitch[] {
    return [...this.switches.values()];
  }
}

/** The provider's answer to a failure mode other than `timeout` and `malformed`. */
export interface FailureAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Body of the `malformed` mode: a 200 whose JSON is cut off mid-way, like a broken proxy would send. */
export const MALFORMED_BODY = '{"data": [{"id": "17895695668004550", "caption": "#fanf';

/**
 * Answers with the failure. `timeout` holds the request without answering until the client gives up
 * (or `holdMs` passes, then the socket is dropped), so client timeouts are exercised for real.
 */
export function sendFailure(
  reply: FastifyReply,
  failure: FailureSwitch,
  answer: (mode: Exclude<FailureMode, "timeout" | "malformed">, failure: FailureSwitch) => FailureAnswer,
  holdMs: number,
): void {
  if (failure.mode === "timeout") {
    // Taken out of Fastify's hands: no answer at all, then a dropped socket.
    reply.hijack();
    const timer = setTimeout(() => reply.raw.destroy(), holdMs);
    reply.raw.on("close", () => clearTimeout(timer));
    return;
  }
  if (failure.mode === "malformed") {
    void reply.code(200).type("application/json; charset=utf-8").send(MALFORMED_BODY);
    return;
  }
  const { status, body, headers = {} } = answer(failure.mode, failure);
  const extra: Record<string, string> =
    failure.mode === "429" ? { "retry-after": String(failure.retryAfterSeconds ?? 1), ...headers } : headers;
  void reply.headers(extra);
  sendJson(reply, status, body);
}

// ---------------------------------------------------------------------------------------------------
// Authorize endpoint and consent page

export interface AuthorizeRequest {
  client: OAuthClient;
  redirectUri: string;
  scopes: string[];
  state: string | undefined;
  codeChallenge: string | undefined;
  /** The original parameters, carried through the consent form. */
  params: Record<string, string>;
}

export type AuthorizeValidation =
  | { kind: "ok"; request: AuthorizeRequest }
  /** Shown as an error page: no trustworthy redirect URI to send the error to. */
  | { kind: "page"; message: string }
  /** Sent back to the (valid) redirect URI, as RFC 6749 section 4.1.2.1 says. */
  | { kind: "redirect"; redirectUri: string; error: string; description: string; state: string | undefined };

export interface ProviderLook {
  /** e.g. "Spotify". */
  name: string;
  /** CSS colour of the Allow button. */
  accent: string;
}

export interface AuthorizeEndpointOptions {
  /** Mount paths (the real host's path under the stand-in's prefix). */
  paths: string[];
  look: ProviderLook;
  authority: OAuthAuthority;
  /** `client_id` (Spotify, Instagram) or `client_key` (TikTok). */
  clientParam: string;
  /** How the `scope` parameter is split. */
  scopeSeparator: RegExp;
  knownScopes: readonly string[];
  /** At least one of these must be requested (Instagram requires instagram_business_basic). */
  requiredScopes?: readonly string[];
  /** Sandbox strictness: refuse an authorize request without `code_challenge`. Default true. */
  requirePkce: boolean;
  users: () => SandboxUserSummary[];
  codePrefix?: string;
  /** Query parameters of the success redirect (besides nothing: the provider decides). */
  successParams: (code: string, request: AuthorizeRequest) => Record<string, string>;
  denyParams: (request: AuthorizeRequest) => Record<string, string>;
  /** Appended to every redirect (Instagram appends `#_`). */
  redirectSuffix?: string;
  /** Failure switches for the `authorize` endpoint name (`500` shows an error page). */
  failures: FailureSwitches;
}

export function validateAuthorize(
  params: Record<string, string>,
  options: Pick<
    AuthorizeEndpointOptions,
    "authority" | "clientParam" | "scopeSeparator" | "knownScopes" | "requiredScopes" | "requirePkce"
  >,
): AuthorizeValidation {
  const client = options.authority.findClient(params[options.clientParam]);
  if (!client) return { kind: "page", message: `INVALID_CLIENT: Invalid ${options.clientParam}` };
  const redirectUri = params.redirect_uri;
  if (!redirectUri) return { kind: "page", message: "INVALID_CLIENT: Missing redirect_uri" };
  if (!isRedirectAllowed(client, redirectUri)) return { kind: "page", message: "INVALID_CLIENT: Invalid redirect URI" };
  const state = params.state;
  const fail = (error: string, description: string): AuthorizeValidation => ({
    kind: "redirect",
    redirectUri,
    error,
    description,
    state,
  });
  if (params.response_type !== "code") return fail("unsupported_response_type", "response_type must be code");
  const scopes = (params.scope ?? "").split(options.scopeSeparator).filter((scope) => scope !== "");
  const unknown = scopes.filter((scope) => !options.knownScopes.includes(scope));
  if (unknown.length > 0) return fail("invalid_scope", `Invalid scope(s): ${unknown.join(", ")}`);
  if (options.requiredScopes && !options.requiredScopes.some((scope) => scopes.includes(scope))) {
    return fail("invalid_scope", `One of ${options.requiredScopes.join(", ")} is required`);
  }
  const codeChallenge = params.code_challenge || undefined;
  if (codeChallenge === undefined) {
    if (options.requirePkce) return fail("invalid_request", "code_challenge is required");
  } else {
    if (params.code_challenge_method !== "S256") {
      return fail("invalid_request", "code_challenge_method must be S256");
    }
    if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(codeChallenge)) return fail("invalid_request", "Invalid code_challenge");
  }
  return { kind: "ok", request: { client, redirectUri, scopes: [...new Set(scopes)], state, codeChallenge, params } };
}

export function withQuery(uri: string, params: Record<string, string | undefined>, suffix = ""): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return `${url.toString()}${suffix}`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sendHtml(reply: FastifyReply, status: number, html: string): void {
  void reply
    .code(status)
    .type("text/html; charset=utf-8")
    .headers({
      // The page has no scripts and no external assets; inline styles only. No form-action: browsers apply
      // it to the redirect that follows the form post, and that redirect goes to the client's origin.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "x-frame-options": "DENY",
    })
    .send(html);
}

const PAGE_STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.5rem 0}.note{font-size:.8rem;color:#71717a}
ul{padding-left:1.2rem}code{background:#f4f4f5;padding:0 .25rem;border-radius:4px}
fieldset{border:1px solid #e4e4e7;border-radius:8px;margin:1rem 0}label{display:block;padding:.2rem 0}
.actions{display:flex;gap:.75rem;margin-top:1rem}button{flex:1;padding:.7rem;border-radius:999px;border:0;font-size:1rem;cursor:pointer}
.deny{background:#e4e4e7;color:#18181b}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function renderAuthorizePage({
  look,
  action,
  request,
  users,
}: {
  look: ProviderLook;
  action: string;
  request: AuthorizeRequest;
  users: SandboxUserSummary[];
}): string {
  const clientLabel = request.client.name ?? request.client.clientId;
  const hidden = Object.entries(request.params)
    .filter(([name]) => name !== "decision" && name !== "sandbox_user")
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  const scopes =
    request.scopes.length > 0
      ? `<ul>${request.scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join("")}</ul>`
      : "<p>No extra permissions (public profile only).</p>";
  const picker = users
    .map(
      (user, index) =>
        `<label><input type="radio" name="sandbox_user" value="${escapeHtml(user.id)}"${index === 0 ? " checked" : ""}> ${escapeHtml(user.label)} <span class="note">(${escapeHtml(user.id)})</span></label>`,
    )
    .join("");
  return page(
    `${look.name} (sandbox): authorize ${clientLabel}`,
    `<h1>${escapeHtml(look.name)} <span class="note">sandbox stand-in</span></h1>
<p><strong>${escapeHtml(clientLabel)}</strong> wants to connect to your ${escapeHtml(look.name)} account and asks for:</p>
${scopes}
<p class="note">Redirects to <code>${escapeHtml(request.redirectUri)}</code></p>
<form method="post" action="${escapeHtml(action)}">${hidden}
<fieldset><legend>Sign in as</legend>${picker}</fieldset>
<div class="actions"><button type="submit" name="decision" value="deny" class="deny">Deny</button>
<button type="submit" name="decision" value="allow" style="background:${escapeHtml(look.accent)};color:#fff">Allow</button></div>
</form>`,
  );
}

export function renderErrorPage(look: ProviderLook, message: string): string {
  return page(
    `${look.name} (sandbox): error`,
    `<h1>${escapeHtml(look.name)} <span class="note">sandbox stand-in</span></h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}

/** GET shows the consent page; POST (the page's form) carries the person's decision. */
export function registerAuthorizeRoutes(app: FastifyInstance, options: AuthorizeEndpointOptions): void {
  const failIfSwitched = (res: FastifyReply): boolean => {
    const failure = options.failures.take("authorize");
    if (!failure) return false;
    if (failure.mode === "timeout") {
      sendFailure(res, failure, () => ({ status: 500, body: {} }), 60_000);
    } else {
      sendHtml(res, 500, renderErrorPage(options.look, "Something went wrong. Please try again later."));
    }
    return true;
  };
  const sendRedirectError = (res: FastifyReply, validation: Extract<AuthorizeValidation, { kind: "redirect" }>) =>
    redirect(
      res,
      withQuery(
        validation.redirectUri,
        { error: validation.error, error_description: validation.description, state: validation.state },
        options.redirectSuffix,
      ),
    );

  const show = (req: FastifyRequest, res: FastifyReply) => {
    if (failIfSwitched(res)) return;
    const validation = validateAuthorize(Object.fromEntries(queryOf(req)), options);
    if (validation.kind === "page") return sendHtml(res, 400, renderErrorPage(options.look, validation.message));
    if (validation.kind === "redirect") return sendRedirectError(res, validation);
    sendHtml(
      res,
      200,
      renderAuthorizePage({
        look: options.look,
        action: pathnameOf(req),
        request: validation.request,
        users: options.users(),
      }),
    );
  };

  const decide = (req: FastifyRequest, res: FastifyReply) => {
    const fields = fieldsOf(req);
    if (failIfSwitched(res)) return;
    const { decision, sandbox_user: userId, ...params } = fields;
    const validation = validateAuthorize(params, options);
    if (validation.kind === "page") return sendHtml(res, 400, renderErrorPage(options.look, validation.message));
    if (validation.kind === "redirect") return sendRedirectError(res, validation);
    const { request } = validation;
    if (decision === "deny") {
      return redirect(res, withQuery(request.redirectUri, options.denyParams(request), options.redirectSuffix));
    }
    if (decision !== "allow") throw new HttpError(400, "decision must be allow or deny");
    const user = options.users().find((candidate) => candidate.id === userId);
    if (!user) throw new HttpError(400, "pick one of the sandbox users");
    const code = options.authority.issueCode(request, user.id, options.codePrefix);
    redirect(res, withQuery(request.redirectUri, options.successParams(code, request), options.redirectSuffix));
  };

  for (const path of options.paths) {
    app.get(path, show);
    app.post(path, decide);
  }
}

// ---------------------------------------------------------------------------------------------------
// `_sandbox` control routes

export interface ControlHooks {
  prefix: string;
  failures: FailureSwitches;
  authority: OAuthAuthority;
  reset: () => void;
  /** Per-user view (library, media…), or undefined for an unknown user. */
  describeUser: (userId: string) => unknown;
  users: () => SandboxUserSummary[];
}

/**
 * Control endpoints under `<prefix>/_sandbox`. They exist only in the sandbox; the real providers have
 * nothing like them, which is why they live under a name no real API uses.
 */
export function registerControlRoutes(app: FastifyInstance, hooks: ControlHooks): void {
  const base = `${hooks.prefix}/_sandbox`;
  const describe = () => ({
    clients: hooks.authority.clients.map(({ clientId, redirectUris, allowLoopbackRedirects, name }) => ({
      clientId,
      redirectUris: redirectUris ?? [],
      allowLoopbackRedirects: allowLoopbackRedirects ?? false,
      name: name ?? null,
    })),
    users: hooks.users(),
    failures: hooks.failures.list(),
    failureEndpoints: hooks.failures.endpoints,
    clockOffsetSeconds: hooks.authority.clock.offsetSeconds(),
    activeGrants: hooks.authority.activeGrants().map(({ clientId, userId, scopes }) => ({ clientId, userId, scopes })),
  });
  const requireUser = (userId: string | undefined): string => {
    if (!userId || !hooks.users().some((user) => user.id === userId)) {
      throw new HttpError(404, `no sandbox user ${userId ?? ""}`);
    }
    return userId;
  };
  app.get(base, (_req, res) => sendJson(res, 200, describe()));
  app.post(`${base}/fail`, (req, res) => {
    const failure = hooks.failures.set(jsonBodyOf(req));
    sendJson(res, 200, { failure, failures: hooks.failures.list() });
  });
  app.delete(`${base}/fail`, (req, res) => {
    hooks.failures.clear(queryOf(req).get("endpoint") ?? undefined);
    sendJson(res, 200, { failures: hooks.failures.list() });
  });
  app.post(`${base}/reset`, (_req, res) => {
    hooks.reset();
    sendJson(res, 200, describe());
  });
  app.post(`${base}/clock`, (req, res) => {
    const seconds = (jsonBodyOf(req) as { advanceSeconds?: unknown } | undefined)?.advanceSeconds;
    if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0) {
      throw new HttpError(400, "advanceSeconds must be a non-negative number");
    }
    hooks.authority.clock.advance(seconds);
    sendJson(res, 200, { clockOffsetSeconds: hooks.authority.clock.offsetSeconds() });
  });
  app.get(`${base}/users/:userId`, (req, res) =>
    sendJson(res, 200, hooks.describeUser(requireUser(paramsOf(req).userId))),
  );
  app.post(`${base}/users/:userId/revoke`, (req, res) => {
    const userId = requireUser(paramsOf(req).userId);
    const clientId = (jsonBodyOf(req) as { clientId?: unknown } | undefined)?.clientId;
    const revoked = hooks.authority.revokeUser(userId, typeof clientId === "string" ? clientId : undefined);
    sendJson(res, 200, { revoked });
  });
}

/** The sandbox user id in a control path, checked against the seeded users. */
export function requireSandboxUser<T extends { id: string }>(users: readonly T[], userId: string | undefined): T {
  const user = users.find((candidate) => candidate.id === userId);
  if (!user) throw new HttpError(404, `no sandbox user ${userId ?? ""}`);
  return user;
}

/** Common options of the stand-ins. */
export interface StandInOptions {
  /** Registered clients; the provider's default sandbox client is always registered too. */
  clients?: OAuthClient[];
  /** Access-token lifetime (Instagram: short-lived tokens). Default 3600. */
  tokenTtlSeconds?: number;
  /** How long a `timeout` failure holds the request before dropping it. Default 60 000 ms. */
  timeoutHoldMs?: number;
  /** Refuse authorize requests without PKCE. Default true (Fanfare always sends it). */
  requirePkce?: boolean;
}

/** The in-process handle each stand-in returns besides its routes. */
export interface StandInControl {
  /** Registers the stand-in's routes on a sandbox HTTP server. */
  plugin: SandboxPlugin;
  /** Sets a failure switch (same validation as `POST <prefix>/_sandbox/fail`). */
  fail(failure: FailureSwitch): void;
  clearFailures(endpoint?: string): void;
  /** Back to the seeded state: no grants, no failures, clock at real time, seeded data. */
  reset(): void;
  /** Moves the stand-in's clock forward (tokens and codes expire). */
  advanceClock(seconds: number): void;
  /** Revokes the user's grants; their tokens then fail as on the real provider. */
  revokeUser(userId: string, clientId?: string): number;
  users(): SandboxUserSummary[];
}

export function mergeClients(defaultClient: OAuthClient, clients: OAuthClient[] | undefined): OAuthClient[] {
  const extra = (clients ?? []).filter((client) => client.clientId !== defaultClient.clientId);
  return [defaultClient, ...extra];
}

// ---------------------------------------------------------------------------------------------------
// Registry entries (src/oauth/registry.ts lists them)

/**
 * What the sandbox needs to know of a stand-in besides its code: where it is mounted, how to make it, and
 * the API environment that points Fanfare at it with its default client (`npm start`, e2e). `urls` are
 * keyed by the variable the API reads for each real host.
 */
export interface StandInDefinition<
  Options extends StandInOptions,
  StandIn extends StandInControl,
  Urls extends Record<string, string>,
> {
  /** The path every route of the stand-in starts with (`/spotify`). */
  prefix: string;
  create(options?: Options): StandIn;
  /** The API's variables for the client id and secret: a provider configured there is left alone. */
  clientIdVariable: string;
  clientSecretVariable: string;
  /** The default client as API env (`SPOTIFY_CLIENT_ID`, `SPOTIFY_CLIENT_SECRET`). */
  credentials: Record<string, string>;
  urls(sandboxUrl: string): Urls;
}

export function defineStandIn<
  Options extends StandInOptions,
  StandIn extends StandInControl,
  const Urls extends Record<string, string>,
>(definition: StandInDefinition<Options, StandIn, Urls>): StandInDefinition<Options, StandIn, Urls> {
  return definition;
}
