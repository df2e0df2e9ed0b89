import { and, eq, inArray, sql } from "drizzle-orm";
import { getAddress } from "viem";
import { LOCAL_CHAIN_ID, type Relayer, rowsOf } from "./relayer";
import { collections } from "./tables";

/**
 * After the local chain restarted (Hardhat keeps its state in memory: `npm start` begins with an empty
 * chain while the embedded database remembers every mint), make the database true again: every
 * collection whose address holds no code is deployed anew on first need, and every mint of it —
 * MINTED, SUBMITTED or PENDING — goes back to PENDING with its recipient and token id kept, so the
 * pipeline mints the same token ids to the same owners (ADR 0014). All addresses are checked before any
 * is reset, since a new deployment may land on an address an old collection had.
 *
 * Only on the local chain: on a real chain code does not vanish, and an RPC that answers "no code" by
 * mistake must never make the platform deploy and mint again.
 */
export async function reconcileChain(relayer: Relayer): Promise<{ collections: number; mints: number }> {
  const { ctx, conn, chainId } = relayer;
  if (chainId !== LOCAL_CHAIN_ID) return { collections: 0, mints: 0 };
  const deployed = await ctx.db
    .select({ id: collections.id, address: collections.address })
    .from(collections)
    .where(and(eq(collections.chainId, chainId), eq(collections.status, "DEPLOYED")));
  if (deployed.length === 0) return { collections: 0, mints: 0 };
  const codes = await Promise.all(
    deployed.map((c) => conn.client.getCode({ address: getAddress(c.address as string) })),
  );
  const lost = deployed.filter((_, i) => !codes[i] || codes[i] === "0x");
  if (lost.length === 0) return { collections: 0, mints: 0 };

  const addresses = lost.map((c) => (c.address as string).toLowerCase());
  const mints = await ctx.db.transaction(async (tx) => {
    await tx
      .update(collections)
      .set({ status: "DEPLOYING", address: null, deployTxHash: null, deployedAt: null })
      .where(
        inArray(
          collections.id,
          lost.map((c) => c.id),
        ),
      );
    const reset = await tx.execute(sql`
      update mint_jobs
         set status = 'PENDING', contract_address = null, nonce = null, tx_hash = null, from_address = null,
             block_number = null, submitted_at = null, minted_at = null, next_attempt_at = null,
             last_error = 'the local chain was reset: minting again', updated_at = now()
       where chain_id = ${chainId} and lower(contract_address) in (select jsonb_array_elements_text(${JSON.stringify(addresses)}::jsonb))
         and status <> 'FAILED'
      returning claim_id`);
    return rowsOf(reset).length;
  });
  relayer.nonces.invalidate();
  ctx.log.warn(
    { chainId, collections: lost.length, mints },
    "the local chain lost collections: deploying and minting again",
  );
  return { collections: lost.length, mints };
}
