import { describe, expect, it } from "vitest";
import { chainConfig, parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives the embedded defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ API_PORT: 3001, PUBLIC_URL: "http://localhost:3000", LINK_TOKEN_TTL_MINUTES: 10 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAINTENANCE_MODE).toBe(false);
  });

  it("TRUST_PROXY: none by default, a hop count or addresses; never `true`, which believes any client", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, loopback,::1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "loopback",
      "::1",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: true would believe any X-Forwarded-For/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: not an address.*10\.0\.0\.0\/33/);
  });

  it("WEB_PROXY_SECRET: at least 32 characters, required in production", () => {
    expect(() => parseEnv({ WEB_PROXY_SECRET: "short" })).toThrow(/WEB_PROXY_SECRET: must be at least 32/);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) })).toThrow(
      /WEB_PROXY_SECRET: is required in production/,
    );
  });

  it("per-IP sign-in limits: generous backstops by default, raisable, never 0", () => {
    expect(parseEnv({})).toMatchObject({ SIGN_IN_MAIL_PER_IP_PER_HOUR: 1000, LINK_VERIFY_PER_IP_PER_10_MINUTES: 100 });
    expect(parseEnv({ SIGN_IN_MAIL_PER_IP_PER_HOUR: "500" }).SIGN_IN_MAIL_PER_IP_PER_HOUR).toBe(500);
    expect(() => parseEnv({ LINK_VERIFY_PER_IP_PER_10_MINUTES: "0" })).toThrow(/LINK_VERIFY_PER_IP_PER_10_MINUTES/);
  });

  it("SESSION_ABSOLUTE_LIFETIME_DAYS: 90 days by default, whole days from 1", () => {
    expect(parseEnv({}).SESSION_ABSOLUTE_LIFETIME_DAYS).toBe(90);
    expect(parseEnv({ SESSION_ABSOLUTE_LIFETIME_DAYS: "30" }).SESSION_ABSOLUTE_LIFETIME_DAYS).toBe(30);
    expect(() => parseEnv({ SESSION_ABSOLUTE_LIFETIME_DAYS: "0" })).toThrow(/SESSION_ABSOLUTE_LIFETIME_DAYS/);
    expect(() => parseEnv({ SESSION_ABSOLUTE_LIFETIME_DAYS: "forever" })).toThrow(/SESSION_ABSOLUTE_LIFETIME_DAYS/);
  });

  it("names the bad variable", () => {
    expect(() => parseEnv({ API_PORT: "http" })).toThrow(/API_PORT/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: must be at least 32/);
  });

  it("requires a session secret in production and refuses the sandbox captcha there", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      /WEBHOOK_SECRET_ENCRYPTION_KEY: is required in production/,
    );
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        SESSION_SECRET: "x".repeat(40),
        CAPTCHA_PROVIDER: "sandbox",
        CAPTCHA_SECRET: "s",
        CAPTCHA_VERIFY_URL: "http://127.0.0.1:1080/captcha/siteverify",
      }),
    ).toThrow(/CAPTCHA_PROVIDER/);
    expect(() =>
      parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), DEV_JOB_TRIGGERS: "true" }),
    ).toThrow(/DEV_JOB_TRIGGERS: is never allowed in production/);
    expect(parseEnv({ DEV_JOB_TRIGGERS: "1" }).DEV_JOB_TRIGGERS).toBe(true);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", MAINTENANCE_MODE: "" }).DATABASE_URL).toBeUndefined();
  });
});

describe("chain settings", () => {
  const HARDHAT_0 = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
  const REAL_KEY = `0x${"12".repeat(32)}`;
  const production = {
    NODE_ENV: "production",
    SESSION_SECRET: "x".repeat(40),
    WALLET_ENCRYPTION_KEY: "a".repeat(64),
    WEBHOOK_SECRET_ENCRYPTION_KEY: "b".repeat(64),
    WEB_PROXY_SECRET: "w".repeat(40),
  };

  it("embedded mode: the local chain on CHAIN_PORT, Hardhat's account #0 as the relayer, #1 pays gas", () => {
    expect(chainConfig(parseEnv({}))).toEqual({
      defaultChainId: 31337,
      rpcUrls: { 31337: "http://127.0.0.1:8545" },
      minterPrivateKey: HARDHAT_0,
      gasFunderPrivateKey: "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
    });
    expect(chainConfig(parseEnv({ CHAIN_PORT: "8601" }))?.rpcUrls).toEqual({ 31337: "http://127.0.0.1:8601" });
  });

  it("reads RPC_URL_<chainId> for the supported chains only, and needs one for the default chain", () => {
    const env = parseEnv({
      DEFAULT_CHAIN_ID: "80002",
      RPC_URL_80002: "https://rpc-amoy.example/v1",
      RPC_URL_137: "https://polygon.example",
      MINTER_PRIVATE_KEY: REAL_KEY,
    });
    expect(chainConfig(env)).toEqual({
      defaultChainId: 80002,
      rpcUrls: { 80002: "https://rpc-amoy.example/v1", 137: "https://polygon.example" },
      minterPrivateKey: REAL_KEY,
      gasFunderPrivateKey: undefined,
    });
    expect(() => parseEnv({ RPC_URL_56: "https://bsc.example" })).toThrow(/RPC_URL_56: is not a supported chain/);
    expect(() => parseEnv({ RPC_URL_137: "not a url" })).toThrow(/RPC_URL_137: must be an http\(s\) URL/);
    expect(() => parseEnv({ DEFAULT_CHAIN_ID: "56" })).toThrow(/DEFAULT_CHAIN_ID: must be a supported chain/);
    expect(() => parseEnv({ DEFAULT_CHAIN_ID: "137" })).toThrow(/RPC_URL_137: is required with DEFAULT_CHAIN_ID=137/);
    expect(() => parseEnv({ MINTER_PRIVATE_KEY: "0x1234" })).toThrow(/MINTER_PRIVATE_KEY: must be 0x and 64/);
  });

  it("reads the relayer's gas warning level: one default, RELAYER_GAS_WARNING_WEI_<chainId> per chain", () => {
    const env = parseEnv({ RELAYER_GAS_WARNING_WEI: "5000", RELAYER_GAS_WARNING_WEI_137: "70" });
    expect(chainConfig(env)?.gasWarningWei).toEqual({ default: 5000n, byChain: { 137: 70n } });
    expect(chainConfig(parseEnv({}))?.gasWarningWei).toBeUndefined();
    expect(() => parseEnv({ RELAYER_GAS_WARNING_WEI: "0.1" })).toThrow(/RELAYER_GAS_WARNING_WEI: must be a whole/);
    expect(() => parseEnv({ RELAYER_GAS_WARNING_WEI_56: "1" })).toThrow(
      /RELAYER_GAS_WARNING_WEI_56: is not a supported/,
    );
    expect(() => parseEnv({ RELAYER_GAS_WARNING_WEI_1: "x" })).toThrow(/RELAYER_GAS_WARNING_WEI_1: must be a whole/);
  });

  it("reads each chain's RPC plan (RPC_CALLS_PER_SECOND_<chainId>), which the relayer paces itself to", () => {
    const env = parseEnv({ RPC_CALLS_PER_SECOND_137: "25", RPC_CALLS_PER_SECOND_31337: "10" });
    expect(chainConfig(env)?.rpcCallsPerSecond).toEqual({ 137: 25, 31337: 10 });
    expect(chainConfig(parseEnv({}))?.rpcCallsPerSecond).toBeUndefined();
    expect(() => parseEnv({ RPC_CALLS_PER_SECOND_56: "10" })).toThrow(/RPC_CALLS_PER_SECOND_56: is not a supported/);
    expect(() => parseEnv({ RPC_CALLS_PER_SECOND_137: "0" })).toThrow(/RPC_CALLS_PER_SECOND_137: must be a whole/);
    expect(() => parseEnv({ RPC_CALLS_PER_SECOND_137: "2.5" })).toThrow(/RPC_CALLS_PER_SECOND_137: must be a whole/);
  });

  it("production: no local chain, no well-known development key, nothing minted until a chain is set", () => {
    expect(chainConfig(parseEnv(production))).toBeUndefined();
    expect(() => parseEnv({ ...production, DEFAULT_CHAIN_ID: "31337" })).toThrow(/DEFAULT_CHAIN_ID: the local chain/);
    expect(() => parseEnv({ ...production, RPC_URL_31337: "http://127.0.0.1:8545" })).toThrow(/RPC_URL_31337/);
    expect(() =>
      parseEnv({
        ...production,
        DEFAULT_CHAIN_ID: "137",
        RPC_URL_137: "https://p.example",
        MINTER_PRIVATE_KEY: HARDHAT_0,
      }),
    ).toThrow(/MINTER_PRIVATE_KEY: is a well-known development key/);
    expect(() =>
      parseEnv({
        ...production,
        DEFAULT_CHAIN_ID: "137",
        RPC_URL_137: "https://p.example",
        MINTER_PRIVATE_KEY: REAL_KEY,
        GAS_FUNDER_PRIVATE_KEY: HARDHAT_0,
      }),
    ).toThrow(/GAS_FUNDER_PRIVATE_KEY: is a well-known development key/);
    const env = parseEnv({
      ...production,
      DEFAULT_CHAIN_ID: "137",
      RPC_URL_137: "https://p.example",
      MINTER_PRIVATE_KEY: REAL_KEY,
    });
    expect(chainConfig(env)).toEqual({
      defaultChainId: 137,
      rpcUrls: { 137: "https://p.example" },
      minterPrivateKey: REAL_KEY,
      gasFunderPrivateKey: undefined,
    });
  });
});
