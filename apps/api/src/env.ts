import { CAPTCHA_PROVIDERS } from "@fanfare/core";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/**
 * The API's whole configuration: parsed once, here. Unset means "embedded defaults": PGlite in
 * DATA_DIR, the sandbox mail catcher, a session secret generated into DATA_DIR.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    API_PORT: port(3001),
    API_HOST: z.string().default("127.0.0.1"),
    PUBLIC_URL: z.url().default("http://localhost:3000"),
    DATA_DIR: z.string().default(".data"),
    DATABASE_URL: z.url().optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default("Fanfare <no-reply@fanfare.localhost>"),
    SANDBOX_SMTP_PORT: port(1025),
    SANDBOX_HTTP_PORT: port(1080),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Key of the codes' HMAC; derived from SESSION_SECRET when unset (then rotating that secret voids codes). */
    CODE_HASH_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // Fractions are allowed so end-to-end tests can watch a link expire in seconds.
    LINK_TOKEN_TTL_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(10),
    CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default("none"),
    CAPTCHA_SITE_KEY: z.string().optional(),
    CAPTCHA_SECRET: z.string().optional(),
    CAPTCHA_VERIFY_URL: z.url().optional(),
    MAINTENANCE_MODE: flag,
    /** Tests and local use only: POST /api/dev/jobs/:name runs a scheduled job now (never in production). */
    DEV_JOB_TRIGGERS: flag,
    TRUST_PROXY: flag,
    REDIS_URL: z.url().optional(),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(64 * 1024),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.DEV_JOB_TRIGGERS) {
      ctx.addIssue({ code: "custom", path: ["DEV_JOB_TRIGGERS"], message: "is never allowed in production" });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
    if (env.CAPTCHA_PROVIDER !== "none" && !env.CAPTCHA_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["CAPTCHA_SECRET"],
        message: `is required with CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`,
      });
    }
    if (env.CAPTCHA_PROVIDER === "sandbox" && (env.NODE_ENV === "production" || !env.CAPTCHA_VERIFY_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["CAPTCHA_PROVIDER"],
        message: "sandbox needs CAPTCHA_VERIFY_URL and is never allowed in production",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Parses an environment; the error names every bad variable and why. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "unset" (a blank line in a .env file must not become a value).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** Mail is "embedded" when no SMTP server is configured: the sandbox catcher receives everything. */
export function isMailEmbedded(env: Env): boolean {
  return !env.SMTP_URL;
}
