import type { SocialConfig } from "../social/config";

/** The provider base URLs a sandbox serves (`sandbox.providerUrls`). */
export type ProviderUrls = {
  SPOTIFY_ACCOUNTS_URL: string;
  SPOTIFY_API_URL: string;
  INSTAGRAM_AUTHORIZE_URL: string;
  INSTAGRAM_API_URL: string;
  INSTAGRAM_GRAPH_URL: string;
  TIKTOK_AUTHORIZE_URL: string;
  TIKTOK_API_URL: string;
};

/**
 * Social configuration pointing at a sandbox's stand-ins with their default clients, and a call policy
 * short enough that timeouts and retries run in milliseconds.
 */
export function sandboxSocialConfig(urls: ProviderUrls): SocialConfig {
  return {
    tokenKeys: { current: Buffer.alloc(32, 9), previous: [] },
    callbackBaseUrl: "http://localhost:3000",
    spotify: {
      clientId: "sandbox-spotify-client",
      clientSecret: "sandbox-spotify-secret",
      accountsUrl: urls.SPOTIFY_ACCOUNTS_URL,
      apiUrl: urls.SPOTIFY_API_URL,
    },
    instagram: {
      clientId: "990600000000001",
      clientSecret: "sandbox-instagram-secret",
      authorizeUrl: urls.INSTAGRAM_AUTHORIZE_URL,
      apiUrl: urls.INSTAGRAM_API_URL,
      graphUrl: urls.INSTAGRAM_GRAPH_URL,
    },
    tiktok: {
      clientKey: "sbxfanfareclientkey",
      clientSecret: "sandbox-tiktok-secret",
      authorizeUrl: urls.TIKTOK_AUTHORIZE_URL,
      apiUrl: urls.TIKTOK_API_URL,
    },
    policy: { timeoutMs: 400, retries: 2, backoffMs: 5, maxRetryAfterMs: 1500 },
  };
}
