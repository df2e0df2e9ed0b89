import { and, eq, isNull, sql } from "drizzle-orm";
import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  createWalletClient,
  erc721Abi,
  http,
  isAddressEqual,
  type PublicClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { VIEM_CHAINS } from "../chain/clients";
import { chainContext } from "../chain/connection";
import { parseWalletAddress } from "../conditions/wallet-address-received/wallet-address";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { readClientFor } from "./chain-access";
import { requireWebWallet } from "./get-web-wallet";
import { decryptSecret } from "./key-vault";
import { linkedWallets } from "./tables";

export type TransferInput = {
  userId: string;
  walletId: string;
  chainId: number;
  contractAddress: string;
  tokenId: string;
  to: string;
};

/**
 * The fan moves an NFT out of their built-in web wallet to one of their own external wallets (linked
 * by signing — never to an address that was only typed, so a hijacked session cannot send NFTs to a
 * stranger). The server opens the sealed key only here, for this one transaction (ADR 0013).
 *
 * The web wallet holds no ETH of its own: when its balance is short of this transfer's worst-case fee
 * (estimated gas × max fee per gas), the minter key tops it up with exactly the difference first.
 * Returns the transfer's hash as soon as the node accepted it; the fan's NFT list shows the new owner
 * once it is mined.
 */
export async function transferFromWebWallet(ctx: CoreContext, input: TransferInput): Promise<{ txHash: string }> {
  const wallet = await requireWebWallet(ctx, input);
  const chain = VIEM_CHAINS[input.chainId];
  const client = readClientFor(ctx, input.chainId);
  const rpcUrl = ctx.config.chain?.rpcUrls[input.chainId];
  if (!chain || !client || !rpcUrl) throw new AppError("wallet-E2005");
  const to = parseWalletAddress(input.to);
  const contract = parseWalletAddress(input.contractAddress);
  if (!to || !contract) throw new AppError("walletAddress-E1001");

  const [destination] = await ctx.db
    .select({ id: linkedWallets.id })
    .from(linkedWallets)
    .where(
      and(
        eq(linkedWallets.userId, input.userId),
        sql`lower(${linkedWallets.address}) = lower(${to})`,
        isNull(linkedWallets.unlinkedAt),
      ),
    )
    .limit(1);
  if (!destination) throw new AppError("wallet-E2006");

  const from = wallet.address as `0x${string}`;
  const tokenId = BigInt(input.tokenId);
  if (tokenId >= 2n ** 256n) throw new AppError("wallet-E2008"); // not a uint256: no such token anywhere
  const owner = await ownerOf(client, contract, tokenId);
  if (!owner || !isAddressEqual(owner, from)) throw new AppError("wallet-E2008");

  const ring = ctx.config.walletKeys;
  if (!ring) throw new Error("WALLET_ENCRYPTION_KEY is not configured: the web wallet cannot be opened");
  const account = privateKeyToAccount(decryptSecret(ring, wallet.sealedPrivateKey, wallet.id) as `0x${string}`);
  const transport = http(rpcUrl, { timeout: 10_000 });
  const call = {
    account,
    address: contract,
    abi: erc721Abi,
    functionName: "safeTransferFrom",
    args: [from, to, tokenId],
  } as const;

  try {
    const [gas, fees, balance] = await Promise.all([
      client.estimateContractGas(call),
      client.estimateFeesPerGas(),
      client.getBalance({ address: from }),
    ]);
    const maxFeePerGas = fees.maxFeePerGas;
    const maxPriorityFeePerGas = fees.maxPriorityFeePerGas;
    const needed = gas * maxFeePerGas;
    if (balance < needed)
      await topUp(ctx, { client, chainId: input.chainId, rpcUrl, to: from, value: needed - balance });
    const txHash = await createWalletClient({ account, chain, transport }).writeContract({
      ...call,
      gas,
      maxFeePerGas,
      maxPriorityFeePerGas,
    });
    ctx.log.info({ chainId: input.chainId, txHash }, "NFT transferred out of a web wallet");
    return { txHash };
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.warn({ err: error, chainId: input.chainId }, "web-wallet transfer failed on the chain");
    throw new AppError("wallet-E5001", {
      cause: error,
      context: chainContext("wallet.transfer", input.chainId, error),
    });
  }
}

/** The token's owner, null when the token does not exist (ownerOf reverts); chain trouble is wallet-E5001. */
async function ownerOf(client: PublicClient, contract: `0x${string}`, tokenId: bigint): Promise<`0x${string}` | null> {
  try {
    return await client.readContract({ address: contract, abi: erc721Abi, functionName: "ownerOf", args: [tokenId] });
  } catch (error) {
    if (isRevert(error)) return null; // no such token, or not an ERC-721 at all: an answer, not trouble
    throw new AppError("wallet-E5001", {
      cause: error,
      context: chainContext("wallet.owner-of", client.chain?.id ?? null, error),
    });
  }
}

export function isRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    Boolean(error.walk((e) => e instanceof ContractFunctionRevertedError || e instanceof ContractFunctionZeroDataError))
  );
}

/**
 * Gas for the web wallet, paid by the gas funder key (or the minter key without one): just the difference, and only once it is mined does
 * the transfer go out (a transfer sent before would fail for lack of funds).
 */
async function topUp(
  ctx: CoreContext,
  input: { client: PublicClient; chainId: number; rpcUrl: string; to: `0x${string}`; value: bigint },
) {
  const key = ctx.config.chain?.gasFunderPrivateKey ?? ctx.config.chain?.minterPrivateKey;
  if (!key) throw new AppError("wallet-E5001", { detail: "No key is configured to pay the transfer's gas." });
  const chain = VIEM_CHAINS[input.chainId];
  if (!chain) throw new AppError("wallet-E2005");
  const funder = createWalletClient({
    account: privateKeyToAccount(key),
    chain,
    transport: http(input.rpcUrl, { timeout: 10_000 }),
  });
  const hash = await funder.sendTransaction({ to: input.to, value: input.value });
  const receipt = await input.client.waitForTransactionReceipt({ hash, timeout: 60_000 });
  if (receipt.status !== "success") throw new AppError("wallet-E5001");
  ctx.log.info({ chainId: input.chainId, txHash: hash }, "web wallet topped up with gas");
}
