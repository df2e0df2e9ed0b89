import { maintenanceSwitch } from "@fanfare/core";
import { buildApp } from "./app";
import { EnvError, isMailEmbedded, parseEnv } from "./env";
import { loadDemoOnce } from "./import-file";
import { devJobTrigger } from "./routes/dev";
import { type Runtime, startRuntime } from "./runtime";

/**
 * One build, three commands:
 *   serve   the HTTP API (+ the job worker in-process when the database is embedded PGlite)
 *   worker  the job worker alone (PostgreSQL only)
 *   migrate apply migrations and exit
 */
async function main(command: string) {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  if (command === "migrate") {
    const runtime = await startRuntime(env, { service: "migrate", worker: false });
    await runtime.close();
    return;
  }
  if (command === "worker" && !env.DATABASE_URL) {
    console.error("The separate worker needs DATABASE_URL: with embedded PGlite it runs inside `serve`.");
    process.exit(78);
  }

  const runtime: Runtime = await startRuntime(env, {
    service: command === "worker" ? "worker" : "api",
    worker: command === "worker" || !env.DATABASE_URL || env.FANFARE_INPROCESS_WORKER,
  });
  const app =
    command === "serve"
      ? await buildApp({
          ctx: runtime.ctx,
          database: runtime.database,
          logger: runtime.logger,
          publicUrl: env.PUBLIC_URL,
          bodyLimit: env.BODY_LIMIT_BYTES,
          trustProxy: env.TRUST_PROXY,
          webProxySecret: env.WEB_PROXY_SECRET ?? null,
          mailboxUrl: isMailEmbedded(env) ? `http://127.0.0.1:${env.SANDBOX_HTTP_PORT}` : null,
          triggerJob: env.DEV_JOB_TRIGGERS && runtime.boss ? devJobTrigger(runtime.boss) : null,
          isMaintenance: maintenanceSwitch(runtime.database.db, { forced: env.MAINTENANCE_MODE }),
        })
      : null;
  // The embedded database of `npm start` gets the demo project once, so a newcomer sees every screen.
  if (app && !env.DATABASE_URL) await loadDemoOnce(runtime.ctx);
  if (app) {
    await app.listen({ port: env.API_PORT, host: env.API_HOST });
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.logger.info({ signal }, "shutting down: finishing in-flight requests and jobs");
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    await app?.close(); // stops accepting, waits for in-flight requests
    await runtime.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

const command = process.argv[2] ?? "serve";
if (!["serve", "worker", "migrate"].includes(command)) {
  console.error(`unknown command ${command}: use serve | worker | migrate`);
  process.exit(64);
}
main(command).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
