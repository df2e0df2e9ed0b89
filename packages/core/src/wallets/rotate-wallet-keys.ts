import { and, asc, eq, gt } from "drizzle-orm";
import type { CoreContext } from "../context";
import { needsRotation, reencrypt } from "./key-vault";
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
  const pageSize = options.pageSize ?? 500;
  let checked = 0;
  let reencrypted = 0;
  let remaining = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await ctx.db
      .select({ id: webWallets.id, sealed: webWallets.sealedPrivateKey })
      .from(webWallets)
      .where(gt(webWallets.id, after))
      .orderBy(asc(webWallets.id))
      .limit(pageSize);
    if (page.length === 0) break;
    for (const row of page) {
      checked += 1;
      if (!needsRotation(ring, row.sealed)) continue;
      let resealed: string;
      try {
        resealed = reencrypt(ring, row.sealed, row.id);
      } catch (error) {
        // Its key is not in the ring (dropped too early?) or the row was tampered with: say which, go on.
        ctx.log.error({ err: error, walletId: row.id }, "a web wallet's key could not be re-encrypted");
        remaining += 1;
        continue;
      }
      const written = await ctx.db
        .update(webWallets)
        .set({ sealedPrivateKey: resealed })
        .where(and(eq(webWallets.id, row.id), eq(webWallets.sealedPrivateKey, row.sealed)))
        .returning({ id: webWallets.id });
      if (written.length > 0) reencrypted += 1;
      else remaining += 1;
    }
    after = page[page.length - 1]?.id ?? after;
  }
  ctx.log.info({ checked, reencrypted, remaining }, "web-wallet keys re-encrypted under the current key");
  return { checked, reencrypted, remaining };
}
