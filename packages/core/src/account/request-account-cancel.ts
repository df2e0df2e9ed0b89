import { toLocale } from "@fanfare/protocol";
import { sendEmailLink } from "../auth/email-links";
import { pseudonym } from "../auth/secrets";
import type { CoreContext } from "../context";
import type { UserRow } from "../users/tables";

/** A signed-in fan asks to cancel the account; the confirmation link goes to their current address. */
export async function requestAccountCancel(ctx: CoreContext, user: UserRow): Promise<{ resendAfterSeconds: number }> {
  if (!user.email || !user.emailNormalized) throw new Error("an active account without an address");
  return sendEmailLink(ctx, {
    purpose: "ACCOUNT_CANCEL",
    email: user.email,
    userId: user.id,
    country: user.country,
    locale: toLocale(user.locale),
    cooldownKey: `mail:${pseudonym(ctx.config.sessionSecret, user.emailNormalized)}`,
  });
}
