import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  type CoreContext,
  createCaptchaVerifier,
  createJobQueue,
  createSmtpMailer,
  type Database,
  DEFAULT_CORE_CONFIG,
  openDatabase,
  startWorker,
  systemClock,
} from "@fanfare/core";
import type { PgBoss } from "pg-boss";
import pino, { type Logger } from "pino";
import { type Env, isMailEmbedded } from "./env";

export function createLogger(env: Pick<Env, "LOG_LEVEL">, service: string): Logger {
  return pino({
    level: env.LOG_LEVEL,
    base: { service },
    // Secrets and personal data never reach the logs in clear (verbs log pseudonyms, not addresses).
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.email",
        "*.token",
        "*.captchaToken",
        "*.newEmail",
      ],
      censor: "[redacted]",
    },
  });
}

/** In embedded mode a session secret is generated once and kept beside the data, so restarts keep sessions. */
function embeddedSessionSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export type Runtime = {
  env: Env;
  logger: Logger;
  database: Database;
  ctx: CoreContext;
  boss: PgBoss | null;
  close(): Promise<void>;
};

/**
 * Opens everything the API and the worker share: database (migrated), mailer, captcha, the core context,
 * and, when asked, the job queue with its workers. PGlite is single-process, so in embedded mode the
 * worker always runs inside the API process (ADR 0002).
 */
export async function startRuntime(env: Env, options: { service: string; worker: boolean }): Promise<Runtime> {
  const logger = createLogger(env, options.service);
  const dataDir = resolve(env.DATA_DIR);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: join(dataDir, "pglite") });
  await database.migrate();
  logger.info({ database: database.kind }, "database ready (migrations applied)");

  const smtpUrl = env.SMTP_URL ?? `smtp://127.0.0.1:${env.SANDBOX_SMTP_PORT}`;
  if (isMailEmbedded(env)) logger.info({ smtpUrl }, "mail goes to the embedded mail catcher");
  const mailer = createSmtpMailer({ url: smtpUrl, from: env.MAIL_FROM });
  const ctx: CoreContext = {
    db: database.db,
    clock: systemClock,
    mailer,
    log: logger,
    captcha: createCaptchaVerifier({
      provider: env.CAPTCHA_PROVIDER,
      secret: env.CAPTCHA_SECRET,
      siteKey: env.CAPTCHA_SITE_KEY,
      verifyUrl: env.CAPTCHA_VERIFY_URL,
      onError: (err) => logger.warn({ err }, "captcha verification failed to run"),
    }),
    config: {
      ...DEFAULT_CORE_CONFIG,
      publicUrl: env.PUBLIC_URL,
      sessionSecret: env.SESSION_SECRET ?? embeddedSessionSecret(dataDir),
      linkTokenTtlMinutes: env.LINK_TOKEN_TTL_MINUTES,
      codeHashKey: env.CODE_HASH_KEY,
    },
  };

  let boss: PgBoss | null = null;
  if (options.worker) {
    boss = createJobQueue(database, logger);
    await boss.start();
    await startWorker(boss, ctx);
    logger.info("job worker started");
  }

  return {
    env,
    logger,
    database,
    ctx,
    boss,
    async close() {
      // Jobs in flight are allowed to finish before the database goes away.
      if (boss) await boss.stop({ graceful: true, timeout: 20_000 });
      mailer.close();
      await database.close();
    },
  };
}
