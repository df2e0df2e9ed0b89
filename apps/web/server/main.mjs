#!/usr/bin/env node
// The web's HTTP server: Next behind a few lines that must run before it (ADR 0019). Next cannot tell
// the API who the client is — its proxy only fills X-Forwarded-For in when a client did not, so a client
// could choose its own address — and it cannot see the socket. Here we can.
// Usage: node server/main.mjs [--dev]   (cwd: apps/web). Environment: PORT (3000), WEB_HOST (127.0.0.1:
// only this machine; 0.0.0.0 to open it), WEB_TRUSTED_PROXIES, WEB_PROXY_SECRET (shared with the API).
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { parseTrustedProxies, stampClientAddress, trustFunction } from "./forwarding.mjs";

const isDev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const host = process.env.WEB_HOST || "127.0.0.1";
const secret = process.env.WEB_PROXY_SECRET || null;
const trusted = parseTrustedProxies(process.env.WEB_TRUSTED_PROXIES);
const forwarding = { trust: trustFunction(trusted), trustsAnyProxy: trusted !== null, secret };

if (!secret) {
  console.warn(
    "WEB_PROXY_SECRET is not set: the API cannot tell fans apart and every fan shares one address's limits.",
  );
}

const app = next({ dev: isDev, dir: join(dirname(fileURLToPath(import.meta.url)), ".."), hostname: host, port });
const handle = app.getRequestHandler();
await app.prepare();
const upgrade = app.getUpgradeHandler();

const server = createServer((request, response) => {
  stampClientAddress(request, forwarding);
  // Every response, built assets and public files included: no MIME sniffing into something executable.
  response.setHeader("X-Content-Type-Options", "nosniff");
  handle(request, response).catch((error) => {
    console.error("request failed", error instanceof Error ? error.message : error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
// Node closes an idle kept-alive connection after 5 s. A client that sends its next request on that
// connection just as it closes gets a reset ("socket hang up"): browsers retry such a request, but
// API clients and balancers in front of the web (which keep connections ~60 s) do not. Idle connections
// stay open longer than those balancers', so they are the ones to close first.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on("upgrade", (request, socket, head) => {
  stampClientAddress(request, forwarding);
  upgrade(request, socket, head).catch(() => socket.destroy());
});
server.listen(port, host, () => {
  console.log(`web listening on http://${host.includes(":") ? `[${host}]` : host}:${port}${isDev ? " (dev)" : ""}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close();
    app.close().finally(() => process.exit(0));
  });
}
