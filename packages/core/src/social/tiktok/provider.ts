import { SOCIAL_PROVIDER_BY_ID } from "@fanfare/protocol";
import { z } from "zod";
import { defineSocialProviderModule, expiresSoon } from "../provider-module";
import { tiktokAuthorizeUrl } from "./authorize-url";
import { tiktokExchangeCode } from "./exchange-code";
import { tiktokGetUser } from "./get-user";
import { tiktokRefreshToken } from "./refresh-token";

/** TikTok Login Kit for Web + Display API v2 (https://www.tiktok.com, https://open.tiktokapis.com). */
export type TikTokConfig = { clientKey: string; clientSecret: string; authorizeUrl: string; apiUrl: string };

/** The profile's open_id and name, and the fan's public videos: nothing more. */
export const TIKTOK_SCOPES = ["user.info.basic", "video.list"];

export const tiktokProvider = defineSocialProviderModule({
  definition: SOCIAL_PROVIDER_BY_ID.TIKTOK,
  env: z.object({
    TIKTOK_CLIENT_KEY: z.string().optional(),
    TIKTOK_CLIENT_SECRET: z.string().optional(),
    TIKTOK_AUTHORIZE_URL: z.url().default("https://www.tiktok.com"),
    TIKTOK_API_URL: z.url().default("https://open.tiktokapis.com"),
  }),
  credentials: ["TIKTOK_CLIENT_KEY", "TIKTOK_CLIENT_SECRET"],
  hosts: ["TIKTOK_AUTHORIZE_URL", "TIKTOK_API_URL"],
  configFrom: (env): TikTokConfig | undefined =>
    env.TIKTOK_CLIENT_KEY && env.TIKTOK_CLIENT_SECRET
      ? {
          clientKey: env.TIKTOK_CLIENT_KEY,
          clientSecret: env.TIKTOK_CLIENT_SECRET,
          authorizeUrl: env.TIKTOK_AUTHORIZE_URL,
          apiUrl: env.TIKTOK_API_URL,
        }
      : undefined,
  defaultScopes: TIKTOK_SCOPES,
  deniedSuffix: "E2006",
  tokenRenewal: "refresh-token",
  adapter: (config, policy) => ({
    authorizeUrl: (input) => tiktokAuthorizeUrl(config, input),
    exchange: (input) => tiktokExchangeCode(config, policy, input),
    profile: (accessToken) => tiktokGetUser(config, policy, accessToken),
    needsRefresh: expiresSoon,
    refresh: (stored, now) => tiktokRefreshToken(config, policy, { refreshToken: stored.refreshToken ?? "", now }),
  }),
});
