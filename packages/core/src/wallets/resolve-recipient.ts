import { and, asc, eq, isNull } from "drizzle-orm";
import { conditionProgress, conditions } from "../conditions/tables";
import type { CoreContext } from "../context";
import { ensureWebWallet } from "./ensure-web-wallet";
import { linkedWallets } from "./tables";

export type Recipient = { address: string; source: "WALLET_ADDRESS_RECEIVED" | "LINKED_WALLET" | "WEB_WALLET" };

/**
 * Where a claim's NFT goes, in this order:
 * 1. the address the fan gave for this campaign's WALLET_ADDRESS_RECEIVED condition (locked once they
 *    claimed, walletAddress-E2001, so it cannot change under a mint);
 * 2. the first external wallet the fan linked by signing (SIWE) and still has linked;
 * 3. their built-in web wallet, made now if they have none ("fans without a wallet get one").
 */
export async function resolveRecipient(
  ctx: CoreContext,
  input: { userId: string; campaignId: string },
): Promise<Recipient> {
  const [given] = await ctx.db
    .select({ data: conditionProgress.data })
    .from(conditionProgress)
    .innerJoin(conditions, eq(conditions.id, conditionProgress.conditionId))
    .where(
      and(
        eq(conditionProgress.campaignId, input.campaignId),
        eq(conditionProgress.userId, input.userId),
        eq(conditions.type, "WALLET_ADDRESS_RECEIVED"),
      ),
    )
    .orderBy(asc(conditions.position))
    .limit(1);
  if (given && typeof given.data.address === "string") {
    return { address: given.data.address, source: "WALLET_ADDRESS_RECEIVED" };
  }
  const [linked] = await ctx.db
    .select({ address: linkedWallets.address })
    .from(linkedWallets)
    .where(and(eq(linkedWallets.userId, input.userId), isNull(linkedWallets.unlinkedAt)))
    .orderBy(asc(linkedWallets.linkedAt))
    .limit(1);
  if (linked) return { address: linked.address, source: "LINKED_WALLET" };
  const wallet = await ensureWebWallet(ctx, { userId: input.userId });
  return { address: wallet.address, source: "WEB_WALLET" };
}
