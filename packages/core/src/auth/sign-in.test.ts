import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestContext, lastLinkToken, useTestDatabase } from "../testing";
import { banUser } from "../users/ban-user";
import { users } from "../users/tables";
import { requestSignInMail } from "./request-sign-in-mail";
import { emailTokens } from "./tables";
import { verifySignInLink } from "./verify-sign-in-link";

const db = useTestDatabase();

let n = 0;
let email: string;
beforeEach(() => {
  n += 1;
  email = `fan${n}@example.com`;
});
const meta = () => ({ ip: `10.0.0.${n}` });
const ask = (ctx: ReturnType<typeof createTestContext>["ctx"], address = email) =>
  requestSignInMail(ctx, { email: address, country: "JP", locale: "ja", captchaToken: undefined }, meta());

describe("sign-in by e-mail", () => {
  it("mails a link in the visitor's language; opening it creates the account once", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    await expect(ask(ctx)).resolves.toEqual({ resendAfterSeconds: 60 });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.subject).toBe("Fanfare ログイン用リンク");
    expect(mailer.sent[0]?.text).toContain("http://localhost:3000/ja/confirm-email?token=");
    const token = lastLinkToken(mailer);
    expect(token.length).toBeGreaterThanOrEqual(43); // ≥ 256 bits of base64url

    const first = await verifySignInLink(ctx, { token }, meta());
    expect(first.isNewAccount).toBe(true);
    expect(first.user.email).toBe(email);
    expect(first.session.accessToken).toMatch(/^v1\./);

    // Only the hash is stored.
    const stored = await db.current.db.select().from(emailTokens).where(eq(emailTokens.emailNormalized, email));
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a used link is refused with user-E2008, an unknown one with user-E2006", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    await ask(ctx);
    const token = lastLinkToken(mailer);
    await verifySignInLink(ctx, { token }, meta());
    await expect(verifySignInLink(ctx, { token }, meta())).rejects.toMatchObject({
      code: "user-E2008",
      category: "BAD_REQUEST_NO_AUTH",
    });
    await expect(verifySignInLink(ctx, { token: "A".repeat(43) }, meta())).rejects.toMatchObject({
      code: "user-E2006",
    });
  });

  it("a link expires after 10 minutes (user-E2004) and is still usable just before", async () => {
    const { ctx, clock, mailer } = createTestContext(db.current);
    await ask(ctx);
    const early = lastLinkToken(mailer);
    clock.advance(9 * 60_000 + 59_000);
    await expect(verifySignInLink(ctx, { token: early }, meta())).resolves.toMatchObject({ isNewAccount: true });

    clock.advance(60_000);
    await ask(ctx);
    const late = lastLinkToken(mailer);
    clock.advance(10 * 60_000);
    await expect(verifySignInLink(ctx, { token: late }, meta())).rejects.toMatchObject({ code: "user-E2004" });
  });

  it("a second mail within a minute is refused with user-E2005, then allowed after it", async () => {
    const { ctx, clock, mailer } = createTestContext(db.current);
    await ask(ctx);
    clock.advance(30_000);
    await expect(ask(ctx)).rejects.toMatchObject({ code: "user-E2005", status: 429 });
    clock.advance(30_000);
    await expect(ask(ctx)).resolves.toBeDefined();
    expect(mailer.sent).toHaveLength(2);
  });

  it("an address gets at most 3 mails in 5 minutes (user-E2007)", async () => {
    const { ctx, clock } = createTestContext(db.current);
    clock.set(new Date("2026-11-22T10:00:00Z")); // start of a 5-minute window
    for (let i = 0; i < 3; i++) {
      await ask(ctx);
      clock.advance(61_000);
    }
    await expect(ask(ctx)).rejects.toMatchObject({ code: "user-E2007" });
  });

  it("the same address in another case is the same account", async () => {
    const { ctx, clock, mailer } = createTestContext(db.current);
    await ask(ctx);
    await verifySignInLink(ctx, { token: lastLinkToken(mailer) }, meta());
    clock.advance(61_000);
    await ask(ctx, email.toUpperCase());
    const again = await verifySignInLink(ctx, { token: lastLinkToken(mailer) }, meta());
    expect(again.isNewAccount).toBe(false);
  });

  it("a banned address cannot ask for a link nor use one (E6000, BANNED_NO_AUTH)", async () => {
    const { ctx, clock, mailer } = createTestContext(db.current);
    await ask(ctx);
    const token = lastLinkToken(mailer);
    clock.advance(61_000);
    await ask(ctx);
    const { user } = await verifySignInLink(ctx, { token: lastLinkToken(mailer) }, meta());
    await banUser(ctx, user.id);
    clock.advance(61_000);
    await expect(ask(ctx)).rejects.toMatchObject({ code: "E6000", category: "BANNED_NO_AUTH", status: 403 });
    await expect(verifySignInLink(ctx, { token }, meta())).rejects.toMatchObject({ code: "E6000" });
  });

  it("a mail that cannot be sent leaves no token and no cooldown behind (mail-E5001)", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    mailer.failNext = true;
    await expect(ask(ctx)).rejects.toMatchObject({ code: "mail-E5001" });
    const left = await db.current.db.select().from(emailTokens).where(eq(emailTokens.emailNormalized, email));
    expect(left).toHaveLength(0);
    await expect(ask(ctx)).resolves.toBeDefined(); // no user-E2005: the cooldown was given back
  });

  it("a failed captcha refuses before anything is written (captcha-E2001)", async () => {
    const { ctx, mailer } = createTestContext(db.current, {
      captcha: { provider: "sandbox", siteKey: "k", verify: async (token) => token === "pass" },
    });
    await expect(ask(ctx)).rejects.toMatchObject({ code: "captcha-E2001" });
    expect(mailer.sent).toHaveLength(0);
  });

  it("opening one link from many browsers at once signs in exactly one of them", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    await ask(ctx);
    const token = lastLinkToken(mailer);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => verifySignInLink(ctx, { token }, meta())),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const accounts = await db.current.db.select().from(users).where(eq(users.emailNormalized, email));
    expect(accounts).toHaveLength(1);
  });

  it("link verification attempts are limited per IP (request-E1029)", async () => {
    const { ctx } = createTestContext(db.current, {});
    ctx.config = { ...ctx.config, limits: { ...ctx.config.limits, linkVerifyPerIp: { limit: 3, windowSeconds: 600 } } };
    const bad = { token: "B".repeat(43) };
    for (let i = 0; i < 3; i++)
      await expect(verifySignInLink(ctx, bad, { ip: "9.9.9.9" })).rejects.toMatchObject({ code: "user-E2006" });
    await expect(verifySignInLink(ctx, bad, { ip: "9.9.9.9" })).rejects.toMatchObject({ code: "request-E1029" });
  });

  it("failed link openings are limited per address; genuine links never are, nor other addresses", async () => {
    const { ctx, mailer } = createTestContext(db.current, {});
    ctx.config = { ...ctx.config, limits: { ...ctx.config.limits, linkVerifyPerIp: { limit: 2, windowSeconds: 600 } } };
    await ask(ctx);
    const genuine = { token: lastLinkToken(mailer) };
    const bad = { token: "C".repeat(43) };
    for (let i = 0; i < 2; i++)
      await expect(verifySignInLink(ctx, bad, { ip: "9.9.9.8" })).rejects.toMatchObject({ code: "user-E2006" });
    await expect(verifySignInLink(ctx, bad, { ip: "9.9.9.8" })).rejects.toMatchObject({ code: "request-E1029" });
    await expect(verifySignInLink(ctx, bad, { ip: "9.9.9.7" })).rejects.toMatchObject({ code: "user-E2006" });
    await expect(verifySignInLink(ctx, genuine, { ip: "9.9.9.8" })).resolves.toMatchObject({ isNewAccount: true });
  });

  it("a client over its per-IP mail limit burns no one's per-address quota", async () => {
    const { ctx, mailer, clock } = createTestContext(db.current, {});
    ctx.config = {
      ...ctx.config,
      limits: { ...ctx.config.limits, signInMailPerIp: { limit: 1, windowSeconds: 3600 } },
    };
    const victim = `victim-${n}@example.com`;
    const send = (ip: string) =>
      requestSignInMail(ctx, { email: victim, country: "JP", locale: "ja", captchaToken: undefined }, { ip });
    await expect(send("9.9.8.1")).resolves.toEqual({ resendAfterSeconds: 60 });
    // The abuser is over its own limit: refused before the victim's address is counted…
    for (let i = 0; i < 5; i++) await expect(send("9.9.8.1")).rejects.toMatchObject({ code: "request-E1029" });
    // …so the victim, from elsewhere, still gets a mail once the minute's cooldown is over.
    clock.advance(61_000);
    await expect(send("9.9.8.2")).resolves.toEqual({ resendAfterSeconds: 60 });
    expect(mailer.sent.filter((mail) => mail.to === victim)).toHaveLength(2);
  });
});
