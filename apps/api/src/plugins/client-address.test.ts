import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { lastLinkToken } from "@fanfare/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_WEB_PROXY_SECRET, WRITE_HEADERS } from "../test-app";
import { CLIENT_ADDRESS_HEADER, isLoopback, normaliseAddress, WEB_SECRET_HEADER } from "./client-address";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Headers our web adds for a fan at `address` (ADR 0019). */
const viaWeb = (address: string) => ({ [WEB_SECRET_HEADER]: TEST_WEB_PROXY_SECRET, [CLIENT_ADDRESS_HEADER]: address });

describe("the client's address", () => {
  let t: TestApp;
  let catcher: Server;
  const FAILURES = 5;

  beforeAll(async () => {
    catcher = createServer((_req, res) =>
      res.writeHead(200, { "content-type": "application/json" }).end('{"mails":[]}'),
    );
    await new Promise<void>((resolve) => catcher.listen(0, "127.0.0.1", resolve));
    t = await createTestApp({ mailboxUrl: `http://127.0.0.1:${(catcher.address() as AddressInfo).port}` });
    t.ctx.config = {
      ...t.ctx.config,
      limits: { ...t.ctx.config.limits, linkVerifyPerIp: { limit: FAILURES, windowSeconds: 600 } },
    };
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => catcher.close(resolve));
  });

  const openLink = (token: string, headers: Record<string, string>, remoteAddress = "127.0.0.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email/verify",
      headers: { ...WRITE_HEADERS, ...headers },
      payload: { token },
      remoteAddress,
    });
  const garbage = (i: number) => `garbage-token-${i}-${"x".repeat(30)}`;

  it("one client's failed links lock out neither another client nor anyone's genuine link", async () => {
    for (let i = 0; i < FAILURES; i += 1) {
      expect((await openLink(garbage(i), viaWeb("198.51.100.1"))).json()).toMatchObject({ code: "user-E2006" });
    }
    // Over the limit, the abuser learns only "too many"…
    expect((await openLink(garbage(99), viaWeb("198.51.100.1"))).json()).toMatchObject({ code: "request-E1029" });
    // …whatever address it writes itself: without the web's secret, the stated address is not believed,
    // and X-Forwarded-For is never read (TRUST_PROXY is off).
    const forgeries: Record<string, string>[] = [
      { [CLIENT_ADDRESS_HEADER]: "198.51.100.2" },
      { [WEB_SECRET_HEADER]: "a-guess", [CLIENT_ADDRESS_HEADER]: "198.51.100.2" },
      { "x-forwarded-for": "198.51.100.2" },
    ];
    for (const forged of forgeries) {
      const answer = await openLink(garbage(100), forged, "198.51.100.1");
      expect(answer.json()).toMatchObject({ code: "request-E1029" });
    }
    // Another fan behind the same web, at another address, is unaffected.
    expect((await openLink(garbage(101), viaWeb("198.51.100.2"))).json()).toMatchObject({ code: "user-E2006" });
    // A genuine link works even from the locked-out address.
    const email = `genuine-${Date.now()}@example.com`;
    await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email",
      headers: { ...WRITE_HEADERS, ...viaWeb("198.51.100.3") },
      payload: { email, country: "JP", locale: "ja" },
    });
    const genuine = await openLink(lastLinkToken(t.mailer, email), viaWeb("198.51.100.1"));
    expect(genuine.statusCode).toBe(200);
  });

  it("serves the mail catcher's mailbox only to this machine, as the web says who asks", async () => {
    const mailbox = (headers: Record<string, string>, remoteAddress: string) =>
      t.app.inject({ method: "GET", url: "/api/dev/mailbox", headers, remoteAddress });
    expect((await mailbox({}, "127.0.0.1")).statusCode).toBe(200);
    expect((await mailbox(viaWeb("127.0.0.1"), "127.0.0.1")).statusCode).toBe(200);
    expect((await mailbox(viaWeb("::1"), "127.0.0.1")).statusCode).toBe(200);
    // Through the web from elsewhere: the web is on loopback, the client is not.
    expect((await mailbox(viaWeb("203.0.113.4"), "127.0.0.1")).json()).toMatchObject({ code: "request-E1004" });
    // Straight from elsewhere, claiming to be local.
    expect((await mailbox({ "x-forwarded-for": "127.0.0.1" }, "203.0.113.4")).statusCode).toBe(404);
    expect((await mailbox({ [CLIENT_ADDRESS_HEADER]: "127.0.0.1" }, "203.0.113.4")).statusCode).toBe(404);
  });

  it("believes X-Forwarded-Host for the CSRF origin check only from the web", async () => {
    const write = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/auth/logout",
        headers: { "x-fanfare-csrf": "1", origin: "https://evil.example", ...headers },
      });
    // A client naming its own origin's host as the forwarded host is refused…
    expect((await write({ "x-forwarded-host": "evil.example" })).json()).toMatchObject({ code: "auth-E1003" });
    // …while the web may say which host the browser asked for (a second public name of the site).
    const fromWeb = await write({ "x-forwarded-host": "evil.example", ...viaWeb("198.51.100.9") });
    expect(fromWeb.json()).not.toMatchObject({ code: "auth-E1003" });
  });
});

describe("normaliseAddress / isLoopback", () => {
  it("spells addresses one way and refuses what is not one", () => {
    expect(normaliseAddress("::ffff:127.0.0.2")).toBe("127.0.0.2");
    expect(normaliseAddress(" 2001:DB8::1 ")).toBe("2001:db8::1");
    expect(normaliseAddress("127.0.0.1, 10.0.0.1")).toBeNull();
    expect(normaliseAddress("localhost")).toBeNull();
    expect(normaliseAddress(undefined)).toBeNull();
    expect(isLoopback("127.8.9.10")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("10.0.0.1")).toBe(false);
  });
});
