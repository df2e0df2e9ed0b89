import type { Country, Locale } from "@fanfare/protocol";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { AppError } from "../errors";
import { releaseCooldown, takeCooldown } from "../limits/cooldown";
import { type MailKind, renderMail } from "../mail/templates";
import { hashToken, newOpaqueToken, normalizeEmail } from "./secrets";
import { browserKeyHash, newSignInCode, signInCodeHash } from "./sign-in-code";
import { type EmailTokenPurpose, type EmailTokenRow, emailTokens } from "./tables";

/** Where each kind of link lands in the web app (the page POSTs the token back; see ADR 0003). */
const LINK_PATHS: Record<EmailTokenPurpose, string> = {
  SIGN_IN: "confirm-email",
  EMAIL_CHANGE: "change-email/verify-email",
  ACCOUNT_CANCEL: "cancel-account/verify-email",
};
const MAIL_KINDS: Record<EmailTokenPurpose, MailKind> = {
  SIGN_IN: "signIn",
  EMAIL_CHANGE: "emailChange",
  ACCOUNT_CANCEL: "accountCancel",
};

export function linkUrl(publicUrl: string, locale: Locale, purpose: EmailTokenPurpose, token: string): string {
  const url = new URL(`/${locale}/${LINK_PATHS[purpose]}`, publicUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The cooldown of one kind of mail to one address: any mail of that kind to it takes this key. */
export function mailCooldownKey(purpose: EmailTokenPurpose, addressKey: string): string {
  // One cooldown per kind of mail: a fan who just signed in can still ask to cancel at once.
  return `${purpose}:${addressKey}`;
}

/**
 * Creates a one-time link and mails it. The cooldown (one mail per address per minute → user-E2005) is
 * taken first; if the mail cannot be sent the token row is deleted and the cooldown given back, so a
 * failure leaves nothing half-written behind. A sign-in asked for by a browser with a key (`browserKey`)
 * also mails a 6-digit code that only that browser can use (ADR 0022); only hashes of both are stored.
 */
export async function sendEmailLink(
  ctx: CoreContext,
  input: {
    purpose: EmailTokenPurpose;
    email: string;
    userId: string | null;
    country: Country;
    locale: Locale;
    cooldownKey: string;
    /** The asking browser's key (sign-in only): the mail then carries a code bound to that browser. */
    browserKey?: string | undefined;
  },
): Promise<{ resendAfterSeconds: number }> {
  const now = ctx.clock.now();
  const cooldownSeconds = ctx.config.mailCooldownSeconds;
  const cooldownKey = mailCooldownKey(input.purpose, input.cooldownKey);
  if (!(await takeCooldown(ctx.db, now, cooldownKey, cooldownSeconds))) {
    throw new AppError("user-E2005");
  }
  const raw = newOpaqueToken();
  const minutes = ctx.config.linkTokenTtlMinutes;
  const code = input.purpose === "SIGN_IN" && input.browserKey ? newSignInCode() : null;
  const [row] = await ctx.db
    .insert(emailTokens)
    .values({
      purpose: input.purpose,
      tokenHash: hashToken(raw),
      email: input.email.trim(),
      emailNormalized: normalizeEmail(input.email),
      userId: input.userId,
      country: input.country,
      locale: input.locale,
      createdAt: now,
      expiresAt: new Date(now.getTime() + Math.round(minutes * 60_000)),
      ...(code && input.browserKey
        ? { browserKeyHash: browserKeyHash(input.browserKey), codeHash: signInCodeHash(input.browserKey, code) }
        : {}),
    })
    .returning({ id: emailTokens.id });
  const mail = renderMail(
    MAIL_KINDS[input.purpose],
    input.locale,
    linkUrl(ctx.config.publicUrl, input.locale, input.purpose, raw),
    Math.max(1, Math.round(minutes)),
    code ? { code } : {},
  );
  try {
    await ctx.mailer.send({ to: input.email.trim(), ...mail });
  } catch (error) {
    ctx.log.error({ err: error, purpose: input.purpose }, "mail could not be sent");
    if (row) await ctx.db.delete(emailTokens).where(eq(emailTokens.id, row.id));
    await releaseCooldown(ctx.db, cooldownKey, new Date(now.getTime() + cooldownSeconds * 1000));
    throw new AppError("mail-E5001", { cause: error, context: { operation: "mail.send", purpose: input.purpose } });
  }
  return { resendAfterSeconds: cooldownSeconds };
}

export type LinkLookup =
  | { status: "ok"; row: EmailTokenRow }
  | { status: "unknown" }
  | { status: "used" }
  | { status: "expired" };

/**
 * Uses a link exactly once. The read only explains a refusal; the decision is the conditional UPDATE,
 * so two browsers opening the same link at once cannot both succeed.
 */
export async function consumeEmailLink(
  db: DbOrTx,
  now: Date,
  purpose: EmailTokenPurpose,
  raw: string,
): Promise<LinkLookup> {
  const tokenHash = hashToken(raw);
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning();
  if (row) return { status: "ok", row };
  const [existing] = await db
    .select({ usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  if (!existing) return { status: "unknown" };
  if (existing.usedAt) return { status: "used" };
  return { status: "expired" };
}
