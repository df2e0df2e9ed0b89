import { erc721Abi, getAddress } from "viem";
import type { CoreContext } from "../context";
import { readClientFor } from "../wallets/chain-access";

/** An ERC-721 contract on one chain. */
export type TokenContract = { chainId: number; address: string };

/**
 * What could be read: `held` adds up the tokens of every contract whose balances came back;
 * `unavailable` lists the contracts that could not be asked (no RPC URL for their chain, or the chain
 * did not answer). A caller must never read an unavailable contract as "holds none": that would be a
 * false answer, so each says what UNAVAILABLE means for it (a requirement not met for now, a condition
 * to try again later).
 */
export type HeldTokens = { held: number; unavailable: TokenContract[] };

/**
 * How many tokens of these ERC-721 contracts the given addresses hold together, read now from the chain:
 * `balanceOf` for every (contract, address) pair. Every call is issued in the same tick, so the batched
 * read clients send one JSON-RPC batch per chain. Reading never throws: an unreadable contract is
 * UNAVAILABLE (logged), and the others still count.
 */
export async function countHeldTokens(
  ctx: CoreContext,
  input: { owners: readonly `0x${string}`[]; contracts: readonly TokenContract[] },
): Promise<HeldTokens> {
  // No address or no contract: nothing to ask, and a chain that is down must not turn "none" into UNAVAILABLE.
  if (input.owners.length === 0 || input.contracts.length === 0) return { held: 0, unavailable: [] };
  const balances = await Promise.all(input.contracts.map((contract) => readBalances(ctx, contract, input.owners)));
  let held = 0n;
  const unavailable: TokenContract[] = [];
  balances.forEach((balance, i) => {
    const contract = input.contracts[i];
    if (balance === null) {
      if (contract) unavailable.push(contract);
    } else held += balance;
  });
  return { held: held > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(held), unavailable };
}

/** The sum of the owners' balances of one contract, or null when the chain cannot be asked. */
async function readBalances(
  ctx: CoreContext,
  contract: TokenContract,
  owners: readonly `0x${string}`[],
): Promise<bigint | null> {
  const client = readClientFor(ctx, contract.chainId);
  if (!client) {
    ctx.log.warn({ chainId: contract.chainId }, "NFT holdings asked on a chain without an RPC URL");
    return null;
  }
  try {
    // Checksummed here so a stored lower-case address and an operator's EIP-55 one read alike.
    const address = getAddress(contract.address);
    // No await before these calls: all contracts' reads join the same batch.
    const balances = await Promise.all(
      owners.map((owner) => client.readContract({ address, abi: erc721Abi, functionName: "balanceOf", args: [owner] })),
    );
    return balances.reduce((sum, balance) => sum + balance, 0n);
  } catch (error) {
    ctx.log.warn(
      { err: error, chainId: contract.chainId, contract: contract.address },
      "NFT holdings could not be read",
    );
    return null;
  }
}
