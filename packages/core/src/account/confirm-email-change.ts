import { toLocale, type UserView } from "@fanfare/protocol";
import { and, eq } from "drizzle-orm";
import { consumeEmailLink } from "../auth/email-links";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { maskEmail } from "../mail/mask-email";
import { renderMail } from "../mail/templates";
import { users } from "../users/tables";
import { toUserView } from "../users/view";

/**
 * The fan opened the link sent to the new address: the account takes the new address. A used or
 * unknown link is "no change request" (email-change-E2003). The old address gets a notice afterwards.
 */
export async function confirmEmailChange(ctx: CoreContext, input: { token: string }): Promise<UserView> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const link = await consumeEmailLink(tx, now, "EMAIL_CHANGE", input.token);
    if (link.status === "expired") throw new AppError("email-change-E2004");
    if (link.status !== "ok" || !link.row.userId) throw new AppError("email-change-E2003");
    const [before] = await tx.select().from(users).where(eq(users.id, link.row.userId));
    if (before?.status !== "ACTIVE") throw new AppError("email-change-E2003");
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailNormalized, link.row.emailNormalized));
    if (taken && taken.id !== before.id) throw new AppError("email-change-E2005");
    const [after] = await tx
      .update(users)
      .set({ email: link.row.email, emailNormalized: link.row.emailNormalized, updatedAt: now })
      .where(and(eq(users.id, before.id), eq(users.status, "ACTIVE")))
      .returning();
    if (!after) throw new AppError("email-change-E2003");
    return { before, after };
  });
  const { before, after } = outcome;
  if (before.email) {
    const locale = toLocale(after.locale);
    // The new address partly masked: the owner recognises it; whoever else reads the old mailbox does not
    // learn where the account went.
    const home = new URL(`/${locale}`, ctx.config.publicUrl).toString();
    const notice = renderMail("emailChanged", locale, home, 0, { email: maskEmail(after.email ?? "") });
    // A notice to the old address is a courtesy: its failure must not undo the change.
    await ctx.mailer.send({ to: before.email, ...notice }).catch((err: unknown) => {
      ctx.log.warn({ err, userId: after.id }, "could not notify the previous address");
    });
  }
  ctx.log.info({ userId: after.id }, "e-mail address changed");
  return toUserView(after);
}
