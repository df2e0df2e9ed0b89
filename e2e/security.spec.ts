import { expect, test } from "@playwright/test";
import { E2E_LINK_FAILURES_PER_IP } from "./support/env";
import { postJson, rawRequest } from "./support/raw-http";

// Attacks through the real path a browser takes: a client → the web's server → /api proxy → the API.

const codeOf = (body: string) => (JSON.parse(body) as { code?: string }).code;

test("limits count per real client: one abuser is stopped, another address is not, forged headers are ignored", async () => {
  const verify = (from: string, token: string, headers: Record<string, string> = {}) =>
    postJson(from, "/api/v1/auth/email/verify", { token }, headers);
  const garbage = (i: number) => `e2e-garbage-link-${i}-${"z".repeat(30)}`;

  for (let i = 0; i < E2E_LINK_FAILURES_PER_IP; i += 1) {
    const answer = await verify("127.0.0.2", garbage(i));
    expect(codeOf(answer.body)).toBe("user-E2006");
  }
  expect(codeOf((await verify("127.0.0.2", garbage(1000))).body)).toBe("request-E1029");

  // The abuser pretends to be someone else: the web drops every address header a client sends.
  const forgeries: Record<string, string>[] = [
    { "x-forwarded-for": "127.0.0.3" },
    { "x-real-ip": "127.0.0.3", forwarded: "for=127.0.0.3" },
    { "x-fanfare-client-address": "127.0.0.3", "x-fanfare-web-secret": "a-guess-at-the-secret" },
  ];
  for (const forged of forgeries) {
    expect(codeOf((await verify("127.0.0.2", garbage(1001), forged)).body)).toBe("request-E1029");
  }

  // Another client, at its own address, behind the same web: unaffected.
  expect(codeOf((await verify("127.0.0.3", garbage(1002))).body)).toBe("user-E2006");
});

test("static files are never MIME-sniffed, and the image optimiser fetches only image paths", async () => {
  const page = await rawRequest({ from: "127.0.0.1", path: "/ja" });
  expect(page.headers["x-content-type-options"]).toBe("nosniff");
  const script = /\/_next\/static\/[^"']+\.js/u.exec(page.body)?.[0];
  expect(script).toBeTruthy();
  for (const path of [script as string, "/demo/logo.svg"]) {
    const file = await rawRequest({ from: "127.0.0.1", path });
    expect(file.status, path).toBe(200);
    expect(file.headers["x-content-type-options"], path).toBe("nosniff");
  }
  const throughOptimiser = await rawRequest({
    from: "127.0.0.1",
    path: "/_next/image?url=%2Fapi%2Fv1%2Fprojects&w=64&q=75",
  });
  expect(throughOptimiser.status).toBe(400);
});

test("bad input through the web: oversized bodies are 413, NUL and lone surrogates 400, deep nesting 400 — never a 500", async () => {
  const routes = ["/api/v1/auth/email", "/api/v1/auth/email/verify", "/api/v1/me/email-change", "/api/v1/auth/refresh"];
  const big = Buffer.alloc(2 * 1024 * 1024, 0x61);
  for (const path of routes) {
    const oversized = await rawRequest({
      from: "127.0.0.4",
      method: "POST",
      path,
      headers: { "content-type": "application/json", "x-fanfare-csrf": "1" },
      body: Buffer.concat([Buffer.from('{"email":"'), big, Buffer.from('"}')]),
    });
    expect(oversized.status, path).toBe(413);
    expect(JSON.parse(oversized.body), path).toMatchObject({ code: "request-E1002", category: "BAD_REQUEST" });
  }
  const nul = await postJson("127.0.0.4", "/api/v1/auth/email", {
    email: "f\u0000n@example.com",
    country: "JP",
    locale: "ja",
  });
  expect(nul.status).toBe(400);
  expect(codeOf(nul.body)).toBe("request-E1000");
  const surrogate = await rawRequest({
    from: "127.0.0.4",
    method: "POST",
    path: "/api/v1/auth/email",
    headers: { "content-type": "application/json", "x-fanfare-csrf": "1" },
    body: '{"email":"\\ud800@example.com","country":"JP","locale":"ja"}',
  });
  expect(surrogate.status).toBe(400);
  const deep = await rawRequest({
    from: "127.0.0.4",
    method: "POST",
    path: "/api/v1/auth/email",
    headers: { "content-type": "application/json", "x-fanfare-csrf": "1" },
    body: `${"[".repeat(5000)}${"]".repeat(5000)}`,
  });
  expect(deep.status).toBe(400);
  expect(codeOf(deep.body)).toBe("request-E1001");
});
