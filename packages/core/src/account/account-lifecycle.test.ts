import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestSignInMail } from "../auth/request-sign-in-mail";
import { authenticate } from "../auth/sessions";
import { emailTokens, sessions } from "../auth/tables";
import { verifySignInLink } from "../auth/verify-sign-in-link";
import { applyForDraw } from "../draws/apply-for-draw";
import { setEntryEmail } from "../draws/set-entry-email";
import { drawEntries } from "../draws/tables";
import { createTestContext, lastLinkToken, makeCampaign, makeParticipant, useTestDatabase } from "../testing";
import { users } from "../users/tables";
import { confirmAccountCancel } from "./confirm-account-cancel";
import { confirmEmailChange } from "./confirm-email-change";
import { requestAccountCancel } from "./request-account-cancel";
import { requestEmailChange } from "./request-email-change";

const db = useTestDatabase();

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
    await requestEmailChange(ctx, await me(), { newEmail });
    const link = mailer.sent.at(-1);
    expect(link?.to).toBe(newEmail);
    expect(link?.subject).toBe("Confirmez votre nouvelle adresse e-mail Fanfare");
    expect(link?.text).toContain("/fr/change-email/verify-email?token=");
    const user = await confirmEmailChange(ctx, { token: lastLinkToken(mailer, newEmail) });
    expect(user.email).toBe(newEmail);
    expect(mailer.sent.at(-1)?.to).toBe(email); // the old address is told
    await expect(confirmEmailChange(ctx, { token: lastLinkToken(mailer, newEmail) })).rejects.toMatchObject({
      code: "email-change-E2003",
    });
  });

  it("no request → email-change-E2003; expired → email-change-E2004; a taken address → email-change-E2005", async () => {
    const { ctx, clock, mailer, me } = await signedInFan();
    const other = await signedInFan();
    await expect(confirmEmailChange(ctx, { token: "C".repeat(43) })).rejects.toMatchObject({
      code: "email-change-E2003",
    });
    await expect(requestEmailChange(ctx, await me(), { newEmail: other.email.toUpperCase() })).rejects.toMatchObject({
      code: "email-change-E2005",
    });
    await requestEmailChange(ctx, await me(), { newEmail: `late${n}@example.com` });
    clock.advance(11 * 60_000);
    await expect(confirmEmailChange(ctx, { token: lastLinkToken(mailer) })).rejects.toMatchObject({
      code: "email-change-E2004",
    });
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
