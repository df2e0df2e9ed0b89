import { SOCIAL_PROVIDER_BY_ID } from "@fanfare/protocol";
import { z } from "zod";
import { defineSocialProviderModule, expiresSoon } from "../provider-module";
import { YOUTUBE_SCOPES, youtubeAuthorizeUrl } from "./authorize-url";
import { youtubeExchangeCode } from "./exchange-code";
import { youtubeGetChannel } from "./get-channel";
import { youtubeRefreshToken } from "./refresh-token";

/**
 * YouTube: Google's OAuth 2.0 endpoints (whole URLs, as Google documents them) and the YouTube Data API v3
 * (https://www.googleapis.com/youtube/v3).
 */
export type YouTubeConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
};

/** YouTube: the fan's channel is the account; one read-only scope; one code for every failure (-E2001). */
export const youtubeProvider = defineSocialProviderModule({
  definition: SOCIAL_PROVIDER_BY_ID.YOUTUBE,
  env: z.object({
    YOUTUBE_CLIENT_ID: z.string().optional(),
    YOUTUBE_CLIENT_SECRET: z.string().optional(),
    YOUTUBE_AUTHORIZE_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
    YOUTUBE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
    YOUTUBE_API_URL: z.url().default("https://www.googleapis.com/youtube/v3"),
  }),
  credentials: ["YOUTUBE_CLIENT_ID", "YOUTUBE_CLIENT_SECRET"],
  hosts: ["YOUTUBE_AUTHORIZE_URL", "YOUTUBE_TOKEN_URL", "YOUTUBE_API_URL"],
  configFrom: (env): YouTubeConfig | undefined =>
    env.YOUTUBE_CLIENT_ID && env.YOUTUBE_CLIENT_SECRET
      ? {
          clientId: env.YOUTUBE_CLIENT_ID,
          clientSecret: env.YOUTUBE_CLIENT_SECRET,
          authorizeUrl: env.YOUTUBE_AUTHORIZE_URL,
          tokenUrl: env.YOUTUBE_TOKEN_URL,
          apiUrl: env.YOUTUBE_API_URL,
        }
      : undefined,
  defaultScopes: YOUTUBE_SCOPES,
  deniedSuffix: "E2008",
  oneFailureSuffix: "E2001",
  tokenRenewal: "refresh-token",
  adapter: (config, policy) => ({
    authorizeUrl: (input) => youtubeAuthorizeUrl(config, input),
    exchange: (input) => youtubeExchangeCode(config, policy, input),
    profile: (accessToken) => youtubeGetChannel(config, policy, accessToken),
    needsRefresh: expiresSoon,
    refresh: (stored, now) => youtubeRefreshToken(config, policy, { refreshToken: stored.refreshToken ?? "", now }),
  }),
});
