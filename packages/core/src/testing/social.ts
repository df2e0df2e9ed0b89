import { sandboxProviderEnv } from "@fanfare/sandbox";
import { z } from "zod";
import type { SocialConfig } from "../social/config";
import { SOCIAL_PROVIDER_ENV_SHAPE, socialProviderConfigs } from "../social/registry";

/**
 * Social configuration pointing at a sandbox's stand-ins (at `sandboxUrl`) with their default clients,
 * built as the API builds it (the sandbox's registry gives the env, core's registry reads it: a new
 * provider needs no line here), and a call policy short enough that timeouts and retries run in
 * milliseconds.
 */
export function sandboxSocialConfig(sandboxUrl: string): SocialConfig {
  const env = z.object(SOCIAL_PROVIDER_ENV_SHAPE).parse(sandboxProviderEnv(sandboxUrl));
  return {
    tokenKeys: { current: Buffer.alloc(32, 9), previous: [] },
    callbackBaseUrl: "http://localhost:3000",
    providers: socialProviderConfigs(env),
    policy: { timeoutMs: 400, retries: 2, backoffMs: 5, maxRetryAfterMs: 1500 },
  };
}
