import { eq } from "drizzle-orm";
import { campaignNfts, campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { conditions } from "./tables";

/**
 * The operator's own SPECIFY_MULTIPLE_CODES or NFT_IS_LINKED_BY_CODE condition that single-use codes are
 * about to be added to (generated or imported), with the NFT a linked code names: one of the condition's
 * campaign, required for linked codes, null otherwise. Another company's condition is "not found";
 * `verb` says in the refusal what the operator tried ("generated for", "imported into").
 */
export async function codeConditionOf(
  ctx: CoreContext,
  operator: Operator,
  input: { conditionId: string; nftId?: string | undefined },
  verb: string,
): Promise<{ condition: typeof conditions.$inferSelect; nftId: string | null }> {
  const [found] = await ctx.db
    .select({ condition: conditions, companyId: campaigns.companyId })
    .from(conditions)
    .innerJoin(campaigns, eq(campaigns.id, conditions.campaignId))
    .where(eq(conditions.id, input.conditionId));
  assertSameCompany(operator, found);
  const { condition } = found;
  if (condition.type !== "SPECIFY_MULTIPLE_CODES" && condition.type !== "NFT_IS_LINKED_BY_CODE") {
    throw new AppError("request-E1000", {
      detail: `Codes are ${verb} multiple-code and linked-code conditions.`,
    });
  }
  if (condition.type !== "NFT_IS_LINKED_BY_CODE") return { condition, nftId: null };
  const [nft] = input.nftId
    ? await ctx.db.select().from(campaignNfts).where(eq(campaignNfts.id, input.nftId))
    : [undefined];
  if (!nft || nft.campaignId !== condition.campaignId) {
    throw new AppError("request-E1000", { detail: "Linked codes need one NFT of this campaign (nftId)." });
  }
  return { condition, nftId: nft.id };
}
