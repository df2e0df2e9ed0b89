import { and, asc, eq, gt } from "drizzle-orm";
import type { CoreContext } from "../context";
import { needsRotation, reencrypt } from "./key-vault";
import { resealRows } from "./reseal-rows";
import { webWallets } from "./tables";

/**
 * Key rotation, step two (ADR 0013): every web wallet's sealed key still made under a previous key is
 * opened with the key ring and sealed again under the current key, a page at a time. Each row is
 * written only if its ciphertext is still the one read (a concurrent writer wins, and the next run
 * picks the row up again), so the command can be stopped and rerun at any point. When it reports
 * `remaining: 0` the previous keys can be dropped from WALLET_ENCRYPTION_KEYS_PREVIOUS.
 */
export async function rotateWalletKeys(
  ctx: CoreContext,
  options: { pageSize?: number } = {},
): Promise<{ checked: number; reencrypted: number; remaining: number }> {
  const ring = ctx.config.walletKeys;
  if (!ring) throw new Error("WALLET_ENCRYPTION_KEY is not configured: nothing to rotate to");
  const { checked, resealed, remaining } = await resealRows({
    pageSize: options.pageSize,
    page: (after, limit) =>
      ctx.db
        .select({ id: webWallets.id, sealed: webWallets.sealedPrivateKey })
        .from(webWallets)
        .where(gt(webWallets.id, after))
        .orderBy(asc(webWallets.id))
        .limit(limit),
    reseal: (row) => (needsRotation(ring, row.sealed) ? reencrypt(ring, row.sealed, row.id) : null),
    write: async (row, resealed) => {
      const written = await ctx.db
        .update(webWallets)
        .set({ sealedPrivateKey: resealed })
        .where(and(eq(webWallets.id, row.id), eq(webWallets.sealedPrivateKey, row.sealed)))
        .returning({ id: webWallets.id });
      return written.length > 0;
    },
    onError: (row, error) =>
      ctx.log.error({ err: error, walletId: row.id }, "a web wallet's key could not be re-encrypted"),
  });
  ctx.log.info({ checked, reencrypted: resealed, remaining }, "web-wallet keys re-encrypted under the current key");
  return { checked, reencrypted: resealed, remaining };
}
