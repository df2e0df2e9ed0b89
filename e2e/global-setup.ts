import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LocalChain, sandboxProviderEnv, startLocalChain, startSandbox } from "@fanfare/sandbox";
import { Supervisor } from "../scripts/lib/children.mjs";
import { isPortFree, waitForHttp } from "../scripts/lib/net.mjs";
import { nextBin, repoRoot, tsxArgs, webDir, webServerEntry } from "../scripts/lib/paths.mjs";
import {
  E2E_API_PORT,
  E2E_API_URL,
  E2E_CAPTCHA_SECRET,
  E2E_CHAIN_PORT,
  E2E_CHAIN_URL,
  E2E_CLI_COMPANY,
  E2E_DATA_DIR_VARIABLE,
  E2E_LINK_FAILURES_PER_IP,
  E2E_LINK_TTL_SECONDS,
  E2E_MAIL_FROM,
  E2E_WEB_PORT,
  E2E_WEB_PROXY_SECRET,
  E2E_WEB_URL,
  MAILBOX_URL_VARIABLE,
  SANDBOX_URL_VARIABLE,
} from "./support/env";
import { buildWebForE2e, e2eWebBuildEnv } from "./web-build";

/**
 * Starts the whole product for the e2e suite, the way production runs it, against local stand-ins:
 * - the sandbox (mail catcher + captcha) in THIS process, on random ports: the API sends real SMTP to it;
 * - a local chain (`hardhat node`, 31337) on E2E_CHAIN_PORT, a block every 500 ms: the API's relayer
 *   deploys collections and mints claims there, so journeys see real tokens;
 * - a label onboarded by the CLI (`create-company`, E2E_CLI_COMPANY) on a fresh, temporary embedded
 *   database, then the API (`apps/api/src/main.ts serve`) on it, which adds the demo project;
 * - the built web (`next build` when stale, e2e/web-build.ts: `npm test` has usually made it beside Vitest;
 *   then its server, apps/web/server/main.mjs).
 * Server output goes to test-results/e2e-servers/*.log (npm test prints its end when e2e fails).
 * Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const logDir = join(repoRoot, "test-results/e2e-servers");
  mkdirSync(logDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), "fanfare-e2e-"));

  const abort = new AbortController();
  /** The first server that died, whose log explains the failure best. */
  const failure: { first: { name: string; reason: string } | null } = { first: null };
  const supervisor = new Supervisor({
    onUnexpectedExit: (child, exit) => {
      const how = exit.error ? exit.error.message : (exit.signal ?? `code ${exit.code}`);
      failure.first ??= { name: child.name, reason: `${child.name} exited unexpectedly (${how})` };
      console.error(`[e2e] ${child.name} exited unexpectedly (${how}); see ${join(logDir, `${child.name}.log`)}`);
      abort.abort();
    },
  });
  const sandbox = await startSandbox({ smtpPort: 0, httpPort: 0, captchaSecret: E2E_CAPTCHA_SECRET });
  let chain: LocalChain | null = null;

  const teardown = async () => {
    await supervisor.stopAll({ graceMs: 10_000 });
    await chain?.stop();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    for (const port of [E2E_WEB_PORT, E2E_API_PORT, E2E_CHAIN_PORT]) {
      if (!(await isPortFree(port)))
        throw new Error(
          `port ${port} is in use; the e2e stack needs ${E2E_WEB_PORT}, ${E2E_API_PORT} and ${E2E_CHAIN_PORT} (E2E_WEB_PORT, E2E_API_PORT, E2E_CHAIN_PORT)`,
        );
    }
    chain = await startLocalChain({ port: E2E_CHAIN_PORT, blockTimeMs: 500 });

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // PUBLIC_URL, API_ORIGIN and the NEXT_PUBLIC_* values the web's build bakes in.
      ...e2eWebBuildEnv(),
      API_PORT: String(E2E_API_PORT),
      PORT: String(E2E_WEB_PORT),
      DATA_DIR: dataDir,
      SMTP_URL: sandbox.smtpUrl,
      MAIL_FROM: E2E_MAIL_FROM,
      SANDBOX_HTTP_PORT: String(sandbox.httpPort),
      CAPTCHA_PROVIDER: "sandbox",
      CAPTCHA_VERIFY_URL: sandbox.captchaVerifyUrl,
      CAPTCHA_SECRET: E2E_CAPTCHA_SECRET,
      CAPTCHA_SITE_KEY: "sandbox",
      // Short enough that a journey can watch a link expire, long enough for every other journey.
      LINK_TOKEN_TTL_MINUTES: String(E2E_LINK_TTL_SECONDS / 60),
      // The local chain; the relayer is Hardhat's account #0 (the embedded default of MINTER_PRIVATE_KEY).
      DEFAULT_CHAIN_ID: "31337",
      RPC_URL_31337: E2E_CHAIN_URL,
      // Lets the draw journeys run draws.draw-due at once instead of waiting for its minute (dev-only route).
      DEV_JOB_TRIGGERS: "1",
      // The web states each client's address to the API with this secret (ADR 0019).
      WEB_PROXY_SECRET: E2E_WEB_PROXY_SECRET,
      // Every journey signs its fans in from 127.0.0.1; failed link openings only are counted, so that
      // limit stays low enough for security.spec.ts to reach it from an address of its own.
      SIGN_IN_MAIL_PER_IP_PER_HOUR: "1000",
      LINK_VERIFY_PER_IP_PER_10_MINUTES: String(E2E_LINK_FAILURES_PER_IP),
      // Every provider: the sandbox's stand-in with its default client (the sandbox's registry).
      ...sandboxProviderEnv(sandbox.httpUrl),
    };
    // Hermetic: a developer's own database or Redis must never receive test data.
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    delete env.MINTER_PRIVATE_KEY;

    // A new label onboarded as the platform does it: its company and first owner made by the CLI, on the
    // embedded database the API then opens (PGlite allows one process at a time, so before it starts).
    const onboarding = supervisor.spawn(
      "create-company",
      process.execPath,
      tsxArgs("apps/api/src/cli.ts", "create-company", E2E_CLI_COMPANY.name, E2E_CLI_COMPANY.owner),
      { cwd: repoRoot, env, oneShot: true, logFile: join(logDir, "create-company.log") },
    );
    if ((await onboarding.exited).code !== 0) throw new Error("npm run fanfare -- create-company failed");

    supervisor.spawn("api", process.execPath, tsxArgs("apps/api/src/main.ts", "serve"), {
      cwd: repoRoot,
      env,
      logFile: join(logDir, "api.log"),
    });

    // Up to date when `npm test` built it beside Vitest (e2e/web-build.ts).
    await buildWebForE2e(env, async (buildEnv) => {
      const child = supervisor.spawn("build", process.execPath, [nextBin(), "build"], {
        cwd: webDir,
        env: buildEnv,
        oneShot: true,
        logFile: join(logDir, "build.log"),
      });
      return (await child.exited).code;
    });
    supervisor.spawn("web", process.execPath, [webServerEntry], {
      cwd: webDir,
      env,
      logFile: join(logDir, "web.log"),
    });

    await Promise.all([
      waitForHttp(`${E2E_API_URL}/api/readyz`, { timeoutMs: 120_000, signal: abort.signal }),
      waitForHttp(`${E2E_WEB_URL}/`, { timeoutMs: 120_000, signal: abort.signal, isReady: (status) => status < 500 }),
    ]);
  } catch (error) {
    await teardown();
    const reason = failure.first?.reason ?? (error instanceof Error ? error.message : String(error));
    const log = `${failure.first?.name ?? "api"}.log`;
    throw new Error(`e2e stack did not start: ${reason}\n--- end of ${log} ---\n${tail(join(logDir, log))}`);
  }

  process.env[MAILBOX_URL_VARIABLE] = sandbox.httpUrl;
  process.env[SANDBOX_URL_VARIABLE] = sandbox.httpUrl;
  // This run's own scratch room (removed at teardown): signed-in sessions are kept there (support/sign-in.ts).
  process.env[E2E_DATA_DIR_VARIABLE] = dataDir;
  console.log(
    `[e2e] web ${E2E_WEB_URL}, api ${E2E_API_URL}, chain ${E2E_CHAIN_URL}, mailbox ${sandbox.httpUrl}/mails, data ${dataDir}`,
  );
  return teardown;
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no output)";
  }
}
