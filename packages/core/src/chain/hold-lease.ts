import { sql } from "drizzle-orm";
import { type Relayer, rowsOf } from "./relayer";

/**
 * Takes or renews this relayer's lease on its account (free, expired, or already its own) in one
 * conditional upsert; true when held. Called before every round, so a relayer that lost its lease
 * (paused longer than the lease) stops sending and starts again from the chain's own counts.
 */
export async function holdLease(relayer: Relayer): Promise<boolean> {
  const { ctx, conn, chainId, holder, options } = relayer;
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + options.leaseMs);
  const result = await ctx.db.execute(sql`
    insert into relayer_leases (chain_id, address, holder, expires_at)
    values (${chainId}, ${conn.account.address.toLowerCase()}, ${holder}, ${until})
    on conflict (chain_id, address) do update set holder = excluded.holder, expires_at = excluded.expires_at
     where relayer_leases.holder = excluded.holder or relayer_leases.expires_at < ${now}
    returning holder`);
  return rowsOf(result).length > 0;
}

/** Gives the lease up at a clean stop, so the next relayer need not wait for it to run out. */
export async function releaseLease(relayer: Relayer): Promise<void> {
  const { ctx, conn, chainId, holder } = relayer;
  await ctx.db.execute(sql`
    delete from relayer_leases
     where chain_id = ${chainId} and address = ${conn.account.address.toLowerCase()} and holder = ${holder}`);
}
