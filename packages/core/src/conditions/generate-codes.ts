import { eq } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import { campaignNfts, campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, assertSameCompany, type Operator } from "../operators/require-operator";
import { codeHash, codeKey, generateCode, normaliseCode } from "./codes/normalise-code";
import { codes, conditions } from "./tables";

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
  const [found] = await ctx.db
    .select({ condition: conditions, companyId: campaigns.companyId })
    .from(conditions)
    .innerJoin(campaigns, eq(campaigns.id, conditions.campaignId))
    .where(eq(conditions.id, input.conditionId));
  assertSameCompany(operator, found);
  const { condition } = found;
  if (condition.type !== "SPECIFY_MULTIPLE_CODES" && condition.type !== "NFT_IS_LINKED_BY_CODE") {
    throw new AppError("request-E1000", {
      detail: "Codes are generated for multiple-code and linked-code conditions.",
    });
  }
  let nftId: string | null = null;
  if (condition.type === "NFT_IS_LINKED_BY_CODE") {
    const [nft] = input.nftId
      ? await ctx.db.select().from(campaignNfts).where(eq(campaignNfts.id, input.nftId))
      : [undefined];
    if (!nft || nft.campaignId !== condition.campaignId) {
      throw new AppError("request-E1000", { detail: "Linked codes need one NFT of this campaign (nftId)." });
    }
    nftId = nft.id;
  }
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
