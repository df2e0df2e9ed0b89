import { fanfareCollectionAbi } from "@fanfare/contracts";
import { LOCAL_CHAIN } from "@fanfare/protocol";
import { and, eq, max, sql } from "drizzle-orm";
import { type Address, encodeFunctionData, type Hash, keccak256 } from "viem";
import { mintJobs } from "../claims/tables";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { type ChainConnection, connectChain } from "./connection";

/** The local chain of embedded mode (the protocol's LOCAL_CHAIN). */
export const LOCAL_CHAIN_ID: number = LOCAL_CHAIN.id;

/** How a relayer behaves; the defaults suit a public chain, tests and the bench shorten the waits. */
export type RelayerOptions = {
  chainId: number;
  rpcUrl: string;
  privateKey: `0x${string}`;
  /** Mints signed and sent per round (one JSON-RPC batch). */
  batchSize?: number;
  /** A transaction not mined after this long is looked at again: minted? dropped? replaced (ADR 0014). */
  stuckAfterMs?: number;
  /** The pause between rounds when there was nothing to do. */
  idleMs?: number;
  /** Per JSON-RPC request (a batch counts as one). */
  rpcTimeoutMs?: number;
  /** Sends of one mint that a node refused or that reverted, before the mint is FAILED. */
  maxAttempts?: number;
  /** How long the relayer's lease on its account lasts without renewal (a killed relayer's runs out). */
  leaseMs?: number;
  /** Gas limit of one mint (ERC-721 _safeMint to a wallet uses ~50–80 k; contracts accepting it more). */
  mintGas?: bigint;
  /** The longest pause while the RPC is unreachable; it starts at 0.5 s and doubles. */
  maxOutageBackoffMs?: number;
  /**
   * The RPC plan's calls per second (0: unpaced). Requests are paced to 90 % of it, a JSON-RPC batch
   * holds at most half a second's worth, and fees are asked for less often (ADR 0029).
   */
  rpcCallsPerSecond?: number;
};

export type ResolvedOptions = Required<RelayerOptions>;

export function resolveOptions(options: RelayerOptions): ResolvedOptions {
  const local = options.chainId === LOCAL_CHAIN_ID;
  return {
    batchSize: 500,
    stuckAfterMs: local ? 15_000 : 180_000,
    idleMs: 250,
    rpcTimeoutMs: 10_000,
    maxAttempts: 5,
    leaseMs: 15_000,
    mintGas: 200_000n,
    maxOutageBackoffMs: 10_000,
    rpcCallsPerSecond: 0,
    ...options,
  };
}

/**
 * The relayer's account nonces, handed out here so many transactions are in flight at once (a node's
 * "pending" count lags behind a pipeline). Unknown (null) after a start, an outage or any refusal that
 * says the count is off; `sync` then asks the chain and the database (a nonce recorded for a SUBMITTED
 * mint is never handed out twice, even when its transaction never reached the node).
 */
export class NonceCounter {
  next: number | null = null;

  invalidate() {
    this.next = null;
  }

  async sync(db: DbOrTx, conn: ChainConnection): Promise<void> {
    const pending = await conn.client.getTransactionCount({ address: conn.account.address, blockTag: "pending" });
    const [row] = await db
      .select({ highest: max(mintJobs.nonce) })
      .from(mintJobs)
      .where(
        and(
          eq(mintJobs.status, "SUBMITTED"),
          eq(mintJobs.chainId, conn.chainId),
          sql`lower(${mintJobs.fromAddress}) = ${conn.account.address.toLowerCase()}`,
        ),
      );
    const recorded = row?.highest == null ? 0 : row.highest + 1;
    this.next = Math.max(pending, recorded);
  }

  take(count: number): number {
    if (this.next === null) throw new Error("nonces are not synced");
    const first = this.next;
    this.next += count;
    return first;
  }
}

/** Fees, when they were asked for, and the head block they were read from. */
type Fees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint; at: number; block: bigint };

/** A running relayer's state: one chain, one account. */
export type Relayer = {
  ctx: CoreContext;
  chainId: number;
  conn: ChainConnection;
  options: ResolvedOptions;
  nonces: NonceCounter;
  /** Who holds the lease: unique per relayer instance. */
  holder: string;
  /** Set when the chain or the RPC may have lost track (start, outage): the next round recovers first. */
  needsRecovery: boolean;
  /** A killed relayer stops before its next step (as a crashed process would, mid-round). */
  killed: boolean;
  fees: Fees | null;
  /**
   * The signed bytes of this process's transactions still in flight, by hash, and whether the node took
   * them. A send whose answer never came (a timeout) is sent again byte for byte after the outage — same
   * nonce, same hash, so it cannot mint twice and is no replacement (ADR 0029). Lost at a restart: the
   * recovery then replaces, as before.
   */
  sent: Map<string, { raw: `0x${string}`; accepted: boolean }>;
  /**
   * The first block not yet searched for this relayer's mints (null: none in flight since the last look).
   * Set from the fees' head block when a batch goes out — every transaction sent afterwards is mined in a
   * later block — so trackMints finds what was mined with one `eth_getLogs` per round (ADR 0029).
   */
  scanFrom: bigint | null;
};

/** Remembered sends at most (the oldest are forgotten first; a forgotten one is replaced if it is stuck). */
const MAX_REMEMBERED_SENDS = 20_000;

/** Remembers a signed transaction (see Relayer.sent). */
export function rememberSend(relayer: Relayer, hash: string, raw: `0x${string}`, accepted: boolean): void {
  relayer.sent.delete(hash);
  relayer.sent.set(hash, { raw, accepted });
  if (relayer.sent.size > MAX_REMEMBERED_SENDS) {
    const oldest = relayer.sent.keys().next().value;
    if (oldest !== undefined) relayer.sent.delete(oldest);
  }
}

export function createRelayer(ctx: CoreContext, options: RelayerOptions): Relayer {
  const resolved = resolveOptions(options);
  return {
    ctx,
    chainId: resolved.chainId,
    conn: connectChain({
      chainId: resolved.chainId,
      rpcUrl: resolved.rpcUrl,
      privateKey: resolved.privateKey,
      timeoutMs: resolved.rpcTimeoutMs,
      callsPerSecond: resolved.rpcCallsPerSecond,
    }),
    options: resolved,
    nonces: new NonceCounter(),
    holder: crypto.randomUUID(),
    needsRecovery: true,
    killed: false,
    fees: null,
    sent: new Map(),
    scanFrom: null,
  };
}

/** Fees for new transactions, asked of the node at most every 2 s (15 s on a paced RPC: two calls each time). */
export async function currentFees(relayer: Relayer): Promise<Fees> {
  const ttl = relayer.options.rpcCallsPerSecond > 0 ? 15_000 : 2_000;
  if (relayer.fees && Date.now() - relayer.fees.at < ttl) return relayer.fees;
  // The head block read once, for the base fee and for where trackMints starts looking (viem's
  // estimate takes the block it is given instead of asking for it again).
  const block = await relayer.conn.client.getBlock({ blockTag: "latest" });
  const estimate = (await relayer.conn.client.estimateFeesPerGas({ block } as never)) as {
    maxFeePerGas: bigint;
    maxPriorityFeePerGas: bigint;
  };
  const fees: Fees = { ...estimate, at: Date.now(), block: block.number ?? 0n };
  relayer.fees = fees;
  return fees;
}

/** Fees raised by 25 % per earlier send: a replacement must outbid the transaction it replaces (≥ 10 %). */
export function bumped(fees: Fees, sends: number): { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } {
  const k = BigInt(Math.min(Math.max(sends, 0), 12));
  const factor = (value: bigint) => (value * 5n ** k) / 4n ** k;
  return { maxFeePerGas: factor(fees.maxFeePerGas), maxPriorityFeePerGas: factor(fees.maxPriorityFeePerGas) };
}

export type SignedTx = { raw: `0x${string}`; hash: Hash };

/** Signs `mint(to, tokenId)` locally with an explicit nonce: its hash is known (and recorded) before sending. */
export async function signMint(
  relayer: Relayer,
  input: { contract: Address; to: Address; tokenId: bigint; nonce: number; sends: number },
): Promise<SignedTx> {
  const fees = bumped(await currentFees(relayer), input.sends);
  const raw = await relayer.conn.account.signTransaction({
    type: "eip1559",
    chainId: relayer.chainId,
    nonce: input.nonce,
    to: input.contract,
    data: encodeFunctionData({ abi: fanfareCollectionAbi, functionName: "mint", args: [input.to, input.tokenId] }),
    gas: relayer.options.mintGas,
    ...fees,
  });
  return { raw, hash: keccak256(raw) };
}

/** A zero-value transfer to itself: fills a nonce nobody holds, so the transactions queued behind it move. */
export async function signNonceFiller(relayer: Relayer, nonce: number): Promise<SignedTx> {
  const fees = bumped(await currentFees(relayer), 2);
  const raw = await relayer.conn.account.signTransaction({
    type: "eip1559",
    chainId: relayer.chainId,
    nonce,
    to: relayer.conn.account.address,
    value: 0n,
    gas: 21_000n,
    ...fees,
  });
  return { raw, hash: keccak256(raw) };
}

/** Retry delay after a refused or reverted send: 2, 4, 8 … s, at most a minute. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 1_000 * 2 ** Math.max(1, attempts));
}

/** Rows for `json_to_recordset`: one parameter for a whole batch, on PostgreSQL and PGlite alike. */
export function recordset(rows: Record<string, unknown>[]) {
  return sql`${JSON.stringify(rows)}::json`;
}

/** Error text short enough for a column and a log line. */
export function reason(text: string): string {
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

export class RpcUnavailableError extends Error {}

/** Rows a raw statement returned (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}
