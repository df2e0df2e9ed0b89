import type { SocialProviderDefinition } from "@fanfare/protocol";
import type { z } from "zod";
import type { ProviderCallPolicy } from "./config";
import type { Profile, TokenSet } from "./tokens";

export type StoredTokens = {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string | null;
  issuedAt: Date;
};

/** What the account verbs need of a provider, whatever its protocol's quirks. */
export type ProviderAdapter = {
  authorizeUrl(input: { state: string; challenge: string; scopes: string[]; redirectUri: string }): string;
  /** Code → tokens (Instagram: short-lived → long-lived token on the way). */
  exchange(input: { code: string; verifier: string; redirectUri: string; now: Date }): Promise<TokenSet>;
  /** The provider's id and name of the user the token belongs to. */
  profile(accessToken: string): Promise<Profile>;
  /** Whether the stored token should be refreshed before use. */
  needsRefresh(stored: StoredTokens, now: Date): boolean;
  refresh(stored: StoredTokens, now: Date): Promise<TokenSet>;
};

/**
 * A music or social provider in core (ADR 0020): one module per provider under social/<provider>/,
 * listed in social/registry.ts. The API builds its env schema and the social config from these.
 */
export type SocialProviderModule<Env extends z.ZodObject = z.ZodObject, Config = unknown> = {
  /** The protocol's declaration: id, name, URL slug, error prefix and codes. */
  definition: SocialProviderDefinition;
  /** Its environment variables (with today's hosts as defaults). */
  env: Env;
  /** The client id and secret variables: set together, or the provider is not configured (hidden). */
  credentials: readonly [keyof z.output<Env> & string, keyof z.output<Env> & string];
  /** Its host variables: the real https hosts in production (the sandbox's stand-ins elsewhere). */
  hosts: readonly (keyof z.output<Env> & string)[];
  /** Its config from the parsed env; undefined when its credentials are not set. */
  configFrom(env: z.output<Env>): Config | undefined;
  /** The scopes asked for when the condition names none of its own (ConditionModule.connectScopes). */
  defaultScopes: string[];
  /** The error code suffix of "the fan refused the permission" (Spotify -E2008, others -E2006). */
  deniedSuffix: string;
  /** A provider with one code for every failure of its API (Spotify -E2001), else per stage (see providerFailure). */
  oneFailureSuffix?: string;
  /**
   * `refresh-token`: a refresh token renews the access token (none stored: connect again).
   * `long-lived`: the access token renews itself while it lives (Instagram); a failed renewal of a living
   * token is no reason to stop.
   */
  tokenRenewal: "refresh-token" | "long-lived";
  adapter(config: Config, policy: ProviderCallPolicy): ProviderAdapter;
};

export function defineSocialProviderModule<Env extends z.ZodObject, Config>(
  module: SocialProviderModule<Env, Config>,
): SocialProviderModule<Env, Config> {
  return module;
}

/** Refresh a little before the expiry, so a call does not start with a token about to die. */
export const EARLY_MS = 60_000;
export const expiresSoon = (stored: StoredTokens, now: Date) =>
  now.getTime() >= stored.accessExpiresAt.getTime() - EARLY_MS;
