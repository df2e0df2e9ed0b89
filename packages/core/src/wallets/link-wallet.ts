import type { LinkedWalletView } from "@fanfare/protocol";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getAddress, isAddressEqual, recoverMessageAddress } from "viem";
import { parseSiweMessage, validateSiweMessage } from "viem/siwe";
import type { CoreContext } from "../context";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../errors";
import { siweSite } from "./siwe-site";
import { type LinkedWalletRow, linkedWallets, siweNonces } from "./tables";

/**
 * Step two of linking (EIP-4361): the fan sends back the message we issued and their wallet's
 * signature of it. The wallet is linked only when every check holds, in this order:
 *   - it is a sign-in message at all                           (request-E1000)
 *   - its domain and URI are PUBLIC_URL's                      (wallet-E2004)
 *   - its nonce is one we issued to this fan                   (wallet-E2002; another fan's nonce too)
 *   - the text is exactly what we issued                       (wallet-E2004)
 *   - it has not expired                                       (wallet-E2002)
 *   - the signature recovers to the message's address          (wallet-E2001)
 *   - the nonce is still unused: one conditional UPDATE … RETURNING consumes it, so of any number of
 *     concurrent attempts exactly one goes on                  (wallet-E2002)
 *   - the address is not linked to another account (the partial unique index decides) (wallet-E2003)
 *
 * Only externally owned accounts are verified (ECDSA recovery, no RPC needed). ERC-1271 smart-contract
 * wallets (and ERC-6492 counterfactual ones) are not supported yet: their "signature" is checked by a
 * contract call on the chain the message names, which would need that chain's RPC here.
 */
export async function linkWallet(
  ctx: CoreContext,
  input: { userId: string; message: string; signature: string },
): Promise<LinkedWalletView> {
  const parsed = parseSiweMessage(input.message);
  if (!parsed.address || !parsed.nonce || !parsed.domain || !parsed.uri || parsed.chainId === undefined) {
    throw new AppError("request-E1000", { detail: "This is not a Sign-In with Ethereum message." });
  }
  const site = siweSite(ctx.config);
  if (parsed.domain !== site.domain || parsed.uri !== site.uri) throw new AppError("wallet-E2004");

  const [issued] = await ctx.db.select().from(siweNonces).where(eq(siweNonces.nonce, parsed.nonce)).limit(1);
  if (!issued || issued.userId !== input.userId) throw new AppError("wallet-E2002");
  if (issued.message !== input.message) throw new AppError("wallet-E2004");
  const now = ctx.clock.now();
  if (issued.usedAt || issued.expiresAt <= now || !validateSiweMessage({ message: parsed, time: now })) {
    throw new AppError("wallet-E2002");
  }

  const address = getAddress(parsed.address);
  let signer: `0x${string}`;
  try {
    signer = await recoverMessageAddress({ message: input.message, signature: input.signature as `0x${string}` });
  } catch (error) {
    throw new AppError("wallet-E2001", { cause: error });
  }
  if (!isAddressEqual(signer, address)) throw new AppError("wallet-E2001");

  // The database decides single use: only one request can flip used_at from NULL.
  const [consumed] = await ctx.db
    .update(siweNonces)
    .set({ usedAt: now })
    .where(
      and(
        eq(siweNonces.nonce, parsed.nonce),
        eq(siweNonces.userId, input.userId),
        isNull(siweNonces.usedAt),
        gt(siweNonces.expiresAt, now),
      ),
    )
    .returning({ connector: siweNonces.connector });
  if (!consumed) throw new AppError("wallet-E2002");

  // A nonce issued before the connector was recorded (migration 0005) has none: taken as MetaMask.
  const connector = consumed.connector ?? "MetaMask";
  const row = await insertLink(ctx, { userId: input.userId, address, connector, chainId: parsed.chainId, now });
  ctx.log.info({ connector, chainId: parsed.chainId }, "wallet linked");
  return toLinkedWalletView(row);
}

async function insertLink(
  ctx: CoreContext,
  input: { userId: string; address: string; connector: LinkedWalletRow["connector"]; chainId: number; now: Date },
): Promise<LinkedWalletRow> {
  try {
    const [row] = await ctx.db
      .insert(linkedWallets)
      .values({
        userId: input.userId,
        address: input.address,
        connector: input.connector,
        chainId: String(input.chainId),
        linkedAt: input.now,
      })
      .returning();
    if (!row) throw new Error("linked wallet insert returned nothing");
    return row;
  } catch (error) {
    if (!isUniqueViolation(error, "linked_wallets_address_key")) throw error;
    // Linked already: to this fan (signing again changes nothing) or to someone else (refused).
    const [current] = await ctx.db
      .select()
      .from(linkedWallets)
      .where(and(sql`lower(${linkedWallets.address}) = lower(${input.address})`, isNull(linkedWallets.unlinkedAt)))
      .limit(1);
    if (current?.userId === input.userId) return current;
    throw new AppError("wallet-E2003", { cause: error });
  }
}

export function toLinkedWalletView(row: LinkedWalletRow): LinkedWalletView {
  return {
    address: row.address,
    connector: row.connector,
    chainId: Number(row.chainId),
    linkedAt: row.linkedAt.toISOString(),
  };
}
