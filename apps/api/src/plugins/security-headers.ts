import type { FastifyInstance } from "fastify";

function isLocalHost(hostname: string): boolean {
  return (
    hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]" || hostname.endsWith(".localhost")
  );
}

/**
 * Headers on every API response. The API answers JSON and premium media, so its CSP forbids everything
 * and sandboxes the document (an uploaded file opened directly can never run script);
 * pages get their own policy from the web app. HSTS only when the product is not served on localhost.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const hsts = !isLocalHost(new URL(publicUrl).hostname);
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; sandbox");
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "no-referrer");
    reply.header("x-frame-options", "DENY");
    reply.header("cross-origin-resource-policy", "same-origin");
    reply.header("x-request-id", request.id);
    if (hsts) reply.header("strict-transport-security", "max-age=63072000; includeSubDomains");
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
}

export { isLocalHost };
