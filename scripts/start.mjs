#!/usr/bin/env node
// `npm start`: the whole product with one command. `npm run dev`: the same with `next dev`.
// Starts the sandbox (when SMTP_URL is unset), the local chain (embedded mode: no RPC URL for the default
// chain), the API (+ a worker when DATABASE_URL is set) and the web; prefixes their output; stops them
// all on Ctrl-C, or when any of them dies.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { log, Supervisor } from "./lib/children.mjs";
import { isPortFree, waitForHttp } from "./lib/net.mjs";
import { nextBin, repoRoot, tsxArgs, webDir, webDistDir, webServerEntry } from "./lib/paths.mjs";
import { checkWebBuild, webSourcePaths, writeBuildStamp } from "./lib/web-build.mjs";

const USAGE = `Usage: node scripts/start.mjs [--dev]

  (no flag)  build apps/web when needed, then its server (apps/web/server/main.mjs)
  --dev      the same server in development mode (hot reload), no build

Environment: PORT (3000), WEB_HOST (127.0.0.1; 0.0.0.0 opens the web to the network), API_PORT (3001),
WEB_TRUSTED_PROXIES, WEB_PROXY_SECRET (generated when unset), PUBLIC_URL, API_ORIGIN, DATABASE_URL, SMTP_URL,
SANDBOX_SMTP_PORT (1025), SANDBOX_HTTP_PORT (1080), CHAIN_PORT (8545), CHAIN_BLOCK_MS (1000),
DEFAULT_CHAIN_ID, RPC_URL_<chainId>, MINTER_PRIVATE_KEY. See README.md.`;

const argv = process.argv.slice(2);
if (argv.includes("--help") || argv.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = argv.filter((arg) => arg !== "--dev");
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(" ")}\n\n${USAGE}`);
  process.exit(2);
}
const isDev = argv.includes("--dev");

/**
 * @param {string} name
 * @param {number} fallback
 */
function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`${name} must be a port number (1-65535), got "${raw}"`);
    process.exit(2);
  }
  return port;
}

const webPort = portFromEnv("PORT", 3000);
const apiPort = portFromEnv("API_PORT", 3001);
const isMailEmbedded = !process.env.SMTP_URL;
const hasExternalDatabase = Boolean(process.env.DATABASE_URL);
const sandboxSmtpPort = portFromEnv("SANDBOX_SMTP_PORT", 1025);
const sandboxHttpPort = portFromEnv("SANDBOX_HTTP_PORT", 1080);
const localUrl = `http://localhost:${webPort}`;
// Embedded chain: the default chain is the local one (unset or 31337) and nobody gave it an RPC URL.
const isChainEmbedded =
  (!process.env.DEFAULT_CHAIN_ID || process.env.DEFAULT_CHAIN_ID === "31337") && !process.env.RPC_URL_31337;
const chainPort = portFromEnv("CHAIN_PORT", 8545);

/**
 * Embedded mode: the providers point at the sandbox's stand-ins with their default clients, each unless it
 * is configured in the environment already. The sandbox's registry is the one list of them
 * (packages/sandbox/src/oauth/registry.ts, TypeScript: read through tsx, as the sandbox itself is run).
 */
async function sandboxProviders(/** @type {string} */ sandboxUrl) {
  const registry = pathToFileURL(join(repoRoot, "packages/sandbox/src/oauth/registry.ts")).href;
  /** @type {{ sandboxProviderEnv: (url: string, environment: NodeJS.ProcessEnv) => Record<string, string> }} */
  const { sandboxProviderEnv } = await tsImport(registry, import.meta.url);
  return sandboxProviderEnv(sandboxUrl, process.env);
}

/** Every child sees the same, fully resolved settings. */
const env = {
  ...process.env,
  PORT: String(webPort),
  API_PORT: String(apiPort),
  PUBLIC_URL: process.env.PUBLIC_URL || localUrl,
  API_ORIGIN: process.env.API_ORIGIN || `http://127.0.0.1:${apiPort}`,
  // The web proves with it that it states each fan's real address to the API (ADR 0019). A new one per
  // start: only these two children share it.
  WEB_PROXY_SECRET: process.env.WEB_PROXY_SECRET || randomBytes(32).toString("base64url"),
  // No internet here, and nobody asked Next to phone home.
  NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? "1",
  ...(isMailEmbedded ? { SANDBOX_SMTP_PORT: String(sandboxSmtpPort), SANDBOX_HTTP_PORT: String(sandboxHttpPort) } : {}),
  ...(isMailEmbedded ? await sandboxProviders(`http://127.0.0.1:${sandboxHttpPort}`) : {}),
  ...(isChainEmbedded
    ? {
        CHAIN_PORT: String(chainPort),
        // The web's wallets (wagmi) need the local chain too, or they default to Polygon while the API
        // mints on 31337. A build-time setting: a new port means a new web build (web-build.mjs).
        NEXT_PUBLIC_LOCAL_CHAIN_RPC_URL: process.env.NEXT_PUBLIC_LOCAL_CHAIN_RPC_URL || `http://127.0.0.1:${chainPort}`,
      }
    : {}),
};

const ports = [
  { name: "PORT", port: webPort },
  { name: "API_PORT", port: apiPort },
  ...(isMailEmbedded
    ? [
        { name: "SANDBOX_SMTP_PORT", port: sandboxSmtpPort },
        { name: "SANDBOX_HTTP_PORT", port: sandboxHttpPort },
      ]
    : []),
  ...(isChainEmbedded ? [{ name: "CHAIN_PORT", port: chainPort }] : []),
];
for (const { name, port } of ports) {
  if (!(await isPortFree(port))) {
    console.error(`Port ${port} (${name}) is already in use. Stop what uses it, or set ${name} to another port.`);
    process.exit(1);
  }
}

const readiness = new AbortController();
let exitCode = 0;
let shutdown = /** @type {Promise<void> | null} */ (null);

const supervisor = new Supervisor({
  onUnexpectedExit: (child, exit) => {
    const how = exit.error
      ? `could not start (${exit.error.message})`
      : `exited unexpectedly (${exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`})`;
    void stop(1, `${child.name} ${how}; stopping everything.`);
  },
});

/**
 * @param {number} code
 * @param {string} reason
 */
function stop(code, reason) {
  if (shutdown) return shutdown;
  exitCode = code;
  readiness.abort();
  log(reason);
  shutdown = supervisor.stopAll().then(() => process.exit(exitCode));
  return shutdown;
}

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => {
    if (shutdown) {
      log("Forcing stop.");
      supervisor.killNow();
      process.exit(exitCode || 130);
    }
    void stop(0, `${signal} received; stopping…`);
  });
}

/**
 * @template T
 * @param {() => Promise<T>} step
 * @returns {Promise<T | undefined>}
 */
async function unlessStopping(step) {
  try {
    return await step();
  } catch (error) {
    if (!readiness.signal.aborted) await stop(1, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/**
 * Waits until a JSON-RPC node answers eth_chainId (hardhat node starts in ~1–3 s).
 * @param {string} url
 * @param {AbortSignal} abort
 */
async function waitForJsonRpc(url, abort) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !abort.aborted) {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
        signal: AbortSignal.timeout(1_000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!abort.aborted) throw new Error(`the local chain did not answer on ${url}`);
}

const node = process.execPath;
const signal = readiness.signal;

await unlessStopping(async () => {
  if (isMailEmbedded) {
    supervisor.spawn("sandbox", node, tsxArgs("packages/sandbox/src/main.ts"), { cwd: repoRoot, env });
    await waitForHttp(`http://127.0.0.1:${sandboxHttpPort}/healthz`, { timeoutMs: 60_000, signal });
  }

  if (isChainEmbedded) {
    // Before the API: its relayer deploys the collections and mints (reconciling after a restart).
    supervisor.spawn("chain", node, tsxArgs("packages/sandbox/src/chain-main.ts"), { cwd: repoRoot, env });
    await waitForJsonRpc(`http://127.0.0.1:${chainPort}`, signal);
  }

  supervisor.spawn("api", node, tsxArgs("apps/api/src/main.ts", "serve"), { cwd: repoRoot, env });
  const apiReady = waitForHttp(`http://127.0.0.1:${apiPort}/api/readyz`, { signal }).then(() => {
    if (!hasExternalDatabase) return;
    // With PGlite the API runs the jobs in-process (one process owns the database); with PostgreSQL
    // the worker is its own process, as in production. It starts once the API has migrated the
    // database, so the two never run the same migrations at once.
    supervisor.spawn("worker", node, tsxArgs("apps/api/src/main.ts", "worker"), { cwd: repoRoot, env });
  });
  // Until it is awaited below, a failure here must not count as an unhandled rejection.
  apiReady.catch(() => {});

  if (isDev) {
    supervisor.spawn("web", node, [webServerEntry, "--dev"], { cwd: webDir, env });
  } else {
    // The build runs while the API starts: on two cores that is still faster than one after the other.
    const build = checkWebBuild({ distDir: webDistDir, sourcePaths: webSourcePaths(repoRoot), env });
    if (build.stale) {
      log(`Building the web (${build.reason})…`);
      const startedAt = Date.now();
      const child = supervisor.spawn("build", node, [nextBin(), "build"], { cwd: webDir, env, oneShot: true });
      const exit = await child.exited;
      if (exit.code !== 0) throw new Error("The web build failed.");
      writeBuildStamp({ distDir: webDistDir, env, startedAt });
    } else {
      log("The web build is up to date.");
    }
    supervisor.spawn("web", node, [webServerEntry], { cwd: webDir, env });
  }

  await Promise.all([
    apiReady,
    // Any answer below 500 (a locale redirect, say) means the web is serving.
    waitForHttp(`http://127.0.0.1:${webPort}/`, { signal, isReady: (status) => status < 500 }),
  ]);

  const lines = ["", `Fanfare is running at ${localUrl}`];
  if (isMailEmbedded) lines.push(`Mails sent by the app: ${localUrl}/dev/mailbox`);
  if (!hasExternalDatabase) lines.push("Database: embedded PGlite in .data/pglite (set DATABASE_URL for PostgreSQL)");
  if (isChainEmbedded) lines.push(`Chain: local Hardhat node (31337) on http://127.0.0.1:${chainPort}, in memory`);
  lines.push("Press Ctrl-C to stop.", "");
  log(lines.join("\n"));
});
