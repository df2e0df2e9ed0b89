import { LOCALES, type Locale } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestSignInMail } from "../auth/request-sign-in-mail";
import { authenticate } from "../auth/sessions";
import { emailTokens, sessions } from "../auth/tables";
import { verifySignInLink } from "../auth/verify-sign-in-link";
import type { CoreContext } from "../context";
import { applyForDraw } from "../draws/apply-for-draw";
import { setEntryEmail } from "../draws/set-entry-email";
import { drawEntries } from "../draws/tables";
import { createTestContext, lastLinkToken, makeCampaign, makeFan, makeParticipant, useTestDatabase } from "../testing";
import { users } from "../users/tables";
import { confirmAccountCancel } from "./confirm-account-cancel";
import { confirmEmailChange } from "./confirm-email-change";
import { requestAccountCancel } from "./request-account-cancel";
import { requestEmailChange } from "./request-email-change";

const db = useTestDatabase();
const meta = { ip: "192.0.2.10" };

let n = 0;
async function signedInFan() {
  n += 1;
  const harness = createTestContext(db.current);
  const email = `life${n}@example.com`;
  await requestSignInMail(harness.ctx, { email, country: "FR", locale: "fr" }, { ip: "127.0.0.1" });
  const { session } = await verifySignInLink(
    harness.ctx,
    { token: lastLinkToken(harness.mailer) },
    { ip: "127.0.0.1" },
  );
  harness.clock.advance(61_000);
  const me = () => authenticate(harness.ctx, session.accessToken);
  return { ...harness, email, session, me };
}

describe("change of e-mail", () => {
  it("moves the account to the new address after the link sent there is opened", async () => {
    const { ctx, mailer, me, email } = await signedInFan();
    const newEmail = `moved${n}@example.com`;
    await requestEmailChange(ctx, await me(), { newEmail }, meta);
    const link = mailer.sent.at(-1);
    expect(link?.to).toBe(newEmail);
    expect(link?.subject).toBe("Confirmez votre nouvelle adresse e-mail Fanfare");
    expect(link?.text).toContain("/fr/change-email/verify-email?token=");
    const user = await confirmEmailChange(ctx, { token: lastLinkToken(mailer, newEmail) });
    expect(user.email).toBe(newEmail);
    // The old address is told, with the new address partly masked.
    const notice = mailer.sent.at(-1);
    expect(notice?.to).toBe(email);
    expect(notice?.subject).toBe("Votre adresse e-mail Fanfare a été modifiée");
    expect(notice?.text).toContain("m***@e***.com");
    expect(`${notice?.text}${notice?.html}`).not.toContain(newEmail);
    await expect(confirmEmailChange(ctx, { token: lastLinkToken(mailer, newEmail) })).rejects.toMatchObject({
      code: "email-change-E2003",
    });
  });

  it("no request → email-change-E2003; expired → email-change-E2004; the current address → email-change-E2005", async () => {
    const { ctx, clock, mailer, me, email } = await signedInFan();
    await expect(confirmEmailChange(ctx, { token: "C".repeat(43) })).rejects.toMatchObject({
      code: "email-change-E2003",
    });
    await expect(requestEmailChange(ctx, await me(), { newEmail: email.toUpperCase() }, meta)).rejects.toMatchObject({
      code: "email-change-E2005",
    });
    await requestEmailChange(ctx, await me(), { newEmail: `late${n}@example.com` }, meta);
    clock.advance(11 * 60_000);
    await expect(confirmEmailChange(ctx, { token: lastLinkToken(mailer) })).rejects.toMatchObject({
      code: "email-change-E2004",
    });
  });
});

describe("change of e-mail is neither a mail cannon nor an oracle", () => {
  /** A fan made straight in the database: these tests need many accounts and no session. */
  async function account(ctx: CoreContext, locale: Locale = "en") {
    const [row] = await db.current.db
      .update(users)
      .set({ locale })
      .where(eq(users.id, await makeFan(ctx)))
      .returning();
    if (!row) throw new Error("fan not found");
    return row;
  }

  it("answers a taken address exactly like a free one and tells the truth only in the mail", async () => {
    const { ctx, clock, mailer } = createTestContext(db.current);
    const fan = await account(ctx, "fr");
    const owner = await account(ctx, "th");
    const free = `free-${fan.id}@example.com`;
    const taken = await requestEmailChange(ctx, fan, { newEmail: ` ${owner.email?.toUpperCase()} ` }, meta);
    const answered = await requestEmailChange(ctx, fan, { newEmail: free }, meta);
    expect(taken).toEqual(answered);
    expect(taken).toEqual({ resendAfterSeconds: 60 });

    // Both addresses got a mail: the free one a link, the taken one (in its owner's language) the truth.
    expect(mailer.sent.map((m) => m.to)).toEqual([owner.email, free]);
    const [notice, link] = mailer.sent;
    expect(link?.text).toContain("/fr/change-email/verify-email?token=");
    expect(notice?.subject).toBe("มีผู้ขอย้ายบัญชี Fanfare มายังอีเมลนี้");
    expect(notice?.text).toContain("อีเมลนี้มีบัญชี Fanfare อยู่แล้ว จึงไม่มีการเปลี่ยนแปลงใดๆ");
    expect(notice?.text).not.toMatch(/token=/);
    expect(notice?.text).not.toContain(fan.email ?? "-");
    const tokens = await db.current.db.select().from(emailTokens).where(eq(emailTokens.userId, fan.id));
    expect(tokens.map((t) => t.emailNormalized)).toEqual([free]);
    const [still] = await db.current.db.select().from(users).where(eq(users.id, owner.id));
    expect(still?.email).toBe(owner.email);

    // The per-address minute holds alike (user-E2005 for both, whoever asks), and is over alike.
    const another = await account(ctx);
    for (const newEmail of [owner.email ?? "", free]) {
      await expect(requestEmailChange(ctx, another, { newEmail }, meta)).rejects.toMatchObject({ code: "user-E2005" });
    }
    clock.advance(61_000);
    for (const newEmail of [owner.email ?? "", free]) {
      await expect(requestEmailChange(ctx, another, { newEmail }, meta)).resolves.toEqual({ resendAfterSeconds: 60 });
    }
  });

  it("a taken address's notice in every language says nothing changed", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    const fan = await account(ctx);
    const subjects: Record<Locale, string> = {
      ja: "Fanfare アカウントをこのメールアドレスへ移すリクエストがありました",
      en: "Someone tried to move a Fanfare account to this address",
      fr: "Quelqu'un a voulu déplacer un compte Fanfare vers cette adresse",
      th: "มีผู้ขอย้ายบัญชี Fanfare มายังอีเมลนี้",
    };
    for (const locale of LOCALES) {
      const subject = subjects[locale];
      const owner = await account(ctx, locale);
      await requestEmailChange(ctx, fan, { newEmail: owner.email ?? "" }, meta);
      expect(mailer.sent.at(-1)).toMatchObject({ to: owner.email, subject });
      expect(mailer.sent.at(-1)?.text).toContain(`http://localhost:3000/${locale}`);
    }
    expect(mailer.sent.find((m) => m.subject === subjects.en)?.text).toContain(
      "This address already has a Fanfare account, so nothing was changed.",
    );
  });

  it("limits one account to 5 change mails an hour and 10 a day, taken addresses included (user-E2007)", async () => {
    const { ctx, clock, mailer } = createTestContext(db.current);
    clock.set(new Date("2026-11-23T00:00:00Z"));
    const fan = await account(ctx);
    const owner = await account(ctx);
    let i = 0;
    const ask = (newEmail = `many-${fan.id}-${i++}@example.com`) =>
      requestEmailChange(ctx, fan, { newEmail }, { ip: `192.0.2.${i}` });
    await ask(owner.email ?? "");
    for (let k = 0; k < 4; k++) await ask();
    await expect(ask()).rejects.toMatchObject({ code: "user-E2007", status: 429 });
    await expect(ask(owner.email ?? "")).rejects.toMatchObject({ code: "user-E2007" });
    clock.advance(3_600_000);
    for (let k = 0; k < 5; k++) await ask();
    await expect(ask()).rejects.toMatchObject({ code: "user-E2007" });
    clock.advance(3_600_000);
    await expect(ask()).rejects.toMatchObject({ code: "user-E2007" }); // the day's 10 are spent
    expect(mailer.sent).toHaveLength(10);
    clock.set(new Date("2026-11-24T00:00:00Z"));
    await expect(ask()).resolves.toEqual({ resendAfterSeconds: 60 });
  });

  it("limits mails to one new address to 3 per 5 minutes and 10 a day, whichever accounts ask", async () => {
    const { ctx, clock, mailer } = createTestContext(db.current);
    clock.set(new Date("2026-11-25T00:00:00Z"));
    const target = `popular-${Date.now()}@example.com`;
    const ask = async () => requestEmailChange(ctx, await account(ctx), { newEmail: target }, meta);
    for (let window = 0; window < 3; window++) {
      clock.set(new Date(Date.parse("2026-11-25T00:00:00Z") + window * 300_000));
      for (let k = 0; k < 3; k++) {
        await ask();
        clock.advance(61_000); // past the per-address minute
      }
      await expect(ask()).rejects.toMatchObject({ code: "user-E2007" });
    }
    clock.set(new Date("2026-11-25T00:15:00Z"));
    await ask();
    clock.advance(61_000);
    await expect(ask()).rejects.toMatchObject({ code: "user-E2007" }); // 10 today
    expect(mailer.sent.filter((m) => m.to === target)).toHaveLength(10);
  });

  it("one client address with many accounts is stopped by the per-IP backstop (request-E1029), others are not", async () => {
    const { ctx } = createTestContext(db.current);
    ctx.config = {
      ...ctx.config,
      limits: { ...ctx.config.limits, emailChangePerIp: { limit: 3, windowSeconds: 3600 } },
    };
    const ask = async (ip: string) =>
      requestEmailChange(ctx, await account(ctx), { newEmail: `ip-${Math.random()}@example.com` }, { ip });
    for (let k = 0; k < 3; k++) await ask("198.51.100.20");
    await expect(ask("198.51.100.20")).rejects.toMatchObject({ code: "request-E1029" });
    await expect(ask("198.51.100.21")).resolves.toEqual({ resendAfterSeconds: 60 });
  });
});

describe("cancelling an account", () => {
  it("erases personal data, revokes sessions, and keeps the anonymous row", async () => {
    const { ctx, mailer, me, email } = await signedInFan();
    const user = await me();
    await requestAccountCancel(ctx, user);
    expect(mailer.sent.at(-1)?.text).toContain("/fr/cancel-account/verify-email?token=");
    await confirmAccountCancel(ctx, { token: lastLinkToken(mailer) });

    const [row] = await db.current.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ status: "DELETED", email: null, emailNormalized: null, timeZone: null });
    const open = await db.current.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    const links = await db.current.db.select().from(emailTokens).where(eq(emailTokens.emailNormalized, email));
    expect(links).toHaveLength(0);
    await expect(me()).rejects.toMatchObject({ code: "E6003" });
  });

  it("can be asked for right after signing in; a second ask within a minute is user-E2005", async () => {
    n += 1;
    const { ctx, mailer } = createTestContext(db.current);
    const email = `quick${n}@example.com`;
    await requestSignInMail(ctx, { email, country: "JP", locale: "ja" }, { ip: "127.0.0.1" });
    const { session } = await verifySignInLink(ctx, { token: lastLinkToken(mailer) }, { ip: "127.0.0.1" });
    const user = await authenticate(ctx, session.accessToken);
    await expect(requestAccountCancel(ctx, user)).resolves.toEqual({ resendAfterSeconds: 60 });
    await expect(requestAccountCancel(ctx, user)).rejects.toMatchObject({ code: "user-E2005" });
  });

  it("erases the contact e-mail a fan left on a lucky-draw entry, and keeps the entry", async () => {
    const { ctx, mailer } = createTestContext(db.current);
    const { campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 1,
      totalSupply: 1,
    });
    const fanId = await makeParticipant(ctx, campaignId);
    await applyForDraw(ctx, { fanId, campaignId });
    await setEntryEmail(ctx, { fanId, campaignId, email: "contact@example.com" });
    const [user] = await db.current.db.select().from(users).where(eq(users.id, fanId));
    if (!user) throw new Error("fan not found");
    await requestAccountCancel(ctx, user);
    await confirmAccountCancel(ctx, { token: lastLinkToken(mailer) });
    const entries = await db.current.db.select().from(drawEntries).where(eq(drawEntries.userId, fanId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ contactEmail: null, result: "COMPLETED_CONDITION" });
  });

  it("no request → account-cancel-E2003; expired → account-cancel-E2004", async () => {
    const { ctx, clock, mailer, me } = await signedInFan();
    await expect(confirmAccountCancel(ctx, { token: "D".repeat(43) })).rejects.toMatchObject({
      code: "account-cancel-E2003",
    });
    await requestAccountCancel(ctx, await me());
    clock.advance(10 * 60_000);
    await expect(confirmAccountCancel(ctx, { token: lastLinkToken(mailer) })).rejects.toMatchObject({
      code: "account-cancel-E2004",
    });
    await expect(me()).resolves.toMatchObject({ status: "ACTIVE" });
  });
});
