import { SOCIAL_PROVIDER_BY_ID, SOCIAL_PROVIDERS, type SocialProvider } from "@fanfare/protocol";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import type { KeyRing } from "../wallets/key-vault";
import type { ProviderConfigOf, SocialProviderConfigs } from "./registry";

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
  /** Each configured provider's config, built by its module (social/<provider>/provider.ts) from the env. */
  providers: SocialProviderConfigs;
  policy?: Partial<ProviderCallPolicy> | undefined;
};

export function isProviderConfigured(ctx: CoreContext, provider: SocialProvider): boolean {
  return Boolean(ctx.config.social?.providers[provider]);
}

export function configuredProviders(ctx: CoreContext): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => isProviderConfigured(ctx, p));
}

/** A configured provider's config; not configured on this server: socialAccount-E2002. */
export function providerConfig<Provider extends SocialProvider>(
  ctx: CoreContext,
  provider: Provider,
): ProviderConfigOf<Provider> {
  const config = ctx.config.social?.providers[provider];
  if (!config) throw new AppError("socialAccount-E2002");
  return config as ProviderConfigOf<Provider>;
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
  const slug = SOCIAL_PROVIDER_BY_ID[provider].urlSlug;
  return `${social.callbackBaseUrl.replace(/\/$/, "")}/api/v1/social/${slug}/callback`;
}

/** Joins a configured base URL (which may carry a path, as the sandbox's do) and a provider path. */
export function providerUrl(base: string, path: string, query?: Record<string, string | undefined>): URL {
  const url = new URL(base.replace(/\/$/, "") + path);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}
