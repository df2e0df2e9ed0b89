import { LOCAL_ACCOUNTS } from "@fanfare/sandbox";
import { eq } from "drizzle-orm";
import { createWalletClient, erc721Abi, getAddress, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { hardhat } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenIdForClaim } from "../chain/token-id";
import type { CoreContext } from "../context";
import { createTestContext, makeCampaign, makeParticipant, useTestDatabase } from "../testing";
import { startTestChain, type TestChain } from "../testing/chain";
import { claim } from "./claim";
import { mintProblemOf } from "./claim-timeline";
import { getMyClaim } from "./get-my-claim";
import { listMyClaims } from "./list-my-claims";
import { type MintJobRow, mintJobs } from "./tables";

const database = useTestDatabase();

const RECIPIENT = privateKeyToAccount(LOCAL_ACCOUNTS[1]);
const ELSEWHERE = privateKeyToAccount(LOCAL_ACCOUNTS[2]).address;
const HASH = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;

async function setMint(ctx: CoreContext, claimId: string, values: Partial<MintJobRow>) {
  await ctx.db.update(mintJobs).set(values).where(eq(mintJobs.claimId, claimId));
}

async function claimOnce(ctx: CoreContext, campaignId: string, fanId?: string) {
  const fan = fanId ?? (await makeParticipant(ctx, campaignId));
  const made = await claim(ctx, { fanId: fan, campaignId, idempotencyKey: `timeline-${crypto.randomUUID()}` });
  return { fanId: fan, claimId: made.claimId };
}

const steps = (timeline: { events: { step: string }[] }) => timeline.events.map((e) => e.step);

describe("the fan's claims and their timelines", () => {
  it("a claim walks claimed → queued → (held up, retried) → sent (explorer link) → minted (block)", async () => {
    const { ctx } = createTestContext(database.current);
    const { campaignId, projectId, nftIds } = await makeCampaign(ctx);
    const { fanId, claimId } = await claimOnce(ctx, campaignId);

    const queued = await getMyClaim(ctx, { userId: fanId, claimId });
    expect(queued).toMatchObject({ claimId, campaignId, projectId, step: "QUEUED", problem: null });
    expect(queued.nft.id).toBe(nftIds.main);
    expect(queued.campaignTitle.ja).toBe("テストキャンペーン");
    expect(steps(queued)).toEqual(["CLAIMED", "QUEUED"]);
    expect(queued.events.every((e) => e.at !== null && !Number.isNaN(Date.parse(e.at)))).toBe(true);

    // A send the node refused: back to PENDING with a backoff; the fan sees why and that it is retried.
    const retryAt = new Date("2026-11-22T09:00:08Z");
    await setMint(ctx, claimId, {
      chainId: 1,
      contractAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      tokenId: tokenIdForClaim(claimId),
      recipient: RECIPIENT.address,
      txHash: HASH(1),
      attempts: 1,
      lastError: "replacement transaction underpriced",
      nextAttemptAt: retryAt,
    });
    const held = await getMyClaim(ctx, { userId: fanId, claimId });
    expect(held.step).toBe("QUEUED");
    expect(steps(held)).toEqual(["CLAIMED", "QUEUED"]);
    expect(held.problem).toMatchObject({ reason: "REFUSED", next: "AUTOMATIC_RETRY", retryAt: retryAt.toISOString() });

    const submittedAt = new Date("2026-11-22T09:00:10Z");
    await setMint(ctx, claimId, { status: "SUBMITTED", txHash: HASH(2), nonce: 7, submittedAt, nextAttemptAt: null });
    const sent = await getMyClaim(ctx, { userId: fanId, claimId });
    expect(sent.step).toBe("SENT");
    expect(sent.problem).toBeNull(); // the earlier refusal was retried: no longer the fan's concern
    expect(sent.events.at(-1)).toEqual({
      step: "SENT",
      at: submittedAt.toISOString(),
      txHash: HASH(2),
      explorerUrl: `https://etherscan.io/tx/${HASH(2)}`,
      blockNumber: null,
      address: null,
    });

    // Not mined in time: replaced with a higher fee, automatically.
    await setMint(ctx, claimId, { txHash: HASH(3), lastError: "not mined in time: replaced (same nonce, higher fee)" });
    const slow = await getMyClaim(ctx, { userId: fanId, claimId });
    expect(slow.events.at(-1)?.txHash).toBe(HASH(3));
    expect(slow.problem).toMatchObject({ reason: "SLOW", next: "AUTOMATIC_RETRY", retryAt: null });

    const mintedAt = new Date("2026-11-22T09:00:12Z");
    await setMint(ctx, claimId, { status: "MINTED", blockNumber: "1234", mintedAt, lastError: null });
    const minted = await getMyClaim(ctx, { userId: fanId, claimId });
    expect(minted.step).toBe("MINTED");
    expect(steps(minted)).toEqual(["CLAIMED", "QUEUED", "SENT", "MINTED"]);
    expect(minted.problem).toBeNull();
    expect(minted.events.at(-1)).toEqual({
      step: "MINTED",
      at: mintedAt.toISOString(),
      txHash: HASH(3),
      explorerUrl: `https://etherscan.io/tx/${HASH(3)}`,
      blockNumber: "1234",
      address: RECIPIENT.address,
    });
    expect(minted).toMatchObject({ chainId: 1, tokenId: tokenIdForClaim(claimId) });

    const { claims } = await listMyClaims(ctx, { userId: fanId });
    expect(claims).toEqual([minted]);
  });

  it("failed: a revert keeps its sent transaction and is left to the organiser; a refused send has none", async () => {
    const { ctx } = createTestContext(database.current);
    const { campaignId } = await makeCampaign(ctx, { perFanLimit: 2 });
    const first = await claimOnce(ctx, campaignId);
    const second = await claimOnce(ctx, campaignId, first.fanId);
    const common = { chainId: 31337, tokenId: "1", recipient: RECIPIENT.address, submittedAt: new Date() };
    await setMint(ctx, first.claimId, {
      ...common,
      status: "FAILED",
      txHash: HASH(4),
      lastError: "reverted: ERC721InvalidReceiver",
    });
    await setMint(ctx, second.claimId, {
      ...common,
      status: "FAILED",
      txHash: HASH(5),
      lastError: "insufficient funds for gas * price + value",
    });
    const reverted = await getMyClaim(ctx, { userId: first.fanId, claimId: first.claimId });
    expect(steps(reverted)).toEqual(["CLAIMED", "QUEUED", "SENT", "FAILED"]);
    expect(reverted.step).toBe("FAILED");
    // The local chain has no explorer: the hash without a link.
    expect(reverted.events[2]).toMatchObject({ txHash: HASH(4), explorerUrl: null });
    expect(reverted.problem).toMatchObject({ reason: "REVERTED", next: "OPERATOR", retryAt: null });
    const refused = await getMyClaim(ctx, { userId: first.fanId, claimId: second.claimId });
    expect(steps(refused)).toEqual(["CLAIMED", "QUEUED", "FAILED"]);
    expect(refused.problem).toMatchObject({ reason: "NO_FUNDS", next: "OPERATOR" });
    // Newest first.
    const { claims } = await listMyClaims(ctx, { userId: first.fanId });
    expect(claims.map((c) => c.claimId)).toEqual([second.claimId, first.claimId]);
  });

  it("another fan's claims are invisible: not listed, and one asked for by id is request-E1004", async () => {
    const { ctx } = createTestContext(database.current);
    const { campaignId } = await makeCampaign(ctx);
    const mine = await claimOnce(ctx, campaignId);
    const theirs = await claimOnce(ctx, campaignId);
    const { claims } = await listMyClaims(ctx, { userId: mine.fanId });
    expect(claims.map((c) => c.claimId)).toEqual([mine.claimId]);
    await expect(getMyClaim(ctx, { userId: mine.fanId, claimId: theirs.claimId })).rejects.toMatchObject({
      code: "request-E1004",
    });
    const nobody = await makeParticipant(ctx, campaignId);
    expect(await listMyClaims(ctx, { userId: nobody })).toEqual({ claims: [] });
  });
});

describe("on the chain", () => {
  let chain: TestChain;
  beforeAll(async () => {
    chain = await startTestChain();
  }, 60_000);
  afterAll(async () => {
    await chain?.stop();
  });

  it("a mint recorded without its block gets the chain's; a token sent elsewhere is TRANSFERRED with its transaction", async () => {
    const { ctx } = createTestContext(database.current);
    ctx.config = { ...ctx.config, chain: chain.config };
    const { campaignId } = await makeCampaign(ctx);
    const { fanId, claimId } = await claimOnce(ctx, campaignId);
    const contract = await chain.deployCollection();
    const tokenId = tokenIdForClaim(claimId);
    const mintHash = await chain.mint(contract, RECIPIENT.address, BigInt(tokenId));
    const mintReceipt = await chain.client.getTransactionReceipt({ hash: mintHash });
    // As a relayer that found the token by `exists` records it: MINTED, no block, another hash.
    await setMint(ctx, claimId, {
      status: "MINTED",
      chainId: 31337,
      contractAddress: contract,
      tokenId,
      recipient: RECIPIENT.address,
      txHash: HASH(6),
      submittedAt: new Date(),
      mintedAt: new Date(),
    });
    const minted = await getMyClaim(ctx, { userId: fanId, claimId });
    expect(minted.step).toBe("MINTED");
    expect(minted.events.at(-1)).toMatchObject({
      step: "MINTED",
      txHash: mintHash,
      blockNumber: mintReceipt.blockNumber.toString(),
      explorerUrl: null,
      address: RECIPIENT.address,
    });

    const wallet = createWalletClient({ account: RECIPIENT, chain: hardhat, transport: http(chain.chain.url) });
    const transferHash = await wallet.writeContract({
      address: contract,
      abi: erc721Abi,
      functionName: "safeTransferFrom",
      args: [RECIPIENT.address, ELSEWHERE, BigInt(tokenId)],
    });
    const receipt = await chain.client.waitForTransactionReceipt({ hash: transferHash });
    const block = await chain.client.getBlock({ blockNumber: receipt.blockNumber });

    const moved = await getMyClaim(ctx, { userId: fanId, claimId });
    expect(steps(moved)).toEqual(["CLAIMED", "QUEUED", "SENT", "MINTED", "TRANSFERRED"]);
    expect(moved.step).toBe("TRANSFERRED");
    expect(moved.events.at(-1)).toEqual({
      step: "TRANSFERRED",
      at: new Date(Number(block.timestamp) * 1000).toISOString(),
      txHash: transferHash,
      explorerUrl: null,
      blockNumber: receipt.blockNumber.toString(),
      address: getAddress(ELSEWHERE),
    });
  }, 60_000);
});

describe("mintProblemOf", () => {
  it("names the relayer's recorded reasons; unknown node words are a refusal", () => {
    expect(mintProblemOf("the local chain was reset: minting again")).toBe("CHAIN_RESET");
    expect(mintProblemOf("not mined in time: replaced (same nonce, higher fee)")).toBe("SLOW");
    expect(mintProblemOf("the transaction was dropped and its nonce used by another; sending again")).toBe("DROPPED");
    expect(mintProblemOf("reverted: AccessControlUnauthorizedAccount")).toBe("REVERTED");
    expect(mintProblemOf("the mint transaction reverted")).toBe("REVERTED");
    expect(mintProblemOf("insufficient funds for gas * price + value")).toBe("NO_FUNDS");
    expect(mintProblemOf("nonce too low")).toBe("REFUSED");
  });
});
