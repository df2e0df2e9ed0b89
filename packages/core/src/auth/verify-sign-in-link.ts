import type { UserView } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import type { CoreContext, RequestMeta } from "../context";
import { AppError } from "../errors";
import { consumeLimit } from "../limits/consume-limit";
import { users } from "../users/tables";
import { toUserView } from "../users/view";
import { consumeEmailLink } from "./email-links";
import { pseudonym } from "./secrets";
import { createSession, type IssuedSession } from "./sessions";

const REFUSALS = { unknown: "user-E2006", used: "user-E2008", expired: "user-E2004" } as const;

/**
 * Opening a sign-in link: uses the token once, opens the account (a new address becomes an account)
 * and starts a session, all in one transaction so a failure leaves no half-made account.
 */
export async function verifySignInLink(
  ctx: CoreContext,
  input: { token: string },
  meta: RequestMeta,
): Promise<{ user: UserView; isNewAccount: boolean; session: IssuedSession }> {
  const now = ctx.clock.now();
  const ip = pseudonym(ctx.config.sessionSecret, meta.ip);
  // A genuine link is never refused: only links that fail count, per client address, and past the limit
  // the refusal says "too many" instead of why. A scanner learns nothing and locks out no one (ADR 0019).
  const refuse = async (code: (typeof REFUSALS)[keyof typeof REFUSALS]): Promise<never> => {
    const failures = await consumeLimit(
      ctx.db,
      now,
      { bucket: "link-verify:ip", key: ip },
      ctx.config.limits.linkVerifyPerIp,
    );
    throw new AppError(failures.allowed ? code : "request-E1029", { noAuth: true });
  };

  const outcome = await ctx.db.transaction(async (tx) => {
    const link = await consumeEmailLink(tx, now, "SIGN_IN", input.token);
    // A refused link wrote nothing (the token's UPDATE matched no row): the transaction may commit.
    if (link.status !== "ok") return { refusal: REFUSALS[link.status] } as const;
    const { row } = link;
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
    const user =
      inserted[0] ?? (await tx.select().from(users).where(eq(users.emailNormalized, row.emailNormalized)))[0];
    if (!user) throw new Error("account vanished while signing in");
    if (user.status === "BANNED") throw new AppError("E6000", { noAuth: true });
    const session = await createSession(ctx, tx, user.id);
    return { user: toUserView(user), isNewAccount: inserted.length === 1, session, refusal: null };
  });
  if (outcome.refusal) return refuse(outcome.refusal);
  const { user, isNewAccount, session } = outcome;
  ctx.log.info({ userId: user.id, isNewAccount, requestId: meta.requestId }, "signed in");
  return { user, isNewAccount, session };
}
