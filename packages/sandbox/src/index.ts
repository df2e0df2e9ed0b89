import { CAPTCHA_DEFAULT_SECRET, CAPTCHA_SITEVERIFY_PATH, captchaPlugin } from "./captcha";
import { type SandboxPlugin, sendJson } from "./http";
import { startHttpServer } from "./http-server";
import { type SmtpCatcher, startSmtpCatcher } from "./mail-catcher";
import {
  type ProviderBaseUrls,
  providerBaseUrls,
  SANDBOX_STAND_INS,
  STAND_IN_NAMES,
  type StandInControls,
  type StandInOptionsByName,
} from "./oauth/registry";

/**
 * The sandbox: local stand-ins for the outside world, for `npm start` (embedded mode) and tests only.
 * Production code never imports this package. One file per stand-in; each registers its routes (a Fastify
 * plugin) on the single sandbox HTTP server started here.
 */

export * from "./captcha";
export * from "./chain";
export * from "./free-port";
export type { HttpMethod, SandboxPlugin } from "./http";
export type { RunningHttpServer } from "./http-server";
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
export {
  type ProviderBaseUrls,
  providerBaseUrls,
  SANDBOX_STAND_INS,
  STAND_IN_NAMES,
  type StandInControls,
  type StandInName,
  type StandInOptionsByName,
  sandboxProviderEnv,
} from "./oauth/registry";
export * from "./oauth/spotify";
/** For contract tests without a browser: walk the consent page as a person clicking Allow or Deny would. */
export { consent as submitConsent, parseConsentForm, pkcePair } from "./oauth/testing";
export * from "./oauth/tiktok";
export * from "./oauth/youtube";
export * from "./weak-rpc-proxy";

export interface SandboxOptions {
  /** 0 picks a free port. */
  smtpPort: number;
  /** 0 picks a free port. */
  httpPort: number;
  host?: string;
  /** The secret the captcha stand-in expects (`CAPTCHA_SECRET` of the API). */
  captchaSecret?: string;
  /**
   * The OAuth stand-ins (always mounted, every one of src/oauth/registry.ts). Each provider's default
   * sandbox client is registered anyway; `clients` adds more (client id, secret, exact redirect URIs).
   */
  oauth?: StandInOptionsByName;
}

export interface SandboxServers {
  smtpPort: number;
  httpPort: number;
  /** e.g. `smtp://127.0.0.1:1025`, ready for `SMTP_URL`. */
  smtpUrl: string;
  /** e.g. `http://127.0.0.1:1080`. */
  httpUrl: string;
  /** Full URL for `CAPTCHA_VERIFY_URL`. */
  captchaVerifyUrl: string;
  mail: Omit<SmtpCatcher, "plugin" | "close">;
  /** Where to point the API's provider clients. */
  providerUrls: ProviderBaseUrls;
  close(): Promise<void>;
}

/** A running sandbox, with the in-process controls of each OAuth stand-in under its registry name. */
export type Sandbox = SandboxServers & StandInControls;

export async function startSandbox({
  smtpPort,
  httpPort,
  host = "127.0.0.1",
  captchaSecret = CAPTCHA_DEFAULT_SECRET,
  oauth = {},
}: SandboxOptions): Promise<Sandbox> {
  const controls: Record<string, unknown> = {};
  const standInPlugins = STAND_IN_NAMES.map((name) => {
    const { plugin, ...control } = SANDBOX_STAND_INS[name].create(oauth[name] as never);
    controls[name] = control;
    return plugin;
  });
  const health: SandboxPlugin = async (app) => {
    app.get("/healthz", (_request, reply) => sendJson(reply, 200, { status: "ok" }));
  };
  const mail = await startSmtpCatcher({ smtpPort, host });
  let http: Awaited<ReturnType<typeof startHttpServer>>;
  try {
    http = await startHttpServer({
      port: httpPort,
      host,
      plugins: [health, mail.plugin, captchaPlugin({ secret: captchaSecret }), ...standInPlugins],
    });
  } catch (error) {
    await mail.close();
    throw error;
  }
  const smtpHost = host.includes(":") ? `[${host}]` : host;
  const servers: SandboxServers = {
    smtpPort: mail.smtpPort,
    httpPort: http.port,
    smtpUrl: `smtp://${smtpHost}:${mail.smtpPort}`,
    httpUrl: http.url,
    captchaVerifyUrl: `${http.url}${CAPTCHA_SITEVERIFY_PATH}`,
    mail: { smtpPort: mail.smtpPort, mails: mail.mails, waitForMail: mail.waitForMail, clear: mail.clear },
    providerUrls: providerBaseUrls(http.url),
    close: async () => {
      await Promise.all([http.close(), mail.close()]);
    },
  };
  // One control object per registry entry, made from that entry above: the registry's types say which.
  return { ...servers, ...(controls as StandInControls) };
}
