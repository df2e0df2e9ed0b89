import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  type AssetStorage,
  type CoreContext,
  createCaptchaVerifier,
  createJobQueue,
  createLocalAssetStorage,
  createS3AssetStorage,
  createSmtpMailer,
  type Database,
  DEFAULT_CORE_CONFIG,
  generateEncryptionKey,
  type KeyRing,
  openDatabase,
  parseEncryptionKey,
  type SocialConfig,
  sealWebhookSecrets,
  socialProviderConfigs,
  startRelayers,
  startWorker,
  systemClock,
} from "@fanfare/core";
import type { PgBoss } from "pg-boss";
import pino, { type Logger } from "pino";
import { chainConfig, type Env, isMailEmbedded } from "./env";
import { scrubErrorArgument, serializeErr, serializeReq } from "./safe-log";

export function createLogger(
  env: Pick<Env, "LOG_LEVEL">,
  service: string,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    // The process id tells apart the lines of N API processes, workers and relayers on one host (docs/scaling.md).
    base: { service, pid: process.pid },
    // Secrets and personal data never reach the logs in clear (verbs log pseudonyms, not addresses).
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'req.headers["x-web-wallet-token"]',
        "*.sealedPrivateKey",
        "*.privateKey",
        'res.headers["set-cookie"]',
        "*.email",
        "*.token",
        "*.captchaToken",
        "*.newEmail",
        "email",
        "newEmail",
        "token",
        "captchaToken",
      ],
      censor: "[redacted]",
    },
    // Errors keep their stack but lose what may be personal (query parameters, values, addresses); a
    // request's URL loses addresses a client put in it.
    serializers: { err: serializeErr, req: serializeReq },
    hooks: {
      logMethod(args, method) {
        return method.apply(this, scrubErrorArgument(args) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * In embedded mode a secret the operator did not set is generated once and kept beside the data
 * (mode 0600), so a restart keeps sessions, sealed wallet keys and sealed social tokens readable.
 * Processes that start together on one DATA_DIR (two APIs, an API and a worker; docs/scaling.md) must
 * end up with the same secret, or one's tokens and sealed keys are unreadable to the other: the secret is
 * written to a file of this process and linked into place, which fails if another process got there
 * first, whose secret (complete, as a link appears whole) is then the one used.
 */
export function embeddedSecret(dataDir: string, name: string, make: () => string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = make();
  const own = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(own, secret, { mode: 0o600 });
  try {
    linkSync(own, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim();
  } finally {
    rmSync(own, { force: true });
  }
}

const embeddedSessionSecret = (dataDir: string) =>
  embeddedSecret(dataDir, "session-secret", () => randomBytes(48).toString("base64url"));

/** A key ring from its current key (else one kept in .data/) and a comma-separated list of previous keys. */
function keyRing(current: string | undefined, previous: string | undefined, dataDir: string, file: string): KeyRing {
  return {
    current: parseEncryptionKey(current ?? embeddedSecret(dataDir, file, generateEncryptionKey)),
    previous: (previous ?? "")
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean)
      .map(parseEncryptionKey),
  };
}

/** The configured music and social providers (client id + secret set), their hosts and the token key ring. */
export function socialConfig(env: Env, dataDir: string): SocialConfig | undefined {
  // Each provider's module (core's social registry) builds its config from its own variables.
  const providers = socialProviderConfigs(env);
  if (Object.keys(providers).length === 0) return undefined;
  return {
    tokenKeys: keyRing(
      env.SOCIAL_TOKEN_ENCRYPTION_KEY,
      env.SOCIAL_TOKEN_ENCRYPTION_KEYS_PREVIOUS,
      dataDir,
      "social-token-encryption-key",
    ),
    callbackBaseUrl: env.PUBLIC_URL,
    providers,
  };
}

function walletKeyRing(env: Env, dataDir: string): KeyRing {
  return keyRing(env.WALLET_ENCRYPTION_KEY, env.WALLET_ENCRYPTION_KEYS_PREVIOUS, dataDir, "wallet-encryption-key");
}

function webhookKeyRing(env: Env, dataDir: string): KeyRing {
  return keyRing(
    env.WEBHOOK_SECRET_ENCRYPTION_KEY,
    env.WEBHOOK_SECRET_ENCRYPTION_KEYS_PREVIOUS,
    dataDir,
    "webhook-secret-encryption-key",
  );
}

/** Channel assets: S3-compatible when configured (env.ts checks the four go together), else a local folder. */
function assetStorage(env: Env, dataDir: string): AssetStorage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3AssetStorage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION,
    });
  }
  return createLocalAssetStorage(env.ASSETS_DIR ? resolve(env.ASSETS_DIR) : join(dataDir, "assets"));
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
    storage: assetStorage(env, dataDir),
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
      sessionAbsoluteLifetimeDays: env.SESSION_ABSOLUTE_LIFETIME_DAYS,
      codeHashKey: env.CODE_HASH_KEY,
      walletKeys: walletKeyRing(env, dataDir),
      webhookKeys: webhookKeyRing(env, dataDir),
      limits: {
        ...DEFAULT_CORE_CONFIG.limits,
        signInMailPerIp: { ...DEFAULT_CORE_CONFIG.limits.signInMailPerIp, limit: env.SIGN_IN_MAIL_PER_IP_PER_HOUR },
        linkVerifyPerIp: {
          ...DEFAULT_CORE_CONFIG.limits.linkVerifyPerIp,
          limit: env.LINK_VERIFY_PER_IP_PER_10_MINUTES,
        },
      },
      social: socialConfig(env, dataDir),
      mediaUrlTtlSeconds: env.MEDIA_URL_TTL_SECONDS,
      assetMaxBytes: env.ASSET_MAX_BYTES,
      claimLanes: env.CLAIM_LANES,
      chain: chainConfig(env),
      // Development and tests deliver to local receivers (http, loopback); production only to https public hosts.
      webhooks: { allowLocalUrls: env.NODE_ENV !== "production" },
    },
  };
  const chain = ctx.config.chain;
  if (chain)
    logger.info({ defaultChainId: chain.defaultChainId, chains: Object.keys(chain.rpcUrls) }, "chains configured");

  // Webhook secrets stored in clear before they were sealed, or under a key since rotated away from,
  // are sealed under the current key (ADR 0026; a few rows, and safe beside other processes doing it).
  // The CLI leaves it to its own `rotate-webhook-keys`, which reports what it did.
  if (options.service !== "cli") {
    await sealWebhookSecrets(ctx).catch((err: unknown) =>
      logger.error({ err }, "webhook secrets could not be sealed at start (rotate-webhook-keys retries)"),
    );
  }

  let boss: PgBoss | null = null;
  let relayers: ReturnType<typeof startRelayers> | null = null;
  if (options.worker) {
    boss = createJobQueue(database, logger);
    await boss.start();
    await startWorker(boss, ctx);
    logger.info("job worker started");
    // The minting pipeline (ADR 0014): its own loop beside the jobs, in the same process.
    relayers = startRelayers(ctx);
  }

  return {
    env,
    logger,
    database,
    ctx,
    boss,
    async close() {
      // Jobs and the relayer's round in flight are allowed to finish before the database goes away.
      if (relayers) await relayers.stop();
      if (boss) await boss.stop({ graceful: true, timeout: 20_000 });
      mailer.close();
      await database.close();
    },
  };
}
