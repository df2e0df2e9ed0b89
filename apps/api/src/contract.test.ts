import { ERROR_CATEGORIES, ERRORS, type ErrorCode, isErrorCode, ROUTE } from "@fanfare/protocol";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./runtime";
import { createTestApp, WRITE_HEADERS } from "./test-app";
import { signInOperator } from "./test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
const routes: { method: string; url: string }[] = [];
/** Every line the app logged, through the product's logger (its redaction and serializers). */
const logLines: string[] = [];
const BODY_LIMIT = 32 * 1024; // room for 5,000-deep JSON, which must be refused for its depth
beforeAll(async () => {
  const logger = createLogger({ LOG_LEVEL: "debug" }, "api", { write: (line: string) => logLines.push(line) });
  t = await createTestApp({ bodyLimit: BODY_LIMIT, logger });
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
      payload: { email: `${"a".repeat(BODY_LIMIT)}@b.co`, country: "JP", locale: "ja" },
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

// ---- Hostile input (plugins/input-guard.ts): every route, its body, query, params and cookies. ----

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Target = { method: string; url: string; op: Operation | undefined; body: Schema | undefined };

const UUID = "6f1c0c1e-3a5b-4c2d-8e9f-0a1b2c3d4e5f";
const STRINGS = ["Text", "fan@example.com", `0x${"ab".repeat(20)}`, UUID, "1", "/ja/projects", "Abcdefgh12345678"];

/** A plausible value for a JSON schema (the OpenAPI document's), so the poison is the only fault. */
function sample(schema: Schema | undefined, refs: Record<string, Schema>, depth = 0): unknown {
  if (!schema || depth > 12) return "Text";
  if (schema.$ref) return sample(refs[schema.$ref.split("/").at(-1) ?? ""], refs, depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, refs, depth + 1)));
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(choice.find((s) => s.type !== "null") ?? choice[0], refs, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== "null") : schema.type;
  if (type === "object" || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, sub] of Object.entries(schema.properties ?? {})) value[key] = sample(sub, refs, depth + 1);
    if (typeof schema.additionalProperties === "object")
      value.extra = sample(schema.additionalProperties, refs, depth + 1);
    return value;
  }
  if (type === "array")
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, refs, depth + 1));
  if (type === "integer" || type === "number") return schema.minimum ?? 1;
  if (type === "boolean") return true;
  if (type === "null") return null;
  if (schema.format === "uuid") return UUID;
  if (schema.format === "email") return "fan@example.com";
  if (schema.format === "uri" || schema.format === "url") return "https://example.com/a";
  if (schema.format === "date-time") return new Date().toISOString();
  const fits = (text: string) =>
    (!schema.pattern || new RegExp(schema.pattern, "u").test(text)) &&
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  return STRINGS.find(fits) ?? "Text";
}

/** Paths of the string leaves (and of the objects, for keys) in a sampled value. */
function leaves(value: unknown, path: string[] = []): { strings: string[][]; objects: string[][] } {
  const found = { strings: [] as string[][], objects: [] as string[][] };
  if (typeof value === "string") found.strings.push(path);
  else if (value && typeof value === "object") {
    if (!Array.isArray(value)) found.objects.push(path);
    for (const [key, child] of Object.entries(value)) {
      const sub = leaves(child, [...path, key]);
      found.strings.push(...sub.strings);
      found.objects.push(...sub.objects);
    }
  }
  return found;
}

/** A deep copy of `value` with `change` applied to what sits at `path`. */
function withAt(value: unknown, path: string[], change: (at: unknown) => unknown): unknown {
  const copy: unknown = structuredClone(value);
  if (path.length === 0) return change(copy);
  let parent = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  parent[last] = change(parent[last]);
  return copy;
}

// JSON.stringify writes these as the escapes an attacker sends: "\u0000", "\ud800", "\udc00".
const POISONS = { nul: "\u0000", "high surrogate": "\ud800", "low surrogate": "\udc00" };
// The same in a URL: %00, and the UTF-8 bytes a lone surrogate would have (not valid UTF-8).
const URL_POISONS = { nul: "%00", "high surrogate": "%ED%A0%80", "low surrogate": "%ED%B0%80" };
const EMAIL = /[\w.%+-]+@[\w-]+\.[\w.-]+/;

describe("hostile input: never a 5xx, always a catalogue code, nothing personal in the logs", () => {
  const targets: Target[] = [];
  const refs: Record<string, Schema> = {};
  let operator: Awaited<ReturnType<typeof signInOperator>>;
  const failures: string[] = [];

  beforeAll(async () => {
    const doc = (await t.app.inject({ url: "/api/docs" })).json() as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, Schema> };
    };
    Object.assign(refs, doc.components?.schemas ?? {});
    for (const route of routes) {
      const op = doc.paths[route.url.replace(/:(\w+)/g, "{$1}")]?.[route.method.toLowerCase()];
      targets.push({ ...route, op, body: op?.requestBody?.content?.["application/json"]?.schema });
    }
    operator = await signInOperator(t); // a session, so poison reaches past the sign-in checks
  });

  /** The URL of a route with every parameter filled in plausibly, or as `poison` says. */
  function urlOf(target: Target, poison?: { param?: string; query?: string; value: string }) {
    const params = target.op?.parameters ?? [];
    const value = (name: string, where: string) => {
      const raw = String(sample(params.find((p) => p.in === where && p.name === name)?.schema ?? {}, refs));
      const encoded = encodeURIComponent(raw);
      return poison && (where === "path" ? poison.param : poison.query) === name
        ? `${encoded.slice(0, 1)}${poison.value}${encoded.slice(1)}`
        : encoded;
    };
    const path = target.url.replace(/:(\w+)/g, (_, name: string) => value(name, "path"));
    const query = params.filter((p) => p.in === "query").map((p) => `${p.name}=${value(p.name, "query")}`);
    if (poison?.query === "") query.push(`a${poison.value}b=1`); // a key no schema knows
    return query.length ? `${path}?${query.join("&")}` : path;
  }

  async function send(target: Target, options: { url?: string; payload?: string; cookie?: string }) {
    const r = await t.app.inject({
      method: target.method as "POST",
      url: options.url ?? urlOf(target),
      headers: {
        ...WRITE_HEADERS,
        // The access cookie only: a refresh token sent twice would (rightly) end the session.
        cookie: options.cookie ?? operator.read.cookie.match(/ff_at=[^;]*/)?.[0] ?? "",
        ...(options.payload === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
    // Some routes end the session (logout, cancellation): sign in again for the next one.
    if (r.statusCode < 400 && /ff_at=;/.test(String(r.headers["set-cookie"]))) operator = await signInOperator(t);
    return r;
  }

  /** Records (rather than throws) a breach of the contract, so one run lists every route that fails. */
  function check(
    label: string,
    r: { statusCode: number; body: string },
    expected?: { status: number; code: ErrorCode },
  ) {
    let body: { code?: unknown; category?: unknown } = {};
    try {
      body = JSON.parse(r.body) as typeof body;
    } catch {}
    const ok = expected
      ? r.statusCode === expected.status &&
        body.code === expected.code &&
        body.category === ERRORS[expected.code].category
      : r.statusCode < 400 ||
        (r.statusCode < 500 &&
          isErrorCode(body.code) &&
          ERROR_CATEGORIES.includes(body.category as (typeof ERROR_CATEGORIES)[number]));
    if (!ok) failures.push(`${label} → ${r.statusCode} ${String(body.code)}`);
  }

  it("NUL and lone surrogates in any body string or key → request-E1000, on every route with a JSON body", async () => {
    failures.length = 0;
    const withBody = targets.filter((x) => x.body);
    expect(withBody.map((x) => `${x.method} ${x.url}`)).toEqual(
      expect.arrayContaining(["POST /api/v1/auth/email", "POST /api/v1/operator/projects", "PATCH /api/v1/me"]),
    );
    for (const target of withBody) {
      const valid = sample(target.body, refs);
      const { strings, objects } = leaves(valid);
      for (const [name, poison] of Object.entries(POISONS)) {
        for (const path of strings) {
          const bad = withAt(valid, path, (s) => `${String(s).slice(0, 1)}${poison}${String(s).slice(1)}`);
          const r = await send(target, { payload: JSON.stringify(bad) });
          check(`${target.method} ${target.url} ${name} in body.${path.join(".")}`, r, {
            status: 400,
            code: "request-E1000",
          });
        }
        for (const path of objects) {
          const bad = withAt(valid, path, (o) => ({ ...(o as object), [`k${poison}`]: "v" }));
          const r = await send(target, { payload: JSON.stringify(bad) });
          check(`${target.method} ${target.url} ${name} in a key of body.${path.join(".")}`, r, {
            status: 400,
            code: "request-E1000",
          });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("NUL and lone surrogates in any path parameter or query string → 4xx with a code (request-E1000 for NUL)", async () => {
    failures.length = 0;
    for (const target of targets) {
      const names = target.op?.parameters ?? [];
      for (const [name, value] of Object.entries(URL_POISONS)) {
        const expected = name === "nul" ? ({ status: 400, code: "request-E1000" } as const) : undefined;
        for (const p of names) {
          const url = urlOf(target, { ...(p.in === "path" ? { param: p.name } : { query: p.name }), value });
          check(`${target.method} ${url}`, await send(target, { url }), expected);
        }
        const url = urlOf(target, { query: "", value });
        check(`${target.method} ${url}`, await send(target, { url }), expected);
      }
    }
    expect(failures).toEqual([]);
  });

  it("NUL and lone surrogates in the session cookies → 4xx with a code, or an answer", async () => {
    failures.length = 0;
    for (const target of targets) {
      for (const value of Object.values(URL_POISONS)) {
        const r = await send(target, { cookie: `ff_at=a${value}b; ff_rt=c${value}d` });
        check(`${target.method} ${target.url} cookies ${value}`, r);
      }
    }
    expect(failures).toEqual([]);
  });

  it("JSON nested 5,000 deep → request-E1001 on every route with a JSON body, 4xx on the others", async () => {
    failures.length = 0;
    const deep = `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const deepObject = `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`;
    for (const target of targets.filter((x) => x.method !== "GET")) {
      for (const payload of [deep, deepObject]) {
        const r = await send(target, { payload });
        check(
          `${target.method} ${target.url} 5000 deep`,
          r,
          target.body ? { status: 400, code: "request-E1001" } : undefined,
        );
      }
    }
    expect(failures).toEqual([]);
    // 64 deep is still JSON we read (then the schema decides); 65 is not.
    const at = (depth: number) => `{"email":${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`;
    const auth = targets.find((x) => x.url === "/api/v1/auth/email") as Target;
    expect((await send(auth, { payload: at(64) })).json()).toMatchObject({ code: "request-E1000" });
    expect((await send(auth, { payload: at(65) })).json()).toMatchObject({ code: "request-E1001" });
  });

  it("a body over the limit → 413 request-E1002 on every route with a JSON body, 4xx on the others", async () => {
    failures.length = 0;
    const payload = JSON.stringify({ pad: "a".repeat(BODY_LIMIT) });
    for (const target of targets.filter((x) => x.method !== "GET")) {
      const r = await send(target, { payload });
      check(
        `${target.method} ${target.url} oversized`,
        r,
        target.body ? { status: 413, code: "request-E1002" } : undefined,
      );
    }
    expect(failures).toEqual([]);
  });

  it("the logs of all this carry no stack trace and no e-mail address", () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => /"stack"|\\n\s+at /.test(line))).toEqual([]);
    expect(logLines.filter((line) => EMAIL.test(line))).toEqual([]);
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
    const doc = (await t.app.inject({ url: "/api/docs" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    // Every route of the protocol's table is registered from it, and so documented under its method.
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = Object.values(ROUTE).map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, "{$1}")}`);
    expect(documented).toEqual(expect.arrayContaining(table));
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

describe("the OpenAPI document (GET /api/docs/json)", () => {
  it("defines every schema it refers to, and documents the operator routes integrators script", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      paths: Record<string, Record<string, unknown>>;
      components?: { schemas?: Record<string, unknown> };
    };
    const text = JSON.stringify(document);
    const referenced = new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    // Named schemas exist (ErrorResponse at least), so this guards something.
    expect(referenced.has("ErrorResponse")).toBe(true);
    const defined = Object.keys(document.components?.schemas ?? {});
    expect([...referenced].filter((name) => !defined.includes(name as string))).toEqual([]);
    // OpenAPI writes path parameters as {name}; the protocol's table as :name.
    const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");
    for (const name of ["operatorUpdateProject", "operatorUpdateCampaign", "operatorPublishCampaign"] as const) {
      const { method, path } = ROUTE[name];
      expect(document.paths[openApiPath(path)]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
  });
});
