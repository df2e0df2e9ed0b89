import { randomBytes } from "node:crypto";
import type { SiweMessageResponse } from "@fanfare/protocol";
import { and, isNull, ne, sql } from "drizzle-orm";
import { createSiweMessage } from "viem/siwe";
import { SUPPORTED_CHAIN_IDS } from "../chain/clients";
import { parseWalletAddress } from "../conditions/wallet-address-received/wallet-address";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { consumeLimit } from "../limits/consume-limit";
import { SIWE_MESSAGE_TTL_MS, SIWE_STATEMENT, siweSite } from "./siwe-site";
import { linkedWallets, siweNonces } from "./tables";

/** Messages a fan may ask for: plenty for retries and several wallets, far too few to fill a table. */
const SIWE_MESSAGE_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

/**
 * Step one of linking an external wallet (EIP-4361): the server writes the whole message — our domain
 * and origin, the fan's address and chain, a fresh nonce, issued-at and a 10-minute expiry — and keeps
 * it with the nonce, bound to this fan. The fan's wallet signs it unchanged; linkWallet then accepts
 * only that exact text, once.
 */
export async function createWalletSiweMessage(
  ctx: CoreContext,
  input: { userId: string; address: string; chainId: number; connector: "MetaMask" | "WalletConnect" },
): Promise<SiweMessageResponse> {
  const address = parseWalletAddress(input.address);
  if (!address) throw new AppError("walletAddress-E1001");
  if (!SUPPORTED_CHAIN_IDS.includes(input.chainId)) throw new AppError("wallet-E2005");
  const now = ctx.clock.now();
  // Each call stores a row: a fan may ask for a message now and then, not in a loop.
  const verdict = await consumeLimit(ctx.db, now, { bucket: "siwe-message", key: input.userId }, SIWE_MESSAGE_LIMIT);
  if (!verdict.allowed) throw new AppError("request-E1029");
  // Said early so the fan does not sign for nothing; linkWallet checks again (the index decides).
  const [taken] = await ctx.db
    .select({ userId: linkedWallets.userId })
    .from(linkedWallets)
    .where(
      and(
        sql`lower(${linkedWallets.address}) = lower(${address})`,
        isNull(linkedWallets.unlinkedAt),
        ne(linkedWallets.userId, input.userId),
      ),
    )
    .limit(1);
  if (taken) throw new AppError("wallet-E2003");

  const expiresAt = new Date(now.getTime() + SIWE_MESSAGE_TTL_MS);
  // EIP-4361 wants at least 8 alphanumerics; 128 random bits as hex (viem's generateSiweNonce is not
  // documented as cryptographically random, so we make our own).
  const nonce = randomBytes(16).toString("hex");
  const { domain, uri } = siweSite(ctx.config);
  const message = createSiweMessage({
    domain,
    uri,
    address,
    chainId: input.chainId,
    nonce,
    version: "1",
    statement: SIWE_STATEMENT,
    issuedAt: now,
    expirationTime: expiresAt,
  });
  await ctx.db
    .insert(siweNonces)
    .values({ nonce, userId: input.userId, message, connector: input.connector, expiresAt, createdAt: now });
  return { message, nonce, expiresAt: expiresAt.toISOString() };
}
