import type { LogFn } from "pino";
import type { CaptchaVerifier } from "./captcha/verify-captcha";
import type { Clock } from "./clock";
import type { Db } from "./db/client";
import type { Mailer } from "./mail/mailer";

export type LimitRule = { limit: number; windowSeconds: number };

/** Settings the domain needs; apps/api builds this from its parsed environment. */
export type CoreConfig = {
  publicUrl: string;
  sessionSecret: string;
  linkTokenTtlMinutes: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Seconds between two mails to one address (user-E2005 inside it). */
  mailCooldownSeconds: number;
  /** Key of the codes' HMAC (CODE_HASH_KEY); derived from the session secret when absent. */
  codeHashKey?: string | undefined;
  limits: {
    signInMailPerAddressShort: LimitRule;
    signInMailPerAddressDay: LimitRule;
    signInMailPerIp: LimitRule;
    signInMailGlobal: LimitRule;
    linkVerifyPerIp: LimitRule;
    /** Wrong codes (specificCode-E2001 / -E2002) per fan and per IP before a lockout (request-E1029). */
    codeGuessPerFan: LimitRule;
    codeGuessPerIp: LimitRule;
  };
};

export const DEFAULT_CORE_CONFIG: Omit<CoreConfig, "publicUrl" | "sessionSecret"> = {
  linkTokenTtlMinutes: 10,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  mailCooldownSeconds: 60,
  limits: {
    signInMailPerAddressShort: { limit: 3, windowSeconds: 5 * 60 },
    signInMailPerAddressDay: { limit: 10, windowSeconds: 24 * 60 * 60 },
    signInMailPerIp: { limit: 30, windowSeconds: 60 * 60 },
    signInMailGlobal: { limit: 5000, windowSeconds: 60 * 60 },
    linkVerifyPerIp: { limit: 30, windowSeconds: 10 * 60 },
    codeGuessPerFan: { limit: 10, windowSeconds: 15 * 60 },
    codeGuessPerIp: { limit: 30, windowSeconds: 15 * 60 },
  },
};

/** The logging a verb may do (a pino logger, or Fastify's per-request child of one). */
export type Log = { info: LogFn; warn: LogFn; error: LogFn; debug: LogFn };

/** Everything a service verb may touch. Verbs take `(ctx, input)` and nothing global. */
export type CoreContext = {
  db: Db;
  clock: Clock;
  config: CoreConfig;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  log: Log;
};

/** Who is asking, as far as the transport knows: used for limits and logs, never stored in clear. */
export type RequestMeta = { ip: string; requestId?: string | undefined };
