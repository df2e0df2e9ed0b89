import { z } from "zod";
import type { MonitoringSettings } from "./lib/monitoring";

// The only reader of process.env in apps/web. server/main.mjs (plain JS, before Next) reads PORT, WEB_HOST, WEB_TRUSTED_PROXIES and WEB_PROXY_SECRET; Next reads NODE_ENV.
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Where the API listens; the browser never sees it, /api/* is forwarded there. */
  API_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .default("http://127.0.0.1:3001")
    .transform((url) => url.replace(/\/+$/, "")),
  /** The address fans use; mail links and absolute URLs start with it. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  /**
   * Real-user monitoring (Datadog RUM), started only after the fan accepts cookies (ADR 0008). Both
   * the client token and the application id are needed; without them no monitoring code ever loads.
   * NEXT_PUBLIC_: they are public by nature (they end up in every page) and a new value means a new
   * build (scripts/lib/web-build.mjs), like the rest of the build-time settings.
   */
  NEXT_PUBLIC_DATADOG_CLIENT_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .optional(),
  NEXT_PUBLIC_DATADOG_APPLICATION_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  /** The Datadog site of the organisation, e.g. datadoghq.com, datadoghq.eu, us3.datadoghq.com, ap1.datadoghq.com. */
  NEXT_PUBLIC_DATADOG_SITE: z
    .string()
    .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, "a Datadog site such as datadoghq.com")
    .default("datadoghq.com"),
  NEXT_PUBLIC_DATADOG_SERVICE: z
    .string()
    .regex(/^[a-z0-9_.:/-]{1,100}$/)
    .default("fanfare-web"),
  /**
   * WalletConnect (Reown) project id. Without it the WalletConnect choice is not offered at all; with
   * it, its SDK is still loaded only when a fan picks WalletConnect (ADR 0015). Public by nature.
   */
  NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: z
    .string()
    .regex(/^[0-9a-f]{32}$/i, "a WalletConnect project id (32 hexadecimal characters)")
    .optional(),
  /**
   * Embedded mode's local chain (Hardhat, chain 31337) as a browser wallet should reach it, e.g.
   * http://127.0.0.1:8545. When set, the wallets offer chain 31337 beside the spec's six chains.
   */
  NEXT_PUBLIC_LOCAL_CHAIN_RPC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The chain the built-in web wallet reports (the API reads the same variable); see walletSettings (features/wallets/wallet-settings.ts). */
  DEFAULT_CHAIN_ID: z.coerce.number().int().positive().optional(),
  /**
   * Build time only: "1" skips Next's own type check of the build. Set by the e2e stack's build
   * (e2e/web-build.ts), which `npm test` runs beside the same check (`tsc -p apps/web`).
   */
  FANFARE_SKIP_BUILD_TYPECHECK: z.enum(["0", "1"]).default("0"),
});
export type WebEnv = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): WebEnv {
  // An empty variable counts as unset, so `API_ORIGIN= npm start` keeps the default.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment for apps/web: ${problems.join("; ")}`);
  }
  return result.data;
}

/** What the browser needs to start monitoring; null when it is not configured. */
export function monitoringConfig(parsed: WebEnv): MonitoringSettings | null {
  const clientToken = parsed.NEXT_PUBLIC_DATADOG_CLIENT_TOKEN;
  const applicationId = parsed.NEXT_PUBLIC_DATADOG_APPLICATION_ID;
  if (!clientToken || !applicationId) return null;
  return {
    clientToken,
    applicationId,
    site: parsed.NEXT_PUBLIC_DATADOG_SITE,
    service: parsed.NEXT_PUBLIC_DATADOG_SERVICE,
  };
}

export const env = parseEnv(process.env);
