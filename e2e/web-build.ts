import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { nextBin, repoRoot, webDir, webDistDir } from "../scripts/lib/paths.mjs";
import { checkWebBuild, webSourcePaths, writeBuildStamp } from "../scripts/lib/web-build.mjs";
import { E2E_API_URL, E2E_CHAIN_URL, E2E_DATADOG, E2E_WEB_URL } from "./support/env";

/**
 * What the e2e stack's web build depends on: Next bakes `PUBLIC_URL`, `API_ORIGIN` and `NEXT_PUBLIC_*` into
 * the build (scripts/lib/web-build.mjs records them with it). Apart from the rest of the stack's settings
 * so that `npm test` can build the web beside Vitest, before the global setup needs it (then it finds
 * the build up to date); the global setup starts the web with the same values.
 */
export function e2eWebBuildEnv(): Record<string, string> {
  return {
    PUBLIC_URL: E2E_WEB_URL,
    API_ORIGIN: E2E_API_URL,
    NEXT_TELEMETRY_DISABLED: "1",
    // `npm test` typechecks the web itself (apps/web/next.config.ts).
    FANFARE_SKIP_BUILD_TYPECHECK: "1",
    NEXT_PUBLIC_DATADOG_CLIENT_TOKEN: E2E_DATADOG.clientToken,
    NEXT_PUBLIC_DATADOG_APPLICATION_ID: E2E_DATADOG.applicationId,
    NEXT_PUBLIC_DATADOG_SITE: E2E_DATADOG.site,
    // The wallets offer the local chain 31337, where the injected test wallet lives (ADR 0015).
    NEXT_PUBLIC_LOCAL_CHAIN_RPC_URL: E2E_CHAIN_URL,
  };
}

/**
 * Runs `next build` for the e2e stack when the last build is stale (sources or settings changed).
 * `spawnBuild` starts the build and resolves with its exit code: the global setup runs it under its
 * supervisor (stopped with the stack), the command line below as a plain child.
 */
export async function buildWebForE2e(
  env: NodeJS.ProcessEnv,
  spawnBuild: (env: NodeJS.ProcessEnv) => Promise<number | null>,
): Promise<{ built: boolean; reason: string }> {
  const build = checkWebBuild({ distDir: webDistDir, sourcePaths: webSourcePaths(repoRoot), env });
  if (!build.stale) return { built: false, reason: build.reason };
  console.log(`[e2e] building the web (${build.reason})…`);
  const startedAt = Date.now();
  if ((await spawnBuild(env)) !== 0) throw new Error("next build failed");
  writeBuildStamp({ distDir: webDistDir, env, startedAt });
  return { built: true, reason: build.reason };
}

// `tsx e2e/web-build.ts`: what `npm test` runs beside Vitest (scripts/test.mjs).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const env = { ...process.env, ...e2eWebBuildEnv() };
  buildWebForE2e(
    env,
    (buildEnv) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [nextBin(), "build"], { cwd: webDir, env: buildEnv, stdio: "inherit" });
        child.once("error", () => resolve(null));
        child.once("close", (code) => resolve(code));
      }),
  ).then(
    ({ built, reason }) => console.log(built ? "[e2e] web built" : `[e2e] web build ${reason}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
