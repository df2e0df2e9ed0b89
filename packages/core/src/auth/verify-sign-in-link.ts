import type { CoreContext, RequestMeta } from "../context";
import { AppError } from "../errors";
import { consumeLimit } from "../limits/consume-limit";
import { consumeEmailLink } from "./email-links";
import { pseudonym } from "./secrets";
import { type SignedIn, signInFromMail } from "./sign-in-from-mail";

const REFUSALS = { unknown: "user-E2006", used: "user-E2008", expired: "user-E2004" } as const;

/**
 * Opening a sign-in link: uses the token once, opens the account (a new address becomes an account)
 * and starts a session, all in one transaction so a failure leaves no half-made account. Using the link
 * also spends the mail's code (one `used_at` for both, ADR 0022).
 */
export async function verifySignInLink(
  ctx: CoreContext,
  input: { token: string },
  meta: RequestMeta,
): Promise<SignedIn> {
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
    return { ...(await signInFromMail(ctx, tx, link.row, now)), refusal: null };
  });
  if (outcome.refusal) return refuse(outcome.refusal);
  const { user, isNewAccount, session } = outcome;
  ctx.log.info({ userId: user.id, isNewAccount, requestId: meta.requestId }, "signed in");
  return { user, isNewAccount, session };
}
