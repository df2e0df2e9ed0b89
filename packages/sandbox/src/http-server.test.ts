import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fieldsOf, HttpError, jsonBodyOf, paramsOf, queryOf, type SandboxPlugin, sendJson } from "./http";
import { type RunningHttpServer, startHttpServer } from "./http-server";

/** Routes that echo what the plumbing hands them, so its parsing is what is asserted. */
const echo: SandboxPlugin = async (app) => {
  app.get("/echo/exact", (request, reply) => sendJson(reply, 200, { exact: true, first: queryOf(request).get("a") }));
  app.get("/echo/:id/items", (request, reply) => sendJson(reply, 200, { params: paramsOf(request) }));
  app.delete("/echo/:id/items", (_request, reply) => sendJson(reply, 200, {}));
  app.get("/echo/rest/*", (request, reply) => sendJson(reply, 200, { params: paramsOf(request) }));
  app.post("/echo/fields", (request, reply) => sendJson(reply, 200, { fields: fieldsOf(request) }));
  app.post("/echo/json", (request, reply) => sendJson(reply, 200, { json: jsonBodyOf(request) ?? null }));
  app.get("/echo/teapot", () => {
    throw new HttpError(418, "short and stout");
  });
  app.get("/echo/crash", () => {
    throw new Error("bug");
  });
};

describe("the sandbox HTTP server", () => {
  let server: RunningHttpServer;
  const url = (path: string) => `${server.url}${path}`;
  beforeAll(async () => {
    server = await startHttpServer({ port: 0, host: "127.0.0.1", plugins: [echo] });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
  });

  it("routes exact paths, :params (decoded) and trailing wildcards; the query's first value wins", async () => {
    expect(await (await fetch(url("/echo/exact?a=1&a=2"))).json()).toEqual({ exact: true, first: "1" });
    expect(await (await fetch(url("/echo/a%20b/items"))).json()).toEqual({ params: { id: "a b" } });
    expect(await (await fetch(url("/echo/rest/v21.0/me/media"))).json()).toEqual({
      params: { "*": "v21.0/me/media" },
    });
    expect(await (await fetch(url("/echo/rest/"))).json()).toEqual({ params: { "*": "" } });
    expect((await fetch(url("/echo//items"))).status).toBe(404);
    const undecodable = await fetch(url("/echo/%E0%A4%A/items"));
    expect(undecodable.status).toBe(404);
    expect(await undecodable.json()).toEqual({ error: "no sandbox route for /echo/%E0%A4%A/items" });
  });

  it("answers unknown paths 404 and known paths with another method 405 with Allow, as { error }", async () => {
    const missing = await fetch(url("/nope?x=1"));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "no sandbox route for /nope" });
    const wrongMethod = await fetch(url("/echo/x/items"), { method: "PUT" });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("GET, DELETE");
    expect(await wrongMethod.json()).toEqual({ error: "method PUT not allowed on /echo/x/items" });
    expect((await fetch(url("/echo/exact"), { method: "HEAD" })).status).toBe(405);
  });

  it("lists its routes at / and answers every response with Cache-Control: no-store", async () => {
    const index = await fetch(url("/"));
    expect(((await index.json()) as { routes: string[] }).routes).toEqual([
      "GET /echo/exact",
      "GET /echo/:id/items",
      "DELETE /echo/:id/items",
      "GET /echo/rest/*",
      "POST /echo/fields",
      "POST /echo/json",
      "GET /echo/teapot",
      "GET /echo/crash",
    ]);
    expect(index.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(url("/nope"))).headers.get("cache-control")).toBe("no-store");
  });

  it("turns HttpError into its status and other errors into a 500, both as { error }", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const teapot = await fetch(url("/echo/teapot"));
    expect(teapot.status).toBe(418);
    expect(await teapot.json()).toEqual({ error: "short and stout" });
    const crash = await fetch(url("/echo/crash"));
    expect(crash.status).toBe(500);
    expect(await crash.json()).toEqual({ error: "internal sandbox error" });
  });

  it("reads string fields from JSON, form, multipart and untyped bodies", async () => {
    const fields = async (init: RequestInit) =>
      await (await fetch(url("/echo/fields"), { method: "POST", ...init })).json();
    expect(
      await fields({ headers: { "content-type": "application/json" }, body: JSON.stringify({ a: "1", n: 2 }) }),
    ).toEqual({ fields: { a: "1" } });
    expect(await fields({ body: new URLSearchParams({ a: "1", b: "x y" }) })).toEqual({ fields: { a: "1", b: "x y" } });
    const form = new FormData();
    form.set("a", "1");
    expect(await fields({ body: form })).toEqual({ fields: { a: "1" } });
    expect(await fields({ body: "a=1&b=2" })).toEqual({ fields: { a: "1", b: "2" } });
    expect(await fields({})).toEqual({ fields: {} });
    const array = await fetch(url("/echo/fields"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "[1]",
    });
    expect(array.status).toBe(400);
    expect(await array.json()).toEqual({ error: "JSON body must be an object" });
  });

  it("reads JSON of any content type, leaves an empty body undefined and refuses broken JSON in its route", async () => {
    const json = (init: RequestInit) => fetch(url("/echo/json"), { method: "POST", ...init });
    expect(await (await json({ body: JSON.stringify([1, "a"]) })).json()).toEqual({ json: [1, "a"] });
    expect(
      await (await json({ headers: { "content-type": "application/json" }, body: JSON.stringify({ a: 1 }) })).json(),
    ).toEqual({ json: { a: 1 } });
    expect(await (await json({ headers: { "content-type": "application/json" }, body: " " })).json()).toEqual({
      json: null,
    });
    for (const body of ["{", new URLSearchParams({ a: "1" })]) {
      const broken = await json({
        ...(typeof body === "string" ? { headers: { "content-type": "application/json" } } : {}),
        body,
      });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ error: "invalid JSON body" });
    }
  });

  it("refuses bodies over 1 MiB with 413", async () => {
    const big = await fetch(url("/echo/json"), { method: "POST", body: "x".repeat(1024 * 1024 + 1) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: "request body too large" });
  });
});
