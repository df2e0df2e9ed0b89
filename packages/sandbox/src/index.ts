import { CAPTCHA_DEFAULT_SECRET, CAPTCHA_SITEVERIFY_PATH, createCaptchaRoutes } from "./captcha";
import { sendJson, startHttpServer } from "./http";
import { type SmtpCatcher, startSmtpCatcher } from "./mail-catcher";

/**
 * The sandbox: local stand-ins for the outside world, for `npm start` (embedded mode) and tests only.
 * Production code never imports this package. One file per stand-in; each contributes routes to the
 * single sandbox HTTP server started here.
 */

export * from "./captcha";
export * from "./chain";
export type { HttpMethod, RunningHttpServer, SandboxRoute } from "./http";
export * from "./mail-catcher";

export interface SandboxOptions {
  /** 0 picks a free port. */
  smtpPort: number;
  /** 0 picks a free port. */
  httpPort: number;
  host?: string;
  /** The secret the captcha stand-in expects (`CAPTCHA_SECRET` of the API). */
  captchaSecret?: string;
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
  close(): Promise<void>;
}

export async function startSandbox({
  smtpPort,
  httpPort,
  host = "127.0.0.1",
  captchaSecret = CAPTCHA_DEFAULT_SECRET,
}: SandboxOptions): Promise<Sandbox> {
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
    close: async () => {
      await Promise.all([http.close(), mail.close()]);
    },
  };
}
