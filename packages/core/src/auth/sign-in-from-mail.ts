import type { UserView } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { AppError } from "../errors";
import { users } from "../users/tables";
import { toUserView } from "../users/view";
import { createSession, type IssuedSession } from "./sessions";
import type { EmailTokenRow } from "./tables";

export type SignedIn = { user: UserView; isNewAccount: boolean; session: IssuedSession };

/**
 * What a used sign-in mail (its link or its code) does: opens the account of its address (a new address
 * becomes an account) and starts a session. Runs in the transaction that used the mail, so a failure
 * (a banned account) leaves neither a half-made account nor a used mail behind.
 */
export async function signInFromMail(ctx: CoreContext, tx: DbOrTx, row: EmailTokenRow, now: Date): Promise<SignedIn> {
  const inserted = await tx
    .insert(users)
    .values({
      email: row.email,
      emailNormalized: row.emailNormalized,
      country: row.country,
      locale: row.locale,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.emailNormalized })
    .returning();
  const user = inserted[0] ?? (await tx.select().from(users).where(eq(users.emailNormalized, row.emailNormalized)))[0];
  if (!user) throw new Error("account vanished while signing in");
  if (user.status === "BANNED") throw new AppError("E6000", { noAuth: true });
  const session = await createSession(ctx, tx, user.id);
  return { user: toUserView(user), isNewAccount: inserted.length === 1, session };
}
