import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, WRITE_HEADERS } from "../test-app";
import { findUnstorableText, isStorableText, jsonDepthExceeds, MAX_JSON_DEPTH } from "./input-guard";

describe("jsonDepthExceeds", () => {
  const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

  it("counts objects and arrays, and allows exactly the limit", () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(`${'{"a":'.repeat(65)}1${"}".repeat(65)}`)).toBe(true);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}],"c":{}}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}],"c":{}}', 3)).toBe(true);
    // Siblings do not add up: depth is what is open at once.
    expect(jsonDepthExceeds(`[${Array.from({ length: 1000 }, () => "[[]]").join(",")}]`, 3)).toBe(false);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(jsonDepthExceeds(`{"a":"${"[".repeat(1000)}"}`, 1)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\"${"{".repeat(100)}\\""}`, 1)).toBe(false);
    // An escaped backslash ends before the quote: what follows is outside the string again.
    expect(jsonDepthExceeds(`{"a":"\\\\",${'"b":'}[[]]}`, 2)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"\\\\","b":1}`, 1)).toBe(false);
  });

  it("is one linear pass: megabytes of brackets are answered at once", () => {
    const started = performance.now();
    expect(jsonDepthExceeds("[".repeat(5_000_000))).toBe(true);
    expect(jsonDepthExceeds(`"${"[".repeat(5_000_000)}"`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("isStorableText", () => {
  it("accepts any well-formed text, emoji (surrogate pairs) included", () => {
    for (const text of ["", "abc", "日本語のテキスト", "ภาษาไทย", "🎉", "a🎉b😀", "\u0001\t\n", "\uffff"])
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it("refuses NUL and unpaired surrogates, wherever they are", () => {
    for (const text of [
      "\u0000",
      "a\u0000b",
      "\ud800",
      "a\ud800",
      "\ud800a",
      "\udc00",
      "a\udfffb",
      "\ude00\ud83d", // a pair written backwards
      "🎉\ud83d",
      "\ud83d\ud83d\ude00",
    ])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });
});

describe("findUnstorableText", () => {
  it("names where the first bad value or key is, never what it is", () => {
    expect(findUnstorableText({ a: "ok", b: ["x", { c: "\u0000" }] }, "body")).toEqual({
      path: "body.b.1.c",
      message: expect.stringContaining("NUL"),
    });
    expect(findUnstorableText({ a: { "k\ud800": 1 } }, "body")).toEqual({
      path: "body.a",
      message: expect.stringContaining("key"),
    });
    expect(findUnstorableText("\udc00", "body")?.path).toBe("body");
    expect(JSON.stringify(findUnstorableText({ email: "fan\u0000@example.com" }, "body"))).not.toContain("example");
  });

  it("passes clean input, numbers, booleans and null", () => {
    expect(findUnstorableText({ a: 1, b: true, c: null, d: ["🎉", { e: "日本" }] }, "body")).toBeNull();
    expect(findUnstorableText(undefined, "body")).toBeNull();
  });

  it("walks objects without a prototype (query strings, params) but not streams or buffers", () => {
    const bare = Object.create(Object.create(null)) as Record<string, string>;
    bare.q = "a\u0000";
    expect(findUnstorableText(bare, "query")?.path).toBe("query.q");
    const nullProto = Object.assign(Object.create(null) as object, { id: "\ud800" });
    expect(findUnstorableText(nullProto, "params")?.path).toBe("params.id");
    expect(findUnstorableText(Readable.from(["\u0000"]), "body")).toBeNull();
    expect(findUnstorableText(Buffer.from([0]), "body")).toBeNull();
  });
});

/**
 * A body over the limit, over a real socket and through the proxy Next's rewrite uses (httpxy, which
 * asks the API for `connection: close`): the API must read (and drop) the body before it answers, or the
 * proxy's upload meets a reset connection and the browser gets Next's 500 instead of our 413.
 */
describe("oversized bodies over HTTP", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let proxyServer: http.Server;
  let apiPort = 0;
  let proxyPort = 0;

  beforeAll(async () => {
    t = await createTestApp(); // the product's default limit: 64 KiB
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    apiPort = (t.app.server.address() as AddressInfo).port;
    const { ProxyServer } = createRequire(import.meta.url)("next/dist/compiled/httpxy") as {
      ProxyServer: new (
        options: object,
      ) => {
        web(req: http.IncomingMessage, res: http.ServerResponse, options: object): Promise<void>;
        on(event: "error", listener: () => void): void;
      };
    };
    proxyServer = http.createServer((req, res) => {
      // As next/dist/server/lib/router-utils/proxy-request.js does: any proxy error is a 500.
      const fail = () => {
        if (!res.headersSent) res.statusCode = 500;
        res.end("Internal Server Error");
      };
      const proxy = new ProxyServer({
        target: new URL(`http://127.0.0.1:${apiPort}${req.url}`),
        changeOrigin: true,
        ignorePath: true,
      });
      proxy.on("error", fail);
      proxy.web(req, res, {}).catch(fail);
    });
    await new Promise<void>((resolve) => proxyServer.listen(0, "127.0.0.1", resolve));
    proxyPort = (proxyServer.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxyServer.close(resolve));
    await t.close();
  });

  function post(port: number, size: number, chunked: boolean) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers: Record<string, string> = { ...WRITE_HEADERS, "content-type": "application/json" };
      if (!chunked) headers["content-length"] = String(size);
      const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/api/v1/auth/email", headers });
      let answered = false;
      req.on("response", (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      // Once answered, the rest of a huge body may meet a closed connection: that is the client's to stop.
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      const chunk = Buffer.alloc(16 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < size && !answered) {
          const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
          sent += part.length;
          if (!req.write(part)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
  }

  for (const chunked of [false, true]) {
    it(`1 MiB and 16 MiB (past the drain's cap) ${chunked ? "chunked" : "with Content-Length"} → 413 request-E1002, directly and through the web's proxy`, async () => {
      for (const size of [1024 * 1024, 16 * 1024 * 1024]) {
        for (let i = 0; i < 3; i++) {
          for (const port of [apiPort, proxyPort]) {
            const r = await post(port, size, chunked);
            expect(r.status, `${size} bytes to ${port === apiPort ? "the API" : "the proxy"}`).toBe(413);
            expect(JSON.parse(r.body)).toMatchObject({ code: "request-E1002", category: "BAD_REQUEST" });
          }
        }
      }
    });
  }
});
