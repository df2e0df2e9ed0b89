import { toLocale } from "@fanfare/protocol";
import { and, eq, ne } from "drizzle-orm";
import { sendEmailLink } from "../auth/email-links";
import { normalizeEmail, pseudonym } from "../auth/secrets";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { type UserRow, users } from "../users/tables";

/** A signed-in fan asks to move their account to a new address; the link goes to the new address. */
export async function requestEmailChange(
  ctx: CoreContext,
  user: UserRow,
  input: { newEmail: string },
): Promise<{ resendAfterSeconds: number }> {
  const target = normalizeEmail(input.newEmail);
  if (target === user.emailNormalized) throw new AppError("email-change-E2005");
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.emailNormalized, target), ne(users.id, user.id)));
  if (taken) throw new AppError("email-change-E2005");
  return sendEmailLink(ctx, {
    purpose: "EMAIL_CHANGE",
    email: input.newEmail,
    userId: user.id,
    country: user.country,
    locale: toLocale(user.locale),
    cooldownKey: `mail:${pseudonym(ctx.config.sessionSecret, target)}`,
  });
}
