import { SOCIAL_PROVIDER_BY_ID } from "@fanfare/protocol";
import { z } from "zod";
import { defineSocialProviderModule, expiresSoon } from "../provider-module";
import { spotifyAuthorizeUrl } from "./authorize-url";
import { spotifyExchangeCode } from "./exchange-code";
import { spotifyGetMe } from "./get-me";
import { spotifyRefreshToken } from "./refresh-token";

/** Spotify: Accounts service and Web API (https://accounts.spotify.com, https://api.spotify.com). */
export type SpotifyConfig = { clientId: string; clientSecret: string; accountsUrl: string; apiUrl: string };

/** Spotify: scopes come from each condition's target (ConditionModule.connectScopes), so none by default. */
export const spotifyProvider = defineSocialProviderModule({
  definition: SOCIAL_PROVIDER_BY_ID.SPOTIFY,
  env: z.object({
    SPOTIFY_CLIENT_ID: z.string().optional(),
    SPOTIFY_CLIENT_SECRET: z.string().optional(),
    SPOTIFY_ACCOUNTS_URL: z.url().default("https://accounts.spotify.com"),
    SPOTIFY_API_URL: z.url().default("https://api.spotify.com"),
  }),
  credentials: ["SPOTIFY_CLIENT_ID", "SPOTIFY_CLIENT_SECRET"],
  hosts: ["SPOTIFY_ACCOUNTS_URL", "SPOTIFY_API_URL"],
  configFrom: (env): SpotifyConfig | undefined =>
    env.SPOTIFY_CLIENT_ID && env.SPOTIFY_CLIENT_SECRET
      ? {
          clientId: env.SPOTIFY_CLIENT_ID,
          clientSecret: env.SPOTIFY_CLIENT_SECRET,
          accountsUrl: env.SPOTIFY_ACCOUNTS_URL,
          apiUrl: env.SPOTIFY_API_URL,
        }
      : undefined,
  defaultScopes: [],
  deniedSuffix: "E2008",
  oneFailureSuffix: "E2001",
  tokenRenewal: "refresh-token",
  adapter: (config, policy) => ({
    authorizeUrl: (input) => spotifyAuthorizeUrl(config, input),
    exchange: (input) => spotifyExchangeCode(config, policy, input),
    profile: (accessToken) => spotifyGetMe(config, policy, accessToken),
    needsRefresh: expiresSoon,
    refresh: (stored, now) => spotifyRefreshToken(config, policy, { refreshToken: stored.refreshToken ?? "", now }),
  }),
});
