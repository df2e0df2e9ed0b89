import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies the defaults", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      API_ORIGIN: "http://127.0.0.1:3001",
      PUBLIC_URL: "http://localhost:3000",
    });
  });

  it("reads and normalises the values", () => {
    const env = parseEnv({ PORT: "8080", API_ORIGIN: "http://api:4000/", NODE_ENV: "production", PUBLIC_URL: "" });
    expect(env.PORT).toBe(8080);
    expect(env.API_ORIGIN).toBe("http://api:4000");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
  });

  it("names the bad variable", () => {
    expect(() => parseEnv({ API_ORIGIN: "not a url" })).toThrow(/API_ORIGIN/);
    expect(() => parseEnv({ PORT: "99999" })).toThrow(/PORT/);
    expect(() => parseEnv({ PUBLIC_URL: "ftp://example.com" })).toThrow(/PUBLIC_URL/);
  });
});
