import {
  type ChainMintingView,
  chainInfo,
  type GasState,
  type MintCounts,
  type MintingSummary,
  type RelayerState,
} from "@fanfare/protocol";
import { and, eq, sql } from "drizzle-orm";
import { type Address, getAddress } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { campaigns } from "../campaigns/tables";
import { mintJobs } from "../claims/tables";
import type { CoreContext } from "../context";
import type { Operator } from "../operators/require-operator";
import { readClientFor } from "../wallets/chain-access";
import { VIEM_CHAINS } from "./clients";
import { isWellKnownDevKey } from "./dev-keys";
import { LOCAL_CHAIN_ID, type RelayerOptions, resolveOptions, rowsOf } from "./relayer";
import { relayerLeases } from "./tables";

/** How long the console waits for a chain's balance: it refreshes every few seconds and must not hang. */
export const GAS_READ_TIMEOUT_MS = 2_000;

/**
 * A mint sent this many times (replaced by the relayer, ADR 0014) and still not mined is stuck even when
 * its latest send is recent: the relayer keeps replacing it, so its own "not mined in time" never ages.
 */
export const STUCK_AFTER_SENDS = 3;

/** The relayer's defaults for a chain (the running relayers use them: start-relayers passes no overrides). */
function relayerDefaults(chainId: number) {
  return resolveOptions({ chainId } as RelayerOptions);
}

/** A sent mint with no receipt after this long is stuck: the relayer's own "not mined in time". */
export function stuckAfterMs(chainId: number): number {
  return relayerDefaults(chainId).stuckAfterMs;
}

/**
 * The SQL test of a stuck mint (a row of mint_jobs) at `now`: SUBMITTED, and its latest send older than its
 * chain's stuck time, or sent STUCK_AFTER_SENDS times. One rule for the counts, the list and the
 * replacement (retry-mint), so what the console offers to replace is what the verb accepts.
 */
export function stuckSql(now: Date) {
  const local = stuckAfterMs(LOCAL_CHAIN_ID);
  const other = stuckAfterMs(1);
  const m = mintJobs;
  return sql`(${m.status} = 'SUBMITTED' and (${m.attempts} >= ${STUCK_AFTER_SENDS} or ${m.submittedAt} <= ${now.toISOString()}::timestamptz
    - (case when ${m.chainId} = ${LOCAL_CHAIN_ID} then ${local}::int else ${other}::int end) * interval '1 millisecond'))`;
}

/** The minter account, or null when the platform has no minter key. */
export function minterAddress(ctx: CoreContext): Address | null {
  const key = ctx.config.chain?.minterPrivateKey;
  return key ? privateKeyToAccount(key).address : null;
}

/** The level below which the relayer's balance is LOW: configured per chain, else the default, else 0.1 coin. */
export function gasWarningWei(ctx: CoreContext, chainId: number): bigint {
  const configured = ctx.config.chain?.gasWarningWei;
  const decimals = VIEM_CHAINS[chainId]?.nativeCurrency.decimals ?? 18;
  return configured?.byChain?.[chainId] ?? configured?.default ?? 10n ** BigInt(Math.max(decimals - 1, 0));
}

/**
 * The account's balance on a chain, or null when it cannot be read now (no RPC URL, no answer within
 * GAS_READ_TIMEOUT_MS, an error): the console says "unreachable" and shows everything else.
 */
async function readBalance(ctx: CoreContext, chainId: number, address: Address): Promise<bigint | null> {
  const client = readClientFor(ctx, chainId);
  if (!client) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), GAS_READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([client.getBalance({ address }), timeout]);
  } catch (error) {
    ctx.log.warn({ chainId, err: error }, "the relayer's balance could not be read");
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a relayer can run on this chain at all: an RPC URL, a minter key, not a dev key off the local chain. */
function relayerConfigured(ctx: CoreContext, chainId: number): boolean {
  const chain = ctx.config.chain;
  if (!chain?.minterPrivateKey || !chain.rpcUrls[chainId]) return false;
  return chainId === LOCAL_CHAIN_ID || !isWellKnownDevKey(chain.minterPrivateKey);
}

type ChainRow = { chain_id: number; status: string; count: number; oldest: string | null; stuck: number };

/**
 * Per chain the operator's company mints on (its campaigns' chains, and any chain one of its mints went
 * to): the relayer's state from its lease (RUNNING while a relayer renews it), its gas balance read now
 * (UNREACHABLE, never an error, when the chain cannot be asked), the company's mints by status, how many
 * of the sent ones are stuck, and the oldest still waiting. Every role may read it.
 */
export async function getMintingSummary(ctx: CoreContext, operator: Operator): Promise<MintingSummary> {
  const now = ctx.clock.now();
  const defaultChainId = ctx.config.chain?.defaultChainId ?? null;
  // A campaign without a chain mints on the default one (the same rule as prepare-mints).
  const campaignChains = await ctx.db
    .selectDistinct({ chainId: sql<number | null>`coalesce(${campaigns.chainId}, ${defaultChainId}::int)` })
    .from(campaigns)
    .where(eq(campaigns.companyId, operator.companyId));
  const grouped = rowsOf<ChainRow>(
    await ctx.db.execute(sql`
      select coalesce(mint_jobs.chain_id, k.chain_id, ${defaultChainId}::int) as chain_id, mint_jobs.status,
             count(*)::int as count,
             min(mint_jobs.created_at) filter (where mint_jobs.status in ('PENDING', 'SUBMITTED')) as oldest,
             (count(*) filter (where ${stuckSql(now)}))::int as stuck
        from mint_jobs
        join claims c on c.id = mint_jobs.claim_id
        join campaigns k on k.id = c.campaign_id
       where k.company_id = ${operator.companyId}::uuid
       group by 1, 2`),
  );
  const chainIds = new Set<number>();
  for (const row of campaignChains) if (row.chainId !== null) chainIds.add(Number(row.chainId));
  for (const row of grouped) if (row.chain_id !== null) chainIds.add(Number(row.chain_id));

  const address = minterAddress(ctx);
  const views = await Promise.all(
    [...chainIds]
      .sort((a, b) => a - b)
      .map((chainId) =>
        chainView(
          ctx,
          chainId,
          address,
          grouped.filter((r) => Number(r.chain_id) === chainId),
          now,
        ),
      ),
  );
  return { chains: views, checkedAt: now.toISOString() };
}

async function chainView(
  ctx: CoreContext,
  chainId: number,
  address: Address | null,
  rows: ChainRow[],
  now: Date,
): Promise<ChainMintingView> {
  const counts: MintCounts = { PENDING: 0, SUBMITTED: 0, MINTED: 0, FAILED: 0 };
  let stuck = 0;
  let oldest: Date | null = null;
  for (const row of rows) {
    if (row.status in counts) counts[row.status as keyof MintCounts] = Number(row.count);
    stuck += Number(row.stuck);
    const since = row.oldest === null ? null : new Date(row.oldest);
    if (since && (!oldest || since < oldest)) oldest = since;
  }

  const configured = relayerConfigured(ctx, chainId);
  let state: RelayerState = "NOT_CONFIGURED";
  let lastSeenAt: string | null = null;
  if (configured && address) {
    const [lease] = await ctx.db
      .select({ expiresAt: relayerLeases.expiresAt })
      .from(relayerLeases)
      .where(and(eq(relayerLeases.chainId, chainId), eq(relayerLeases.address, address.toLowerCase())));
    state = lease && lease.expiresAt > now ? "RUNNING" : "STOPPED";
    // The lease is renewed every round for leaseMs: its last renewal is the relayer's heartbeat.
    if (lease) lastSeenAt = new Date(lease.expiresAt.getTime() - relayerDefaults(chainId).leaseMs).toISOString();
  }

  const balance = address ? await readBalance(ctx, chainId, address) : null;
  const warning = gasWarningWei(ctx, chainId);
  const currency = VIEM_CHAINS[chainId]?.nativeCurrency ?? { symbol: "ETH", decimals: 18 };
  let gasState: GasState = "UNREACHABLE";
  if (balance !== null) gasState = balance < warning ? "LOW" : "OK";

  return {
    chainId,
    chainName: chainInfo(chainId)?.name ?? `Chain ${chainId}`,
    relayer: { state, address: address ? getAddress(address) : null, lastSeenAt },
    gas: {
      state: gasState,
      balanceWei: balance === null ? null : balance.toString(),
      warningWei: warning.toString(),
      symbol: currency.symbol,
      decimals: currency.decimals,
    },
    counts,
    stuck,
    oldestWaitingSince: oldest ? oldest.toISOString() : null,
    stuckAfterSeconds: Math.round(stuckAfterMs(chainId) / 1000),
  };
}
