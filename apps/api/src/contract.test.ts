import { ERROR_CATEGORIES, isErrorCode } from "@fanfare/protocol";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, WRITE_HEADERS } from "./test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
const routes: { method: string; url: string }[] = [];
beforeAll(async () => {
  t = await createTestApp({ bodyLimit: 4096 });
  // Every registered route, from Fastify itself, so a new route is fuzzed without editing this test.
  // printRoutes draws a tree: a segment's depth is where its "── " starts; its path extends its parent's.
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
    // A child segment may continue its parent's last word ("/api/v1/me" → "tadata/:chainId/…").
    const match = line.match(/^(.*?)── (\S+) \(([A-Z, ]+)\)/);
    if (match?.[1] === undefined || !match[2] || !match[3]) continue;
    const depth = (match[1].length - 1) / 4; // "├" at depth 0, "│   └" at depth 1, …
    stack.length = depth;
    const url = (stack[depth - 1] ?? "") + match[2];
    stack[depth] = url;
    for (const method of match[3].split(", ")) if (method !== "HEAD") routes.push({ method, url });
  }
});
afterAll(async () => {
  await t.close();
});

function expectContract(response: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json() as { code: unknown; category: unknown; message: unknown };
    expect(isErrorCode(body.code)).toBe(true);
    expect(ERROR_CATEGORIES).toContain(body.category);
    expect(typeof body.message).toBe("string");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|node_modules/); // no stack traces
  }
}

describe("the error contract", () => {
  it("finds the routes to fuzz", () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "POST /api/v1/auth/email",
        "PATCH /api/v1/me",
        "POST /api/v1/me/cancel/verify",
        "GET /api/v1/metadata/:chainId/:contractAddress/:tokenId",
      ]),
    );
  });

  it("malformed JSON → request-E1001", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email",
      headers: { ...WRITE_HEADERS, "content-type": "application/json" },
      payload: '{"email": "a@b.co",',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: "request-E1001", category: "BAD_REQUEST" });
  });

  it("wrong types → request-E1000 with the fields", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email",
      headers: WRITE_HEADERS,
      payload: { email: 42, country: "XX", locale: "de" },
    });
    expect(r.statusCode).toBe(400);
    const body = r.json() as { code: string; issues: { path: string }[] };
    expect(body.code).toBe("request-E1000");
    expect(body.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(["body.email", "body.country", "body.locale"]),
    );
  });

  it("oversized body → request-E1002 (413)", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email",
      headers: WRITE_HEADERS,
      payload: { email: `${"a".repeat(5000)}@b.co`, country: "JP", locale: "ja" },
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ code: "request-E1002" });
  });

  it("unsupported content type → request-E1003 (415); unknown route → request-E1004 (404)", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email",
      headers: { ...WRITE_HEADERS, "content-type": "text/xml" },
      payload: "<a/>",
    });
    expect(r.statusCode).toBe(415);
    expect(r.json()).toMatchObject({ code: "request-E1003" });
    const missing = await t.app.inject({ url: "/api/v1/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "request-E1004" });
    const badUrl = await t.app.inject({ url: "/api/v1/%E0%A4%A" });
    expectContract(badUrl);
  });

  it("prototype pollution attempts are refused, not merged", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email",
      headers: { ...WRITE_HEADERS, "content-type": "application/json" },
      payload: '{"__proto__": {"admin": true}, "email": "p@example.com", "country": "JP", "locale": "ja"}',
    });
    expectContract(r);
    expect(r.statusCode).toBe(400);
  });

  it("property: any body, content type and method on any route → never a 5xx, always a catalogue code", async () => {
    const body = fc.oneof(
      fc.json(),
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({ email: fc.string(), country: fc.string(), locale: fc.string(), token: fc.string() })
        .map((v) => JSON.stringify(v)),
      fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString("latin1")),
    );
    const contentType = fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "",
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        contentType,
        fc.boolean(),
        async (route, payload, type, csrf) => {
          const headers: Record<string, string> = csrf ? { ...WRITE_HEADERS } : {};
          if (type) headers["content-type"] = type;
          const r = await t.app.inject({
            method: route.method as "GET",
            url: route.url,
            headers,
            payload: route.method === "GET" ? undefined : payload,
          });
          expectContract(r);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("property: random paths and methods → 4xx with a code", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"),
        fc.webPath(),
        async (method, path) => {
          const r = await t.app.inject({ method: method as "GET", url: `/api${path}`, headers: WRITE_HEADERS });
          expectContract(r);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("operational headers and guards", () => {
  it("every response carries the security headers and a request id (echoing the web's)", async () => {
    const r = await t.app.inject({ url: "/api/healthz", headers: { "x-request-id": "web-abc-123" } });
    expect(r.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    expect(r.headers["referrer-policy"]).toBe("no-referrer");
    expect(r.headers["x-request-id"]).toBe("web-abc-123");
    expect(r.headers["strict-transport-security"]).toBeUndefined(); // localhost
    const missing = await t.app.inject({ url: "/api/v1/none" });
    expect(missing.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("writes without the CSRF header, or from another origin, are refused (auth-E1003)", async () => {
    const payload = { email: "csrf@example.com", country: "JP", locale: "ja" };
    const bare = await t.app.inject({ method: "POST", url: "/api/v1/auth/email", payload });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: "auth-E1003" });
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email",
      headers: { "x-fanfare-csrf": "1", origin: "https://evil.example" },
      payload,
    });
    expect(foreign.json()).toMatchObject({ code: "auth-E1003" });
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email",
      headers: { "x-fanfare-csrf": "1", "sec-fetch-site": "cross-site" },
      payload,
    });
    expect(crossSite.json()).toMatchObject({ code: "auth-E1003" });
  });

  it("maintenance answers MAINTENANCE to every API call but health checks", async () => {
    t.state.maintenance = true;
    try {
      const r = await t.app.inject({ url: "/api/v1/me" });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ code: "maintenance-E5030", category: "MAINTENANCE" });
      expect((await t.app.inject({ url: "/api/healthz" })).statusCode).toBe(200);
    } finally {
      t.state.maintenance = false;
    }
  });

  it("readyz says the database is migrated; the OpenAPI document lists the routes", async () => {
    expect((await t.app.inject({ url: "/api/readyz" })).json()).toEqual({
      status: "ready",
      database: true,
      migrations: true,
    });
    const doc = (await t.app.inject({ url: "/api/docs" })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/v1/auth/email", "/api/v1/me"]));
  });
});

describe("outside localhost", () => {
  it("cookies are Secure and HSTS is sent", async () => {
    const secure = await createTestApp({ publicUrl: "https://fans.example.com" });
    try {
      const email = "secure@example.com";
      await secure.app.inject({
        method: "POST",
        url: "/api/v1/auth/email",
        headers: { "x-fanfare-csrf": "1", origin: "https://fans.example.com" },
        payload: { email, country: "JP", locale: "ja" },
      });
      const token = secure.mailer.sent.at(-1)?.text.match(/token=([\w-]+)/)?.[1];
      expect(secure.mailer.sent.at(-1)?.text).toContain("https://fans.example.com/ja/confirm-email?token=");
      const r = await secure.app.inject({
        method: "POST",
        url: "/api/v1/auth/email/verify",
        headers: { "x-fanfare-csrf": "1" },
        payload: { token },
      });
      expect([r.headers["set-cookie"]].flat().join("\n")).toMatch(/ff_at=[^\n]*Secure/);
      expect(r.headers["strict-transport-security"]).toContain("max-age=");
    } finally {
      await secure.close();
    }
  });
});
