import type { ErrorCode, SocialProvider } from "@fanfare/protocol";
import { AppError } from "../errors";
import type { ProviderCallPolicy, SocialConfig } from "./config";
import type { ProviderError } from "./http";
import { INSTAGRAM_SCOPES, instagramAuthorizeUrl } from "./instagram/authorize-url";
import { instagramExchangeCode } from "./instagram/exchange-code";
import { instagramExchangeLongLivedToken } from "./instagram/exchange-long-lived-token";
import { instagramGetMe } from "./instagram/get-me";
import { INSTAGRAM_REFRESH_MIN_AGE_MS, instagramRefreshToken } from "./instagram/refresh-token";
import { spotifyAuthorizeUrl } from "./spotify/authorize-url";
import { spotifyExchangeCode } from "./spotify/exchange-code";
import { spotifyGetMe } from "./spotify/get-me";
import { spotifyRefreshToken } from "./spotify/refresh-token";
import { TIKTOK_SCOPES, tiktokAuthorizeUrl } from "./tiktok/authorize-url";
import { tiktokExchangeCode } from "./tiktok/exchange-code";
import { tiktokGetUser } from "./tiktok/get-user";
import { tiktokRefreshToken } from "./tiktok/refresh-token";
import type { Profile, TokenSet } from "./tokens";

export type StoredTokens = {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string | null;
  issuedAt: Date;
};

/** What the account verbs need of a provider, whatever its protocol's quirks. */
export type ProviderAdapter = {
  provider: SocialProvider;
  authorizeUrl(input: { state: string; challenge: string; scopes: string[]; redirectUri: string }): string;
  /** Code → tokens (Instagram: short-lived → long-lived token on the way). */
  exchange(input: { code: string; verifier: string; redirectUri: string; now: Date }): Promise<TokenSet>;
  /** The provider's id and name of the user the token belongs to. */
  profile(accessToken: string): Promise<Profile>;
  /** Whether the stored token should be refreshed before use. */
  needsRefresh(stored: StoredTokens, now: Date): boolean;
  refresh(stored: StoredTokens, now: Date): Promise<TokenSet>;
};

const EARLY_MS = 60_000;

export function providerAdapter(social: SocialConfig, policy: ProviderCallPolicy, provider: SocialProvider) {
  const missing = () => new AppError("socialAccount-E2002");
  if (provider === "SPOTIFY") {
    const config = social.spotify;
    if (!config) throw missing();
    return {
      provider,
      authorizeUrl: (input) => spotifyAuthorizeUrl(config, input),
      exchange: (input) => spotifyExchangeCode(config, policy, input),
      profile: (accessToken) => spotifyGetMe(config, policy, accessToken),
      needsRefresh: (stored, now) => now.getTime() >= stored.accessExpiresAt.getTime() - EARLY_MS,
      refresh: (stored, now) => spotifyRefreshToken(config, policy, { refreshToken: stored.refreshToken ?? "", now }),
    } satisfies ProviderAdapter;
  }
  if (provider === "INSTAGRAM") {
    const config = social.instagram;
    if (!config) throw missing();
    return {
      provider,
      authorizeUrl: (input) => instagramAuthorizeUrl(config, input),
      async exchange(input) {
        const short = await instagramExchangeCode(config, policy, input);
        const long = await instagramExchangeLongLivedToken(config, policy, {
          shortLivedToken: short.accessToken,
          now: input.now,
        });
        return {
          accessToken: long.accessToken,
          accessExpiresAt: long.expiresAt,
          refreshToken: null,
          refreshExpiresAt: null,
          scopes: short.scopes,
          providerUserId: short.userId || null,
        };
      },
      profile: (accessToken) => instagramGetMe(config, policy, accessToken),
      // A long-lived token is refreshed once it is a day old (the earliest Instagram allows), while it lives.
      needsRefresh: (stored, now) =>
        now.getTime() - stored.issuedAt.getTime() >= INSTAGRAM_REFRESH_MIN_AGE_MS &&
        now.getTime() < stored.accessExpiresAt.getTime(),
      async refresh(stored, now) {
        const long = await instagramRefreshToken(config, policy, { accessToken: stored.accessToken, now });
        return {
          accessToken: long.accessToken,
          accessExpiresAt: long.expiresAt,
          refreshToken: null,
          refreshExpiresAt: null,
          scopes: null,
          providerUserId: null,
        };
      },
    } satisfies ProviderAdapter;
  }
  const config = social.tiktok;
  if (!config) throw missing();
  return {
    provider,
    authorizeUrl: (input) => tiktokAuthorizeUrl(config, input),
    exchange: (input) => tiktokExchangeCode(config, policy, input),
    profile: (accessToken) => tiktokGetUser(config, policy, accessToken),
    needsRefresh: (stored, now) => now.getTime() >= stored.accessExpiresAt.getTime() - EARLY_MS,
    refresh: (stored, now) => tiktokRefreshToken(config, policy, { refreshToken: stored.refreshToken ?? "", now }),
  } satisfies ProviderAdapter;
}

export const DEFAULT_SCOPES: Record<SocialProvider, string[]> = {
  SPOTIFY: [],
  INSTAGRAM: INSTAGRAM_SCOPES,
  TIKTOK: TIKTOK_SCOPES,
};

const PREFIX = { SPOTIFY: "spotifyCondition", INSTAGRAM: "instagramCondition", TIKTOK: "tiktokCondition" } as const;

export function providerCode(provider: SocialProvider, suffix: string): ErrorCode {
  return `${PREFIX[provider]}-${suffix}` as ErrorCode;
}

/** The fan refused the permission: Spotify -E2008, Instagram and TikTok -E2006. */
export const deniedCode = (provider: SocialProvider): ErrorCode =>
  providerCode(provider, provider === "SPOTIFY" ? "E2008" : "E2006");

/**
 * A provider failure in the catalogue's terms, by the stage it happened at. Spotify has one code for
 * every failure of Spotify (-E2001); Instagram and TikTok tell token (-E2004), profile (-E2002), media
 * (-E2003), unreadable answers (-E2007) and missing media permission (-E2008) apart.
 */
export function providerFailure(provider: SocialProvider, stage: "token" | "me" | "media", error: ProviderError) {
  const why = { cause: error, context: providerContext(provider, error) };
  if (provider === "SPOTIFY") return new AppError("spotifyCondition-E2001", { detail: error.message, ...why });
  if (stage === "token") return new AppError(providerCode(provider, "E2004"), why);
  if (error.failure === "malformed") return new AppError(providerCode(provider, "E2007"), why);
  if (stage === "media" && error.failure === "forbidden") return new AppError(providerCode(provider, "E2008"), why);
  if (stage === "me") return new AppError(providerCode(provider, "E2002"), why);
  if (error.failure === "unavailable") return new AppError(providerCode(provider, "E2003"), why);
  return new AppError(providerCode(provider, "E2007"), why);
}

/** An AppError's `context` for a provider failure: which provider, which call, its status and own code. */
export function providerContext(provider: SocialProvider, error: ProviderError) {
  return { provider, ...error.context };
}
