import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Where a request really comes from (ADR 0019). Browsers reach the API only through the web, which
 * proxies /api/*: the API's socket peer is then the web server for every fan, and any X-Forwarded-For
 * could have been written by the client. So the web's server (apps/web/server) states the client's
 * address in CLIENT_ADDRESS_HEADER and proves it is the web with WEB_PROXY_SECRET; the API believes that
 * header only with the right secret. Without it (an integrator calling the API directly), the address
 * is Fastify's `request.ip`: the socket peer, or the hops TRUST_PROXY names (a count or a list).
 */
export const CLIENT_ADDRESS_HEADER = "x-fanfare-client-address";
export const WEB_SECRET_HEADER = "x-fanfare-web-secret";

declare module "fastify" {
  interface FastifyRequest {
    /** The real client's IP address: the only address limits, captcha checks and logs may use. */
    clientAddress: string;
    /** The request was forwarded by our own web server (it carried the right WEB_PROXY_SECRET). */
    isFromWeb: boolean;
  }
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** True when `given` is the secret; compares digests in constant time, so timing tells nothing. */
export function isWebSecret(expected: Buffer | null, given: string | string[] | undefined): boolean {
  if (!expected || typeof given !== "string" || given === "") return false;
  return timingSafeEqual(digest(given), expected);
}

/** An IP address as one spelling: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) becomes `1.2.3.4`; else null. */
export function normaliseAddress(value: string | string[] | undefined): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu.exec(trimmed);
  const address = mapped?.[1] ?? trimmed;
  return isIP(address) === 0 ? null : address.toLowerCase();
}

/** Loopback addresses: 127.0.0.0/8 and ::1. */
export function isLoopback(address: string): boolean {
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/u.test(address);
}

export function registerClientAddress(app: FastifyInstance, webProxySecret: string | null) {
  const expected = webProxySecret ? digest(webProxySecret) : null;
  app.decorateRequest("clientAddress", "");
  app.decorateRequest("isFromWeb", false);
  app.addHook("onRequest", async (request: FastifyRequest) => {
    request.isFromWeb = isWebSecret(expected, request.headers[WEB_SECRET_HEADER]);
    const stated = request.isFromWeb ? normaliseAddress(request.headers[CLIENT_ADDRESS_HEADER]) : null;
    request.clientAddress = stated ?? normaliseAddress(request.ip) ?? request.ip;
  });
}
