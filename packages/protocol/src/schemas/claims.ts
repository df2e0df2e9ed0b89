import { z } from "zod";
import { IdSchema } from "./campaigns";
import { LocalizedText } from "./common";

// ---------------------------------------------------------------------------------------------------
// A claim's life as the fan follows it ("my claims", nfts/[nftId])
// ---------------------------------------------------------------------------------------------------

/**
 * The steps of a claim, in the order they happen: claimed, queued for minting (the mint job written
 * with the claim), the mint transaction sent, minted (its block), transferred out of the wallet it was
 * minted to (seen on the chain). FAILED ends a claim whose mint will not be retried automatically.
 */
export const CLAIM_STEPS = ["CLAIMED", "QUEUED", "SENT", "MINTED", "TRANSFERRED", "FAILED"] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];

/**
 * Why a mint is held up or failed, from what the relayer recorded (ADR 0014). The node's own words stay
 * on the server: they may name the minter's account and are not written for fans.
 * SLOW not mined in time, sent again with a higher fee; DROPPED the network dropped the transaction;
 * CHAIN_RESET the local chain restarted empty; REVERTED the contract refused the mint; NO_FUNDS the
 * minting account could not pay the network fee; REFUSED the network refused the transaction.
 */
export const MINT_PROBLEMS = ["SLOW", "DROPPED", "CHAIN_RESET", "REVERTED", "NO_FUNDS", "REFUSED"] as const;
export type MintProblem = (typeof MINT_PROBLEMS)[number];

/**
 * What happens next: AUTOMATIC_RETRY the relayer tries again by itself (retryAt when it waits for a
 * backoff); OPERATOR nothing more is tried on its own and the failed mint stands in the campaign's
 * claim records for its organiser.
 */
export const MINT_NEXT_STEPS = ["AUTOMATIC_RETRY", "OPERATOR"] as const;
export type MintNextStep = (typeof MINT_NEXT_STEPS)[number];

/** One step the claim reached, oldest first. Fields a step does not have are null. */
export const ClaimEvent = z.object({
  step: z.enum(CLAIM_STEPS),
  /** When it happened; null only for a transfer out whose block the chain did not name. */
  at: z.string().nullable(),
  /** SENT and MINTED: the mint transaction; TRANSFERRED: the transfer. */
  txHash: z.string().nullable(),
  /** The transaction on the chain's block explorer; null on a chain without one (the local chain). */
  explorerUrl: z.string().nullable(),
  /** MINTED and TRANSFERRED: the block (decimal), when known. */
  blockNumber: z.string().nullable(),
  /** MINTED: the wallet it was minted to; TRANSFERRED: the wallet it went to. */
  address: z.string().nullable(),
});
export type ClaimEvent = z.infer<typeof ClaimEvent>;

export const ClaimProblem = z.object({
  reason: z.enum(MINT_PROBLEMS),
  next: z.enum(MINT_NEXT_STEPS),
  /** AUTOMATIC_RETRY after a backoff: when the next try is due; null when it is not waiting. */
  retryAt: z.string().nullable(),
  /** When the relayer recorded it. */
  at: z.string(),
});
export type ClaimProblem = z.infer<typeof ClaimProblem>;

/** One claim of the fan with its life so far. */
export const ClaimTimeline = z
  .object({
    claimId: IdSchema,
    campaignId: IdSchema,
    projectId: IdSchema,
    campaignTitle: LocalizedText,
    nft: z.object({ id: IdSchema, name: LocalizedText, imageUrl: z.string() }),
    /** The chain it is (to be) minted on. */
    chainId: z.int(),
    contractAddress: z.string().nullable(),
    tokenId: z.string().nullable(),
    /** Where the claim stands: the step of the last event. */
    step: z.enum(CLAIM_STEPS),
    /** The steps reached, in order; the last is `step`. */
    events: z.array(ClaimEvent).min(1),
    /** A hold-up (the claim waits for a retry) or the failure; null when all goes well. */
    problem: ClaimProblem.nullable(),
  })
  .meta({ id: "ClaimTimeline" });
export type ClaimTimeline = z.infer<typeof ClaimTimeline>;

/** GET /api/v1/me/claims: every claim of the fan, newest first. */
export const MyClaimsResponse = z.object({ claims: z.array(ClaimTimeline) }).meta({ id: "MyClaims" });
export type MyClaimsResponse = z.infer<typeof MyClaimsResponse>;

export const ClaimParams = z.object({ claimId: IdSchema });
