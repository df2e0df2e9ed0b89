import { isIP } from "node:net";
import {
  anySocialProviderCredentials,
  CAPTCHA_PROVIDERS,
  type ChainConfig,
  EMBEDDED_GAS_FUNDER_KEY,
  EMBEDDED_MINTER_KEY,
  isWellKnownDevKey,
  LOCAL_CHAIN_ID,
  SOCIAL_PROVIDER_ENV_SHAPE,
  socialProviderEnvIssues,
} from "@fanfare/core";
import { SUPPORTED_CHAIN_IDS } from "@fanfare/protocol";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");
/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const TRUST_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
function isAddressOrCidr(text: string): boolean {
  const [address, bits, ...rest] = text.split("/");
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/u.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}
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
    /**
     * Seals web-wallet private keys (AES-256-GCM; 32 bytes as 64 hex or base64url). Generated into .data/
     * in embedded mode; required in production. WALLET_ENCRYPTION_KEYS_PREVIOUS (comma-separated) keeps
     * older keys readable during a rotation (ADR 0013).
     */
    WALLET_ENCRYPTION_KEY: z.string().min(43, "must be 32 bytes (64 hex characters or base64url)").optional(),
    WALLET_ENCRYPTION_KEYS_PREVIOUS: z.string().optional(),
    /**
     * Seals the music and social providers' access and refresh tokens (like WALLET_ENCRYPTION_KEY; ADR 0016).
     * Generated into .data/ in embedded mode; required in production when a provider is configured.
     */
    SOCIAL_TOKEN_ENCRYPTION_KEY: z.string().min(43, "must be 32 bytes (64 hex characters or base64url)").optional(),
    SOCIAL_TOKEN_ENCRYPTION_KEYS_PREVIOUS: z.string().optional(),
    /**
     * Seals the signing secrets of operators' webhook endpoints (like WALLET_ENCRYPTION_KEY; ADR 0026).
     * Generated into .data/ in embedded mode; required in production.
     */
    WEBHOOK_SECRET_ENCRYPTION_KEY: z.string().min(43, "must be 32 bytes (64 hex characters or base64url)").optional(),
    WEBHOOK_SECRET_ENCRYPTION_KEYS_PREVIOUS: z.string().optional(),
    /**
     * The music and social providers' variables (client id and secret, hosts), each declared by its module
     * in core (social/<provider>/provider.ts). A provider is configured when its client id and secret are
     * set; unset providers are hidden.
     */
    ...SOCIAL_PROVIDER_ENV_SHAPE,
    /**
     * The chain a campaign without its own chain id mints on. Unset: 31337, the local chain `npm start`
     * runs (embedded mode), except in production, where unset means nothing is minted.
     */
    DEFAULT_CHAIN_ID: z.coerce
      .number()
      .int()
      .refine((id) => SUPPORTED_CHAIN_IDS.includes(id), {
        message: `must be a supported chain (${SUPPORTED_CHAIN_IDS.join(", ")})`,
      })
      .optional(),
    /** The relayer's key (0x + 64 hex). Embedded mode: Hardhat's account #0, never accepted in production. */
    MINTER_PRIVATE_KEY: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/u, "must be 0x and 64 hexadecimal characters")
      .optional(),
    /** Pays web wallets' gas for transfers (0x + 64 hex); embedded mode: Hardhat's account #1. */
    GAS_FUNDER_PRIVATE_KEY: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/u, "must be 0x and 64 hexadecimal characters")
      .optional(),
    /**
     * The relayer's balance (wei) below which the console's minting page warns; per chain with
     * RELAYER_GAS_WARNING_WEI_<chainId>. Unset: 0.1 of the chain's coin.
     */
    RELAYER_GAS_WARNING_WEI: z
      .string()
      .regex(/^\d{1,78}$/u, "must be a whole number of wei")
      .optional(),
    /** The local chain's JSON-RPC port (embedded mode: `npm start` runs `hardhat node` there). */
    CHAIN_PORT: port(8545),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // Fractions are allowed so end-to-end tests can watch a link expire in seconds.
    LINK_TOKEN_TTL_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(10),
    /**
     * Days a sign-in lasts at most, however often its refresh token rotates (ASVS 3.3); then the fan signs
     * in again. Refresh tokens (30 days) and access tokens never outlive it.
     */
    SESSION_ABSOLUTE_LIFETIME_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default("none"),
    CAPTCHA_SITE_KEY: z.string().optional(),
    CAPTCHA_SECRET: z.string().optional(),
    CAPTCHA_VERIFY_URL: z.url().optional(),
    MAINTENANCE_MODE: flag,
    /** Tests and local use only: POST /api/dev/jobs/:name runs a scheduled job now (never in production). */
    DEV_JOB_TRIGGERS: flag,
    /**
     * Proxies in front of the API whose X-Forwarded-For is believed (ADR 0019): unset / false (none: the
     * socket peer is the client), a hop count ("1": one load balancer) or their addresses / CIDRs
     * ("10.0.0.0/8,loopback"). `true` would believe any address a client writes, so it is refused.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx): false | number | string[] => {
        const text = (value ?? "").trim();
        if (text === "" || text === "false" || text === "0") return false;
        if (/^\d+$/u.test(text)) return Number(text);
        if (text === "true") {
          ctx.addIssue({
            code: "custom",
            message:
              "true would believe any X-Forwarded-For a client sends: give the hop count or the proxies' addresses",
          });
          return z.NEVER;
        }
        const list = text
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean);
        const bad = list.filter((part) => !TRUST_NAMES.has(part) && !isAddressOrCidr(part));
        if (bad.length > 0) {
          ctx.addIssue({ code: "custom", message: `not an address, CIDR or range name: ${bad.join(", ")}` });
          return z.NEVER;
        }
        return list;
      }),
    /**
     * Shared with the web (same variable there): the web proves with it that a request is forwarded by it,
     * so the API may believe the client address it states. `npm start` generates one; required in production.
     */
    WEB_PROXY_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    REDIS_URL: z.url().optional(),
    /**
     * Channel assets (ADR 0017): the local folder by default (DATA_DIR/assets); any S3-compatible store
     * when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are all set.
     */
    ASSETS_DIR: z.string().optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("auto"),
    /** Claim groups of one campaign decided at once per API process (claim-batch.ts): measurements only. */
    CLAIM_LANES: z.coerce.number().int().min(1).max(64).default(1),
    /** Runs the job worker inside `serve` even with DATABASE_URL (benches and tests; production runs `worker`). */
    FANFARE_INPROCESS_WORKER: flag,
    /** Largest channel asset upload. */
    ASSET_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(100 * 1024 * 1024),
    /** How long a signed premium-media URL works. */
    MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(64 * 1024),
    /**
     * Sign-in mails one client address may ask for per hour (1000): a backstop behind the per-address
     * limits, generous because many fans share an address (a venue's Wi-Fi, a carrier's NAT).
     */
    SIGN_IN_MAIL_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    /** Failed sign-in link openings one client address may make per 10 minutes (100); genuine links always work. */
    LINK_VERIFY_PER_IP_PER_10_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(100),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.DEV_JOB_TRIGGERS) {
      ctx.addIssue({ code: "custom", path: ["DEV_JOB_TRIGGERS"], message: "is never allowed in production" });
    }
    if (env.NODE_ENV === "production" && !env.WALLET_ENCRYPTION_KEY) {
      ctx.addIssue({ code: "custom", path: ["WALLET_ENCRYPTION_KEY"], message: "is required in production" });
    }
    if (env.NODE_ENV === "production" && !env.WEBHOOK_SECRET_ENCRYPTION_KEY) {
      ctx.addIssue({ code: "custom", path: ["WEBHOOK_SECRET_ENCRYPTION_KEY"], message: "is required in production" });
    }
    if (env.NODE_ENV === "production" && !env.WEB_PROXY_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_PROXY_SECRET"],
        message: "is required in production (without it every fan shares the web server's address)",
      });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
    // Client id and secret go together; in production the providers' hosts are their https hosts (the
    // sandbox stand-ins are for development and tests).
    for (const issue of socialProviderEnvIssues(env, env.NODE_ENV === "production")) {
      ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    }
    if (env.NODE_ENV === "production" && anySocialProviderCredentials(env) && !env.SOCIAL_TOKEN_ENCRYPTION_KEY) {
      ctx.addIssue({ code: "custom", path: ["SOCIAL_TOKEN_ENCRYPTION_KEY"], message: "is required in production" });
    }
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_ENDPOINT"],
        message: "S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
      });
    }
    if (env.NODE_ENV === "production" && env.DEFAULT_CHAIN_ID === LOCAL_CHAIN_ID) {
      ctx.addIssue({
        code: "custom",
        path: ["DEFAULT_CHAIN_ID"],
        message: "the local chain is never used in production",
      });
    }
    for (const name of ["MINTER_PRIVATE_KEY", "GAS_FUNDER_PRIVATE_KEY"] as const) {
      const key = env[name] as `0x${string}` | undefined;
      if (env.NODE_ENV === "production" && key && isWellKnownDevKey(key)) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "is a well-known development key (anyone can sign with it): never accepted in production",
        });
      }
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

/** RPC_URL_<chainId>: the JSON-RPC endpoint of each chain the platform mints on. */
export type Env = z.infer<typeof EnvSchema> & {
  RPC_URLS: Record<number, string>;
  /** RELAYER_GAS_WARNING_WEI_<chainId>. */
  GAS_WARNING_WEI_BY_CHAIN: Record<number, bigint>;
  /** RPC_CALLS_PER_SECOND_<chainId>. */
  RPC_CALLS_PER_SECOND: Record<number, number>;
};

const GAS_WARNING = /^RELAYER_GAS_WARNING_WEI_(.*)$/u;

/** RELAYER_GAS_WARNING_WEI_<chainId> variables: a supported chain each, a whole number of wei. */
function parseGasWarnings(source: Record<string, string>) {
  const byChain: Record<number, bigint> = {};
  const issues: string[] = [];
  for (const [name, value] of Object.entries(source)) {
    const match = GAS_WARNING.exec(name);
    if (!match) continue;
    const chainId = Number(match[1]);
    if (!/^\d+$/u.test(match[1] ?? "") || !SUPPORTED_CHAIN_IDS.includes(chainId)) {
      issues.push(`  ${name}: is not a supported chain (${SUPPORTED_CHAIN_IDS.join(", ")})`);
    } else if (!/^\d{1,78}$/u.test(value)) {
      issues.push(`  ${name}: must be a whole number of wei`);
    } else {
      byChain[chainId] = BigInt(value);
    }
  }
  return { byChain, issues };
}

const RPC_RATE = /^RPC_CALLS_PER_SECOND_(.*)$/u;

/**
 * RPC_CALLS_PER_SECOND_<chainId> variables: the calls per second the chain's RPC plan allows, which the
 * relayer paces itself to (ADR 0029); a supported chain each, a whole number from 1 to 100,000.
 */
function parseRpcRates(source: Record<string, string>) {
  const byChain: Record<number, number> = {};
  const issues: string[] = [];
  for (const [name, value] of Object.entries(source)) {
    const match = RPC_RATE.exec(name);
    if (!match) continue;
    const chainId = Number(match[1]);
    if (!/^\d+$/u.test(match[1] ?? "") || !SUPPORTED_CHAIN_IDS.includes(chainId)) {
      issues.push(`  ${name}: is not a supported chain (${SUPPORTED_CHAIN_IDS.join(", ")})`);
    } else if (!/^\d{1,6}$/u.test(value) || Number(value) < 1 || Number(value) > 100_000) {
      issues.push(`  ${name}: must be a whole number of calls per second, from 1 to 100000`);
    } else {
      byChain[chainId] = Number(value);
    }
  }
  return { byChain, issues };
}

const RPC_URL = /^RPC_URL_(.*)$/u;

/** RPC_URL_<chainId> variables, each a supported chain and an http(s) URL; issues named like the rest. */
function parseRpcUrls(source: Record<string, string>, production: boolean) {
  const urls: Record<number, string> = {};
  const issues: string[] = [];
  for (const [name, value] of Object.entries(source)) {
    const match = RPC_URL.exec(name);
    if (!match) continue;
    const chainId = Number(match[1]);
    if (!/^\d+$/u.test(match[1] ?? "") || !SUPPORTED_CHAIN_IDS.includes(chainId)) {
      issues.push(`  ${name}: is not a supported chain (${SUPPORTED_CHAIN_IDS.join(", ")})`);
    } else if (production && chainId === LOCAL_CHAIN_ID) {
      issues.push(`  ${name}: the local chain is never used in production`);
    } else if (!z.url({ protocol: /^https?$/u }).safeParse(value).success) {
      issues.push(`  ${name}: must be an http(s) URL`);
    } else {
      urls[chainId] = value;
    }
  }
  return { urls, issues };
}

export class EnvError extends Error {}

/** Parses an environment; the error names every bad variable and why. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "unset" (a blank line in a .env file must not become a value).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  const rpc = parseRpcUrls(cleaned as Record<string, string>, cleaned.NODE_ENV === "production");
  const lines = [
    ...(result.success ? [] : result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`)),
  ];
  lines.push(...rpc.issues);
  const gasWarnings = parseGasWarnings(cleaned as Record<string, string>);
  lines.push(...gasWarnings.issues);
  const rpcRates = parseRpcRates(cleaned as Record<string, string>);
  lines.push(...rpcRates.issues);
  if (result.success) {
    const chainId = result.data.DEFAULT_CHAIN_ID;
    if (chainId !== undefined && chainId !== LOCAL_CHAIN_ID && !rpc.urls[chainId]) {
      lines.push(`  RPC_URL_${chainId}: is required with DEFAULT_CHAIN_ID=${chainId}`);
    }
  }
  if (!result.success || lines.length > 0) throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  return {
    ...result.data,
    RPC_URLS: rpc.urls,
    GAS_WARNING_WEI_BY_CHAIN: gasWarnings.byChain,
    RPC_CALLS_PER_SECOND: rpcRates.byChain,
  };
}

/**
 * The chain settings of ctx.config.chain. Embedded mode (DEFAULT_CHAIN_ID 31337, the default outside
 * production): the local `hardhat node` on CHAIN_PORT and Hardhat's account #0 as the relayer, unless
 * set. Production without DEFAULT_CHAIN_ID: undefined (claims stay PENDING until a chain is configured).
 */
export function chainConfig(env: Env): ChainConfig | undefined {
  const defaultChainId = env.DEFAULT_CHAIN_ID ?? (env.NODE_ENV === "production" ? undefined : LOCAL_CHAIN_ID);
  if (defaultChainId === undefined) return undefined;
  const rpcUrls = { ...env.RPC_URLS };
  const embedded = defaultChainId === LOCAL_CHAIN_ID;
  if (embedded) rpcUrls[LOCAL_CHAIN_ID] ??= `http://127.0.0.1:${env.CHAIN_PORT}`;
  const minterPrivateKey =
    (env.MINTER_PRIVATE_KEY as `0x${string}` | undefined) ?? (embedded ? EMBEDDED_MINTER_KEY : undefined);
  const gasFunderPrivateKey =
    (env.GAS_FUNDER_PRIVATE_KEY as `0x${string}` | undefined) ?? (embedded ? EMBEDDED_GAS_FUNDER_KEY : undefined);
  const warnings = env.GAS_WARNING_WEI_BY_CHAIN ?? {};
  const gasWarningWei =
    env.RELAYER_GAS_WARNING_WEI !== undefined || Object.keys(warnings).length > 0
      ? {
          default: env.RELAYER_GAS_WARNING_WEI === undefined ? undefined : BigInt(env.RELAYER_GAS_WARNING_WEI),
          byChain: warnings,
        }
      : undefined;
  const rates = env.RPC_CALLS_PER_SECOND ?? {};
  return {
    defaultChainId,
    rpcUrls,
    minterPrivateKey,
    gasFunderPrivateKey,
    gasWarningWei,
    ...(Object.keys(rates).length > 0 ? { rpcCallsPerSecond: rates } : {}),
  };
}

/** Mail is "embedded" when no SMTP server is configured: the sandbox catcher receives everything. */
export function isMailEmbedded(env: Env): boolean {
  return !env.SMTP_URL;
}
