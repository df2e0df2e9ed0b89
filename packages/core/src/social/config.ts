import type { ConditionType, SocialProvider } from "@fanfare/protocol";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import type { KeyRing } from "../wallets/key-vault";

/** Spotify: Accounts service and Web API (https://accounts.spotify.com, https://api.spotify.com). */
export type SpotifyConfig = { clientId: string; clientSecret: string; accountsUrl: string; apiUrl: string };
/** Instagram API with Instagram Login: www (authorize), api (code exchange), graph (reads, long-lived tokens). */
export type InstagramConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  apiUrl: string;
  graphUrl: string;
};
/** TikTok Login Kit for Web + Display API v2 (https://www.tiktok.com, https://open.tiktokapis.com). */
export type TikTokConfig = { clientKey: string; clientSecret: string; authorizeUrl: string; apiUrl: string };

/** How provider calls behave: per-attempt timeout, retries of idempotent reads, longest Retry-After honoured. */
export type ProviderCallPolicy = { timeoutMs: number; retries: number; backoffMs: number; maxRetryAfterMs: number };

export const DEFAULT_CALL_POLICY: ProviderCallPolicy = {
  timeoutMs: 8000,
  retries: 2,
  backoffMs: 250,
  maxRetryAfterMs: 5000,
};

/**
 * The music and social providers (ADR 0016). A provider whose credentials are absent is not configured:
 * its condition kinds cannot be created and fans are told it is not available.
 */
export type SocialConfig = {
  /** Seals access and refresh tokens at rest (SOCIAL_TOKEN_ENCRYPTION_KEY). */
  tokenKeys: KeyRing;
  /** Where providers send the browser back: `${callbackBaseUrl}/api/v1/social/<provider>/callback`. */
  callbackBaseUrl: string;
  spotify?: SpotifyConfig | undefined;
  instagram?: InstagramConfig | undefined;
  tiktok?: TikTokConfig | undefined;
  policy?: Partial<ProviderCallPolicy> | undefined;
};

export const PROVIDER_OF_CONDITION: Partial<Record<ConditionType, SocialProvider>> = {
  SPOTIFY_LIKE_SONG: "SPOTIFY",
  SPOTIFY_FOLLOW_ARTIST: "SPOTIFY",
  SPOTIFY_ADD_PLAYLIST_OR_ALBUM: "SPOTIFY",
  INSTAGRAM_HASHTAG: "INSTAGRAM",
  TIKTOK_HASHTAG: "TIKTOK",
};

export function isProviderConfigured(ctx: CoreContext, provider: SocialProvider): boolean {
  const social = ctx.config.social;
  if (!social) return false;
  return Boolean(provider === "SPOTIFY" ? social.spotify : provider === "INSTAGRAM" ? social.instagram : social.tiktok);
}

export function configuredProviders(ctx: CoreContext): SocialProvider[] {
  return (["SPOTIFY", "INSTAGRAM", "TIKTOK"] as const).filter((p) => isProviderConfigured(ctx, p));
}

export function requireSocial(ctx: CoreContext): SocialConfig {
  const social = ctx.config.social;
  if (!social) throw new AppError("socialAccount-E2002");
  return social;
}

export function callPolicy(ctx: CoreContext): ProviderCallPolicy {
  return { ...DEFAULT_CALL_POLICY, ...ctx.config.social?.policy };
}

export function callbackUrl(social: SocialConfig, provider: SocialProvider): string {
  return `${social.callbackBaseUrl.replace(/\/$/, "")}/api/v1/social/${provider.toLowerCase()}/callback`;
}

/** Joins a configured base URL (which may carry a path, as the sandbox's do) and a provider path. */
export function providerUrl(base: string, path: string, query?: Record<string, string | undefined>): URL {
  const url = new URL(base.replace(/\/$/, "") + path);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}
