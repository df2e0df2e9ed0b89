import { and, eq, or } from "drizzle-orm";
import { consumeEmailLink } from "../auth/email-links";
import { revokeAllSessions } from "../auth/sessions";
import { emailTokens } from "../auth/tables";
import type { CoreContext } from "../context";
import { drawEntries } from "../draws/tables";
import { AppError } from "../errors";
import { users } from "../users/tables";

/**
 * The fan confirmed cancellation. Personal data on the account row is erased (the row itself stays,
 * anonymous, so claims and draw results that reference it keep their meaning), every session ends,
 * and pending links die. One transaction: either all of it happens or none
 * (a refusal thrown inside rolls the use of the link back too).
 */
export async function confirmAccountCancel(ctx: CoreContext, input: { token: string }): Promise<{ userId: string }> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const link = await consumeEmailLink(tx, now, "ACCOUNT_CANCEL", input.token);
    if (link.status === "expired") throw new AppError("account-cancel-E2004");
    if (link.status !== "ok" || !link.row.userId) throw new AppError("account-cancel-E2003");
    const userId = link.row.userId;
    const [before] = await tx
      .select({ emailNormalized: users.emailNormalized })
      .from(users)
      .where(eq(users.id, userId));
    const [erased] = await tx
      .update(users)
      .set({
        email: null,
        emailNormalized: null,
        timeZone: null,
        acceptsNewsMail: null,
        status: "DELETED",
        deletedAt: now,
        updatedAt: now,
      })
      .where(and(eq(users.id, userId), eq(users.status, "ACTIVE")))
      .returning({ id: users.id });
    if (!erased) throw new AppError("account-cancel-E2003");
    await revokeAllSessions(tx, userId, now, "cancelled");
    // Contact addresses left on lucky-draw entries are personal data too; the entries themselves stay.
    await tx.update(drawEntries).set({ contactEmail: null }).where(eq(drawEntries.userId, userId));
    // Pending links hold the address too: they go with it.
    await tx
      .delete(emailTokens)
      .where(
        before?.emailNormalized
          ? or(eq(emailTokens.userId, userId), eq(emailTokens.emailNormalized, before.emailNormalized))
          : eq(emailTokens.userId, userId),
      );
    return { userId };
  });
  ctx.log.info({ userId: outcome.userId }, "account cancelled and anonymised");
  return outcome;
}
