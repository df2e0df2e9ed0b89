// Every API route's method and path, written once: the fan's (and the system's) here, the operator's in
// operator-table.ts, both in ROUTE (every-route.ts). Plain constants and no zod: the web imports these at
// run time to build its URLs, and the schemas stay out of its bundle. The schema-bearing definitions
// (routes/<domain>.ts) reference these entries, the API registers from those, the web infers its types
// from them (`import type`). The fan's condition-completion routes are not here: the condition kinds
// declare them (ADR 0020).

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type RouteEntry = { readonly method: HttpMethod; readonly path: string };

/**
 * Every route but the operator's. Apart from OPERATOR_ROUTE so that the fan pages' client (the web's
 * lib/api.ts `call`), which indexes its table by name, does not carry the console's routes (issue 17).
 */
export const FAN_ROUTE = {
  // --- system
  health: { method: "GET", path: "/api/healthz" },
  ready: { method: "GET", path: "/api/readyz" },

  // --- auth
  captchaConfig: { method: "GET", path: "/api/v1/auth/captcha" },
  requestSignInMail: { method: "POST", path: "/api/v1/auth/email" },
  verifySignInLink: { method: "POST", path: "/api/v1/auth/email/verify" },
  verifySignInCode: { method: "POST", path: "/api/v1/auth/email/code" },
  refreshSession: { method: "POST", path: "/api/v1/auth/refresh" },
  logout: { method: "POST", path: "/api/v1/auth/logout" },

  // --- me
  getMe: { method: "GET", path: "/api/v1/me" },
  updateMe: { method: "PATCH", path: "/api/v1/me" },
  requestEmailChange: { method: "POST", path: "/api/v1/me/email-change" },
  verifyEmailChange: { method: "POST", path: "/api/v1/me/email-change/verify" },
  requestCancel: { method: "POST", path: "/api/v1/me/cancel" },
  verifyCancel: { method: "POST", path: "/api/v1/me/cancel/verify" },

  // --- dev (local and test stacks only)
  triggerJob: { method: "POST", path: "/api/dev/jobs/:name" },
  mailbox: { method: "GET", path: "/api/dev/mailbox" },

  // --- chain
  tokenMetadata: { method: "GET", path: "/api/v1/metadata/:chainId/:contractAddress/:tokenId" },

  // --- music and social accounts (ADR 0016)
  socialAccounts: { method: "GET", path: "/api/v1/me/social-accounts" },
  unlinkSocialAccount: { method: "DELETE", path: "/api/v1/me/social-accounts/:provider" },
  startSocialConnect: {
    method: "POST",
    path: "/api/v1/campaigns/:campaignId/conditions/:conditionId/social/connect",
  },
  socialCallback: { method: "GET", path: "/api/v1/social/:provider/callback" },
  recentPosts: { method: "GET", path: "/api/v1/campaigns/:campaignId/conditions/:conditionId/hashtag/posts" },

  // --- projects and campaigns
  listProjects: { method: "GET", path: "/api/v1/projects" },
  getProject: { method: "GET", path: "/api/v1/projects/:projectId" },
  listCampaigns: { method: "GET", path: "/api/v1/projects/:projectId/campaigns" },
  getCampaign: { method: "GET", path: "/api/v1/campaigns/:campaignId" },
  getCampaignTerms: { method: "GET", path: "/api/v1/campaigns/:campaignId/terms" },
  getDrawRecord: { method: "GET", path: "/api/v1/campaigns/:campaignId/draw" },
  acceptPolicies: { method: "POST", path: "/api/v1/campaigns/:campaignId/policies" },
  claim: { method: "POST", path: "/api/v1/campaigns/:campaignId/claim" },
  receivedClaims: { method: "GET", path: "/api/v1/campaigns/:campaignId/claims/mine" },
  receivedNft: { method: "GET", path: "/api/v1/campaigns/:campaignId/nfts/:nftId" },
  applyForDraw: { method: "POST", path: "/api/v1/campaigns/:campaignId/draw-entry" },
  setEntryEmail: { method: "POST", path: "/api/v1/campaigns/:campaignId/draw-entry/email" },
  getDrawReceipt: { method: "GET", path: "/api/v1/campaigns/:campaignId/draw-entry/receipt" },
  recordPageView: { method: "POST", path: "/api/v1/campaigns/:campaignId/page-views" },
  getFairnessReport: { method: "GET", path: "/api/v1/campaigns/:campaignId/fairness" },

  // --- channels and premium content (ADR 0017)
  listChannels: { method: "GET", path: "/api/v1/projects/:projectId/channels" },
  getChannel: { method: "GET", path: "/api/v1/channels/:channelId" },
  joinChannel: { method: "POST", path: "/api/v1/channels/:channelId/join" },
  leaveChannel: { method: "POST", path: "/api/v1/channels/:channelId/leave" },
  listContents: { method: "GET", path: "/api/v1/channels/:channelId/contents" },
  getContent: { method: "GET", path: "/api/v1/channels/:channelId/contents/:contentId" },
  issueMediaUrl: { method: "POST", path: "/api/v1/channels/:channelId/contents/:contentId/media/:assetId/url" },
  media: { method: "GET", path: "/api/v1/media/:contentId/:assetId" },

  // --- projects' public images and documents (uploaded from the console)
  publicAsset: { method: "GET", path: "/api/v1/assets/:assetId" },

  // --- wallets
  listWallets: { method: "GET", path: "/api/v1/me/wallets" },
  siweMessage: { method: "POST", path: "/api/v1/me/wallets/siwe-message" },
  linkWallet: { method: "POST", path: "/api/v1/me/wallets" },
  unlinkWallet: { method: "DELETE", path: "/api/v1/me/wallets/:address" },
  myNfts: { method: "GET", path: "/api/v1/me/nfts" },
  myClaims: { method: "GET", path: "/api/v1/me/claims" },
  myClaim: { method: "GET", path: "/api/v1/me/claims/:claimId" },
  openWebWallet: { method: "POST", path: "/api/v1/me/web-wallet" },
  getWebWallet: { method: "GET", path: "/api/v1/web-wallet" },
  transferFromWebWallet: { method: "POST", path: "/api/v1/web-wallet/transfers" },
} as const satisfies Record<string, RouteEntry>;

export type FanRouteName = keyof typeof FAN_ROUTE;

/**
 * The header that carries the scoped web-wallet token on the /api/v1/web-wallet routes. Here rather
 * than beside the wallet schemas: the web sends it, and must not import a schema module to know it.
 */
export const WEB_WALLET_TOKEN_HEADER = "x-web-wallet-token";

/** The `:name` segments of a path template, as a union of names. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:name` segments of a path template at run time (the same rule as PathParamNames). */
export function pathParamNames(path: string): string[] {
  return path
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => segment.slice(1));
}

/** A path with its `:name` segments filled, each value URI-encoded (ids come from URLs and forms). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:([A-Za-z0-9_]+)/gu, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
