import {
  type ClaimEvent,
  type ClaimProblem,
  type ClaimStep,
  type ClaimTimeline,
  explorerTxUrl,
  type LocalizedText,
  type MintProblem,
} from "@fanfare/protocol";
import type { MintJobRow } from "./tables";

/** What the chain says about a minted token, beyond the database (find-chain-facts.ts). */
export type ChainFacts = {
  /**
   * The mint as the chain recorded it (its Transfer from the zero address), when the database lacks the
   * block: a mint found by `exists` after a replacement may have been mined by the other transaction.
   */
  mint: { txHash: string; blockNumber: string } | null;
  /** The token left the wallet it was minted to: the first transfer out of it. */
  transferOut: { to: string; txHash: string | null; blockNumber: string | null; at: string | null } | null;
};

export type ClaimTimelineInput = {
  claim: { id: string; campaignId: string; createdAt: Date };
  projectId: string;
  campaignTitle: LocalizedText;
  nft: { id: string; name: LocalizedText; imageUrl: string };
  chainId: number;
  /** Null only for a claim without its mint job, which the claim's transaction never leaves behind. */
  mint: MintJobRow | null;
  chain: ChainFacts | null;
};

/**
 * The relayer's recorded reason (its own sentences, or the node's words) as a reason a fan can be told.
 * The sentences come from chain/ (reconcile-chain, replace-stuck-mints, track-mints); the node's words
 * are not ours, so only the ones that say something to a fan are singled out.
 */
export function mintProblemOf(lastError: string): MintProblem {
  if (/local chain was reset/iu.test(lastError)) return "CHAIN_RESET";
  if (/not mined in time/iu.test(lastError)) return "SLOW";
  if (/dropped/iu.test(lastError)) return "DROPPED";
  if (/revert/iu.test(lastError)) return "REVERTED";
  if (/insufficient funds/iu.test(lastError)) return "NO_FUNDS";
  return "REFUSED";
}

const event = (step: ClaimStep, at: Date | string | null, rest: Partial<ClaimEvent> = {}): ClaimEvent => ({
  step,
  at: at instanceof Date ? at.toISOString() : at,
  txHash: null,
  explorerUrl: null,
  blockNumber: null,
  address: null,
  ...rest,
});

/**
 * A claim's life from its mint job (ADR 0014) and, once minted, what the chain says:
 * - CLAIMED at the claim; QUEUED at its mint job (written in the same transaction);
 * - SENT while SUBMITTED or once MINTED, with the latest transaction (a replacement keeps the nonce and
 *   gets a new hash); a mint put back to PENDING after a refusal is queued again, not sent;
 * - MINTED with its block, the chain's own record when the database has none;
 * - TRANSFERRED when the token has left the wallet it was minted to;
 * - FAILED when the relayer gave up. A REVERTED failure keeps its SENT step: that transaction is on the
 *   chain, and its link shows the refusal; a refused send never reached the chain.
 * The problem: a PENDING mint with a recorded error waits for an automatic retry (at its backoff); a
 * SUBMITTED one that was replaced is slow and was sent again; a FAILED one is left to the organiser. A
 * SUBMITTED mint's older error was already retried, so it is not the fan's concern any more.
 */
export function toClaimTimeline(input: ClaimTimelineInput): ClaimTimeline {
  const { claim, mint, chain, chainId } = input;
  const events: ClaimEvent[] = [event("CLAIMED", claim.createdAt)];
  let problem: ClaimProblem | null = null;
  if (mint) {
    events.push(event("QUEUED", mint.createdAt));
    const reason = mint.lastError ? mintProblemOf(mint.lastError) : null;
    const sent =
      mint.status === "SUBMITTED" || mint.status === "MINTED" || (mint.status === "FAILED" && reason === "REVERTED");
    if (sent && mint.txHash && mint.submittedAt) {
      events.push(
        event("SENT", mint.submittedAt, { txHash: mint.txHash, explorerUrl: explorerTxUrl(chainId, mint.txHash) }),
      );
    }
    if (mint.status === "MINTED") {
      const txHash = mint.blockNumber ? mint.txHash : (chain?.mint?.txHash ?? mint.txHash);
      events.push(
        event("MINTED", mint.mintedAt ?? mint.updatedAt, {
          txHash,
          explorerUrl: explorerTxUrl(chainId, txHash),
          blockNumber: mint.blockNumber ?? chain?.mint?.blockNumber ?? null,
          address: mint.recipient,
        }),
      );
      const out = chain?.transferOut;
      if (out) {
        events.push(
          event("TRANSFERRED", out.at, {
            txHash: out.txHash,
            explorerUrl: explorerTxUrl(chainId, out.txHash),
            blockNumber: out.blockNumber,
            address: out.to,
          }),
        );
      }
    }
    if (mint.status === "FAILED") {
      events.push(event("FAILED", mint.updatedAt));
      problem = {
        reason: reason ?? "REFUSED",
        next: "OPERATOR",
        retryAt: null,
        at: mint.updatedAt.toISOString(),
      };
    } else if (mint.status === "PENDING" && reason) {
      problem = {
        reason,
        next: "AUTOMATIC_RETRY",
        retryAt: mint.nextAttemptAt?.toISOString() ?? null,
        at: mint.updatedAt.toISOString(),
      };
    } else if (mint.status === "SUBMITTED" && reason === "SLOW") {
      problem = { reason, next: "AUTOMATIC_RETRY", retryAt: null, at: mint.updatedAt.toISOString() };
    }
  }
  const last = events.at(-1) as ClaimEvent;
  return {
    claimId: claim.id,
    campaignId: claim.campaignId,
    projectId: input.projectId,
    campaignTitle: input.campaignTitle,
    nft: input.nft,
    chainId,
    contractAddress: mint?.contractAddress ?? null,
    tokenId: mint?.tokenId ?? null,
    step: last.step,
    events,
    problem,
  };
}
