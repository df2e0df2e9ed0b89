import { and, eq, gt, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { CoreContext, LimitRule, RequestMeta } from "../context";
import type { DbOrTx } from "../db/client";
import { AppError } from "../errors";
import { consumeLimit, releaseLimit } from "../limits/consume-limit";
import { pseudonym, safeEqual } from "./secrets";
import { browserKeyHash, isBrowserKey, SIGN_IN_CODE_MAX_ATTEMPTS, signInCodeHash } from "./sign-in-code";
import { type SignedIn, signInFromMail } from "./sign-in-from-mail";
import { emailTokens } from "./tables";

type Refusal = "signInCode-E2002" | "signInCode-E2003" | "signInCode-E2004";
type Bucket = { bucket: string; key: string };

/**
 * The sign-in mail's code, typed in the browser that asked for the mail (ADR 0022). The code alone is
 * never enough: the browser's key (an HttpOnly cookie set with the mail) picks the pending sign-ins it
 * may open, and only their codes are compared. Guessing is bounded three ways, each by the database:
 * every pending sign-in takes SIGN_IN_CODE_MAX_ATTEMPTS codes (a counter in its row, raised before the
 * code is compared), the address it opens and the client's address take a number of wrong codes per
 * window (counted first, given back when the code was right). A right code uses the sign-in exactly like
 * its link (one conditional UPDATE of `used_at` for both), so link and code together sign in once.
 */
export async function verifySignInCode(
  ctx: CoreContext,
  input: { code: string; browserKey: string | undefined },
  meta: RequestMeta,
): Promise<SignedIn> {
  const now = ctx.clock.now();
  const { limits, sessionSecret } = ctx.config;
  const ipBucket: Bucket = { bucket: "sign-in-code:ip", key: pseudonym(sessionSecret, meta.ip) };

  // A refusal before any code was compared still counts against the client's address, like a failed
  // link (a scanner of cookies learns nothing for free), and past that limit says only "too many".
  const refuse = async (code: Refusal): Promise<never> => {
    const failures = await consumeLimit(ctx.db, now, ipBucket, limits.signInCodePerIp);
    throw new AppError(failures.allowed ? code : "request-E1029", { noAuth: true });
  };

  if (!isBrowserKey(input.browserKey)) return refuse("signInCode-E2004");
  const browserKey = input.browserKey;
  const bound = and(
    eq(emailTokens.browserKeyHash, browserKeyHash(browserKey)),
    eq(emailTokens.purpose, "SIGN_IN"),
    isNotNull(emailTokens.codeHash),
  );
  // A browser may have asked for several mails (a resend, a late mail): any of their codes works.
  const live = and(
    bound,
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
    lt(emailTokens.codeAttempts, SIGN_IN_CODE_MAX_ATTEMPTS),
  );

  const pending = await ctx.db.selectDistinct({ email: emailTokens.emailNormalized }).from(emailTokens).where(live);
  if (pending.length === 0) return refuse(await whyNoCode(ctx.db, bound, now));

  // Counted before the code is compared (increment and read in one statement), so parallel guesses
  // cannot all pass a limit that would only learn of failures afterwards. The address first: it is the
  // lock; the client's address is a generous backstop, and a client over it burns no fan's quota.
  const taken: [Bucket, LimitRule][] = [];
  const giveBack = async () => {
    try {
      for (const [bucket, rule] of taken) await releaseLimit(ctx.db, now, bucket, rule);
    } catch (err) {
      // The outcome stands; at worst the fan is one attempt nearer a limit that ends with its window.
      ctx.log.warn({ err }, "could not give back a sign-in code attempt");
    }
  };
  for (const { email } of pending) {
    const bucket = { bucket: "sign-in-code:address", key: pseudonym(sessionSecret, email) };
    const verdict = await consumeLimit(ctx.db, now, bucket, limits.signInCodePerAddress);
    if (!verdict.allowed) {
      await giveBack();
      ctx.log.warn({ who: bucket.key, hits: verdict.hits }, "sign-in code refused by the per-address limit");
      throw new AppError("request-E1029", { noAuth: true });
    }
    taken.push([bucket, limits.signInCodePerAddress]);
  }
  const perIp = await consumeLimit(ctx.db, now, ipBucket, limits.signInCodePerIp);
  if (!perIp.allowed) {
    await giveBack();
    ctx.log.warn({ perIp: perIp.hits }, "sign-in code refused by the per-IP backstop");
    throw new AppError("request-E1029", { noAuth: true });
  }
  taken.push([ipBucket, limits.signInCodePerIp]);

  // Each pending sign-in's own cap: the row's counter is raised only below the cap, in one statement, so
  // of any number of parallel attempts at most SIGN_IN_CODE_MAX_ATTEMPTS ever reach the comparison.
  const tried = await ctx.db
    .update(emailTokens)
    .set({ codeAttempts: sql`${emailTokens.codeAttempts} + 1` })
    .where(live)
    .returning({ id: emailTokens.id, codeHash: emailTokens.codeHash, codeAttempts: emailTokens.codeAttempts });
  if (tried.length === 0) {
    // Used, expired or burnt since the read above: no code was compared.
    await giveBack();
    return refuse(await whyNoCode(ctx.db, bound, now));
  }

  const expected = signInCodeHash(browserKey, input.code);
  const match = tried.find((row) => row.codeHash !== null && safeEqual(row.codeHash, expected));
  if (!match) {
    const burnt = tried.every((row) => row.codeAttempts >= SIGN_IN_CODE_MAX_ATTEMPTS);
    ctx.log.warn({ burnt, requestId: meta.requestId }, "sign-in code refused: wrong code");
    throw new AppError(burnt ? "signInCode-E2002" : "signInCode-E2001", { noAuth: true });
  }

  let signedIn: SignedIn | null;
  try {
    signedIn = await ctx.db.transaction(async (tx) => {
      // The same single use as the link's: whichever of the two flips `used_at` first signs in.
      const [row] = await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.id, match.id), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
        .returning();
      return row ? signInFromMail(ctx, tx, row, now) : null;
    });
  } finally {
    // A right code is no guess, whatever happened next.
    await giveBack();
  }
  if (!signedIn) throw new AppError("signInCode-E2003", { noAuth: true });
  const { user, isNewAccount } = signedIn;
  ctx.log.info({ userId: user.id, isNewAccount, requestId: meta.requestId, by: "code" }, "signed in");
  return signedIn;
}

/** Why a browser has no code left to try: none asked for here, all burnt by wrong codes, or used / expired. */
async function whyNoCode(db: DbOrTx, bound: SQL | undefined, now: Date): Promise<Refusal> {
  const rows = await db
    .select({ usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt, codeAttempts: emailTokens.codeAttempts })
    .from(emailTokens)
    .where(bound);
  if (rows.length === 0) return "signInCode-E2004";
  const burnt = rows.some((row) => !row.usedAt && row.expiresAt > now && row.codeAttempts >= SIGN_IN_CODE_MAX_ATTEMPTS);
  return burnt ? "signInCode-E2002" : "signInCode-E2003";
}
