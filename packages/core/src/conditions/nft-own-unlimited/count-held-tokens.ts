import { and, eq } from "drizzle-orm";
import { erc721Abi, getAddress } from "viem";
import { collections } from "../../chain/tables";
import type { CoreContext } from "../../context";
import { AppError } from "../../errors";
import { readClientFor } from "../../wallets/chain-access";
import { findWebWallet } from "../../wallets/ensure-web-wallet";
import { activeLinkedWallets } from "../../wallets/list-wallets";

export type TokenContract = { chainId: number; contractAddress: string };

/** The collections this project deployed (FROM_NFT_MARKETING_PLATFORM counts any of their tokens). */
export async function projectCollections(ctx: CoreContext, projectId: string): Promise<TokenContract[]> {
  const rows = await ctx.db
    .select({ chainId: collections.chainId, address: collections.address })
    .from(collections)
    .where(and(eq(collections.projectId, projectId), eq(collections.status, "DEPLOYED")));
  return rows.flatMap((r) => (r.address ? [{ chainId: r.chainId, contractAddress: r.address }] : []));
}

/**
 * The wallets whose tokens count as the fan's: the external wallets they proved by signing (SIWE) and
 * their built-in web wallet. An address given for a WALLET_ADDRESS_RECEIVED condition does not count —
 * anyone can type anyone's address.
 */
export async function provenAddresses(ctx: CoreContext, userId: string): Promise<`0x${string}`[]> {
  const [linked, web] = await Promise.all([activeLinkedWallets(ctx, { userId }), findWebWallet(ctx, { userId })]);
  const all = [...linked.map((w) => w.address), ...(web ? [web.address] : [])].map((a) => getAddress(a));
  return [...new Set(all)];
}

/**
 * How many tokens of these contracts the fan's proven wallets hold together: `balanceOf` for every
 * (contract, wallet) pair, all issued in the same tick so each chain gets one JSON-RPC batch. A chain
 * without an RPC URL or one that does not answer is nftOwn-E2002 (try again later) — never "you do not
 * own it", which would be a false answer.
 */
export async function countHeldTokens(
  ctx: CoreContext,
  input: { userId: string; contracts: TokenContract[] },
): Promise<number> {
  const owners = await provenAddresses(ctx, input.userId);
  if (owners.length === 0 || input.contracts.length === 0) return 0;
  const calls = input.contracts.flatMap((contract) => {
    const client = readClientFor(ctx, contract.chainId);
    if (!client) {
      ctx.log.warn({ chainId: contract.chainId }, "NFT ownership asked on a chain without an RPC URL");
      throw new AppError("nftOwn-E2002");
    }
    return owners.map((owner) =>
      client.readContract({
        address: getAddress(contract.contractAddress),
        abi: erc721Abi,
        functionName: "balanceOf",
        args: [owner],
      }),
    );
  });
  const results = await Promise.allSettled(calls);
  let held = 0n;
  for (const result of results) {
    if (result.status === "rejected") {
      ctx.log.warn({ err: result.reason }, "balanceOf could not be read");
      throw new AppError("nftOwn-E2002");
    }
    held += result.value;
  }
  return held > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(held);
}
