import { lastLinkToken } from "@fanfare/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, cookieJar, createTestApp, WRITE_HEADERS } from "../test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function signIn(locale = "en") {
  n += 1;
  const email = `http${n}@example.com`;
  const asked = await t.app.inject({
    method: "POST",
    url: "/api/v1/auth/email",
    headers: WRITE_HEADERS,
    payload: { email, country: "US", locale },
  });
  expect(asked.statusCode).toBe(202);
  const verified = await t.app.inject({
    method: "POST",
    url: "/api/v1/auth/email/verify",
    headers: WRITE_HEADERS,
    payload: { token: lastLinkToken(t.mailer, email) },
  });
  return { email, verified, jar: cookieJar(verified.headers["set-cookie"]) };
}

describe("auth over HTTP", () => {
  it("signs in with HttpOnly SameSite=Lax cookies and no tokens in the body", async () => {
    const { verified, email } = await signIn();
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ isNewAccount: true, user: { email, country: "US", locale: "en" } });
    expect(verified.body).not.toMatch(/v1\./);
    const cookies = [verified.headers["set-cookie"]].flat().join("\n");
    expect(cookies).toMatch(/ff_at=[^;]+;.*HttpOnly/);
    expect(cookies).toMatch(/ff_rt=[^;]+;.*Path=\/api\/v1\/auth/);
    expect(cookies).toMatch(/ff_session=1;.*Path=\/;.*HttpOnly/);
    expect(cookies).toMatch(/SameSite=Lax/);
    expect(cookies).not.toMatch(/Secure/); // localhost
  });

  it("me, preferences, refresh rotation and logout", async () => {
    const { jar, email } = await signIn();
    const me = await t.app.inject({ url: "/api/v1/me", headers: { cookie: cookieHeader(jar) } });
    expect(me.json()).toMatchObject({ email, acceptsNewsMail: null });

    const patched = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/me",
      headers: { ...WRITE_HEADERS, cookie: cookieHeader(jar) },
      payload: { acceptsNewsMail: true, timeZone: "Asia/Bangkok", locale: "th" },
    });
    expect(patched.json()).toMatchObject({ acceptsNewsMail: true, timeZone: "Asia/Bangkok", locale: "th" });

    const badZone = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/me",
      headers: { ...WRITE_HEADERS, cookie: cookieHeader(jar) },
      payload: { timeZone: "Mars/Olympus" },
    });
    expect(badZone.json()).toMatchObject({ code: "request-E1000", issues: [{ path: "body.timeZone" }] });

    const oldRefresh = jar.ff_rt;
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/refresh",
      headers: { ...WRITE_HEADERS, cookie: cookieHeader(jar) },
    });
    expect(refreshed.statusCode).toBe(200);
    cookieJar(refreshed.headers["set-cookie"], jar);
    expect(jar.ff_rt).not.toBe(oldRefresh);

    const out = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout",
      headers: { ...WRITE_HEADERS, cookie: cookieHeader(jar) },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: "/api/v1/me", headers: { cookie: cookieHeader(jar) } });
    expect(after.statusCode).toBe(401);
  });

  it("replaying an old refresh cookie ends the session (LOGOUT) and clears cookies", async () => {
    const { jar } = await signIn();
    const stolen = { ...jar };
    const first = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/refresh",
      headers: { ...WRITE_HEADERS, cookie: cookieHeader(jar) },
    });
    cookieJar(first.headers["set-cookie"], jar);
    const replay = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/refresh",
      headers: { ...WRITE_HEADERS, cookie: cookieHeader(stolen) },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: "auth-E1002", category: "LOGOUT" });
    const me = await t.app.inject({ url: "/api/v1/me", headers: { cookie: cookieHeader(jar) } });
    expect(me.json()).toMatchObject({ code: "auth-E1002" });
  });

  it("signed-out calls answer auth-E1001 / UNAUTHORIZED", async () => {
    const me = await t.app.inject({ url: "/api/v1/me" });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ code: "auth-E1001", category: "UNAUTHORIZED", message: expect.any(String) });
    const refresh = await t.app.inject({ method: "POST", url: "/api/v1/auth/refresh", headers: WRITE_HEADERS });
    expect(refresh.json()).toMatchObject({ code: "auth-E1001" });
  });

  it("the link errors keep their codes over HTTP", async () => {
    const { email } = await signIn();
    const reused = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email/verify",
      headers: WRITE_HEADERS,
      payload: { token: lastLinkToken(t.mailer, email) },
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: "user-E2008", category: "BAD_REQUEST_NO_AUTH" });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email",
      headers: WRITE_HEADERS,
      payload: { email, country: "US", locale: "en" },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: "user-E2005" });
  });

  it("the account lifecycle over HTTP: change e-mail then cancel", async () => {
    const { jar } = await signIn("th");
    t.clock.advance(61_000);
    const newEmail = `renamed${n}@example.com`;
    const change = await t.app.inject({
      method: "POST",
      url: "/api/v1/me/email-change",
      headers: { ...WRITE_HEADERS, cookie: cookieHeader(jar) },
      payload: { newEmail },
    });
    expect(change.statusCode).toBe(202);
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/v1/me/email-change/verify",
      headers: WRITE_HEADERS,
      payload: { token: lastLinkToken(t.mailer, newEmail) },
    });
    expect(confirmed.json()).toMatchObject({ user: { email: newEmail } });

    t.clock.advance(61_000);
    const cancel = await t.app.inject({
      method: "POST",
      url: "/api/v1/me/cancel",
      headers: { ...WRITE_HEADERS, cookie: cookieHeader(jar) },
    });
    expect(cancel.statusCode).toBe(202);
    const done = await t.app.inject({
      method: "POST",
      url: "/api/v1/me/cancel/verify",
      headers: WRITE_HEADERS,
      payload: { token: lastLinkToken(t.mailer, newEmail) },
    });
    expect(done.json()).toEqual({ cancelled: true });
    const me = await t.app.inject({ url: "/api/v1/me", headers: { cookie: cookieHeader(jar) } });
    expect(me.json()).toMatchObject({ code: "E6003", category: "LOGOUT" });
  });
});

describe("sign-in by the mail's code over HTTP", () => {
  /** The code of the last mail to `to` (a line of its own in the text part). */
  const mailedCode = (to: string) => {
    const mail = [...t.mailer.sent].reverse().find((m) => m.to === to);
    const code = mail?.text.match(/^(\d{6})$/m)?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  };
  const ask = (email: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email",
      headers: { ...WRITE_HEADERS, ...(cookie ? { cookie } : {}) },
      payload: { email, country: "JP", locale: "ja" },
    });
  const typeCode = (code: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/auth/email/code",
      headers: { ...WRITE_HEADERS, ...(cookie ? { cookie } : {}) },
      payload: { code },
    });

  it("binds the code to the asking browser by an HttpOnly SameSite=Strict cookie, and signs that browser in", async () => {
    n += 1;
    const email = `code-http${n}@example.com`;
    const asked = await ask(email);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ sent: true, resendAfterSeconds: 60 });
    const setCookie = [asked.headers["set-cookie"]].flat().join("\n");
    expect(setCookie).toMatch(/ff_sc=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/Path=\/api\/v1\/auth\/email;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(setCookie).not.toMatch(/Secure/); // localhost
    const browser = cookieJar(asked.headers["set-cookie"]);
    const code = mailedCode(email);

    // The code alone, from a browser without the cookie or with another one, signs nobody in.
    const bare = await typeCode(code);
    expect(bare.statusCode).toBe(409);
    expect(bare.json()).toMatchObject({ code: "signInCode-E2004", category: "BAD_REQUEST_NO_AUTH" });
    // A browser with a sign-in of its own (an attacker's, say): the code is compared with its own mail's only.
    const other = await ask(`code-other${n}@example.com`);
    const elsewhere = await typeCode(code, cookieHeader(cookieJar(other.headers["set-cookie"])));
    expect(elsewhere.json()).toMatchObject({ code: "signInCode-E2001" });
    expect(elsewhere.headers["set-cookie"]).toBeUndefined();

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await typeCode(wrongCode, cookieHeader(browser));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "signInCode-E2001" });

    const signedIn = await typeCode(code, cookieHeader(browser));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ isNewAccount: true, user: { email } });
    const cookies = [signedIn.headers["set-cookie"]].flat().join("\n");
    expect(cookies).toMatch(/ff_at=[^;]+;.*HttpOnly/);
    expect(cookies).toMatch(/ff_sc=;/); // the browser key is spent with the sign-in
    const me = await t.app.inject({ url: "/api/v1/me", headers: { cookie: cookieHeader(cookieJar(cookies)) } });
    expect(me.json()).toMatchObject({ email });

    const again = await typeCode(code, cookieHeader(browser));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: "signInCode-E2003" });
  });

  it("a resend from the same browser keeps its key, so the first mail's code still works", async () => {
    n += 1;
    const email = `code-resend${n}@example.com`;
    const first = await ask(email);
    const browser = cookieJar(first.headers["set-cookie"]);
    const firstCode = mailedCode(email);
    t.clock.advance(61_000);
    const second = await ask(email, cookieHeader(browser));
    expect(second.statusCode).toBe(202);
    expect(cookieJar(second.headers["set-cookie"]).ff_sc).toBe(browser.ff_sc);
    const signedIn = await typeCode(firstCode, cookieHeader(browser));
    expect(signedIn.statusCode).toBe(200);
  });

  it("outside localhost the browser key is a Secure cookie", async () => {
    const secure = await createTestApp({ publicUrl: "https://fans.example.com" });
    try {
      const asked = await secure.app.inject({
        method: "POST",
        url: "/api/v1/auth/email",
        headers: { "x-fanfare-csrf": "1", origin: "https://fans.example.com" },
        payload: { email: "secure-code@example.com", country: "JP", locale: "ja" },
      });
      expect(asked.statusCode).toBe(202);
      expect([asked.headers["set-cookie"]].flat().join("\n")).toMatch(/ff_sc=[^\n]*Secure/);
    } finally {
      await secure.close();
    }
  });

  it("refuses a malformed code before it is counted (request-E1000)", async () => {
    for (const code of ["12345", "1234567", "12a456", " 123456"]) {
      const r = await typeCode(code);
      expect(r.statusCode, code).toBe(400);
      expect(r.json(), code).toMatchObject({ code: "request-E1000" });
    }
  });
});
