import type { WebWalletSessionResponse } from "@fanfare/protocol";
import type { CoreContext } from "../context";
import { ensureWebWallet } from "./ensure-web-wallet";
import { issueWebWalletToken } from "./web-wallet-token";

/** The fan opens their built-in web wallet: made now if they have none, with a fresh scoped token for its API. */
export async function openWebWallet(ctx: CoreContext, input: { userId: string }): Promise<WebWalletSessionResponse> {
  const wallet = await ensureWebWallet(ctx, input);
  const { token, expiresAt } = issueWebWalletToken(ctx, { userId: input.userId, walletId: wallet.id });
  return { address: wallet.address, token, expiresAt: expiresAt.toISOString() };
}
