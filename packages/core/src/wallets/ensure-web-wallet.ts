import { eq } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import type { CoreContext } from "../context";
import { encryptSecret } from "./key-vault";
import { type WebWalletRow, webWallets } from "./tables";

/**
 * The fan's built-in web wallet, made on first need. The key is generated here, sealed at once under the
 * current wallet key (with the wallet id as associated data) and never leaves the server in clear.
 * Two racing calls make one wallet: the unique index on user_id keeps the first, the second reads it.
 */
export async function ensureWebWallet(ctx: CoreContext, input: { userId: string }): Promise<WebWalletRow> {
  const existing = await findWebWallet(ctx, input);
  if (existing) return existing;
  const ring = ctx.config.walletKeys;
  if (!ring) throw new Error("WALLET_ENCRYPTION_KEY is not configured: web wallets cannot be made");
  const id = crypto.randomUUID();
  const privateKey = generatePrivateKey();
  const address = privateKeyToAccount(privateKey).address;
  const [inserted] = await ctx.db
    .insert(webWallets)
    .values({
      id,
      userId: input.userId,
      address,
      sealedPrivateKey: encryptSecret(ring, privateKey, id),
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const winner = await findWebWallet(ctx, input);
  if (!winner) throw new Error("web wallet insert conflicted but no wallet was found");
  return winner;
}

export async function findWebWallet(ctx: CoreContext, input: { userId: string }): Promise<WebWalletRow | null> {
  const [row] = await ctx.db.select().from(webWallets).where(eq(webWallets.userId, input.userId)).limit(1);
  return row ?? null;
}
