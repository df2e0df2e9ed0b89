// The browser's client of the API. It takes only types and constants from the protocol, no zod
// schemas (they would weigh on every page): the API validates its responses before sending them.

import {
  type ApiRoutes,
  type ConditionAction,
  type ConditionActionBody,
  type ConditionCompletedResponse,
  ERROR_CATEGORIES,
  type ErrorCategory,
  FAN_ROUTE,
  fillPath,
  type HttpMethod,
  type PathParamNames,
  type RouteEntry,
  type RouteName,
  type SocialProvider,
  WEB_WALLET_TOKEN_HEADER,
} from "@fanfare/protocol";
import type { z } from "zod";

// The condition-completion call takes its action and body types from the condition kinds (protocol registry).
type ConditionCompleted = z.infer<typeof ConditionCompletedResponse>;

type ErrorCategoryOrNetwork = ErrorCategory | "NETWORK";

/** An API refusal `{ code, category, message }`; `code` doubles as the translation key errors.<code>. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly category: ErrorCategoryOrNetwork,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    message?: string,
    /** The answer's Retry-After in milliseconds (a 503 of a lost database connection, a 429), if any. */
    readonly retryAfterMs?: number,
  ) {
    super(message ?? code);
    this.name = "ApiError";
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** A 4xx is the API's final word: retrying the same request cannot succeed. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Codes that mean "no valid access token"; one refresh is worth a try. */
const SESSION_CODES = new Set(["auth-E1001", "auth-E1002"]);
const REFRESH_PATH = FAN_ROUTE.refreshSession.path;

type RequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. the web-wallet token of /api/v1/web-wallet routes. */
  headers?: Record<string, string>;
};

let refreshing: Promise<boolean> | null = null;

/**
 * Concurrent 401s of a tab share one refresh call, and tabs take turns (Web Locks): the API rotates
 * the refresh token on every use and revokes the session when one is presented twice (ADR 0003).
 */
function refreshSession(): Promise<boolean> {
  const refresh = () => send(REFRESH_PATH, { method: "POST", body: {} });
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  refreshing ??= (locks ? locks.request("fanfare.refresh", refresh) : refresh())
    .then(() => true)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function send<T>(path: string, { method = "GET", body, signal, headers: extra }: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { ...extra, Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  // The API refuses writes without it (CSRF): a cross-site form cannot set a custom header.
  if (method !== "GET") headers["X-Fanfare-Csrf"] = "1";

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError("network_offline", "NETWORK", 0, error instanceof Error ? error.message : undefined);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return payload as T;
  throw toApiError(response.status, payload, retryAfterMs(response.headers.get("retry-after")));
}

/** Retry-After as seconds or an HTTP date (RFC 9110), in milliseconds from now; undefined if unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/u.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function isErrorCategory(value: unknown): value is ErrorCategory {
  return typeof value === "string" && (ERROR_CATEGORIES as readonly string[]).includes(value);
}

function toApiError(status: number, payload: unknown, retryAfter?: number): ApiError {
  if (payload && typeof payload === "object" && "code" in payload && typeof payload.code === "string") {
    const category = "category" in payload && isErrorCategory(payload.category) ? payload.category : "BAD_REQUEST";
    const message = "message" in payload && typeof payload.message === "string" ? payload.message : undefined;
    return new ApiError(payload.code, category, status, message, retryAfter);
  }
  // Not the API talking (a proxy error page, the API being down): our own failure.
  return new ApiError("server-E5000", "BAD_REQUEST", status, undefined, retryAfter);
}

/**
 * Calls the API at `path` (always /api/…, same origin). On a 401 for a missing or expired access
 * token it refreshes the session once and repeats the call; if that fails the caller gets the 401
 * and treats the visitor as signed out.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    const canRefresh =
      error instanceof ApiError &&
      error.status === 401 &&
      SESSION_CODES.has(error.code) &&
      !path.startsWith("/api/v1/auth/");
    if (!canRefresh || !(await refreshSession())) throw error;
    return send<T>(path, options);
  }
}

export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

// --- Typed calls, from the protocol's route table --------------------------------------------------
// The method and path come from the protocol's plain constants: FAN_ROUTE here, OPERATOR_ROUTE in the
// console (features/console/operator-call.ts), so the fan pages do not carry the console's routes
// (issue 17). Params, body and answer types are inferred from the route's schemas, imported as types
// only (API_ROUTES never reaches the bundle).

type Route<N extends RouteName> = ApiRoutes[N];
type SuccessStatus = 200 | 201 | 202 | 204;

/** What a route answers with: the output of its success status's schema. */
export type RouteResponse<N extends RouteName> = Route<N>["responses"] extends infer R
  ? R[Extract<keyof R, SuccessStatus>] extends infer S extends z.ZodType
    ? z.output<S>
    : unknown
  : never;

/** What a route takes as its body (the schema's input: defaults may be left out). */
export type RouteBody<N extends RouteName> = Route<N> extends { body: infer B extends z.ZodType } ? z.input<B> : never;

type ParamsOption<N extends RouteName> = [PathParamNames<Route<N>["path"]>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<Route<N>["path"]>, string> };
type BodyOption<N extends RouteName> =
  Route<N> extends { body: z.ZodType } ? { body: RouteBody<N> } : { body?: undefined };
type QueryOption<N extends RouteName> =
  Route<N> extends { query: infer Q extends z.ZodType } ? { query: z.input<Q> } : { query?: undefined };

export type CallOptions<N extends RouteName> = ParamsOption<N> &
  BodyOption<N> &
  QueryOption<N> & { signal?: AbortSignal | undefined; headers?: Record<string, string> };

/** Options may be left out only when the route needs none (no path parameter, body or query). */
type CallArgs<N extends RouteName> =
  object extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

type LooseOptions = {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
};

/**
 * A caller of the routes of `table` (one of the protocol's route tables): path parameters are filled
 * in (URI-encoded), the body and the answer are typed by the route's schemas. A write without a body
 * sends `{}` (the API's JSON content type); a DELETE sends none.
 */
export function routeCaller<Table extends { readonly [K in keyof Table]: RouteEntry }>(table: Table) {
  return <N extends keyof Table & RouteName>(name: N, ...[options]: CallArgs<N>): Promise<RouteResponse<N>> => {
    const { method, path } = table[name];
    const { params, query, body, signal, headers } = (options ?? {}) as LooseOptions;
    const search = query ? new URLSearchParams(definedEntries(query)).toString() : "";
    const url = fillPath(path, params ?? {}) + (search ? `?${search}` : "");
    const writeBody = method === "POST" || method === "PUT" || method === "PATCH" ? {} : undefined;
    return apiRequest<RouteResponse<N>>(url, { method, body: body ?? writeBody, signal, headers });
  };
}

/** Calls the fan's route `name` (FAN_ROUTE); the console's are called through its own caller. */
export const call = routeCaller(FAN_ROUTE);

function definedEntries(query: Record<string, string | undefined>): [string, string][] {
  return Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/**
 * The endpoints the web uses, named after what they do: each a typed `call` of the route table (the
 * condition-completion calls excepted, see above).
 */
export const api = {
  captchaConfig: () => call("captchaConfig"),
  requestSignInMail: (body: RouteBody<"requestSignInMail">) => call("requestSignInMail", { body }),
  verifySignInLink: (token: string) => call("verifySignInLink", { body: { token } }),
  verifySignInCode: (code: string) => call("verifySignInCode", { body: { code } }),
  logout: () => call("logout"),
  getMe: (signal?: AbortSignal) => call("getMe", { signal }),
  updateMe: (body: RouteBody<"updateMe">) => call("updateMe", { body }),
  requestEmailChange: (body: RouteBody<"requestEmailChange">) => call("requestEmailChange", { body }),
  verifyEmailChange: (token: string) => call("verifyEmailChange", { body: { token } }),
  requestCancel: () => call("requestCancel"),
  verifyCancel: (token: string) => call("verifyCancel", { body: { token } }),
  mailbox: () => call("mailbox"),

  // --- projects and campaigns ----------------------------------------------------------------------
  listProjects: (signal?: AbortSignal) => call("listProjects", { signal }),
  getProject: (projectId: string, signal?: AbortSignal) => call("getProject", { params: { projectId }, signal }),
  listCampaigns: (projectId: string, signal?: AbortSignal) => call("listCampaigns", { params: { projectId }, signal }),
  getCampaign: (campaignId: string, signal?: AbortSignal) => call("getCampaign", { params: { campaignId }, signal }),
  getCampaignTerms: (campaignId: string, signal?: AbortSignal) =>
    call("getCampaignTerms", { params: { campaignId }, signal }),
  acceptPolicies: (campaignId: string) => call("acceptPolicies", { params: { campaignId } }),
  /**
   * The fan completes a condition through its kind's action (protocol registry): `code`, `survey`,
   * `wallet-address`, `verify` (NFT ownership: the server reads the chain now), `spotify`, `hashtag`.
   */
  completeCondition: <A extends ConditionAction>(
    campaignId: string,
    conditionId: string,
    action: A,
    body: ConditionActionBody<A>,
  ) =>
    apiRequest<ConditionCompleted>(`${conditionPath(campaignId, conditionId)}/${action}`, {
      method: "POST",
      body: body ?? {},
    }),
  // --- music and social: connected accounts (ADR 0016) ------------------------------------------
  socialAccounts: (signal?: AbortSignal) => call("socialAccounts", { signal }),
  /** Forgets the fan's account at this provider (our tokens only; the grant stays at the provider). */
  unlinkSocialAccount: (provider: SocialProvider) =>
    call("unlinkSocialAccount", { params: { provider: provider.toLowerCase() } }),
  startSocialConnect: (campaignId: string, conditionId: string, returnTo: string) =>
    call("startSocialConnect", { params: { campaignId, conditionId }, body: { returnTo } }),
  recentPosts: (campaignId: string, conditionId: string, signal?: AbortSignal) =>
    call("recentPosts", { params: { campaignId, conditionId }, signal }),
  claim: (campaignId: string, idempotencyKey: string) =>
    call("claim", { params: { campaignId }, body: { idempotencyKey } }),
  applyForDraw: (campaignId: string) => call("applyForDraw", { params: { campaignId } }),
  recordPageView: (campaignId: string, body: RouteBody<"recordPageView">) =>
    call("recordPageView", { params: { campaignId }, body }),

  // --- what the fan received and the lucky draw's contact e-mail (claimed-success, nfts/[nftId],
  // entry-email)
  receivedClaims: (campaignId: string, signal?: AbortSignal) =>
    call("receivedClaims", { params: { campaignId }, signal }),
  receivedNft: (campaignId: string, nftId: string, signal?: AbortSignal) =>
    call("receivedNft", { params: { campaignId, nftId }, signal }),
  setEntryEmail: (campaignId: string, email: string) =>
    call("setEntryEmail", { params: { campaignId }, body: { email } }),

  // --- channels and premium content
  listChannels: (projectId: string, signal?: AbortSignal) => call("listChannels", { params: { projectId }, signal }),
  getChannel: (channelId: string, signal?: AbortSignal) => call("getChannel", { params: { channelId }, signal }),
  joinChannel: (channelId: string) => call("joinChannel", { params: { channelId } }),
  leaveChannel: (channelId: string) => call("leaveChannel", { params: { channelId } }),
  listContents: (channelId: string, signal?: AbortSignal) => call("listContents", { params: { channelId }, signal }),
  getContent: (channelId: string, contentId: string, signal?: AbortSignal) =>
    call("getContent", { params: { channelId, contentId }, signal }),
  issueMediaUrl: (channelId: string, contentId: string, assetId: string) =>
    call("issueMediaUrl", { params: { channelId, contentId, assetId } }),

  // --- wallets: linking by Sign-In with Ethereum, the built-in web wallet, the fan's NFTs ----------
  listWallets: (signal?: AbortSignal) => call("listWallets", { signal }),
  siweMessage: (body: RouteBody<"siweMessage">) => call("siweMessage", { body }),
  linkWallet: (body: RouteBody<"linkWallet">) => call("linkWallet", { body }),
  unlinkWallet: (address: string) => call("unlinkWallet", { params: { address } }),
  myNfts: (signal?: AbortSignal) => call("myNfts", { signal }),
  /** Makes the fan's web wallet on first need and hands out a short-lived token for its routes. */
  openWebWallet: () => call("openWebWallet"),
  getWebWallet: (token: string, signal?: AbortSignal) =>
    call("getWebWallet", { signal, headers: { [WEB_WALLET_TOKEN_HEADER]: token } }),
  transferFromWebWallet: (token: string, body: RouteBody<"transferFromWebWallet">) =>
    call("transferFromWebWallet", { body, headers: { [WEB_WALLET_TOKEN_HEADER]: token } }),

  // --- claims: the fan's claims and their timelines ---------------------------------------------
  myClaims: (signal?: AbortSignal) => call("myClaims", { signal }),
  myClaim: (claimId: string, signal?: AbortSignal) => call("myClaim", { params: { claimId }, signal }),
};

function campaignPath(campaignId: string): string {
  return `/api/v1/campaigns/${encodeURIComponent(campaignId)}`;
}

function conditionPath(campaignId: string, conditionId: string): string {
  return `${campaignPath(campaignId)}/conditions/${encodeURIComponent(conditionId)}`;
}
