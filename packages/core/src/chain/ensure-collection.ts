import { fanfareCollectionAbi, fanfareCollectionBytecode } from "@fanfare/contracts";
import { and, eq, isNull } from "drizzle-orm";
import {
  type Address,
  encodeDeployData,
  getAddress,
  getContractAddress,
  type Hash,
  keccak256,
  zeroAddress,
} from "viem";
import { campaigns } from "../campaigns/tables";
import { classifySendError, isRpcUnavailable, nodeMessage } from "./connection";
import { currentFees, type Relayer, RpcUnavailableError, reason } from "./relayer";
import { collections } from "./tables";

/** The collection's metadata endpoint: token URI = this + token id (ADR 0011). */
export function collectionBaseUri(publicUrl: string, chainId: number, address: string): string {
  return `${publicUrl.replace(/\/+$/u, "")}/api/v1/metadata/${chainId}/${address}/`;
}

type Receipt = { status: "0x1" | "0x0"; contractAddress: Address | null; blockNumber: `0x${string}` };

/**
 * The campaign's collection on the relayer's chain: its address once deployed, else null (deploying:
 * ask again next round). Exactly one deployment per (campaign, chain):
 * - the row is unique per (campaign, chain); whoever inserts it or finds it DEPLOYING goes on;
 * - the deployment is signed here with a known nonce, so its hash and its address (from the account
 *   and nonce) are recorded by a conditional UPDATE *before* it is sent: of two deployers only the one
 *   whose UPDATE matched sends anything;
 * - a deployer that crashed after recording finds its transaction (receipt, pending, or code at the
 *   recorded address) instead of deploying again; only a transaction the node no longer knows, with no
 *   code at its address, is deployed anew.
 */
export async function ensureCollection(
  relayer: Relayer,
  input: { campaignId: string; projectId: string },
): Promise<Address | null> {
  const { ctx, conn, chainId } = relayer;
  await ctx.db
    .insert(collections)
    .values({ campaignId: input.campaignId, projectId: input.projectId, chainId, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select()
    .from(collections)
    .where(and(eq(collections.campaignId, input.campaignId), eq(collections.chainId, chainId)));
  if (!row) throw new Error("collection row vanished");
  if (row.status === "DEPLOYED" && row.address) return getAddress(row.address);

  if (row.deployTxHash) {
    const receipt = (await conn.client.request({
      method: "eth_getTransactionReceipt",
      params: [row.deployTxHash as Hash],
    })) as Receipt | null;
    const deployedAt =
      receipt?.status === "0x1" && receipt.contractAddress ? getAddress(receipt.contractAddress) : null;
    const codeAt =
      row.address && !receipt ? await conn.client.getCode({ address: getAddress(row.address) }) : undefined;
    const address = deployedAt ?? (codeAt && codeAt !== "0x" && row.address ? getAddress(row.address) : null);
    if (address) {
      await ctx.db
        .update(collections)
        .set({ status: "DEPLOYED", address, deployedAt: ctx.clock.now() })
        .where(and(eq(collections.id, row.id), eq(collections.status, "DEPLOYING")));
      ctx.log.info({ chainId, campaignId: input.campaignId, address }, "collection deployed");
      return address;
    }
    if (!receipt) {
      const pending = await conn.client.request({
        method: "eth_getTransactionByHash",
        params: [row.deployTxHash as Hash],
      });
      if (pending) return null; // still on its way
    }
    // Reverted, or a transaction no node knows (dropped, or never sent before a crash): deploy anew.
  }

  const [campaign] = await ctx.db
    .select({ texts: campaigns.texts })
    .from(campaigns)
    .where(eq(campaigns.id, input.campaignId));
  const title = campaign?.texts.title.en ?? campaign?.texts.title.ja ?? "Fanfare";
  if (relayer.nonces.next === null) await relayer.nonces.sync(ctx.db, conn);
  const nonce = relayer.nonces.take(1);
  const minter = conn.account.address;
  const address = getContractAddress({ from: minter, nonce: BigInt(nonce) });
  const data = encodeDeployData({
    abi: fanfareCollectionAbi,
    bytecode: fanfareCollectionBytecode,
    args: [
      title.slice(0, 100),
      "FANFARE",
      collectionBaseUri(ctx.config.publicUrl, chainId, address),
      minter,
      minter,
      zeroAddress,
      0n,
    ],
  });
  const gas = await conn.client.estimateGas({ account: minter, data });
  const fees = await currentFees(relayer);
  const raw = await conn.account.signTransaction({
    type: "eip1559",
    chainId,
    nonce,
    data,
    gas: (gas * 12n) / 10n,
    maxFeePerGas: fees.maxFeePerGas * 2n,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas * 2n,
  });
  const hash = keccak256(raw);
  const won = await ctx.db
    .update(collections)
    .set({ deployTxHash: hash, address })
    .where(
      and(
        eq(collections.id, row.id),
        eq(collections.status, "DEPLOYING"),
        row.deployTxHash ? eq(collections.deployTxHash, row.deployTxHash) : isNull(collections.deployTxHash),
      ),
    )
    .returning({ id: collections.id });
  if (won.length === 0) {
    relayer.nonces.invalidate();
    return null; // another deployer recorded first: theirs is the one
  }
  if (relayer.killed) return null;
  try {
    await conn.client.request({ method: "eth_sendRawTransaction", params: [raw] });
    ctx.log.info({ chainId, campaignId: input.campaignId, address, txHash: hash }, "collection deployment sent");
  } catch (error) {
    relayer.nonces.invalidate();
    if (isRpcUnavailable(error)) throw new RpcUnavailableError(nodeMessage(error));
    const refusal = classifySendError(error);
    if (refusal !== "KNOWN") {
      ctx.log.warn({ chainId, refusal, error: reason(nodeMessage(error)) }, "collection deployment refused");
    }
  }
  return null;
}
