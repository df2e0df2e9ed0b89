import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isPortFree, waitForHttp } from "../../scripts/lib/net.mjs";
import { repoRoot, tsxArgs } from "../../scripts/lib/paths.mjs";
import { E2E_API_PORT, E2E_WEB_URL } from "./env";

/**
 * A second, real API started with MAINTENANCE_MODE=true (its own empty database), so a test can see
 * the web react to the API's genuine maintenance answer. The web keeps talking to the normal API; a
 * test sends the browser's /api/v1 calls here with page.route while "maintenance" lasts.
 */
export type MaintenanceApi = { url: string; stop: () => Promise<void> };

export async function startMaintenanceApi(port = E2E_API_PORT + 2): Promise<MaintenanceApi> {
  if (!(await isPortFree(port))) throw new Error(`port ${port} for the maintenance API is in use`);
  const dataDir = mkdtempSync(join(tmpdir(), "fanfare-e2e-maintenance-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(port),
    PUBLIC_URL: E2E_WEB_URL,
    DATA_DIR: dataDir,
    MAINTENANCE_MODE: "true",
    // Nothing is mailed during maintenance; the address only has to be valid.
    SMTP_URL: "smtp://127.0.0.1:9",
    CAPTCHA_PROVIDER: "none",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child: ChildProcess = spawn(process.execPath, tsxArgs("apps/api/src/main.ts", "serve"), {
    cwd: repoRoot,
    env,
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/api/readyz`, { timeoutMs: 120_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
