import { CODE_MAX_LENGTH, type ErrorCode, type RefusalReason } from "@fanfare/protocol";
import { and, eq, isNull } from "drizzle-orm";
import { noteRefusalOf } from "../../analytics/refusals";
import { pseudonym } from "../../auth/secrets";
import { isUniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { consumeLimit, releaseLimit } from "../../limits/consume-limit";
import type { CompleteArgs, GivenCode } from "../module";
import { codes, conditionProgress } from "../tables";
import { checkCodeInput, codeHash, codeKey } from "./normalise-code";

const WRONG = new Set(["specificCode-E2001", "specificCode-E2002"]);

/**
 * A fan enters a code for a code condition. The database decides who gets a single-use code: only an
 * unused row flips to used (conditional UPDATE … RETURNING), exactly once; the partial unique index
 * (condition, used_by) keeps a fan to one code per condition. Wrong and already-used codes count
 * against per-fan and per-IP limits; over them the fan is locked out (request-E1029) until the window
 * ends, so codes cannot be guessed by brute force.
 */
export async function redeemCode(args: CompleteArgs): Promise<void> {
  try {
    await redeem(args);
  } catch (error) {
    noteRefusalOf(args.ctx, args.campaign.id, error, CODE_REFUSALS);
    throw error;
  }
}

/** The refusals of a code the public fairness report counts (analytics/refusals.ts). */
const CODE_REFUSALS = {
  "specificCode-E2001": "WRONG_CODE",
  "specificCode-E2002": "USED_CODE",
  "specificCode-E2003": "DUPLICATE_CODE",
  "specificCode-E2005": "DUPLICATE_CODE",
  "request-E1029": "CODE_LOCKOUT",
} as const satisfies Partial<Record<ErrorCode, RefusalReason>>;

async function redeem({ ctx, campaign, condition, fanId, now, meta, input }: CompleteArgs): Promise<void> {
  const raw = (input as { code?: unknown } | null)?.code;
  const checked = checkCodeInput(typeof raw === "string" ? raw : "");
  if (!checked.ok) throw new AppError(checked.error);

  // Every attempt is counted before its code is checked (increment and read in one statement), so
  // parallel guesses cannot all pass a limit that only learns of failures afterwards; attempts that
  // turn out not to be wrong guesses give their hit back below. Per fan first: a fan over their own
  // limit is refused without touching the per-IP count, so one abuser uses up only their own quota and
  // never locks out another account behind the same address. Per IP is only a generous backstop
  // (many accounts of one client), as thousands of fans share one carrier-NAT address.
  const limits = ctx.config.limits;
  const fanBucket = { bucket: "code-guess:fan", key: fanId };
  const ipBucket = { bucket: "code-guess:ip", key: pseudonym(ctx.config.sessionSecret, meta.ip) };
  const perFan = await consumeLimit(ctx.db, now, fanBucket, limits.codeGuessPerFan);
  if (!perFan.allowed) throw lockedOut(perFan.retryAfterSeconds);
  const perIp = await consumeLimit(ctx.db, now, ipBucket, limits.codeGuessPerIp);
  if (!perIp.allowed) {
    await releaseLimit(ctx.db, now, fanBucket, limits.codeGuessPerFan);
    ctx.log.warn({ fanId, perIp: perIp.hits }, "code refused by the per-IP backstop");
    throw lockedOut(perIp.retryAfterSeconds);
  }
  const giveBack = async () => {
    try {
      await releaseLimit(ctx.db, now, fanBucket, limits.codeGuessPerFan);
      await releaseLimit(ctx.db, now, ipBucket, limits.codeGuessPerIp);
    } catch (err) {
      // The outcome stands; at worst the fan is one attempt nearer a lockout that ends with the window.
      ctx.log.warn({ err, fanId }, "could not give back a code attempt");
    }
  };

  const hash = codeHash(codeKey(ctx.config), condition.id, checked.code);
  try {
    await ctx.db.transaction(async (tx) => {
      const [done] = await tx
        .select({ data: conditionProgress.data })
        .from(conditionProgress)
        .where(and(eq(conditionProgress.conditionId, condition.id), eq(conditionProgress.userId, fanId)));
      if (done) {
        // The same code again is "already completed"; another code is "this account already used one".
        throw new AppError(
          condition.type === "SPECIFY_A_SINGLE_CODE" || done.data.codeHash === hash
            ? "specificCode-E2005"
            : "specificCode-E2003",
        );
      }
      let row: { id: string; nftId: string | null } | undefined;
      if (condition.type === "SPECIFY_A_SINGLE_CODE") {
        [row] = await tx
          .select({ id: codes.id, nftId: codes.nftId })
          .from(codes)
          .where(and(eq(codes.conditionId, condition.id), eq(codes.hash, hash)));
        if (!row) throw new AppError("specificCode-E2001");
      } else {
        [row] = await tx
          .update(codes)
          .set({ usedBy: fanId, usedAt: now })
          .where(and(eq(codes.conditionId, condition.id), eq(codes.hash, hash), isNull(codes.usedBy)))
          .returning({ id: codes.id, nftId: codes.nftId });
        if (!row) {
          const [existing] = await tx
            .select({ usedBy: codes.usedBy })
            .from(codes)
            .where(and(eq(codes.conditionId, condition.id), eq(codes.hash, hash)));
          if (!existing) throw new AppError("specificCode-E2001");
          throw new AppError(existing.usedBy === fanId ? "specificCode-E2005" : "specificCode-E2002");
        }
      }
      const inserted = await tx
        .insert(conditionProgress)
        .values({
          conditionId: condition.id,
          userId: fanId,
          campaignId: campaign.id,
          data: { codeId: row.id, codeHash: hash, nftId: row.nftId },
          completedAt: now,
        })
        .onConflictDoNothing()
        .returning({ conditionId: conditionProgress.conditionId });
      if (inserted.length === 0) throw new AppError("specificCode-E2005");
    });
  } catch (error) {
    if (!(error instanceof AppError && WRONG.has(error.code))) await giveBack();
    // The same fan racing two different codes: the index lets one through; the other used "a code".
    if (isUniqueViolation(error, "codes_condition_used_by_key"))
      throw new AppError("specificCode-E2003", { cause: error });
    if (isUniqueViolation(error, "condition_progress_pkey")) {
      throw new AppError("specificCode-E2005", { cause: error });
    }
    throw error;
  }
  await giveBack();
}

function lockedOut(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError("request-E1029", {
    detail: `Too many incorrect codes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  });
}

export const CODE_DESCRIPTION = { codeMaxLength: CODE_MAX_LENGTH };

/** The serial codes of SPECIFY_MULTIPLE_CODES and NFT_IS_LINKED_BY_CODE: each used once. */
export function singleUseCodes(settings: { codes: { code: string; nft?: string | undefined }[] }): GivenCode[] {
  return settings.codes.map((c) => ({ code: c.code, nft: c.nft, singleUse: true }));
}
