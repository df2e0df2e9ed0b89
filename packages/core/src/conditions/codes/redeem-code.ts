import { CODE_MAX_LENGTH } from "@fanfare/protocol";
import { and, eq, isNull } from "drizzle-orm";
import { pseudonym } from "../../auth/secrets";
import { isUniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { consumeLimit, peekLimit } from "../../limits/consume-limit";
import type { CompleteArgs } from "../module";
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
export async function redeemCode({ ctx, campaign, condition, fanId, now, meta, input }: CompleteArgs): Promise<void> {
  const raw = (input as { code?: unknown } | null)?.code;
  const checked = checkCodeInput(typeof raw === "string" ? raw : "");
  if (!checked.ok) throw new AppError(checked.error);

  const limits = ctx.config.limits;
  const fanBucket = { bucket: "code-guess:fan", key: fanId };
  const ipBucket = { bucket: "code-guess:ip", key: pseudonym(ctx.config.sessionSecret, meta.ip) };
  for (const [bucket, rule] of [
    [fanBucket, limits.codeGuessPerFan],
    [ipBucket, limits.codeGuessPerIp],
  ] as const) {
    const verdict = await peekLimit(ctx.db, now, bucket, rule);
    if (!verdict.allowed) {
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
      throw new AppError("request-E1029", {
        detail: `Too many incorrect codes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      });
    }
  }

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
    if (error instanceof AppError && WRONG.has(error.code)) {
      await consumeLimit(ctx.db, now, fanBucket, limits.codeGuessPerFan);
      await consumeLimit(ctx.db, now, ipBucket, limits.codeGuessPerIp);
    }
    // The same fan racing two different codes: the index lets one through; the other used "a code".
    if (isUniqueViolation(error, "codes_condition_used_by_key")) throw new AppError("specificCode-E2003");
    if (isUniqueViolation(error, "condition_progress_pkey")) throw new AppError("specificCode-E2005");
    throw error;
  }
}

export const CODE_DESCRIPTION = { codeMaxLength: CODE_MAX_LENGTH };
