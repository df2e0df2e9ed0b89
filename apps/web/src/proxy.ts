import { NextRequest, NextResponse } from "next/server";
import createIntlMiddleware from "next-intl/middleware";
import { env, monitoringConfig } from "./env";
import { routing } from "./i18n/routing";
import {
  acceptRequestId,
  createNonce,
  isCaptchaPage,
  isWalletPage,
  monitoringIntakeOrigin,
  securityHeaders,
} from "./lib/security-headers";

const handleI18nRouting = createIntlMiddleware(routing);
const monitoring = monitoringConfig(env);
// Monitoring may send data only where it is configured to (ADR 0008); unconfigured, nothing is opened.
const monitoringOrigin = monitoring ? monitoringIntakeOrigin(monitoring.site) : null;

export default function proxy(request: NextRequest): NextResponse {
  const requestId = acceptRequestId(request.headers.get("x-request-id")) ?? crypto.randomUUID();
  const headers = new Headers(request.headers);
  // Forwarded with the /api rewrite so web and API logs correlate.
  headers.set("x-request-id", requestId);

  if (request.nextUrl.pathname.startsWith("/api/")) {
    // next.config.ts rewrites it to the API; the API's own response headers reach the browser.
    return NextResponse.next({ request: { headers } });
  }

  const nonce = createNonce();
  const security = securityHeaders({
    nonce,
    isDevelopment: env.NODE_ENV === "development",
    allowCaptcha: isCaptchaPage(request.nextUrl.pathname),
    monitoringOrigin,
    allowWalletConnect: Boolean(env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID) && isWalletPage(request.nextUrl.pathname),
    host: request.headers.get("host"),
  });
  // Next.js takes the nonce for its own scripts from the CSP header of the request.
  headers.set("Content-Security-Policy", security["Content-Security-Policy"] ?? "");
  headers.set("x-nonce", nonce);

  const response = handleI18nRouting(new NextRequest(request, { headers }));
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  response.headers.set("x-request-id", requestId);
  return response;
}

export const config = {
  // Pages go through locale routing; /api only gets its request id; built assets and files skip the proxy.
  matcher: ["/api/:path*", "/((?!api/|_next/|_vercel/|.*\\..*).*)"],
};
