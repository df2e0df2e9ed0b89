import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import type { LimitRule } from "../context";
import type { OutgoingMail } from "../mail/mailer";
import { createTestContext, lastLinkToken, useTestDatabase } from "../testing";
import { banUser } from "../users/ban-user";
import { users } from "../users/tables";
import { requestSignInMail } from "./request-sign-in-mail";
import { newBrowserKey, SIGN_IN_CODE_MAX_ATTEMPTS } from "./sign-in-code";
import { emailTokens, sessions } from "./tables";
import { verifySignInCode } from "./verify-sign-in-code";
import { verifySignInLink } from "./verify-sign-in-link";

const db = useTestDatabase();

type Harness = ReturnType<typeof createTestContext>;

let n = 0;
let email: string;
let ip: string;
beforeEach(() => {
  n += 1;
  email = `code${n}@example.com`;
  ip = `10.1.0.${n}`;
});
const meta = () => ({ ip });

const ask = (ctx: Harness["ctx"], browserKey: string | undefined, address = email) =>
  requestSignInMail(ctx, { email: address, country: "JP", locale: "ja", browserKey }, meta());

/** The code of the last mail to `to`: the mail shows it on a line of its own. */
function lastCode(mailer: { sent: OutgoingMail[] }, to = email): string {
  const mail = [...mailer.sent].reverse().find((m) => m.to === to);
  const match = mail?.text.match(/^(\d{6})$/m);
  if (!match?.[1]) throw new Error(`no code mailed to ${to}`);
  return match[1];
}

/** Another 6-digit code than `code` (the one after it, wrapping). */
const wrong = (code: string, step = 1) => String((Number(code) + step) % 1_000_000).padStart(6, "0");

function withLimits(harness: Harness, limits: Partial<Record<"signInCodePerAddress" | "signInCodePerIp", LimitRule>>) {
  harness.ctx.config = { ...harness.ctx.config, limits: { ...harness.ctx.config.limits, ...limits } };
}

describe("sign-in by the mail's code", () => {
  it("mails a 6-digit code beside the link; it signs in once, in the browser that asked, and only hashes are kept", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    const browser = newBrowserKey();
    await ask(ctx, browser);
    const mail = mailer.sent.at(-1);
    expect(mail?.text).toContain("ログインをリクエストした端末の画面に次のコードを入力してください");
    expect(mail?.text).toContain("誰にも教えないでください");
    const code = lastCode(mailer);
    expect(mail?.html).toContain(`>${code}</p>`);

    const first = await verifySignInCode(ctx, { code, browserKey: browser }, meta());
    expect(first.isNewAccount).toBe(true);
    expect(first.user.email).toBe(email);
    expect(first.session.accessToken).toMatch(/^v1\./);

    await expect(verifySignInCode(ctx, { code, browserKey: browser }, meta())).rejects.toMatchObject({
      code: "signInCode-E2003",
      category: "BAD_REQUEST_NO_AUTH",
    });
    const [row] = await db.current.db.select().from(emailTokens).where(eq(emailTokens.emailNormalized, email));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.browserKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.browserKeyHash).not.toContain(browser);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it("a mail asked for without a browser key carries no code (nothing could use it)", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    await ask(ctx, undefined);
    expect(mailer.sent.at(-1)?.text).not.toMatch(/^\d{6}$/m);
    const [row] = await db.current.db.select().from(emailTokens).where(eq(emailTokens.emailNormalized, email));
    expect(row).toMatchObject({ codeHash: null, browserKeyHash: null });
  });

  it("wrong codes are counted: the fifth burns the sign-in, and the sixth is refused even when right", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    const browser = newBrowserKey();
    await ask(ctx, browser);
    const code = lastCode(mailer);
    for (let i = 1; i < SIGN_IN_CODE_MAX_ATTEMPTS; i++) {
      await expect(verifySignInCode(ctx, { code: wrong(code, i), browserKey: browser }, meta())).rejects.toMatchObject({
        code: "signInCode-E2001",
        status: 400,
      });
    }
    await expect(verifySignInCode(ctx, { code: wrong(code, 99), browserKey: browser }, meta())).rejects.toMatchObject({
      code: "signInCode-E2002",
    });
    await expect(verifySignInCode(ctx, { code, browserKey: browser }, meta())).rejects.toMatchObject({
      code: "signInCode-E2002",
    });
    const [row] = await db.current.db.select().from(emailTokens).where(eq(emailTokens.emailNormalized, email));
    expect(row).toMatchObject({ codeAttempts: SIGN_IN_CODE_MAX_ATTEMPTS, usedAt: null });
    // The link cannot be guessed: it still works for the fan whose code was burnt by someone else.
    await expect(verifySignInLink(ctx, { token: lastLinkToken(mailer) }, meta())).resolves.toMatchObject({
      isNewAccount: true,
    });
  });

  it("the code is refused from another browser, or from one without a key, and those tries burn nothing of it", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    const browser = newBrowserKey();
    await ask(ctx, browser);
    const code = lastCode(mailer);
    for (const other of [newBrowserKey(), undefined, "not-a-key"]) {
      for (let i = 0; i < SIGN_IN_CODE_MAX_ATTEMPTS + 1; i++) {
        await expect(verifySignInCode(ctx, { code, browserKey: other }, meta())).rejects.toMatchObject({
          code: "signInCode-E2004",
        });
      }
    }
    // A browser with a sign-in of its own (an attacker asked for a mail to their own address): the
    // victim's code is compared with that mail's code only, and burns only that one.
    const attacker = newBrowserKey();
    await ask(ctx, attacker, `attacker-${n}@example.com`);
    for (let i = 1; i < SIGN_IN_CODE_MAX_ATTEMPTS; i++) {
      await expect(verifySignInCode(ctx, { code, browserKey: attacker }, meta())).rejects.toMatchObject({
        code: "signInCode-E2001",
      });
    }
    await expect(verifySignInCode(ctx, { code, browserKey: attacker }, meta())).rejects.toMatchObject({
      code: "signInCode-E2002",
    });
    await expect(verifySignInCode(ctx, { code, browserKey: browser }, meta())).resolves.toMatchObject({
      isNewAccount: true,
    });
  });

  it("link and code are one sign-in: the code after the link is refused, and the link after the code", async () => {
    const { ctx, clock, mailer } = createTestContext(db.current);
    const browser = newBrowserKey();
    await ask(ctx, browser);
    await verifySignInLink(ctx, { token: lastLinkToken(mailer) }, meta());
    await expect(verifySignInCode(ctx, { code: lastCode(mailer), browserKey: browser }, meta())).rejects.toMatchObject({
      code: "signInCode-E2003",
      status: 410,
    });

    clock.advance(61_000);
    await ask(ctx, browser);
    const again = await verifySignInCode(ctx, { code: lastCode(mailer), browserKey: browser }, meta());
    expect(again.isNewAccount).toBe(false);
    await expect(verifySignInLink(ctx, { token: lastLinkToken(mailer) }, meta())).rejects.toMatchObject({
      code: "user-E2008",
    });
  });

  it("the code expires with the link (10 minutes) and works just before", async () => {
    const { ctx, clock, mailer } = createTestContext(db.current);
    expect(ctx.config.linkTokenTtlMinutes).toBe(10);
    const browser = newBrowserKey();
    await ask(ctx, browser);
    clock.advance(9 * 60_000 + 59_000);
    await expect(verifySignInCode(ctx, { code: lastCode(mailer), browserKey: browser }, meta())).resolves.toBeDefined();

    clock.advance(60_000);
    await ask(ctx, browser);
    clock.advance(10 * 60_000);
    await expect(verifySignInCode(ctx, { code: lastCode(mailer), browserKey: browser }, meta())).rejects.toMatchObject({
      code: "signInCode-E2003",
    });
  });

  it("after a resend, the earlier mail's code still works in the same browser", async () => {
    const { ctx, clock, mailer } = createTestContext(db.current);
    const browser = newBrowserKey();
    await ask(ctx, browser);
    const early = lastCode(mailer);
    clock.advance(61_000);
    await ask(ctx, browser);
    await expect(verifySignInCode(ctx, { code: early, browserKey: browser }, meta())).resolves.toMatchObject({
      isNewAccount: true,
    });
  });

  it("two parallel submissions of the right code open exactly one session", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    const browser = newBrowserKey();
    await ask(ctx, browser);
    const code = lastCode(mailer);
    const results = await Promise.allSettled([
      verifySignInCode(ctx, { code, browserKey: browser }, meta()),
      verifySignInCode(ctx, { code, browserKey: browser }, meta()),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "signInCode-E2003" } });
    const [user] = await db.current.db.select().from(users).where(eq(users.emailNormalized, email));
    const opened = await db.current.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ""));
    expect(opened).toHaveLength(1);
  });

  it("parallel guesses cannot pass the cap together: at most five are compared", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    const browser = newBrowserKey();
    await ask(ctx, browser);
    const code = lastCode(mailer);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        verifySignInCode(ctx, { code: wrong(code, i + 1), browserKey: browser }, meta()),
      ),
    );
    const codes = results.map((r) => (r.status === "rejected" ? (r.reason as { code: string }).code : "signed in"));
    // Each compared guess raised the counter to a distinct 1…5: the first four say "wrong", the fifth
    // and every guess that found the cap reached say "too many".
    expect(codes.filter((c) => c === "signInCode-E2001")).toHaveLength(SIGN_IN_CODE_MAX_ATTEMPTS - 1);
    expect(codes.filter((c) => c === "signInCode-E2002")).toHaveLength(12 - (SIGN_IN_CODE_MAX_ATTEMPTS - 1));
    const [row] = await db.current.db.select().from(emailTokens).where(eq(emailTokens.emailNormalized, email));
    expect(row?.codeAttempts).toBe(SIGN_IN_CODE_MAX_ATTEMPTS);
    await expect(verifySignInCode(ctx, { code, browserKey: browser }, meta())).rejects.toMatchObject({
      code: "signInCode-E2002",
    });
  });

  it("wrong codes are limited per address across its mails (request-E1029), right codes never count", async () => {
    const harness = createTestContext(db.current);
    const { ctx, clock, mailer } = harness;
    withLimits(harness, { signInCodePerAddress: { limit: 3, windowSeconds: 3600 } });
    // Right codes give their hit back: with a limit of 3, five right codes in a row still sign in.
    for (let i = 0; i < 5; i++) {
      const browser = newBrowserKey();
      await ask(ctx, browser);
      await expect(
        verifySignInCode(ctx, { code: lastCode(mailer), browserKey: browser }, meta()),
      ).resolves.toBeDefined();
      clock.advance(301_000); // past the mail limits' 5-minute window
    }
    // Two mails to one address in two browsers: their wrong codes add up.
    const [first, second] = [newBrowserKey(), newBrowserKey()];
    await ask(ctx, first);
    const firstCode = lastCode(mailer);
    clock.advance(61_000);
    await ask(ctx, second);
    const secondCode = lastCode(mailer);
    for (let i = 1; i <= 2; i++) {
      await expect(
        verifySignInCode(ctx, { code: wrong(firstCode, i), browserKey: first }, meta()),
      ).rejects.toMatchObject({
        code: "signInCode-E2001",
      });
    }
    await expect(verifySignInCode(ctx, { code: wrong(secondCode), browserKey: second }, meta())).rejects.toMatchObject({
      code: "signInCode-E2001",
    });
    await expect(verifySignInCode(ctx, { code: secondCode, browserKey: second }, meta())).rejects.toMatchObject({
      code: "request-E1029",
    });
    // Another address, from the same client, is not affected.
    const other = `other-${n}@example.com`;
    const browser = newBrowserKey();
    await ask(ctx, browser, other);
    await expect(
      verifySignInCode(ctx, { code: lastCode(mailer, other), browserKey: browser }, meta()),
    ).resolves.toBeDefined();
  });

  it("tries per client address are a backstop (request-E1029); other clients are not affected", async () => {
    const harness = createTestContext(db.current);
    withLimits(harness, { signInCodePerIp: { limit: 2, windowSeconds: 600 } });
    const { ctx } = harness;
    const guess = (from: string) =>
      verifySignInCode(ctx, { code: "123456", browserKey: newBrowserKey() }, { ip: from });
    await expect(guess("9.9.7.1")).rejects.toMatchObject({ code: "signInCode-E2004" });
    await expect(guess("9.9.7.1")).rejects.toMatchObject({ code: "signInCode-E2004" });
    await expect(guess("9.9.7.1")).rejects.toMatchObject({ code: "request-E1029" });
    await expect(guess("9.9.7.2")).rejects.toMatchObject({ code: "signInCode-E2004" });
  });

  it("a banned account cannot sign in by code, and the refusal spends nothing (E6000)", async () => {
    const { ctx, clock, mailer } = createTestContext(db.current);
    const browser = newBrowserKey();
    await ask(ctx, browser);
    const code = lastCode(mailer);
    clock.advance(61_000);
    await ask(ctx, undefined);
    const { user } = await verifySignInLink(ctx, { token: lastLinkToken(mailer) }, meta());
    await banUser(ctx, user.id);
    await expect(verifySignInCode(ctx, { code, browserKey: browser }, meta())).rejects.toMatchObject({ code: "E6000" });
    const rows = await db.current.db.select().from(emailTokens).where(eq(emailTokens.emailNormalized, email));
    expect(rows.find((row) => row.codeHash !== null)?.usedAt).toBeNull();
  });

  it("never writes the code or the browser key to the logs", async () => {
    const lines: string[] = [];
    const log = pino({ level: "debug" }, { write: (line: string) => void lines.push(line) });
    const { ctx, mailer } = createTestContext(db.current, { log });
    const browser = newBrowserKey();
    await ask(ctx, browser);
    const code = lastCode(mailer);
    await expect(verifySignInCode(ctx, { code: wrong(code), browserKey: browser }, meta())).rejects.toBeDefined();
    await verifySignInCode(ctx, { code, browserKey: browser }, meta());
    expect(lines.length).toBeGreaterThan(0);
    // As a number of its own (a timestamp's digits may contain any six in a row).
    const standalone = (digits: string) => new RegExp(`(^|[^0-9])${digits}([^0-9]|$)`);
    for (const line of lines) {
      expect(line).not.toMatch(standalone(code));
      expect(line).not.toMatch(standalone(wrong(code)));
      expect(line).not.toContain(browser);
    }
  });
});
