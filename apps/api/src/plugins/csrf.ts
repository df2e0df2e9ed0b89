import { AppError } from "@fanfare/core";
import type { FastifyInstance } from "fastify";

export const CSRF_HEADER = "x-fanfare-csrf";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie-authenticated writes (and the sign-in form, against login CSRF):
 * 1. every unsafe request must carry the custom header `X-Fanfare-Csrf` — a cross-site page cannot
 *    add it without a CORS preflight, and this API answers no preflight;
 * 2. when the browser says where the request comes from (Origin, Sec-Fetch-Site), it must be us.
 * SameSite=Lax cookies are the third layer.
 */
export function registerCsrf(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/v1/")) return;
    if (request.headers[CSRF_HEADER] !== "1") throw new AppError("auth-E1003");
    const site = request.headers["sec-fetch-site"];
    if (site && site !== "same-origin" && site !== "none") throw new AppError("auth-E1003");
    const origin = request.headers.origin;
    if (origin && origin !== publicOrigin) {
      // X-Forwarded-Host is the web's word for the host the browser asked for; from anyone else it is
      // just a header the client chose.
      const forwardedHost = (request.isFromWeb && request.headers["x-forwarded-host"]) || request.headers.host;
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (!originHost || originHost !== forwardedHost) throw new AppError("auth-E1003");
    }
  });
}
