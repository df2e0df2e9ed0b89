// What the verbs that edit an existing campaign's conditions share (add, update, remove, reorder;
// ADR 0023): locking, the "a fan completed it" fact, positions, codes and the audit's view of a condition.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { campaignNfts, campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { AppError } from "../errors";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { codeHash, codeKey, normaliseCode } from "./codes/normalise-code";
import type { GivenCode } from "./module";
import { type ConditionRow, codes, conditionProgress, conditions } from "./tables";

/** Most conditions a campaign has (as a campaign definition allows). */
export const MAX_CONDITIONS = 20;

/**
 * The condition and its campaign, both locked for the rest of the transaction (campaign first, the order
 * every campaign edit takes). A fan's completion inserts progress referencing both rows, so it waits for
 * the edit and "nobody completed it" cannot change before the edit commits.
 */
export async function lockCondition(tx: DbOrTx, operator: Operator, conditionId: string) {
  const [found] = await tx
    .select({ campaignId: conditions.campaignId, companyId: campaigns.companyId })
    .from(conditions)
    .innerJoin(campaigns, eq(campaigns.id, conditions.campaignId))
    .where(eq(conditions.id, conditionId));
  assertSameCompany(operator, found);
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, found.campaignId)).for("update");
  const [condition] = await tx.select().from(conditions).where(eq(conditions.id, conditionId)).for("update");
  // Removed between the first read and the lock: as if it never existed.
  if (!campaign || !condition) throw new AppError("request-E1004");
  return { campaign, condition };
}

/** Whether any fan has completed this condition. */
export async function conditionCompleted(tx: DbOrTx, conditionId: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(conditionProgress)
    .where(eq(conditionProgress.conditionId, conditionId))
    .limit(1);
  return rows.length > 0;
}

/** The campaign's conditions in their order. */
export async function campaignConditions(tx: DbOrTx, campaignId: string): Promise<ConditionRow[]> {
  return tx.select().from(conditions).where(eq(conditions.campaignId, campaignId)).orderBy(asc(conditions.position));
}

/**
 * Gives the conditions positions 1…n in this order. Positions are unique per campaign and checked row by
 * row, so every row first moves out of the way (above any position in use), then to its place.
 */
export async function renumberConditions(tx: DbOrTx, campaignId: string, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await tx
    .update(conditions)
    .set({ position: sql`${conditions.position} + 10000` })
    .where(and(eq(conditions.campaignId, campaignId), inArray(conditions.id, orderedIds)));
  for (const [i, id] of orderedIds.entries()) {
    await tx
      .update(conditions)
      .set({ position: i + 1 })
      .where(eq(conditions.id, id));
  }
}

/**
 * Stores codes a definition brings as keyed hashes (never in clear). A code already stored is kept as it
 * is; an NFT key must be one of the campaign's. Returns how many were new.
 */
export async function storeGivenCodes(
  ctx: CoreContext,
  tx: DbOrTx,
  condition: { id: string; campaignId: string },
  given: GivenCode[],
): Promise<number> {
  if (given.length === 0) return 0;
  const nfts = await tx
    .select({ id: campaignNfts.id, key: campaignNfts.key })
    .from(campaignNfts)
    .where(eq(campaignNfts.campaignId, condition.campaignId));
  const nftIds = new Map(nfts.map((n) => [n.key, n.id]));
  const key = codeKey(ctx.config);
  const values = given.map((c) => {
    const nftId = c.nft === undefined ? null : nftIds.get(c.nft);
    if (nftId === undefined) throw new AppError("request-E1000", { detail: `unknown nft ${c.nft}` });
    return {
      conditionId: condition.id,
      hash: codeHash(key, condition.id, normaliseCode(c.code)),
      singleUse: c.singleUse,
      nftId,
    };
  });
  let added = 0;
  for (let j = 0; j < values.length; j += 1000) {
    const inserted = await tx
      .insert(codes)
      .values(values.slice(j, j + 1000))
      .onConflictDoNothing()
      .returning({ id: codes.id });
    added += inserted.length;
  }
  return added;
}

/** A condition as the audit log and the version history show it: never its codes, only how many. */
export function conditionAuditSnapshot(
  condition: Pick<ConditionRow, "type" | "position" | "config">,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { type: condition.type, position: condition.position, settings: condition.config, ...extra };
}

/** The audit field of one condition of a campaign: `conditions.<id>` (a campaign's version history reads it). */
export const conditionField = (conditionId: string) => `conditions.${conditionId}`;
