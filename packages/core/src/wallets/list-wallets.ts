import type { WalletsView } from "@fanfare/protocol";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { CoreContext } from "../context";
import { findWebWallet } from "./ensure-web-wallet";
import { toLinkedWalletView } from "./link-wallet";
import { type LinkedWalletRow, linkedWallets } from "./tables";

/** The fan's wallets: the built-in web wallet (if made yet) and the external ones they linked, oldest first. */
export async function listWallets(ctx: CoreContext, input: { userId: string }): Promise<WalletsView> {
  const [web, linked] = await Promise.all([findWebWallet(ctx, input), activeLinkedWallets(ctx, input)]);
  return { webWallet: web ? { address: web.address } : null, linked: linked.map(toLinkedWalletView) };
}

/** External wallets the fan proved (by signing) and has not unlinked. */
export function activeLinkedWallets(ctx: CoreContext, input: { userId: string }): Promise<LinkedWalletRow[]> {
  return ctx.db
    .select()
    .from(linkedWallets)
    .where(and(eq(linkedWallets.userId, input.userId), isNull(linkedWallets.unlinkedAt)))
    .orderBy(asc(linkedWallets.linkedAt));
}
