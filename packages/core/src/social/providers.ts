import { type ErrorCode, SOCIAL_PROVIDER_BY_ID, type SocialProvider } from "@fanfare/protocol";
import { AppError } from "../errors";
import type { ProviderCallPolicy, SocialConfig } from "./config";
import type { ProviderError } from "./http";
import type { ProviderAdapter } from "./provider-module";
import { socialProviderModule } from "./registry";

export type { ProviderAdapter, StoredTokens } from "./provider-module";

/** The adapter of a configured provider (its module's, with this server's config); else socialAccount-E2002. */
export function providerAdapter(social: SocialConfig, policy: ProviderCallPolicy, provider: SocialProvider) {
  const config = social.providers[provider];
  if (!config) throw new AppError("socialAccount-E2002");
  return { provider, ...socialProviderModule(provider).adapter(config, policy) } satisfies ProviderAdapter & {
    provider: SocialProvider;
  };
}

/** The scopes asked for when the condition names none of its own. */
export const defaultScopes = (provider: SocialProvider): string[] => socialProviderModule(provider).defaultScopes;

/** A provider's own error code: `<errorPrefix>-<suffix>` (the prefix is in its protocol declaration). */
export function providerCode(provider: SocialProvider, suffix: string): ErrorCode {
  return `${SOCIAL_PROVIDER_BY_ID[provider].errorPrefix}-${suffix}` as ErrorCode;
}

/** The fan refused the permission: Spotify -E2008, Instagram and TikTok -E2006. */
export const deniedCode = (provider: SocialProvider): ErrorCode =>
  providerCode(provider, socialProviderModule(provider).deniedSuffix);

/**
 * A provider failure in the catalogue's terms, by the stage it happened at. Spotify has one code for
 * every failure of Spotify (-E2001); Instagram and TikTok tell token (-E2004), profile (-E2002), media
 * (-E2003), unreadable answers (-E2007) and missing media permission (-E2008) apart.
 */
export function providerFailure(provider: SocialProvider, stage: "token" | "me" | "media", error: ProviderError) {
  const why = { cause: error, context: providerContext(provider, error) };
  const oneFailure = socialProviderModule(provider).oneFailureSuffix;
  if (oneFailure) return new AppError(providerCode(provider, oneFailure), { detail: error.message, ...why });
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
