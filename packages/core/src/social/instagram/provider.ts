import { SOCIAL_PROVIDER_BY_ID } from "@fanfare/protocol";
import { z } from "zod";
import { defineSocialProviderModule } from "../provider-module";
import { instagramAuthorizeUrl } from "./authorize-url";
import { instagramExchangeCode } from "./exchange-code";
import { instagramExchangeLongLivedToken } from "./exchange-long-lived-token";
import { instagramGetMe } from "./get-me";
import { INSTAGRAM_REFRESH_MIN_AGE_MS, instagramRefreshToken } from "./refresh-token";

/** Instagram API with Instagram Login: www (authorize), api (code exchange), graph (reads, long-lived tokens). */
export type InstagramConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  apiUrl: string;
  graphUrl: string;
};

/** Reading the fan's profile and media is all Fanfare does: the basic scope is enough. */
export const INSTAGRAM_SCOPES = ["instagram_business_basic"];

export const instagramProvider = defineSocialProviderModule({
  definition: SOCIAL_PROVIDER_BY_ID.INSTAGRAM,
  env: z.object({
    INSTAGRAM_CLIENT_ID: z.string().optional(),
    INSTAGRAM_CLIENT_SECRET: z.string().optional(),
    INSTAGRAM_AUTHORIZE_URL: z.url().default("https://www.instagram.com"),
    INSTAGRAM_API_URL: z.url().default("https://api.instagram.com"),
    INSTAGRAM_GRAPH_URL: z.url().default("https://graph.instagram.com"),
  }),
  credentials: ["INSTAGRAM_CLIENT_ID", "INSTAGRAM_CLIENT_SECRET"],
  hosts: ["INSTAGRAM_AUTHORIZE_URL", "INSTAGRAM_API_URL", "INSTAGRAM_GRAPH_URL"],
  configFrom: (env): InstagramConfig | undefined =>
    env.INSTAGRAM_CLIENT_ID && env.INSTAGRAM_CLIENT_SECRET
      ? {
          clientId: env.INSTAGRAM_CLIENT_ID,
          clientSecret: env.INSTAGRAM_CLIENT_SECRET,
          authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL,
          apiUrl: env.INSTAGRAM_API_URL,
          graphUrl: env.INSTAGRAM_GRAPH_URL,
        }
      : undefined,
  defaultScopes: INSTAGRAM_SCOPES,
  deniedSuffix: "E2006",
  tokenRenewal: "long-lived",
  adapter: (config, policy) => ({
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
  }),
});
