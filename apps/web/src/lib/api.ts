// The browser's client of the API. It takes only types and constants from the protocol, no zod
// schemas (they would weigh on every page): the API validates its responses before sending them.

import type {
  HashtagConditionRequest,
  SocialPostList as SocialPostListSchema,
  SpotifyConditionRequest,
} from "@fanfare/protocol";
import {
  type AccountCancelledResponse,
  type CampaignDetail,
  type CampaignSummary,
  type CampaignTerms,
  type CaptchaConfigResponse,
  type ChannelDetail,
  type ChannelSummary,
  type ClaimResponse,
  type ConditionCompletedResponse,
  type ContentDetail,
  type ContentSummary,
  type DrawEntryResponse,
  type EmailChangedResponse,
  ERROR_CATEGORIES,
  type ErrorCategory,
  type MailboxResponse,
  type MailSentResponse,
  type MediaUrlResponse,
  type OkResponse,
  type PageViewRequest,
  type ProjectSummary,
  type ProjectView,
  type ReceivedClaims,
  type ReceivedNft,
  type RequestEmailChangeRequest,
  type RequestSignInMailRequest,
  type SignInResponse,
  type SocialAccountList,
  type SocialProvider,
  type SurveyAnswers,
  type UpdateMeRequest,
  type UserView,
} from "@fanfare/protocol";
import type { z } from "zod";
import type {
  LinkedWalletView,
  LinkWalletRequest,
  MyNftsResponse,
  ReceivedNftMint,
  SiweMessageRequest,
  SiweMessageResponse,
  WalletsView,
  WebWalletSessionResponse,
  WebWalletTransferRequest,
  WebWalletTransferResponse,
  WebWalletView,
} from "@/features/wallets/wallet-types";
import { WEB_WALLET_TOKEN_HEADER } from "@/features/wallets/wallet-types";

// Message types the protocol exports only as schemas.
type EmailChanged = z.infer<typeof EmailChangedResponse>;
type AccountCancelled = z.infer<typeof AccountCancelledResponse>;
type Mailbox = z.infer<typeof MailboxResponse>;
type Ok = z.infer<typeof OkResponse>;
type Terms = z.infer<typeof CampaignTerms>;
type ConditionCompleted = z.infer<typeof ConditionCompletedResponse>;
type DrawEntry = z.infer<typeof DrawEntryResponse>;
type PageView = z.infer<typeof PageViewRequest>;
type SocialPostList = z.infer<typeof SocialPostListSchema>;
type SpotifyAction = z.infer<typeof SpotifyConditionRequest>;
type HashtagPost = z.infer<typeof HashtagConditionRequest>;
type MediaUrl = z.infer<typeof MediaUrlResponse>;

type ErrorCategoryOrNetwork = ErrorCategory | "NETWORK";

/** An API refusal `{ code, category, message }`; `code` doubles as the translation key errors.<code>. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly category: ErrorCategoryOrNetwork,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    message?: string,
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
const REFRESH_PATH = "/api/v1/auth/refresh";

type Method = "GET" | "POST" | "PATCH" | "DELETE";
type RequestOptions = {
  method?: Method;
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
  throw toApiError(response.status, payload);
}

function isErrorCategory(value: unknown): value is ErrorCategory {
  return typeof value === "string" && (ERROR_CATEGORIES as readonly string[]).includes(value);
}

function toApiError(status: number, payload: unknown): ApiError {
  if (payload && typeof payload === "object" && "code" in payload && typeof payload.code === "string") {
    const category = "category" in payload && isErrorCategory(payload.category) ? payload.category : "BAD_REQUEST";
    const message = "message" in payload && typeof payload.message === "string" ? payload.message : undefined;
    return new ApiError(payload.code, category, status, message);
  }
  // Not the API talking (a proxy error page, the API being down): our own failure.
  return new ApiError("server-E5000", "BAD_REQUEST", status);
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

/** The endpoints the web uses, named after what they do. */
export const api = {
  captchaConfig: () => apiRequest<CaptchaConfigResponse>("/api/v1/auth/captcha"),
  requestSignInMail: (body: RequestSignInMailRequest) =>
    apiRequest<MailSentResponse>("/api/v1/auth/email", { method: "POST", body }),
  verifySignInLink: (token: string) =>
    apiRequest<SignInResponse>("/api/v1/auth/email/verify", { method: "POST", body: { token } }),
  logout: () => apiRequest<Ok>("/api/v1/auth/logout", { method: "POST", body: {} }),
  getMe: (signal?: AbortSignal) => apiRequest<UserView>("/api/v1/me", { signal }),
  updateMe: (body: UpdateMeRequest) => apiRequest<UserView>("/api/v1/me", { method: "PATCH", body }),
  requestEmailChange: (body: RequestEmailChangeRequest) =>
    apiRequest<MailSentResponse>("/api/v1/me/email-change", { method: "POST", body }),
  verifyEmailChange: (token: string) =>
    apiRequest<EmailChanged>("/api/v1/me/email-change/verify", { method: "POST", body: { token } }),
  requestCancel: () => apiRequest<MailSentResponse>("/api/v1/me/cancel", { method: "POST", body: {} }),
  verifyCancel: (token: string) =>
    apiRequest<AccountCancelled>("/api/v1/me/cancel/verify", { method: "POST", body: { token } }),
  mailbox: () => apiRequest<Mailbox>("/api/dev/mailbox"),

  // --- projects and campaigns ----------------------------------------------------------------------
  listProjects: (signal?: AbortSignal) => apiRequest<{ projects: ProjectSummary[] }>("/api/v1/projects", { signal }),
  getProject: (projectId: string, signal?: AbortSignal) =>
    apiRequest<ProjectView>(`/api/v1/projects/${encodeURIComponent(projectId)}`, { signal }),
  listCampaigns: (projectId: string, signal?: AbortSignal) =>
    apiRequest<{ campaigns: CampaignSummary[] }>(`/api/v1/projects/${encodeURIComponent(projectId)}/campaigns`, {
      signal,
    }),
  getCampaign: (campaignId: string, signal?: AbortSignal) =>
    apiRequest<CampaignDetail>(campaignPath(campaignId), { signal }),
  getCampaignTerms: (campaignId: string, signal?: AbortSignal) =>
    apiRequest<Terms>(`${campaignPath(campaignId)}/terms`, { signal }),
  acceptPolicies: (campaignId: string) =>
    apiRequest<{ accepted: true }>(`${campaignPath(campaignId)}/policies`, { method: "POST", body: {} }),
  redeemCode: (campaignId: string, conditionId: string, code: string) =>
    apiRequest<ConditionCompleted>(`${conditionPath(campaignId, conditionId)}/code`, {
      method: "POST",
      body: { code },
    }),
  submitSurvey: (campaignId: string, conditionId: string, answers: SurveyAnswers) =>
    apiRequest<ConditionCompleted>(`${conditionPath(campaignId, conditionId)}/survey`, {
      method: "POST",
      body: { answers },
    }),
  submitWalletAddress: (campaignId: string, conditionId: string, address: string) =>
    apiRequest<ConditionCompleted>(`${conditionPath(campaignId, conditionId)}/wallet-address`, {
      method: "POST",
      body: { address },
    }),
  /** NFT_OWN_UNLIMITED: the server reads the fan's balances on the chain now and completes it when enough. */
  verifyNftOwnership: (campaignId: string, conditionId: string) =>
    apiRequest<ConditionCompleted>(`${conditionPath(campaignId, conditionId)}/nft-own`, { method: "POST", body: {} }),
  // --- music and social: connected accounts (ADR 0016) ------------------------------------------
  socialAccounts: (signal?: AbortSignal) => apiRequest<SocialAccountList>("/api/v1/me/social-accounts", { signal }),
  /** Forgets the fan's account at this provider (our tokens only; the grant stays at the provider). */
  unlinkSocialAccount: (provider: SocialProvider) =>
    apiRequest<{ unlinked: true }>(`/api/v1/me/social-accounts/${provider.toLowerCase()}`, { method: "DELETE" }),
  startSocialConnect: (campaignId: string, conditionId: string, returnTo: string) =>
    apiRequest<{ authorizeUrl: string }>(`${conditionPath(campaignId, conditionId)}/social/connect`, {
      method: "POST",
      body: { returnTo },
    }),
  completeSpotify: (campaignId: string, conditionId: string, body: SpotifyAction) =>
    apiRequest<ConditionCompleted>(`${conditionPath(campaignId, conditionId)}/spotify`, { method: "POST", body }),
  verifyHashtagPost: (campaignId: string, conditionId: string, body: HashtagPost) =>
    apiRequest<ConditionCompleted>(`${conditionPath(campaignId, conditionId)}/hashtag`, { method: "POST", body }),
  recentPosts: (campaignId: string, conditionId: string, signal?: AbortSignal) =>
    apiRequest<SocialPostList>(`${conditionPath(campaignId, conditionId)}/hashtag/posts`, { signal }),
  claim: (campaignId: string, idempotencyKey: string) =>
    apiRequest<ClaimResponse>(`${campaignPath(campaignId)}/claim`, { method: "POST", body: { idempotencyKey } }),
  applyForDraw: (campaignId: string) =>
    apiRequest<DrawEntry>(`${campaignPath(campaignId)}/draw-entry`, { method: "POST", body: {} }),
  recordPageView: (campaignId: string, body: PageView) =>
    apiRequest<Ok>(`${campaignPath(campaignId)}/page-views`, { method: "POST", body }),

  // --- what the fan received and the lucky draw's contact e-mail (claimed-success, nfts/[nftId],
  // entry-email); campaignId / nftId come from the URL, so they are encoded.
  receivedClaims: (campaignId: string, signal?: AbortSignal) =>
    apiRequest<ReceivedClaims>(`${campaignPath(campaignId)}/claims/mine`, { signal }),
  receivedNft: (campaignId: string, nftId: string, signal?: AbortSignal) =>
    apiRequest<ReceivedNft & { mint?: ReceivedNftMint | null }>(
      `${campaignPath(campaignId)}/nfts/${encodeURIComponent(nftId)}`,
      {
        signal,
      },
    ),
  setEntryEmail: (campaignId: string, email: string) =>
    apiRequest<Ok>(`${campaignPath(campaignId)}/draw-entry/email`, {
      method: "POST",
      body: { email },
    }),

  // --- channels and premium content (ids from the URL are encoded)
  listChannels: (projectId: string, signal?: AbortSignal) =>
    apiRequest<{ channels: ChannelSummary[] }>(`/api/v1/projects/${encodeURIComponent(projectId)}/channels`, {
      signal,
    }),
  getChannel: (channelId: string, signal?: AbortSignal) =>
    apiRequest<ChannelDetail>(channelPath(channelId), { signal }),
  joinChannel: (channelId: string) =>
    apiRequest<ChannelDetail>(`${channelPath(channelId)}/join`, { method: "POST", body: {} }),
  leaveChannel: (channelId: string) => apiRequest<Ok>(`${channelPath(channelId)}/leave`, { method: "POST", body: {} }),
  listContents: (channelId: string, signal?: AbortSignal) =>
    apiRequest<{ contents: ContentSummary[] }>(`${channelPath(channelId)}/contents`, { signal }),
  getContent: (channelId: string, contentId: string, signal?: AbortSignal) =>
    apiRequest<ContentDetail>(`${channelPath(channelId)}/contents/${encodeURIComponent(contentId)}`, { signal }),
  issueMediaUrl: (channelId: string, contentId: string, assetId: string) =>
    apiRequest<MediaUrl>(
      `${channelPath(channelId)}/contents/${encodeURIComponent(contentId)}/media/${encodeURIComponent(assetId)}/url`,
      { method: "POST", body: {} },
    ),
  // --- wallets: linking by Sign-In with Ethereum, the built-in web wallet, the fan's NFTs ----------
  listWallets: (signal?: AbortSignal) => apiRequest<WalletsView>("/api/v1/me/wallets", { signal }),
  siweMessage: (body: SiweMessageRequest) =>
    apiRequest<SiweMessageResponse>("/api/v1/me/wallets/siwe-message", { method: "POST", body }),
  linkWallet: (body: LinkWalletRequest) => apiRequest<LinkedWalletView>("/api/v1/me/wallets", { method: "POST", body }),
  unlinkWallet: (address: string) =>
    apiRequest<void>(`/api/v1/me/wallets/${encodeURIComponent(address)}`, { method: "DELETE" }),
  myNfts: (signal?: AbortSignal) => apiRequest<MyNftsResponse>("/api/v1/me/nfts", { signal }),
  /** Makes the fan's web wallet on first need and hands out a short-lived token for its routes. */
  openWebWallet: () => apiRequest<WebWalletSessionResponse>("/api/v1/me/web-wallet", { method: "POST", body: {} }),
  getWebWallet: (token: string, signal?: AbortSignal) =>
    apiRequest<WebWalletView>("/api/v1/web-wallet", { signal, headers: { [WEB_WALLET_TOKEN_HEADER]: token } }),
  transferFromWebWallet: (token: string, body: WebWalletTransferRequest) =>
    apiRequest<WebWalletTransferResponse>("/api/v1/web-wallet/transfers", {
      method: "POST",
      body,
      headers: { [WEB_WALLET_TOKEN_HEADER]: token },
    }),
};

function channelPath(channelId: string): string {
  return `/api/v1/channels/${encodeURIComponent(channelId)}`;
}

function campaignPath(campaignId: string): string {
  return `/api/v1/campaigns/${encodeURIComponent(campaignId)}`;
}

function conditionPath(campaignId: string, conditionId: string): string {
  return `${campaignPath(campaignId)}/conditions/${encodeURIComponent(conditionId)}`;
}
