import type { DrawReceiptView } from "@fanfare/protocol";
import { and, eq, ne } from "drizzle-orm";
import { campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { storedDrawAlgorithm } from "./draw-algorithms";
import { drawEntries, drawRecords } from "./tables";

/**
 * A fan's receipt for their own entry (docs/verifiable-draws.md, "Entrant root and receipts"): the leaf
 * of their entry id, and once entries have closed (the record exists) its place in the canonical list,
 * the path to the record's entrant root and the root. Only ever the asking fan's own entry: whoever has
 * none, or asks about a campaign without a draw, gets request-E1004, so nobody learns whether another
 * account entered. An entrant who left a contact e-mail gets the same receipt; the e-mail is not in it.
 */
export async function getDrawReceipt(
  ctx: CoreContext,
  input: { fanId: string; campaignId: string },
): Promise<DrawReceiptView> {
  const [found] = await ctx.db
    .select({ entryId: drawEntries.id, drawAlgorithm: campaigns.drawAlgorithm })
    .from(drawEntries)
    .innerJoin(campaigns, eq(campaigns.id, drawEntries.campaignId))
    .where(
      and(
        eq(drawEntries.campaignId, input.campaignId),
        eq(drawEntries.userId, input.fanId),
        ne(campaigns.publishStatus, "MAKING"),
      ),
    );
  if (!found) throw new AppError("request-E1004", { detail: "You have no entry in this draw." });
  const entryId = found.entryId.toLowerCase();
  const [record] = await ctx.db
    .select({ algorithm: drawRecords.algorithm, entryIds: drawRecords.entryIds, root: drawRecords.entrantsRoot })
    .from(drawRecords)
    .where(eq(drawRecords.campaignId, input.campaignId));
  const algorithm = storedDrawAlgorithm(record ? record.algorithm : found.drawAlgorithm);
  const open = {
    campaignId: input.campaignId,
    algorithm: algorithm.version,
    entryId,
    index: null,
    entrantCount: null,
    proof: null,
    root: null,
  };
  if (!record) return { ...open, leaf: algorithm.entrantLeaf(entryId) };
  const receipt = algorithm.entrantReceipt(record.entryIds, entryId);
  // An instant draw's record lists every entry; a draw at the end lists those still waiting when it ran,
  // which every entry was (entries are never withdrawn). Not found would be our failure, not the fan's.
  if (!receipt) throw new Error("a draw entry is missing from its draw record");
  if (record.root && record.root !== receipt.root) throw new Error("a draw record's stored root differs from its list");
  return {
    ...open,
    leaf: receipt.leaf,
    index: receipt.index,
    entrantCount: record.entryIds.length,
    proof: receipt.proof,
    root: receipt.root,
  };
}
