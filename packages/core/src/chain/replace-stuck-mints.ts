import { and, eq, gte, sql } from "drizzle-orm";
import { type Address, getAddress } from "viem";
import { type MintJobRow, mintJobs } from "../claims/tables";
import { withMintEvents } from "../webhooks/emit-event";
import { classifySendError, isRpcUnavailable, nodeMessage } from "./connection";
import {
  type Relayer,
  RpcUnavailableError,
  recordset,
  rememberSend,
  type SignedTx,
  signMint,
  signNonceFiller,
} from "./relayer";

/** Nonce gaps filled per round at most (a gap larger than this is filled over several rounds). */
const MAX_FILLERS = 100;

/**
 * SUBMITTED mints with no receipt for too long (or all of them after a start or an outage).
 * A young one (submitted less than `stuckAfterMs` ago, no operator asking) whose nonce is still open and
 * whose signed bytes this process holds is not replaced (ADR 0029): if the node took it, it is left to be
 * mined; if its send went unanswered (a timeout: unknown outcome), the same bytes are sent again — the
 * same hash at the same nonce, which can only be mined once. Otherwise, before anything is sent again,
 * the chain is asked (ADR 0014):
 * - `exists(tokenId)` → MINTED: some transaction of this mint got in (a replacement, the original).
 * - the nonce is already used on chain (below the account's mined count) but not by this mint → its
 *   transaction is gone for good: back to PENDING, sent again with a new nonce after the same check.
 * - the nonce is still open → the transaction is slow, dropped, or was never sent (a crash between
 *   recording and sending): replaced — the same nonce, re-signed with a higher fee (+25 % a send), so
 *   whichever of the two is mined, there is one mint.
 * Nonces that nobody holds below the highest in flight (a refused send, a lost deployment) would hold
 * everything behind them back: a zero-value transfer to itself fills each.
 */
export async function replaceStuckMints(relayer: Relayer, stuck: MintJobRow[]): Promise<number> {
  let rows = stuck;
  const { ctx, conn, chainId } = relayer;
  const now = ctx.clock.now();
  try {
    // The count first, then the tokens: a nonce below the count was mined before the tokens were read,
    // so "used but no token" cannot be a transaction of this mint mined in between.
    const mined = await conn.client.getTransactionCount({ address: conn.account.address, blockTag: "latest" });
    const resends: { nonce: number; tx: SignedTx }[] = [];
    const checked: MintJobRow[] = [];
    for (const row of rows) {
      const young =
        now.getTime() - (row.submittedAt?.getTime() ?? 0) < relayer.options.stuckAfterMs &&
        !(row.nextAttemptAt !== null && row.nextAttemptAt <= now);
      const known = row.txHash ? relayer.sent.get(row.txHash) : undefined;
      if (young && known && (row.nonce ?? -1) >= mined) {
        if (!known.accepted)
          resends.push({ nonce: row.nonce as number, tx: { raw: known.raw, hash: row.txHash as `0x${string}` } });
      } else checked.push(row);
    }
    rows = checked;
    const exists =
      rows.length === 0
        ? []
        : await conn.tokensExist(
            rows.map((r) => ({ contract: r.contractAddress as Address, tokenId: BigInt(r.tokenId as string) })),
          );
    const minted: Record<string, unknown>[] = [];
    const lost: Record<string, unknown>[] = [];
    const open: MintJobRow[] = [];
    rows.forEach((row, i) => {
      if (exists[i]) minted.push({ claim_id: row.claimId, tx_hash: row.txHash });
      else if ((row.nonce ?? -1) < mined) lost.push({ claim_id: row.claimId, tx_hash: row.txHash });
      else open.push(row);
    });
    if (minted.length > 0) {
      await ctx.db.execute(
        withMintEvents(
          sql`
        update mint_jobs m set status = 'MINTED', minted_at = ${now}, last_error = null, updated_at = now()
          from json_to_recordset(${recordset(minted)}) as v(claim_id uuid, tx_hash text)
         where m.claim_id = v.claim_id and m.status = 'SUBMITTED' and m.tx_hash = v.tx_hash`,
          now,
        ),
      );
    }
    if (lost.length > 0) {
      await ctx.db.execute(sql`
        update mint_jobs m
           set status = 'PENDING', nonce = null, next_attempt_at = null, updated_at = now(),
               last_error = 'the transaction was dropped and its nonce used by another; sending again'
          from json_to_recordset(${recordset(lost)}) as v(claim_id uuid, tx_hash text)
         where m.claim_id = v.claim_id and m.status = 'SUBMITTED' and m.tx_hash = v.tx_hash`);
      ctx.log.warn({ chainId, count: lost.length }, "mint transactions lost: sending again");
    }

    const replacements: { row: MintJobRow; tx: SignedTx }[] = [];
    for (const row of open) {
      const tx = await signMint(relayer, {
        contract: getAddress(row.contractAddress as string),
        to: getAddress(row.recipient as string),
        tokenId: BigInt(row.tokenId as string),
        nonce: row.nonce as number,
        sends: row.attempts,
      });
      replacements.push({ row, tx });
    }
    if (replacements.length > 0) {
      await ctx.db.execute(sql`
        update mint_jobs m
           set tx_hash = v.new_hash, attempts = m.attempts + 1, submitted_at = ${now}, next_attempt_at = null, updated_at = now(),
               last_error = 'not mined in time: replaced (same nonce, higher fee)'
          from json_to_recordset(${recordset(replacements.map(({ row, tx }) => ({ claim_id: row.claimId, tx_hash: row.txHash, new_hash: tx.hash })))})
               as v(claim_id uuid, tx_hash text, new_hash text)
         where m.claim_id = v.claim_id and m.status = 'SUBMITTED' and m.tx_hash = v.tx_hash`);
      ctx.log.warn({ chainId, count: replacements.length }, "stuck mint transactions replaced");
    }

    // Nonces nobody holds, between the mined count and the highest nonce still in flight.
    const held = await ctx.db
      .select({ nonce: mintJobs.nonce })
      .from(mintJobs)
      .where(
        and(
          eq(mintJobs.status, "SUBMITTED"),
          eq(mintJobs.chainId, chainId),
          sql`lower(${mintJobs.fromAddress}) = ${conn.account.address.toLowerCase()}`,
          gte(mintJobs.nonce, mined),
        ),
      );
    const heldSet = new Set(held.map((h) => h.nonce));
    const highest = Math.max(-1, ...held.map((h) => h.nonce ?? -1));
    const fillers: { nonce: number; tx: SignedTx }[] = [];
    for (let n = mined; n < highest && fillers.length < MAX_FILLERS; n++) {
      if (!heldSet.has(n)) fillers.push({ nonce: n, tx: await signNonceFiller(relayer, n) });
    }
    if (fillers.length > 0) ctx.log.warn({ chainId, count: fillers.length }, "nonce gaps filled");
    if (relayer.killed) return minted.length + lost.length;

    // In nonce order: a node that mines at once (Hardhat's automine) refuses a nonce beyond the next.
    const outgoing = [
      ...replacements.map((r) => ({ nonce: r.row.nonce as number, tx: r.tx, mint: true })),
      ...resends.map((r) => ({ ...r, mint: true })),
      ...fillers.map((f) => ({ ...f, mint: false })),
    ].sort((a, b) => a.nonce - b.nonce);
    if (resends.length > 0)
      ctx.log.info({ chainId, count: resends.length }, "unanswered mint sends sent again as they were");
    const results = await conn.broadcast(outgoing.map((o) => o.tx.raw));
    let unavailable: unknown = null;
    results.forEach((result, i) => {
      const o = outgoing[i] as (typeof outgoing)[number];
      const refusal = result.status === "fulfilled" ? null : classifySendError(result.reason);
      if (o.mint) rememberSend(relayer, o.tx.hash, o.tx.raw, refusal !== "UNAVAILABLE");
      if (refusal === "UNAVAILABLE") unavailable = (result as PromiseRejectedResult).reason;
      // UNDERPRICED: the transaction in the pool outbids this one and will be mined: fine. NONCE_TOO_LOW:
      // the nonce was used meanwhile; the next look settles it. Anything else: the next look, too.
    });
    if (unavailable !== null) throw new RpcUnavailableError(nodeMessage(unavailable));
    return minted.length + lost.length + replacements.length;
  } catch (error) {
    if (isRpcUnavailable(error)) throw new RpcUnavailableError(nodeMessage(error));
    throw error;
  }
}
