// Builds the real app on a fresh test database for `app.inject` tests. Not used by the product.
import { createLocalAssetStorage, type Database, type SocialConfig } from "@fanfare/core";
import { createTestContext, createTestDatabase } from "@fanfare/core/testing";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { buildApp } from "./app";

/** The web's proof in tests: requests that carry it may state the client's address (ADR 0019). */
export const TEST_WEB_PROXY_SECRET = "test-web-proxy-secret-0123456789abcdef";

export async function createTestApp(
  options: {
    publicUrl?: string;
    maintenance?: boolean;
    bodyLimit?: number;
    triggerJob?: (name: string) => Promise<string | null>;
    social?: SocialConfig;
    /** Largest channel asset (ASSET_MAX_BYTES). */
    assetMaxBytes?: number;
    /** A folder of its own for channel assets (default: the suites' shared temp folder). */
    assetsDir?: string;
    /** Where the app logs (default: nowhere). */
    logger?: FastifyBaseLogger;
    trustProxy?: false | number | string[];
    /** The embedded mail catcher's HTTP address (serves /api/dev/mailbox). */
    mailboxUrl?: string;
  } = {},
) {
  const database: Database = await createTestDatabase();
  const harness = createTestContext(database);
  if (options.publicUrl) harness.ctx.config = { ...harness.ctx.config, publicUrl: options.publicUrl };
  if (options.social) harness.ctx.config = { ...harness.ctx.config, social: options.social };
  if (options.assetMaxBytes) harness.ctx.config = { ...harness.ctx.config, assetMaxBytes: options.assetMaxBytes };
  if (options.assetsDir) harness.ctx.storage = createLocalAssetStorage(options.assetsDir);
  const state = { maintenance: options.maintenance ?? false };
  const app = await buildApp({
    ctx: harness.ctx,
    database,
    logger: options.logger ?? pino({ level: "silent" }),
    publicUrl: options.publicUrl ?? "http://localhost:3000",
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    trustProxy: options.trustProxy ?? false,
    webProxySecret: TEST_WEB_PROXY_SECRET,
    mailboxUrl: options.mailboxUrl ?? null,
    triggerJob: options.triggerJob ?? null,
    isMaintenance: () => state.maintenance,
  });
  await app.ready();
  return {
    ...harness,
    app,
    database,
    state,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Headers a same-origin browser request from the web app carries on writes. */
export const WRITE_HEADERS = { "x-fanfare-csrf": "1", origin: "http://localhost:3000" } as const;

/** `name=value` pairs from Set-Cookie headers, for sending back as a Cookie header. */
export function cookieJar(setCookie: string | string[] | undefined, jar: Record<string, string> = {}) {
  for (const line of [setCookie ?? []].flat()) {
    const [pair = ""] = line.split(";");
    const [name = "", value = ""] = pair.split("=");
    if (value === "") delete jar[name];
    else jar[name] = value;
  }
  return jar;
}
export const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
