import { and, eq, isNull, sql } from "drizzle-orm";
import { parseWalletAddress } from "../conditions/wallet-address-received/wallet-address";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { linkedWallets } from "./tables";

/**
 * The fan unlinks one of their external wallets. The row stays (unlinked_at set) as the record of who
 * held it when; the partial unique index then lets the address be linked again, by anyone who signs.
 */
export async function unlinkWallet(ctx: CoreContext, input: { userId: string; address: string }): Promise<void> {
  const address = parseWalletAddress(input.address);
  if (!address) throw new AppError("walletAddress-E1001");
  const unlinked = await ctx.db
    .update(linkedWallets)
    .set({ unlinkedAt: ctx.clock.now() })
    .where(
      and(
        eq(linkedWallets.userId, input.userId),
        sql`lower(${linkedWallets.address}) = lower(${address})`,
        isNull(linkedWallets.unlinkedAt),
      ),
    )
    .returning({ id: linkedWallets.id });
  if (unlinked.length === 0) throw new AppError("request-E1004");
  ctx.log.info("wallet unlinked");
}
