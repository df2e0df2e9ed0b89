import { and, asc, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { type Address, getAddress } from "viem";
import { type MintJobRow, mintJobs } from "../claims/tables";
import { withMintEvents } from "../webhooks/emit-event";
import { classifySendError, nodeMessage } from "./connection";
import {
  backoffMs,
  type Relayer,
  RpcUnavailableError,
  reason,
  recordset,
  rememberSend,
  type SignedTx,
  signMint,
} from "./relayer";

type Planned = { row: MintJobRow; nonce: number; tx: SignedTx };

/**
 * Mints sent per round: the batch size, or on a paced RPC about 5 s of its budget, so receipts are looked
 * for between sends and a mint's `submitted_at` is not a minute older than its send (ADR 0029).
 */
export function sendsPerRound(options: Relayer["options"]): number {
  if (options.rpcCallsPerSecond <= 0) return options.batchSize;
  return Math.max(1, Math.min(options.batchSize, Math.round(options.rpcCallsPerSecond * 5)));
}

/**
 * Sends the next PENDING, prepared mints: a pipeline, not one at a time.
 * 1. In one transaction, takes a batch (`FOR UPDATE SKIP LOCKED`: two relayers never take the same row).
 *    A mint sent before (it has a hash: dropped, refused, reverted, or reset) is looked up on the chain
 *    first: `exists(tokenId)` → MINTED, nothing sent (the resend rule of ADR 0014).
 * 2. Gives each a nonce from the relayer's own counter, signs locally, and records SUBMITTED with the
 *    nonce and hash, then commits: a crash after this point leaves a record the next relayer recovers
 *    (re-sends at the same nonce), never an unknown transaction.
 * 3. Sends the whole batch as one JSON-RPC batch of `eth_sendRawTransaction`. A refusal puts its mint
 *    back to PENDING: with no blame for a nonce the counter got wrong (the counter is re-synced), with a
 *    counted attempt and a backoff otherwise, and FAILED with the node's words after the last attempt.
 *    A send with no answer (a timeout, a 429 past its retries) has an unknown outcome: the mint stays
 *    SUBMITTED and its bytes are kept, to be sent again as they are after the outage (ADR 0029).
 * Returns how many were sent.
 */
export async function sendMints(relayer: Relayer): Promise<number> {
  const { ctx, conn, chainId, options } = relayer;
  if (relayer.nonces.next === null) await relayer.nonces.sync(ctx.db, conn);
  const now = ctx.clock.now();
  const planned = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mintJobs)
      .where(
        and(
          eq(mintJobs.status, "PENDING"),
          eq(mintJobs.chainId, chainId),
          isNotNull(mintJobs.contractAddress),
          isNotNull(mintJobs.recipient),
          isNotNull(mintJobs.tokenId),
          or(isNull(mintJobs.nextAttemptAt), lte(mintJobs.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(mintJobs.createdAt))
      .limit(sendsPerRound(options))
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];

    const resends = rows.filter((r) => r.txHash !== null);
    const minted = new Set<string>();
    if (resends.length > 0) {
      const exists = await conn.tokensExist(
        resends.map((r) => ({ contract: r.contractAddress as Address, tokenId: BigInt(r.tokenId as string) })),
      );
      resends.forEach((r, i) => {
        if (exists[i]) minted.add(r.claimId);
      });
      if (minted.size > 0) {
        await tx.execute(
          withMintEvents(
            sql`
          update mint_jobs m set status = 'MINTED', minted_at = ${now}, last_error = null, updated_at = now()
            from json_to_recordset(${recordset([...minted].map((claim_id) => ({ claim_id })))}) as v(claim_id uuid)
           where m.claim_id = v.claim_id and m.status = 'PENDING'`,
            now,
          ),
        );
      }
    }
    const toSend = rows.filter((r) => !minted.has(r.claimId));
    if (toSend.length === 0) return [];
    const first = relayer.nonces.take(toSend.length);
    const signed: Planned[] = [];
    for (const [i, row] of toSend.entries()) {
      const nonce = first + i;
      const tx = await signMint(relayer, {
        contract: getAddress(row.contractAddress as string),
        to: getAddress(row.recipient as string),
        tokenId: BigInt(row.tokenId as string),
        nonce,
        sends: 0,
      });
      signed.push({ row, nonce, tx });
    }
    await tx.execute(sql`
      update mint_jobs m
         set status = 'SUBMITTED', nonce = v.nonce, tx_hash = v.tx_hash, from_address = ${conn.account.address},
             attempts = m.attempts + 1, submitted_at = ${now}, next_attempt_at = null, updated_at = now()
        from json_to_recordset(${recordset(signed.map((p) => ({ claim_id: p.row.claimId, nonce: p.nonce, tx_hash: p.tx.hash })))})
             as v(claim_id uuid, nonce int, tx_hash text)
       where m.claim_id = v.claim_id and m.status = 'PENDING'`);
    return signed;
  });
  if (planned.length === 0 || relayer.killed) return planned.length;
  // Signed after these fees were read: mined in a later block than theirs.
  if (relayer.scanFrom === null && relayer.fees) relayer.scanFrom = relayer.fees.block;

  const results = await conn.broadcast(planned.map((p) => p.tx.raw));
  const requeue: Record<string, unknown>[] = [];
  const failed: Record<string, unknown>[] = [];
  let unavailable = false;
  results.forEach((result, i) => {
    const p = planned[i] as Planned;
    const refusal = result.status === "fulfilled" ? null : classifySendError(result.reason);
    if (refusal === null || refusal === "KNOWN") {
      rememberSend(relayer, p.tx.hash, p.tx.raw, true);
      return;
    }
    if (refusal === "UNAVAILABLE") {
      // The node may or may not have it: the mint stays SUBMITTED; after the outage the chain is asked
      // and, if its nonce is still open, these same bytes are sent again.
      rememberSend(relayer, p.tx.hash, p.tx.raw, false);
      unavailable = true;
      return;
    }
    relayer.nonces.invalidate();
    const words = reason(nodeMessage((result as PromiseRejectedResult).reason));
    if (refusal === "NONCE_TOO_LOW" || refusal === "NONCE_TOO_HIGH" || refusal === "UNDERPRICED") {
      // Not the mint's fault: the counter was off. Uncount the attempt and send again with a fresh nonce.
      requeue.push({
        claim_id: p.row.claimId,
        tx_hash: p.tx.hash,
        attempts: p.row.attempts,
        error: words,
        next_at: now,
      });
    } else if (p.row.attempts + 1 >= options.maxAttempts) {
      failed.push({ claim_id: p.row.claimId, tx_hash: p.tx.hash, error: words });
    } else {
      requeue.push({
        claim_id: p.row.claimId,
        tx_hash: p.tx.hash,
        attempts: p.row.attempts + 1,
        error: words,
        next_at: new Date(now.getTime() + backoffMs(p.row.attempts + 1)),
      });
    }
  });
  if (requeue.length > 0) {
    // The tx hash stays: the next send of this mint checks the chain first.
    await ctx.db.execute(sql`
      update mint_jobs m
         set status = 'PENDING', attempts = v.attempts, last_error = v.error, nonce = null,
             next_attempt_at = v.next_at, updated_at = now()
        from json_to_recordset(${recordset(requeue)}) as v(claim_id uuid, tx_hash text, attempts int, error text, next_at timestamptz)
       where m.claim_id = v.claim_id and m.status = 'SUBMITTED' and m.tx_hash = v.tx_hash`);
  }
  if (failed.length > 0) {
    await ctx.db.execute(
      withMintEvents(
        sql`
      update mint_jobs m set status = 'FAILED', last_error = v.error, updated_at = now()
        from json_to_recordset(${recordset(failed)}) as v(claim_id uuid, tx_hash text, error text)
       where m.claim_id = v.claim_id and m.status = 'SUBMITTED' and m.tx_hash = v.tx_hash`,
        now,
      ),
    );
    ctx.log.warn({ chainId, count: failed.length, error: failed[0]?.error }, "mints failed: refused by the node");
  }
  if (unavailable) {
    relayer.nonces.invalidate();
    // Some requests of the batch were answered: the RPC is up and a request was lost now and then
    // (ADR 0029). No outage pause: the next round recovers first (the chain is asked, the unanswered
    // sends go out again as they were), then carries on.
    if (results.some((r) => r.status === "fulfilled")) {
      relayer.needsRecovery = true;
      return planned.length;
    }
    throw new RpcUnavailableError("the RPC did not take the batch");
  }
  return planned.length;
}
