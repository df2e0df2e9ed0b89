import { z } from "zod";
import { IdSchema, IsoDateTime } from "./campaigns";
import { MINT_PROBLEMS } from "./claims";
import { LocalizedText } from "./common";

// --- minting operations: the relayers and the company's mints, seen from the console (ADR 0014, 0027) ---

/**
 * RUNNING: a relayer holds the chain's lease (renewed every round); STOPPED: the platform is set up to
 * mint there but no relayer holds the lease now (the worker is down, or waits for the RPC); NOT_CONFIGURED:
 * no RPC URL for the chain or no minter key, so nothing is minted there at all.
 */
export const RELAYER_STATES = ["RUNNING", "STOPPED", "NOT_CONFIGURED"] as const;
export type RelayerState = (typeof RELAYER_STATES)[number];

/**
 * The relayer account's balance as read now: OK, LOW (below the warning level, RELAYER_GAS_WARNING_WEI),
 * UNREACHABLE (no RPC URL, or the node did not answer in time: never a failure of the page).
 */
export const GAS_STATES = ["OK", "LOW", "UNREACHABLE"] as const;
export type GasState = (typeof GAS_STATES)[number];

/** The mint's life (mint_jobs.status), as the relayer records it. */
export const MINT_JOB_STATUSES = ["PENDING", "SUBMITTED", "MINTED", "FAILED"] as const;
export type MintJobStatus = (typeof MINT_JOB_STATUSES)[number];

/**
 * What the console lists: FAILED (the relayer gave up), STUCK (sent, not mined after the chain's stuck
 * time or after several sends), WAITING (pending or sent, oldest first). Without a filter: FAILED and STUCK.
 */
export const MINT_LIST_FILTERS = ["FAILED", "STUCK", "WAITING"] as const;
export type MintListFilter = (typeof MINT_LIST_FILTERS)[number];

export const MintCounts = z.object({
  PENDING: z.number().int().nonnegative(),
  SUBMITTED: z.number().int().nonnegative(),
  MINTED: z.number().int().nonnegative(),
  FAILED: z.number().int().nonnegative(),
});
export type MintCounts = z.infer<typeof MintCounts>;

/** One chain the company's campaigns mint on. */
export const ChainMintingView = z
  .object({
    chainId: z.number().int(),
    chainName: z.string(),
    relayer: z.object({
      state: z.enum(RELAYER_STATES),
      /** The minter account (EIP-55); null without a minter key. */
      address: z.string().nullable(),
      /** When the running relayer last renewed its lease (its heartbeat); null when none ever held it. */
      lastSeenAt: IsoDateTime.nullable(),
    }),
    gas: z.object({
      state: z.enum(GAS_STATES),
      /** Wei as decimal text; null when unreachable. */
      balanceWei: z.string().nullable(),
      warningWei: z.string(),
      symbol: z.string(),
      decimals: z.number().int(),
    }),
    /** The company's mints on this chain by status. */
    counts: MintCounts,
    /** Of the SUBMITTED ones, how many are stuck (see MINT_LIST_FILTERS). */
    stuck: z.number().int().nonnegative(),
    /** The oldest PENDING or SUBMITTED mint's creation; null when nothing waits. */
    oldestWaitingSince: IsoDateTime.nullable(),
    /** A sent mint with no receipt after this long counts as stuck (the relayer's own rule). */
    stuckAfterSeconds: z.number().int().positive(),
  })
  .meta({ id: "ChainMintingView" });
export type ChainMintingView = z.infer<typeof ChainMintingView>;

export const MintingSummary = z
  .object({
    chains: z.array(ChainMintingView),
    /** When the figures were read (ages are counted from it). */
    checkedAt: IsoDateTime,
  })
  .meta({ id: "MintingSummary" });
export type MintingSummary = z.infer<typeof MintingSummary>;

/** One mint as the console shows it: never the fan's address or e-mail in clear. */
export const OperatorMintView = z
  .object({
    /** The mint job's id: its claim's id (one mint per claim). */
    mintJobId: IdSchema,
    status: z.enum(MINT_JOB_STATUSES),
    /** SUBMITTED and stuck (see MINT_LIST_FILTERS). */
    stuck: z.boolean(),
    /** An operator asked for this stuck mint to be replaced; the relayer has not looked at it yet. */
    replaceRequested: z.boolean(),
    chainId: z.number().int().nullable(),
    campaign: z.object({ id: IdSchema, title: LocalizedText }),
    /** The fan's e-mail masked ("f***@e***.com"): enough to recognise, too little to learn. */
    fan: z.string(),
    /** The recipient wallet shortened (0x1234…abcd); null before the relayer prepared the mint. */
    recipient: z.string().nullable(),
    /** Why it is held up or failed, as a kind, and in the relayer's or the node's own words. */
    problem: z.enum(MINT_PROBLEMS).nullable(),
    lastError: z.string().nullable(),
    attempts: z.number().int().nonnegative(),
    nonce: z.number().int().nullable(),
    txHash: z.string().nullable(),
    blockNumber: z.string().nullable(),
    createdAt: IsoDateTime,
    submittedAt: IsoDateTime.nullable(),
    mintedAt: IsoDateTime.nullable(),
    updatedAt: IsoDateTime,
  })
  .meta({ id: "OperatorMintView" });
export type OperatorMintView = z.infer<typeof OperatorMintView>;

export const MintsQuery = z.object({
  status: z.enum(MINT_LIST_FILTERS).optional(),
  /** The previous page's `nextCursor`. */
  after: z.string().max(200).optional(),
});
export type MintsQuery = z.infer<typeof MintsQuery>;

export const MintsPage = z
  .object({ mints: z.array(OperatorMintView), nextCursor: z.string().nullable() })
  .meta({ id: "MintsPage" });
export type MintsPage = z.infer<typeof MintsPage>;

export const MintJobParams = z.object({ mintJobId: IdSchema });

/**
 * RETRY: a FAILED mint goes back to the relayer's queue (it checks the chain before sending again);
 * REPLACE: a stuck SUBMITTED mint is looked at by the relayer at once (minted? its nonce used? else the
 * same nonce re-sent with a higher fee). Either way the relayer does the chain work (ADR 0027).
 */
export const MINT_RETRY_ACTIONS = ["RETRY", "REPLACE"] as const;
export type MintRetryAction = (typeof MINT_RETRY_ACTIONS)[number];

export const RetryMintResult = z
  .object({ action: z.enum(MINT_RETRY_ACTIONS), mint: OperatorMintView })
  .meta({ id: "RetryMintResult" });
export type RetryMintResult = z.infer<typeof RetryMintResult>;
