import { CAPTCHA_DEFAULT_SECRET, CAPTCHA_SITEVERIFY_PATH, createCaptchaRoutes } from "./captcha";
import { sendJson, startHttpServer } from "./http";
import { type SmtpCatcher, startSmtpCatcher } from "./mail-catcher";
import {
  createInstagramStandIn,
  INSTAGRAM_API_PATH,
  INSTAGRAM_GRAPH_PATH,
  INSTAGRAM_WWW_PATH,
  type InstagramStandIn,
  type InstagramStandInOptions,
} from "./oauth/instagram";
import type { StandInOptions } from "./oauth/oauth-core";
import { createSpotifyStandIn, SPOTIFY_ACCOUNTS_PATH, SPOTIFY_API_PATH, type SpotifyStandIn } from "./oauth/spotify";
import { createTikTokStandIn, TIKTOK_API_PATH, TIKTOK_WWW_PATH, type TikTokStandIn } from "./oauth/tiktok";

/**
 * The sandbox: local stand-ins for the outside world, for `npm start` (embedded mode) and tests only.
 * Production code never imports this package. One file per stand-in; each contributes routes to the
 * single sandbox HTTP server started here.
 */

export * from "./captcha";
export * from "./chain";
export type { HttpMethod, RunningHttpServer, SandboxRoute } from "./http";
export * from "./mail-catcher";
export * from "./oauth/instagram";
export {
  type AccessTokenRecord,
  FAILURE_MODES,
  type FailureMode,
  type FailureSwitch,
  type Grant,
  type OAuthClient,
  type SandboxUserSummary,
  type StandInControl,
  type StandInOptions,
  s256Challenge,
} from "./oauth/oauth-core";
export * from "./oauth/spotify";
/** For contract tests without a browser: walk the consent page as a person clicking Allow or Deny would. */
export { consent as submitConsent, parseConsentForm, pkcePair } from "./oauth/testing";
export * from "./oauth/tiktok";

export interface SandboxOptions {
  /** 0 picks a free port. */
  smtpPort: number;
  /** 0 picks a free port. */
  httpPort: number;
  host?: string;
  /** The secret the captcha stand-in expects (`CAPTCHA_SECRET` of the API). */
  captchaSecret?: string;
  /**
   * The OAuth stand-ins (always mounted). Each provider's default sandbox client is registered anyway;
   * `clients` adds more (client id, secret, exact redirect URIs).
   */
  oauth?: {
    spotify?: StandInOptions;
    instagram?: InstagramStandInOptions;
    tiktok?: StandInOptions;
  };
}

/**
 * Base URLs of the OAuth stand-ins, keyed by the environment variable the API reads for each real host.
 * Spotify: accounts.spotify.com, api.spotify.com. Instagram: www.instagram.com, api.instagram.com,
 * graph.instagram.com. TikTok: www.tiktok.com, open.tiktokapis.com.
 */
export interface ProviderBaseUrls {
  SPOTIFY_ACCOUNTS_URL: string;
  SPOTIFY_API_URL: string;
  INSTAGRAM_AUTHORIZE_URL: string;
  INSTAGRAM_API_URL: string;
  INSTAGRAM_GRAPH_URL: string;
  TIKTOK_AUTHORIZE_URL: string;
  TIKTOK_API_URL: string;
}

export function providerBaseUrls(httpUrl: string): ProviderBaseUrls {
  return {
    SPOTIFY_ACCOUNTS_URL: `${httpUrl}${SPOTIFY_ACCOUNTS_PATH}`,
    SPOTIFY_API_URL: `${httpUrl}${SPOTIFY_API_PATH}`,
    INSTAGRAM_AUTHORIZE_URL: `${httpUrl}${INSTAGRAM_WWW_PATH}`,
    INSTAGRAM_API_URL: `${httpUrl}${INSTAGRAM_API_PATH}`,
    INSTAGRAM_GRAPH_URL: `${httpUrl}${INSTAGRAM_GRAPH_PATH}`,
    TIKTOK_AUTHORIZE_URL: `${httpUrl}${TIKTOK_WWW_PATH}`,
    TIKTOK_API_URL: `${httpUrl}${TIKTOK_API_PATH}`,
  };
}

export interface Sandbox {
  smtpPort: number;
  httpPort: number;
  /** e.g. `smtp://127.0.0.1:1025`, ready for `SMTP_URL`. */
  smtpUrl: string;
  /** e.g. `http://127.0.0.1:1080`. */
  httpUrl: string;
  /** Full URL for `CAPTCHA_VERIFY_URL`. */
  captchaVerifyUrl: string;
  mail: Omit<SmtpCatcher, "routes" | "close">;
  /** In-process controls of the OAuth stand-ins (the same as their `/<provider>/_sandbox` routes). */
  spotify: Omit<SpotifyStandIn, "routes">;
  instagram: Omit<InstagramStandIn, "routes">;
  tiktok: Omit<TikTokStandIn, "routes">;
  /** Where to point the API's provider clients. */
  providerUrls: ProviderBaseUrls;
  close(): Promise<void>;
}

export async function startSandbox({
  smtpPort,
  httpPort,
  host = "127.0.0.1",
  captchaSecret = CAPTCHA_DEFAULT_SECRET,
  oauth = {},
}: SandboxOptions): Promise<Sandbox> {
  const { routes: spotifyRoutes, ...spotify } = createSpotifyStandIn(oauth.spotify);
  const { routes: instagramRoutes, ...instagram } = createInstagramStandIn(oauth.instagram);
  const { routes: tiktokRoutes, ...tiktok } = createTikTokStandIn(oauth.tiktok);
  const mail = await startSmtpCatcher({ smtpPort, host });
  let http: Awaited<ReturnType<typeof startHttpServer>>;
  try {
    http = await startHttpServer({
      port: httpPort,
      host,
      routes: [
        { method: "GET", path: "/healthz", handle: (_req, res) => sendJson(res, 200, { status: "ok" }) },
        ...mail.routes,
        ...createCaptchaRoutes({ secret: captchaSecret }),
        ...spotifyRoutes,
        ...instagramRoutes,
        ...tiktokRoutes,
      ],
    });
  } catch (error) {
    await mail.close();
    throw error;
  }
  const smtpHost = host.includes(":") ? `[${host}]` : host;
  return {
    smtpPort: mail.smtpPort,
    httpPort: http.port,
    smtpUrl: `smtp://${smtpHost}:${mail.smtpPort}`,
    httpUrl: http.url,
    captchaVerifyUrl: `${http.url}${CAPTCHA_SITEVERIFY_PATH}`,
    mail: { smtpPort: mail.smtpPort, mails: mail.mails, waitForMail: mail.waitForMail, clear: mail.clear },
    spotify,
    instagram,
    tiktok,
    providerUrls: providerBaseUrls(http.url),
    close: async () => {
      await Promise.all([http.close(), mail.close()]);
    },
  };
}
