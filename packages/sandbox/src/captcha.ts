import { fieldsOf, type SandboxPlugin, sendJson } from "./http";

/**
 * Captcha stand-in speaking Cloudflare Turnstile's siteverify protocol
 * (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/).
 * The token `sandbox-pass` succeeds; any other token fails. Point the API at it with
 * `CAPTCHA_PROVIDER=sandbox CAPTCHA_VERIFY_URL=<sandbox>/captcha/siteverify`.
 */

export const CAPTCHA_PASS_TOKEN = "sandbox-pass";
export const CAPTCHA_DEFAULT_SECRET = "sandbox-secret";
export const CAPTCHA_SITEVERIFY_PATH = "/captcha/siteverify";

export type CaptchaErrorCode = "invalid-input-secret" | "invalid-input-response";

export interface SiteverifyResponse {
  success: boolean;
  "error-codes": CaptchaErrorCode[];
  challenge_ts?: string;
  hostname?: string;
}

/** The decision alone, without HTTP, so it can be tested and reused directly. */
export function verifyCaptcha(
  fields: { secret?: string | undefined; response?: string | undefined },
  expectedSecret: string,
): SiteverifyResponse {
  if (!fields.secret || fields.secret !== expectedSecret) {
    return { success: false, "error-codes": ["invalid-input-secret"] };
  }
  if (fields.response !== CAPTCHA_PASS_TOKEN) {
    return { success: false, "error-codes": ["invalid-input-response"] };
  }
  return { success: true, "error-codes": [], challenge_ts: new Date().toISOString(), hostname: "localhost" };
}

/** The siteverify route, as a plugin of the sandbox HTTP server. */
export function captchaPlugin({ secret = CAPTCHA_DEFAULT_SECRET }: { secret?: string } = {}): SandboxPlugin {
  return async (app) => {
    app.post(CAPTCHA_SITEVERIFY_PATH, (request, reply) => {
      // Turnstile answers 200 with `success: false` for bad input; clients only look at the body.
      sendJson(reply, 200, verifyCaptcha(fieldsOf(request), secret));
    });
  };
}
