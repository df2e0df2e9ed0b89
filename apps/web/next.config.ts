import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { env } from "./src/env";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  experimental: {
    // ICU messages are compiled at build time, so the browser gets no message parser (~9 kB gzip less).
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

const nextConfig: NextConfig = {
  // The protocol package ships TypeScript source.
  transpilePackages: ["@fanfare/protocol"],
  poweredByHeader: false,
  // The e2e stack's build (e2e/web-build.ts) skips Next's own type check: `npm test` runs the same one
  // (`tsc -p apps/web`) beside it, and on two cores the second pass cost ~30 s. Every other build checks.
  typescript: { ignoreBuildErrors: env.FANFARE_SKIP_BUILD_TYPECHECK === "1" },
  // The image optimiser fetches only our own image files: without a pattern it would fetch any local
  // path, /api/* included, with the server's own access to it. No remote images at all.
  images: { localPatterns: [{ pathname: "/demo/**", search: "" }], remotePatterns: [] },
  async rewrites() {
    // One origin for the browser: cookies stay first-party and no CORS is needed. Next freezes
    // rewrites at build time, so API_ORIGIN is a build setting (scripts/lib/web-build.mjs rebuilds
    // when it changes). beforeFiles: the [locale] catch-all must never see /api paths.
    return { beforeFiles: [{ source: "/api/:path*", destination: `${env.API_ORIGIN}/api/:path*` }] };
  },
};

export default withNextIntl(nextConfig);
