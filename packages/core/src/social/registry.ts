import type { SocialProvider, UnionToIntersection } from "@fanfare/protocol";
import type { z } from "zod";
import { AppError } from "../errors";
import { instagramProvider } from "./instagram/provider";
import type { SocialProviderModule } from "./provider-module";
import { spotifyProvider } from "./spotify/provider";
import { tiktokProvider } from "./tiktok/provider";
import { youtubeProvider } from "./youtube/provider";

/**
 * Every music and social provider of the protocol's registry, by id: one module each, the only list of
 * providers in core (ADR 0020). A provider the protocol declares without a module here is a type error.
 */
export const SOCIAL_PROVIDER_MODULES = {
  SPOTIFY: spotifyProvider,
  INSTAGRAM: instagramProvider,
  TIKTOK: tiktokProvider,
  YOUTUBE: youtubeProvider,
} satisfies { [Provider in SocialProvider]: SocialProviderModule<z.ZodObject, unknown> };

type Modules = typeof SOCIAL_PROVIDER_MODULES;
/** A provider's config (client credentials and hosts), as its module builds it from the env. */
export type ProviderConfigOf<Provider extends SocialProvider> =
  Modules[Provider] extends SocialProviderModule<z.ZodObject, infer Config> ? Config : never;
/** The configured providers' configs: a provider left out is not configured on this server. */
export type SocialProviderConfigs = { [Provider in SocialProvider]?: ProviderConfigOf<Provider> | undefined };

export function socialProviderModule(provider: SocialProvider): SocialProviderModule<z.ZodObject, unknown> {
  const found = SOCIAL_PROVIDER_MODULES[provider] as SocialProviderModule<z.ZodObject, unknown> | undefined;
  if (!found) throw new AppError("socialAccount-E2002");
  return found;
}

const MODULES = Object.values(SOCIAL_PROVIDER_MODULES) as SocialProviderModule<z.ZodObject, unknown>[];

/** Every provider's environment variables, for the API's env schema. */
export type SocialProviderEnvShape = UnionToIntersection<Modules[SocialProvider]["env"]["shape"]>;
export const SOCIAL_PROVIDER_ENV_SHAPE = Object.assign(
  {},
  ...MODULES.map((m) => m.env.shape),
) as SocialProviderEnvShape;
export type SocialProviderEnv = z.output<z.ZodObject<SocialProviderEnvShape>>;

/**
 * What is wrong with the providers' variables: a client id without its secret (or the reverse); in
 * production, a host other than the provider's https host (the sandbox's stand-ins are for development).
 */
export function socialProviderEnvIssues(
  env: Record<string, unknown>,
  production: boolean,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  for (const module of MODULES) {
    const [id, secret] = module.credentials;
    if (Boolean(env[id]) !== Boolean(env[secret])) {
      issues.push({ path: env[id] ? secret : id, message: `is needed with ${env[id] ? id : secret}` });
    }
    if (!production) continue;
    for (const name of module.hosts) {
      const url = new URL(String(env[name]));
      if (url.protocol !== "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) {
        issues.push({ path: name, message: "must be the provider's https host in production" });
      }
    }
  }
  return issues;
}

/** The configs of the providers whose credentials are set (none: an empty object). */
export function socialProviderConfigs(env: SocialProviderEnv): SocialProviderConfigs {
  const configs: Record<string, unknown> = {};
  for (const [provider, module] of Object.entries(SOCIAL_PROVIDER_MODULES)) {
    const config = (module as SocialProviderModule<z.ZodObject, unknown>).configFrom(env);
    if (config !== undefined) configs[provider] = config;
  }
  return configs as SocialProviderConfigs;
}

/** Whether any provider's client id is set (the token key is then required in production). */
export function anySocialProviderCredentials(env: Record<string, unknown>): boolean {
  return MODULES.some((module) => Boolean(env[module.credentials[0]]));
}
