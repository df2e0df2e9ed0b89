import type { LogFn } from "pino";
import type { AssetStorage } from "./assets/storage/asset-storage";
import type { CaptchaVerifier } from "./captcha/verify-captcha";
import type { Clock } from "./clock";
import type { Db } from "./db/client";
import type { Mailer } from "./mail/mailer";
import type { SocialConfig } from "./social/config";
import type { KeyRing } from "./wallets/key-vault";

export type LimitRule = { limit: number; windowSeconds: number };

/** Settings the domain needs; apps/api builds this from its parsed environment. */
export type CoreConfig = {
  publicUrl: string;
  sessionSecret: string;
  linkTokenTtlMinutes: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * Days a session (a refresh-token family) lives at most from its sign-in, however often it is refreshed
   * (ASVS 3.3): no refresh token or access token outlives it; then the fan signs in again.
   */
  sessionAbsoluteLifetimeDays: number;
  /** Seconds between two mails to one address (user-E2005 inside it). */
  mailCooldownSeconds: number;
  /** Key of the codes' HMAC (CODE_HASH_KEY); derived from the session secret when absent. */
  codeHashKey?: string | undefined;
  /**
   * Keys that seal web-wallet private keys (WALLET_ENCRYPTION_KEY, previous keys for rotation; ADR 0013).
   * Absent: web wallets cannot be made (and the verbs that need one say so).
   */
  walletKeys?: KeyRing | undefined;
  /** Seconds a signed media URL of premium content stays valid (default 600; ADR 0017). */
  mediaUrlTtlSeconds?: number | undefined;
  /** Largest upload of a channel asset, in bytes (default 100 MiB). */
  assetMaxBytes?: number | undefined;
  /** Claim groups of one campaign decided at once in this process (CLAIM_LANES; default 1, see claim-batch). */
  claimLanes?: number | undefined;
  /** Chain settings (ADR 0014): default chain, RPC URL per chain id, the relayer's key. */
  chain?: ChainConfig | undefined;
  /** Music and social providers and the key that seals their tokens (ADR 0016). Absent: none configured. */
  social?: SocialConfig | undefined;
  /**
   * Operators' webhooks (ADR 0026). `allowLocalUrls` (development and tests only) lets endpoints be plain
   * http and private or loopback addresses; absent or false, the production rule: https to public addresses.
   */
  webhooks?: { allowLocalUrls?: boolean; timeoutMs?: number } | undefined;
  /**
   * Keys that seal webhook endpoints' signing secrets (WEBHOOK_SECRET_ENCRYPTION_KEY, previous keys for
   * rotation; ADR 0026). Absent: endpoints cannot be made, and sealed secrets cannot be opened.
   */
  webhookKeys?: KeyRing | undefined;
  limits: {
    signInMailPerAddressShort: LimitRule;
    signInMailPerAddressDay: LimitRule;
    signInMailPerIp: LimitRule;
    signInMailGlobal: LimitRule;
    linkVerifyPerIp: LimitRule;
    /**
     * Sign-in codes tried (ADR 0022) per address the sign-in opens, and per IP as a backstop; a right code
     * gives its hit back. Beside the cap of each pending sign-in (SIGN_IN_CODE_MAX_ATTEMPTS).
     */
    signInCodePerAddress: LimitRule;
    signInCodePerIp: LimitRule;
    /** Wrong codes (specificCode-E2001 / -E2002) per fan and per IP before a lockout (request-E1029). */
    codeGuessPerFan: LimitRule;
    codeGuessPerIp: LimitRule;
    /**
     * Mails of an e-mail change (the link, or the "already has an account" notice) per account, per new
     * address (short window + day) and per IP (a backstop); over them user-E2007 / request-E1029.
     */
    emailChangePerAccountHour: LimitRule;
    emailChangePerAccountDay: LimitRule;
    emailChangePerAddressShort: LimitRule;
    emailChangePerAddressDay: LimitRule;
    emailChangePerIp: LimitRule;
    /**
     * Rehearsals (a run of up to 100,000 synthetic fans costs seconds of CPU) per operator account and per
     * company; over them request-E1029. Any role may run one, so a viewer must not be able to busy the API.
     */
    rehearsalsPerOperator: LimitRule;
    rehearsalsPerCompany: LimitRule;
  };
};

export type ChainConfig = {
  /** The chain a campaign without its own chain id mints on (31337, the local chain, in embedded mode). */
  defaultChainId: number;
  /** JSON-RPC URL per chain id (`RPC_URL_<chainId>`). */
  rpcUrls: Record<number, string>;
  /** The relayer's key (MINTER_PRIVATE_KEY), 0x + 64 hex. Absent: nothing is minted. */
  minterPrivateKey?: `0x${string}` | undefined;
  /**
   * Pays web wallets' gas for transfers (GAS_FUNDER_PRIVATE_KEY). A key of its own, so its transactions
   * never take a nonce the relayer counted on; absent, the minter key pays (the relayer then re-syncs).
   */
  gasFunderPrivateKey?: `0x${string}` | undefined;
  /**
   * The relayer's balance below which the console warns (RELAYER_GAS_WARNING_WEI, per chain with
   * RELAYER_GAS_WARNING_WEI_<chainId>): `default` for chains without their own. Absent: 0.1 of the native coin.
   */
  gasWarningWei?: { default?: bigint | undefined; byChain?: Record<number, bigint> | undefined } | undefined;
  /**
   * The calls per second each chain's RPC plan allows (RPC_CALLS_PER_SECOND_<chainId>): its relayer paces
   * itself to it (ADR 0029). A chain without one is not paced, as a node of one's own needs no pacing.
   */
  rpcCallsPerSecond?: Record<number, number> | undefined;
};

export const DEFAULT_CORE_CONFIG: Omit<CoreConfig, "publicUrl" | "sessionSecret"> = {
  linkTokenTtlMinutes: 10,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  sessionAbsoluteLifetimeDays: 90,
  mailCooldownSeconds: 60,
  limits: {
    signInMailPerAddressShort: { limit: 3, windowSeconds: 5 * 60 },
    signInMailPerAddressDay: { limit: 10, windowSeconds: 24 * 60 * 60 },
    // Per-IP limits are generous backstops, not the first line (ADR 0019): behind a mobile carrier's NAT
    // thousands of fans share one address. The per-address limits above protect a mailbox.
    signInMailPerIp: { limit: 1000, windowSeconds: 60 * 60 },
    // A cost guard for the mail service only, counted after every other limit; sized for a big drop.
    signInMailGlobal: { limit: 100_000, windowSeconds: 60 * 60 },
    // Failed link openings (unknown, used, expired) per address; genuine links are never counted.
    linkVerifyPerIp: { limit: 100, windowSeconds: 10 * 60 },
    // Each mail's code takes 5 guesses; this bounds the guesses at one address across its mails (10 a
    // day) to 20 a day, one in 50,000, while a fan who mistypes still has several mails' worth.
    signInCodePerAddress: { limit: 20, windowSeconds: 24 * 60 * 60 },
    // A backstop like linkVerifyPerIp: fans behind one carrier-NAT address must not lock each other out.
    signInCodePerIp: { limit: 100, windowSeconds: 10 * 60 },
    codeGuessPerFan: { limit: 10, windowSeconds: 15 * 60 },
    // A backstop only (the per-fan limit is the lock): thousands of fans can share one carrier-NAT
    // address at a drop, so 30 let one abuser's few accounts lock every fan behind it out of their code.
    codeGuessPerIp: { limit: 300, windowSeconds: 15 * 60 },
    // A fan moves their address rarely; these stop one account from using us to mail strangers.
    emailChangePerAccountHour: { limit: 5, windowSeconds: 60 * 60 },
    emailChangePerAccountDay: { limit: 10, windowSeconds: 24 * 60 * 60 },
    // Protect the target's mailbox from many accounts at once, like the sign-in mail's per-address limits.
    emailChangePerAddressShort: { limit: 3, windowSeconds: 5 * 60 },
    emailChangePerAddressDay: { limit: 10, windowSeconds: 24 * 60 * 60 },
    // A backstop against one client with many accounts; generous for shared (carrier-NAT) addresses.
    emailChangePerIp: { limit: 100, windowSeconds: 60 * 60 },
    // An operator tuning rates reruns often; twenty runs in ten minutes is more than a person clicks.
    rehearsalsPerOperator: { limit: 20, windowSeconds: 10 * 60 },
    rehearsalsPerCompany: { limit: 60, windowSeconds: 10 * 60 },
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
  /** Where channel assets live (local `.data/assets` or S3-compatible). Absent: uploads and media refuse. */
  storage?: AssetStorage | undefined;
};

/** Who is asking, as far as the transport knows: used for limits and logs, never stored in clear. */
export type RequestMeta = { ip: string; requestId?: string | undefined };
