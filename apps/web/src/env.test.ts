import { describe, expect, it } from "vitest";
import { monitoringConfig, parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies the defaults", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      API_ORIGIN: "http://127.0.0.1:3001",
      PUBLIC_URL: "http://localhost:3000",
      NEXT_PUBLIC_DATADOG_SITE: "datadoghq.com",
      NEXT_PUBLIC_DATADOG_SERVICE: "fanfare-web",
      FANFARE_SKIP_BUILD_TYPECHECK: "0",
    });
  });

  it("skips the build's type check only when told to with 1", () => {
    expect(parseEnv({ FANFARE_SKIP_BUILD_TYPECHECK: "1" }).FANFARE_SKIP_BUILD_TYPECHECK).toBe("1");
    expect(() => parseEnv({ FANFARE_SKIP_BUILD_TYPECHECK: "yes" })).toThrow(/FANFARE_SKIP_BUILD_TYPECHECK/);
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

describe("monitoringConfig", () => {
  it("is off unless both the client token and the application id are set", () => {
    expect(monitoringConfig(parseEnv({}))).toBeNull();
    expect(monitoringConfig(parseEnv({ NEXT_PUBLIC_DATADOG_CLIENT_TOKEN: "pub123" }))).toBeNull();
    expect(
      monitoringConfig(parseEnv({ NEXT_PUBLIC_DATADOG_APPLICATION_ID: "app-1", NEXT_PUBLIC_DATADOG_CLIENT_TOKEN: "" })),
    ).toBeNull();
  });

  it("gives the browser the ids, the site and the service", () => {
    const config = monitoringConfig(
      parseEnv({
        NEXT_PUBLIC_DATADOG_CLIENT_TOKEN: "pub0123abc",
        NEXT_PUBLIC_DATADOG_APPLICATION_ID: "3f0c6a52-1111-4a5e-9d3c-000000000000",
        NEXT_PUBLIC_DATADOG_SITE: "datadoghq.eu",
      }),
    );
    expect(config).toEqual({
      clientToken: "pub0123abc",
      applicationId: "3f0c6a52-1111-4a5e-9d3c-000000000000",
      site: "datadoghq.eu",
      service: "fanfare-web",
    });
  });

  it("refuses a site that is not a host name", () => {
    expect(() => parseEnv({ NEXT_PUBLIC_DATADOG_SITE: "https://evil.example/x" })).toThrow(/NEXT_PUBLIC_DATADOG_SITE/);
  });
});
