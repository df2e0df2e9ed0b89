import { fanfareCollectionAbi } from "@fanfare/contracts";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  getAddress,
  type Hash,
  type PublicClient,
  parseAbiItem,
  toHex,
} from "viem";
import { type MintJobRow, mintJobs } from "../claims/tables";
import { withMintEvents } from "../webhooks/emit-event";
import { isRpcUnavailable, nodeMessage } from "./connection";
import { backoffMs, type Relayer, RpcUnavailableError, reason, recordset } from "./relayer";
import { replaceStuckMints } from "./replace-stuck-mints";

/** Receipts asked per JSON-RPC batch, and at most per round. */
const RECEIPTS_PER_BATCH = 1000;
const RECEIPTS_PER_ROUND = 5000;

/** Blocks searched by one `eth_getLogs` at most (providers cap the range; beyond it, receipts one by one). */
const MAX_LOG_RANGE = 2_000n;

type Receipt = { status: "0x1" | "0x0"; blockNumber: `0x${string}` };

const MINT_EVENT = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)");
const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";

/**
 * The mints (Transfer from the zero address) of these collections in blocks `from`…`to`, by
 * "collection:tokenId" (lower case): one request for a whole round, instead of a receipt per transaction.
 */
async function mintsInBlocks(
  client: PublicClient,
  contracts: Address[],
  from: bigint,
  to: bigint,
): Promise<Map<string, Receipt>> {
  const logs = await client.getLogs({
    address: contracts,
    event: MINT_EVENT,
    args: { from: ZERO_ADDRESS },
    fromBlock: from,
    toBlock: to,
  });
  const found = new Map<string, Receipt>();
  for (const log of logs) {
    if (log.args.tokenId === undefined || log.blockNumber === null) continue;
    found.set(`${log.address.toLowerCase()}:${log.args.tokenId}`, {
      status: "0x1",
      blockNumber: toHex(log.blockNumber),
    });
  }
  return found;
}

/**
 * Follows SUBMITTED mints to the chain, oldest nonce first, on a request budget (ADR 0029): the head
 * block and the account's transaction count at it say which nonces are used; those mints are looked
 * up with one `eth_getLogs` over the blocks since `relayer.scanFrom` (a token minted there is MINTED
 * whichever transaction of its mint did it), and only what that does not find (a revert, a transaction
 * from before this process) costs a receipt each. Transactions still waiting are never polled. A receipt with
 * status 1 → MINTED (with its block); a reverted one → looked at again (the token may exist after all;
 * else retried, or FAILED with the contract's reason); none after `stuckAfterMs` (or at once when
 * `all`, after a start or an outage, or when an operator asked for it) → replaceStuckMints, which sends
 * an unanswered transaction again as it was and replaces only what is stuck. Returns how many changed state.
 */
export async function trackMints(relayer: Relayer, { all = false }: { all?: boolean } = {}): Promise<number> {
  const { ctx, conn, chainId, options } = relayer;
  const now = ctx.clock.now();
  let changed = 0;
  let afterNonce = -1;
  const stuck: MintJobRow[] = [];
  let head: { block: bigint; mined: number } | null = null;
  let complete = false;
  for (let seen = 0; seen < RECEIPTS_PER_ROUND; ) {
    const rows = await ctx.db
      .select()
      .from(mintJobs)
      .where(
        and(
          eq(mintJobs.status, "SUBMITTED"),
          eq(mintJobs.chainId, chainId),
          sql`lower(${mintJobs.fromAddress}) = ${conn.account.address.toLowerCase()}`,
          gt(mintJobs.nonce, afterNonce),
        ),
      )
      .orderBy(asc(mintJobs.nonce))
      .limit(RECEIPTS_PER_BATCH);
    if (rows.length === 0) {
      complete = true;
      break;
    }
    seen += rows.length;
    afterNonce = rows.at(-1)?.nonce ?? afterNonce;
    let receipts: (Receipt | null)[];
    try {
      if (!head) {
        const block = await conn.client.getBlockNumber({ cacheTime: 0 });
        head = {
          block,
          mined: await conn.client.getTransactionCount({ address: conn.account.address, blockNumber: block }),
        };
      }
      const { block, mined } = head;
      const used = rows.filter((r) => (r.nonce ?? Number.MAX_SAFE_INTEGER) < mined);
      const from = relayer.scanFrom;
      const found =
        used.length > 0 && from !== null && from <= block && block - from <= MAX_LOG_RANGE
          ? await mintsInBlocks(
              conn.client,
              [...new Set(used.map((r) => getAddress(r.contractAddress as string)))],
              from,
              block,
            )
          : new Map<string, Receipt>();
      receipts = (await Promise.all(
        rows.map((r) => {
          if ((r.nonce ?? Number.MAX_SAFE_INTEGER) >= mined) return null;
          const log = found.get(`${(r.contractAddress as string).toLowerCase()}:${r.tokenId}`);
          return log ?? conn.client.request({ method: "eth_getTransactionReceipt", params: [r.txHash as Hash] });
        }),
      )) as (Receipt | null)[];
    } catch (error) {
      if (isRpcUnavailable(error)) throw new RpcUnavailableError(nodeMessage(error));
      throw error;
    }
    const minted: Record<string, unknown>[] = [];
    const reverted: MintJobRow[] = [];
    rows.forEach((row, i) => {
      const receipt = receipts[i];
      if (receipt?.status === "0x1") {
        minted.push({ claim_id: row.claimId, tx_hash: row.txHash, block: BigInt(receipt.blockNumber).toString() });
      } else if (receipt) {
        reverted.push(row);
      } else if (
        all ||
        now.getTime() - (row.submittedAt?.getTime() ?? 0) >= options.stuckAfterMs ||
        // An operator asked for a replacement now (retry-mint, ADR 0027): the same look as a stuck one.
        (row.nextAttemptAt !== null && row.nextAttemptAt <= now)
      ) {
        stuck.push(row);
      }
    });
    if (minted.length > 0) {
      await ctx.db.execute(
        withMintEvents(
          sql`
        update mint_jobs m
           set status = 'MINTED', block_number = v.block, minted_at = ${now}, last_error = null, updated_at = now()
          from json_to_recordset(${recordset(minted)}) as v(claim_id uuid, tx_hash text, block text)
         where m.claim_id = v.claim_id and m.status = 'SUBMITTED' and m.tx_hash = v.tx_hash`,
          now,
        ),
      );
      changed += minted.length;
    }
    if (reverted.length > 0) changed += await settleReverted(relayer, reverted);
    if (rows.length < RECEIPTS_PER_BATCH) {
      complete = true;
      break;
    }
  }
  // Every mint mined up to the head was looked at: the next look starts after it (or, with nothing in
  // flight, when the next batch goes out).
  if (complete) relayer.scanFrom = head ? head.block + 1n : null;
  if (stuck.length > 0) changed += await replaceStuckMints(relayer, stuck);
  return changed;
}

/**
 * A mint transaction that reverted. If the token exists, an earlier transaction of this mint got there
 * first: MINTED. Otherwise the call is simulated to learn why: a revert the contract explains (no minter
 * role, a recipient contract that refuses tokens) will not go away and the mint is FAILED with it; a
 * revert that does not repeat (out of gas, a race) is retried with backoff, FAILED after the last attempt.
 */
async function settleReverted(relayer: Relayer, rows: MintJobRow[]): Promise<number> {
  const { ctx, conn, options } = relayer;
  const now = ctx.clock.now();
  const exists = await conn.tokensExist(
    rows.map((r) => ({ contract: r.contractAddress as Address, tokenId: BigInt(r.tokenId as string) })),
  );
  const updates: Record<string, unknown>[] = [];
  for (const [i, row] of rows.entries()) {
    if (exists[i]) {
      updates.push({ claim_id: row.claimId, tx_hash: row.txHash, status: "MINTED", error: null, next_at: null });
      continue;
    }
    let why: string | null = null;
    try {
      await conn.client.simulateContract({
        account: conn.account,
        address: getAddress(row.contractAddress as string),
        abi: fanfareCollectionAbi,
        functionName: "mint",
        args: [getAddress(row.recipient as string), BigInt(row.tokenId as string)],
      });
    } catch (error) {
      if (isRpcUnavailable(error)) throw new RpcUnavailableError(nodeMessage(error));
      const revert = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
      why =
        revert instanceof ContractFunctionRevertedError
          ? `reverted: ${revert.data?.errorName ?? revert.reason ?? "unknown"}`
          : reason(nodeMessage(error));
    }
    const last = why !== null || row.attempts >= options.maxAttempts;
    updates.push({
      claim_id: row.claimId,
      tx_hash: row.txHash,
      status: last ? "FAILED" : "PENDING",
      error: why ?? "the mint transaction reverted",
      next_at: last ? null : new Date(now.getTime() + backoffMs(row.attempts)),
    });
  }
  await ctx.db.execute(
    withMintEvents(
      sql`
    update mint_jobs m
       set status = v.status, last_error = v.error, next_attempt_at = v.next_at, nonce = case when v.status = 'PENDING' then null else m.nonce end,
           minted_at = case when v.status = 'MINTED' then ${now}::timestamptz else m.minted_at end, updated_at = now()
      from json_to_recordset(${recordset(updates)}) as v(claim_id uuid, tx_hash text, status text, error text, next_at timestamptz)
     where m.claim_id = v.claim_id and m.status = 'SUBMITTED' and m.tx_hash = v.tx_hash`,
      now,
    ),
  );
  const failed = updates.filter((u) => u.status === "FAILED");
  if (failed.length > 0) ctx.log.warn({ count: failed.length, error: failed[0]?.error }, "mints failed: reverted");
  return updates.length;
}
