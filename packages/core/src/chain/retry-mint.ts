import type { MintRetryAction, RetryMintResult } from "@fanfare/protocol";
import { and, eq, sql } from "drizzle-orm";
import { recordAuditEvent } from "../audit/record-audit-event";
import { campaigns } from "../campaigns/tables";
import { claims, mintJobs } from "../claims/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import { stuckSql } from "./minting-status";
import { getMint } from "./minting-status-mints";
import { rowsOf } from "./relayer";

/**
 * An operator's retry of a FAILED mint, or replacement of a stuck SUBMITTED one, of their own company
 * (ADR 0027). The console never signs or sends anything: the mint's row is handed back to the relayer,
 * the one holder of the chain's lease and nonces (ADR 0014), which does the chain work under its usual
 * rules. Why that keeps "never minted twice":
 * - RETRY (FAILED → PENDING, attempts from zero, the old transaction hash kept): FAILED is final for the
 *   relayer — the mint's last transaction was refused (never in a pool) or reverted (its nonce used), so
 *   none of its transactions can still be mined. The relayer's send of a row with a hash asks the chain
 *   `exists(tokenId)` first and records MINTED instead of sending when the token is there; a new send
 *   gets a new nonce from the relayer's counter.
 * - REPLACE (a stuck SUBMITTED mint marked due now: `next_attempt_at`): its transaction may still be in a
 *   pool, so it must never be sent at a new nonce blindly. The relayer's next round takes it as stuck
 *   (replaceStuckMints): token there → MINTED; nonce used by another transaction → PENDING, then sent after
 *   the same `exists` check; nonce still open → re-signed at the same nonce with a higher fee, so whichever
 *   of the two is mined, there is one mint. The contract refuses a second mint of a token id besides.
 * - Each is one conditional UPDATE on the state the operator acts on (`status = 'FAILED'`; SUBMITTED,
 *   stuck and not yet asked): of two clicks or two operators, PostgreSQL lets one change the row; the
 *   other finds it changed and is refused (mint-E2001 minted, mint-E2002 on its way). The audit event is
 *   written in the same transaction.
 * Viewers may not (operator-E2001); another company's mint, or none, is "not found" (request-E1004).
 */
export async function retryMint(
  ctx: CoreContext,
  operator: Operator,
  input: { mintJobId: string },
): Promise<RetryMintResult> {
  assertOperatorMay(operator, "write");
  const now = ctx.clock.now();
  const action = await ctx.db.transaction(async (tx): Promise<MintRetryAction> => {
    const [current] = await tx
      .select({ job: mintJobs })
      .from(mintJobs)
      .innerJoin(claims, eq(claims.id, mintJobs.claimId))
      .innerJoin(campaigns, eq(campaigns.id, claims.campaignId))
      .where(and(eq(mintJobs.claimId, input.mintJobId), eq(campaigns.companyId, operator.companyId)));
    if (!current) throw new AppError("request-E1004");
    const { job } = current;

    const retried = rowsOf(
      await tx.execute(sql`
        update mint_jobs
           set status = 'PENDING', attempts = 0, nonce = null, next_attempt_at = null, updated_at = ${now}
         where claim_id = ${job.claimId}::uuid and status = 'FAILED'
        returning claim_id`),
    );
    if (retried.length > 0) {
      await recordAuditEvent(tx, operator, {
        action: "mint.retry",
        target: { type: "mint", id: job.claimId },
        before: { status: "FAILED", attempts: job.attempts, lastError: job.lastError },
        after: { status: "PENDING", attempts: 0 },
        at: now,
      });
      return "RETRY";
    }

    const replaced = rowsOf(
      await tx.execute(sql`
        update mint_jobs
           set next_attempt_at = ${now}, updated_at = ${now}
         where claim_id = ${job.claimId}::uuid and next_attempt_at is null and ${stuckSql(now)}
        returning claim_id`),
    );
    if (replaced.length > 0) {
      await recordAuditEvent(tx, operator, {
        action: "mint.replace",
        target: { type: "mint", id: job.claimId },
        before: { txHash: job.txHash, nonce: job.nonce },
        after: { replaceRequested: true },
        at: now,
      });
      return "REPLACE";
    }

    // Neither: read it again, since another click may have changed it since the first read.
    const [again] = await tx
      .select({ status: mintJobs.status })
      .from(mintJobs)
      .where(eq(mintJobs.claimId, job.claimId));
    throw new AppError(again?.status === "MINTED" ? "mint-E2001" : "mint-E2002");
  });
  return { action, mint: await getMint(ctx, operator, input) };
}
