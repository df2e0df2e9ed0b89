import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { erc721Abi } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../auth/access-token";
import { acceptPolicies } from "../claims/accept-policies";
import { claim } from "../claims/claim";
import { mintJobs } from "../claims/tables";
import type { CoreContext } from "../context";
import { createTestContext, makeCampaign, makeParticipant, useTestDatabase } from "../testing";
import { startTestChain, type TestChain } from "../testing/chain";
import { createWalletSiweMessage } from "./create-siwe-message";
import { getWebWallet } from "./get-web-wallet";
import { linkWallet } from "./link-wallet";
import { listMyNfts } from "./list-my-nfts";
import { openWebWallet } from "./open-web-wallet";
import { transferFromWebWallet } from "./transfer-from-web-wallet";
import { issueWebWalletToken, verifyWebWalletToken } from "./web-wallet-token";

const database = useTestDatabase();
let local: TestChain;
let collection: `0x${string}`;
beforeAll(async () => {
  local = await startTestChain();
  collection = await local.deployCollection();
}, 60_000);
afterAll(async () => {
  await local?.stop();
});

function chainContext(): ReturnType<typeof createTestContext> {
  const harness = createTestContext(database.current);
  harness.ctx.config = { ...harness.ctx.config, chain: local.config };
  return harness;
}

/** A fan who claimed once; the claim's NFT minted on the local chain to `to` (as the relayer would). */
async function fanWithMintedClaim(ctx: CoreContext, tokenId: bigint, to?: string, existingFan?: string) {
  const { campaignId } = await makeCampaign(ctx);
  const fanId = existingFan ?? (await makeParticipant(ctx, campaignId));
  if (existingFan) await acceptPolicies(ctx, { fanId, campaignId });
  const { claimId } = await claim(ctx, { fanId, campaignId, idempotencyKey: `wallet-test-${tokenId}` });
  const recipient = to ?? (await openWebWallet(ctx, { userId: fanId })).address;
  const txHash = await local.mint(collection, recipient, tokenId);
  await ctx.db
    .update(mintJobs)
    .set({
      status: "MINTED",
      chainId: 31337,
      contractAddress: collection,
      tokenId: String(tokenId),
      recipient,
      txHash,
      mintedAt: ctx.clock.now(),
    })
    .where(eq(mintJobs.claimId, claimId));
  return { fanId, campaignId, claimId, recipient, txHash };
}

async function linkNewWallet(ctx: CoreContext, userId: string) {
  const wallet = privateKeyToAccount(generatePrivateKey());
  const { message } = await createWalletSiweMessage(ctx, {
    userId,
    address: wallet.address,
    chainId: 31337,
    connector: "MetaMask",
  });
  await linkWallet(ctx, { userId, message, signature: await wallet.signMessage({ message }) });
  return wallet.address;
}

describe("the web-wallet token", () => {
  it("is bound to the fan, scoped, HMAC-signed and lives 15 minutes", async () => {
    const { ctx, clock } = chainContext();
    const { campaignId } = await makeCampaign(ctx);
    const fanId = await makeParticipant(ctx, campaignId);
    const otherId = await makeParticipant(ctx, campaignId);
    const opened = await openWebWallet(ctx, { userId: fanId });
    expect(Date.parse(opened.expiresAt) - clock.now().getTime()).toBe(15 * 60 * 1000);
    const { walletId } = verifyWebWalletToken(ctx, opened.token, { userId: fanId });
    expect((await getWebWallet(ctx, { userId: fanId, walletId })).address).toBe(opened.address);

    const refused =
      (token: string | undefined, userId = fanId) =>
      () =>
        verifyWebWalletToken(ctx, token, { userId });
    expect(refused(opened.token, otherId)).toThrow(expect.objectContaining({ code: "wallet-E2007" }));
    expect(refused(undefined)).toThrow(expect.objectContaining({ code: "wallet-E2007" }));
    expect(refused(`${opened.token}x`)).toThrow(expect.objectContaining({ code: "wallet-E2007" }));
    const [v, body, mac] = opened.token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body ?? "", "base64url").toString()), sub: otherId }),
    ).toString("base64url");
    expect(refused(`${v}.${forged}.${mac}`, otherId)).toThrow(expect.objectContaining({ code: "wallet-E2007" }));
    // An access token (same secret, other key and format) is not a web-wallet token.
    const access = signAccessToken({ sub: fanId, sid: "s" }, ctx.config.sessionSecret, clock.now(), 900).token;
    expect(refused(access)).toThrow(expect.objectContaining({ code: "wallet-E2007" }));
    // A token for a wallet id that is not the fan's wallet opens nothing.
    const stray = issueWebWalletToken(ctx, { userId: fanId, walletId: crypto.randomUUID() });
    const stale = verifyWebWalletToken(ctx, stray.token, { userId: fanId });
    await expect(getWebWallet(ctx, { userId: fanId, ...stale })).rejects.toMatchObject({ code: "wallet-E2007" });

    clock.advance(15 * 60 * 1000);
    expect(refused(opened.token)).toThrow(expect.objectContaining({ code: "wallet-E2007" }));
    // Opening again gives the same wallet and a new token.
    const reopened = await openWebWallet(ctx, { userId: fanId });
    expect(reopened.address).toBe(opened.address);
    expect(verifyWebWalletToken(ctx, reopened.token, { userId: fanId }).walletId).toBe(walletId);
  });
});

describe("the fan's NFTs", () => {
  it("lists every claim with its mint; the owner of a minted one is read from the chain", async () => {
    const { ctx } = chainContext();
    const minted = await fanWithMintedClaim(ctx, 101n);
    // A second claim, not minted yet.
    const { campaignId } = await makeCampaign(ctx);
    await acceptPolicies(ctx, { fanId: minted.fanId, campaignId });
    const pending = await claim(ctx, { fanId: minted.fanId, campaignId, idempotencyKey: "wallet-test-pending" });

    const { nfts } = await listMyNfts(ctx, { userId: minted.fanId });
    expect(nfts).toHaveLength(2);
    expect(nfts.find((n) => n.claimId === minted.claimId)).toMatchObject({
      status: "MINTED",
      chainId: 31337,
      contractAddress: collection,
      tokenId: "101",
      owner: minted.recipient,
      txHash: minted.txHash,
      explorerUrl: null,
    });
    expect(nfts.find((n) => n.claimId === pending.claimId)).toMatchObject({
      status: "PENDING",
      contractAddress: null,
      tokenId: null,
      owner: null,
      txHash: null,
    });
  });

  it("reads the owners of all minted NFTs of a chain in one JSON-RPC batch", async () => {
    const { ctx } = chainContext();
    const first = await fanWithMintedClaim(ctx, 111n);
    await fanWithMintedClaim(ctx, 112n, first.recipient, first.fanId);
    await fanWithMintedClaim(ctx, 113n, first.recipient, first.fanId);
    const bodies: unknown[] = [];
    const proxy = createServer(async (req, res) => {
      let text = "";
      for await (const chunk of req) text += chunk;
      bodies.push(JSON.parse(text));
      const upstream = await fetch(local.chain.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: text,
      });
      res.writeHead(upstream.status, { "content-type": "application/json" });
      res.end(await upstream.text());
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      const viaProxy = { ...ctx, config: { ...ctx.config, chain: { ...local.config, rpcUrls: { 31337: url } } } };
      const { nfts } = await listMyNfts(viaProxy, { userId: first.fanId });
      expect(nfts.map((n) => n.owner)).toEqual([first.recipient, first.recipient, first.recipient]);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toHaveLength(3);
    } finally {
      proxy.close();
    }
  });

  it("an unreachable chain leaves the owner unknown instead of failing", async () => {
    const { ctx } = chainContext();
    const minted = await fanWithMintedClaim(ctx, 102n);
    const offline = {
      ...ctx,
      config: { ...ctx.config, chain: { ...local.config, rpcUrls: { 31337: "http://127.0.0.1:9" } } },
    };
    const { nfts } = await listMyNfts(offline, { userId: minted.fanId });
    expect(nfts).toEqual([expect.objectContaining({ status: "MINTED", tokenId: "102", owner: null })]);
    const noChain = { ...ctx, config: { ...ctx.config, chain: undefined } };
    expect((await listMyNfts(noChain, { userId: minted.fanId })).nfts[0]?.owner).toBeNull();
  });
});

describe("transferring out of the web wallet", () => {
  it("sends the NFT to a linked wallet, paying the gas by a top-up from the minter", async () => {
    const { ctx } = chainContext();
    const minted = await fanWithMintedClaim(ctx, 201n);
    const opened = await openWebWallet(ctx, { userId: minted.fanId });
    const { walletId } = verifyWebWalletToken(ctx, opened.token, { userId: minted.fanId });
    expect((await getWebWallet(ctx, { userId: minted.fanId, walletId })).nfts.map((n) => n.tokenId)).toEqual(["201"]);
    expect(await local.client.getBalance({ address: opened.address as `0x${string}` })).toBe(0n);

    const linked = await linkNewWallet(ctx, minted.fanId);
    const transfer = { userId: minted.fanId, walletId, chainId: 31337, contractAddress: collection };

    // Refusals first: a destination that is not the fan's, a token not in the wallet, a chain not configured.
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    await expect(transferFromWebWallet(ctx, { ...transfer, tokenId: "201", to: stranger })).rejects.toMatchObject({
      code: "wallet-E2006",
    });
    for (const tokenId of ["999", (2n ** 256n).toString()]) {
      await expect(transferFromWebWallet(ctx, { ...transfer, tokenId, to: linked })).rejects.toMatchObject({
        code: "wallet-E2008",
      });
    }
    await local.mint(collection, stranger, 202n);
    await expect(transferFromWebWallet(ctx, { ...transfer, tokenId: "202", to: linked })).rejects.toMatchObject({
      code: "wallet-E2008",
    });
    await expect(
      transferFromWebWallet(ctx, { ...transfer, chainId: 137, tokenId: "201", to: linked }),
    ).rejects.toMatchObject({ code: "wallet-E2005" });

    const { txHash } = await transferFromWebWallet(ctx, { ...transfer, tokenId: "201", to: linked.toLowerCase() });
    const receipt = await local.client.waitForTransactionReceipt({ hash: txHash as `0x${string}` });
    expect(receipt.status).toBe("success");
    expect(receipt.from.toLowerCase()).toBe(opened.address.toLowerCase());
    const owner = await local.client.readContract({
      address: collection,
      abi: erc721Abi,
      functionName: "ownerOf",
      args: [201n],
    });
    expect(owner).toBe(linked);
    // Just enough gas was given: what is left is less than the transfer could have cost.
    const left = await local.client.getBalance({ address: opened.address as `0x${string}` });
    expect(left).toBeLessThan(receipt.gasUsed * receipt.effectiveGasPrice * 3n);

    expect((await getWebWallet(ctx, { userId: minted.fanId, walletId })).nfts).toEqual([]);
    const { nfts } = await listMyNfts(ctx, { userId: minted.fanId });
    expect(nfts[0]).toMatchObject({ tokenId: "201", owner: linked });
    // Gone from the web wallet: a second transfer of it is wallet-E2008.
    await expect(transferFromWebWallet(ctx, { ...transfer, tokenId: "201", to: linked })).rejects.toMatchObject({
      code: "wallet-E2008",
    });
  });

  it("an unreachable chain is wallet-E5001, not a crash", async () => {
    const { ctx } = chainContext();
    const minted = await fanWithMintedClaim(ctx, 301n);
    const linked = await linkNewWallet(ctx, minted.fanId);
    const opened = await openWebWallet(ctx, { userId: minted.fanId });
    const { walletId } = verifyWebWalletToken(ctx, opened.token, { userId: minted.fanId });
    const offline = {
      ...ctx,
      config: { ...ctx.config, chain: { ...local.config, rpcUrls: { 31337: "http://127.0.0.1:9" } } },
    };
    await expect(
      transferFromWebWallet(offline, {
        userId: minted.fanId,
        walletId,
        chainId: 31337,
        contractAddress: collection,
        tokenId: "301",
        to: linked,
      }),
    ).rejects.toMatchObject({ code: "wallet-E5001" });
  });
});
