import { type Locale, toLocale } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { mailCooldownKey, sendEmailLink } from "../auth/email-links";
import { normalizeEmail, pseudonym } from "../auth/secrets";
import type { CoreContext, RequestMeta } from "../context";
import { AppError } from "../errors";
import { consumeLimit } from "../limits/consume-limit";
import { releaseCooldown, takeCooldown } from "../limits/cooldown";
import { renderMail } from "../mail/templates";
import { type UserRow, users } from "../users/tables";

/**
 * A signed-in fan asks to move their account to a new address; a mail goes to the new address. It must
 * be neither a mail cannon (limits per account, per new address, per IP) nor an oracle of who has an
 * account: a taken address gets the same answer, after the same work, as a free one, and only the mail
 * tells its owner that nothing changed.
 */
export async function requestEmailChange(
  ctx: CoreContext,
  user: UserRow,
  input: { newEmail: string },
  meta: RequestMeta,
): Promise<{ resendAfterSeconds: number }> {
  const target = normalizeEmail(input.newEmail);
  // The fan's own address: refusing it tells them nothing they do not know.
  if (target === user.emailNormalized) throw new AppError("email-change-E2005");

  // Each limit is counted only once the ones before it passed, so a refused request spends nothing
  // further: the per-IP backstop first (generous: many fans share a carrier-NAT address), then the
  // account's own hour and day (one account cannot mail strangers at will), then the new address's
  // short window and day (many accounts cannot flood one mailbox). Taken and free addresses count alike.
  const now = ctx.clock.now();
  const { limits, sessionSecret } = ctx.config;
  const who = pseudonym(sessionSecret, target);
  const ip = pseudonym(sessionSecret, meta.ip);
  const steps = [
    ["email-change:ip", ip, limits.emailChangePerIp, "request-E1029"],
    ["email-change:account:hour", user.id, limits.emailChangePerAccountHour, "user-E2007"],
    ["email-change:account:day", user.id, limits.emailChangePerAccountDay, "user-E2007"],
    ["email-change:address:5m", who, limits.emailChangePerAddressShort, "user-E2007"],
    ["email-change:address:day", who, limits.emailChangePerAddressDay, "user-E2007"],
  ] as const;
  for (const [bucket, key, rule, refusal] of steps) {
    const verdict = await consumeLimit(ctx.db, now, { bucket, key }, rule);
    if (!verdict.allowed) {
      ctx.log.warn({ userId: user.id, who, bucket, hits: verdict.hits }, "e-mail change refused by a limit");
      throw new AppError(refusal);
    }
  }

  const cooldownKey = `mail:${who}`;
  const [owner] = await ctx.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.emailNormalized, target));
  if (owner?.email) {
    // Same answer, same cooldown and a mail sent just the same (the SMTP round trip dwarfs the one
    // INSERT of a link, and the limits above allow a handful of samples a day: no timing oracle).
    await mailAddressTaken(ctx, { to: owner.email, locale: toLocale(owner.locale), cooldownKey });
    ctx.log.info({ userId: user.id, who, requestId: meta.requestId }, "e-mail change asked for a taken address");
    return { resendAfterSeconds: ctx.config.mailCooldownSeconds };
  }
  const result = await sendEmailLink(ctx, {
    purpose: "EMAIL_CHANGE",
    email: input.newEmail,
    userId: user.id,
    country: user.country,
    locale: toLocale(user.locale),
    cooldownKey,
  });
  ctx.log.info({ userId: user.id, who, requestId: meta.requestId }, "e-mail change link sent");
  return result;
}

/**
 * Tells the owner of a taken address, in their language, that someone asked to move an account there
 * and nothing changed. Under the same per-address cooldown as the link (user-E2005 alike), given back
 * if the mail cannot be sent (mail-E5001 alike).
 */
async function mailAddressTaken(
  ctx: CoreContext,
  input: { to: string; locale: Locale; cooldownKey: string },
): Promise<void> {
  const now = ctx.clock.now();
  const seconds = ctx.config.mailCooldownSeconds;
  const key = mailCooldownKey("EMAIL_CHANGE", input.cooldownKey);
  if (!(await takeCooldown(ctx.db, now, key, seconds))) throw new AppError("user-E2005");
  const home = new URL(`/${input.locale}`, ctx.config.publicUrl).toString();
  const mail = renderMail("emailChangeTaken", input.locale, home, 0);
  try {
    await ctx.mailer.send({ to: input.to, ...mail });
  } catch (error) {
    ctx.log.error({ err: error, purpose: "EMAIL_CHANGE" }, "mail could not be sent");
    await releaseCooldown(ctx.db, key, new Date(now.getTime() + seconds * 1000));
    throw new AppError("mail-E5001", { cause: error, context: { operation: "mail.send", purpose: "EMAIL_CHANGE" } });
  }
}
