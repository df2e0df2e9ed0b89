import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import { codeConditionOf } from "./code-condition";
import { codeHash, codeKey, generateCode, normaliseCode } from "./codes/normalise-code";
import { codes } from "./tables";

/**
 * Generates `count` single-use codes for a SPECIFY_MULTIPLE_CODES or NFT_IS_LINKED_BY_CODE condition.
 * The clear codes are returned this once (for the operator's CSV) and never stored: only their keyed
 * hashes are. 60 random bits each; a rare collision is simply drawn again.
 */
export async function generateCodes(
  ctx: CoreContext,
  operator: Operator,
  input: { conditionId: string; count: number; nftId?: string | undefined },
): Promise<{ codes: string[]; nftId: string | null }> {
  assertOperatorMay(operator, "write");
  const { condition, nftId } = await codeConditionOf(ctx, operator, input, "generated for");
  const key = codeKey(ctx.config);
  const made: string[] = [];
  await ctx.db.transaction(async (tx) => {
    while (made.length < input.count) {
      const batch = Array.from({ length: Math.min(1000, input.count - made.length) }, () => generateCode());
      const inserted = await tx
        .insert(codes)
        .values(
          batch.map((code) => ({
            conditionId: condition.id,
            hash: codeHash(key, condition.id, normaliseCode(code)),
            singleUse: true,
            nftId,
          })),
        )
        .onConflictDoNothing()
        .returning({ hash: codes.hash });
      const kept = new Set(inserted.map((r) => r.hash));
      made.push(...batch.filter((code) => kept.has(codeHash(key, condition.id, normaliseCode(code)))));
    }
    // The clear codes exist only in the operator's CSV: the log records how many, never which.
    await recordAuditEvent(tx, operator, {
      action: "codes.generate",
      target: { type: "condition", id: condition.id },
      before: null,
      after: { count: made.length, nftId },
      at: ctx.clock.now(),
    });
  });
  ctx.log.info({ conditionId: condition.id, count: made.length }, "codes generated");
  return { codes: made, nftId };
}
