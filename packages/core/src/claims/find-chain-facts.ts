import {
  type Address,
  erc721Abi,
  getAddress,
  isAddressEqual,
  type PublicClient,
  parseAbiItem,
  zeroAddress,
} from "viem";
import type { CoreContext } from "../context";
import { readClientFor } from "../wallets/chain-access";
import type { ChainFacts } from "./claim-timeline";
import type { MintJobRow } from "./tables";

const TRANSFER = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)");

/**
 * What the chain says about minted claims that the database cannot: whether each token is still in the
 * wallet it was minted to (`ownerOf`) and, if not, the transfer that took it out (its Transfer log from
 * that wallet, the block's time); and, for a mint recorded without its block (found by `exists` after a
 * replacement or a crash), the mint's own Transfer from the zero address. Calls of one chain made in the
 * same tick leave as one JSON-RPC batch (chain-access.ts). A chain that cannot be reached, or a token it
 * does not know (a restarted local chain), gives null: this is a record to look at, never an error.
 * Returns the facts by claim id; rows that are not MINTED are left out.
 */
export async function findChainFacts(ctx: CoreContext, mints: readonly MintJobRow[]): Promise<Map<string, ChainFacts>> {
  const facts = new Map<string, ChainFacts>();
  await Promise.all(
    mints.map(async (mint) => {
      if (mint.status !== "MINTED" || mint.chainId === null || !mint.contractAddress || !mint.tokenId) return;
      if (!mint.recipient) return;
      const client = readClientFor(ctx, mint.chainId);
      if (!client) return;
      try {
        const found = await factsOf(client, {
          contract: getAddress(mint.contractAddress),
          tokenId: BigInt(mint.tokenId),
          recipient: getAddress(mint.recipient),
          mintBlock: mint.blockNumber === null ? null : BigInt(mint.blockNumber),
        });
        facts.set(mint.claimId, found);
      } catch (error) {
        ctx.log.warn({ err: error, chainId: mint.chainId }, "a minted claim could not be looked up on the chain");
      }
    }),
  );
  return facts;
}

async function factsOf(
  client: PublicClient,
  token: { contract: Address; tokenId: bigint; recipient: Address; mintBlock: bigint | null },
): Promise<ChainFacts> {
  const [owner, mintLog] = await Promise.all([
    client.readContract({ address: token.contract, abi: erc721Abi, functionName: "ownerOf", args: [token.tokenId] }),
    // From block 0: a provider may refuse the range, and the mint then keeps the database's record.
    token.mintBlock === null
      ? firstTransfer(client, token.contract, token.tokenId, zeroAddress, 0n).catch(() => null)
      : null,
  ]);
  const mint = mintLog ? { txHash: mintLog.transactionHash, blockNumber: mintLog.blockNumber.toString() } : null;
  if (isAddressEqual(owner, token.recipient)) return { mint, transferOut: null };

  // The token moved: the transfer out of the wallet it was minted to, searched from the mint's block.
  const from = token.mintBlock ?? (mintLog ? mintLog.blockNumber : 0n);
  let out: Awaited<ReturnType<typeof firstTransfer>> = null;
  try {
    out = await firstTransfer(client, token.contract, token.tokenId, token.recipient, from);
  } catch {
    // A provider may refuse a long block range; the owner alone still says the token left.
  }
  if (!out) return { mint, transferOut: { to: getAddress(owner), txHash: null, blockNumber: null, at: null } };
  const block = await client.getBlock({ blockNumber: out.blockNumber }).catch(() => null);
  return {
    mint,
    transferOut: {
      to: getAddress(out.to),
      txHash: out.transactionHash,
      blockNumber: out.blockNumber.toString(),
      at: block ? new Date(Number(block.timestamp) * 1000).toISOString() : null,
    },
  };
}

/** The earliest Transfer of the token from `from` at or after `fromBlock`, or null. */
async function firstTransfer(
  client: PublicClient,
  contract: Address,
  tokenId: bigint,
  from: Address,
  fromBlock: bigint,
) {
  const logs = await client.getLogs({
    address: contract,
    event: TRANSFER,
    args: { from, tokenId },
    fromBlock,
    toBlock: "latest",
  });
  const first = logs[0];
  if (!first || first.blockNumber === null || first.transactionHash === null || !first.args.to) return null;
  return { to: first.args.to, blockNumber: first.blockNumber, transactionHash: first.transactionHash };
}
