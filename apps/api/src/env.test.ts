import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives the embedded defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ API_PORT: 3001, PUBLIC_URL: "http://localhost:3000", LINK_TOKEN_TTL_MINUTES: 10 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAINTENANCE_MODE).toBe(false);
  });

  it("names the bad variable", () => {
    expect(() => parseEnv({ API_PORT: "http" })).toThrow(/API_PORT/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: must be at least 32/);
  });

  it("requires a session secret in production and refuses the sandbox captcha there", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: is required in production/);
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
