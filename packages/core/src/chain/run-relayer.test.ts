import { fanfareCollectionAbi } from "@fanfare/contracts";
import { type LocalChain, startLocalChain } from "@fanfare/sandbox";
import { eq } from "drizzle-orm";
import { createPublicClient, getAddress, http } from "viem";
import { hardhat } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { mintJobs } from "../claims/tables";
import { systemClock } from "../clock";
import type { CoreContext } from "../context";
import { createTestContext, makeCampaign, makeParticipant, useTestDatabase } from "../testing";
import { auditCampaignMints, freePort, makeClaims, TEST_MINTER_KEY, waitForMints } from "../testing/chain";
import { linkedWallets } from "../wallets/tables";
import { type RunningRelayer, runRelayer } from "./run-relayer";
import { collections } from "./tables";
import { tokenIdForClaim } from "./token-id";

const database = useTestDatabase();
let chain: LocalChain;
let ctx: CoreContext;
const running: RunningRelayer[] = [];

function start(overrides: Partial<Parameters<typeof runRelayer>[1]> = {}) {
  const relayer = runRelayer(ctx, {
    chainId: 31337,
    rpcUrl: chain.url,
    privateKey: TEST_MINTER_KEY,
    idleMs: 100,
    stuckAfterMs: 3_000,
    leaseMs: 1_500,
    rpcTimeoutMs: 2_000,
    batchSize: 40,
    ...overrides,
  });
  running.push(relayer);
  return relayer;
}

beforeAll(async () => {
  chain = await startLocalChain({ port: await freePort(), blockTimeMs: 300 });
  ctx = createTestContext(database.current, { clock: systemClock }).ctx;
  ctx.config = {
    ...ctx.config,
    chain: { defaultChainId: 31337, rpcUrls: { 31337: chain.url }, minterPrivateKey: TEST_MINTER_KEY },
  };
}, 60_000);
afterAll(async () => {
  for (const r of running) r.kill();
  await chain?.stop();
});

describe("the relayer", () => {
  it("mints every claim once to its recipient: linked wallet, web wallet; one collection per campaign", async () => {
    const { campaignId } = await makeCampaign(ctx);
    const claimIds = await makeClaims(ctx, campaignId, 12);
    // One fan has linked a wallet (signed in with it): their NFT goes there, not to a web wallet.
    const linkedFan = await makeParticipant(ctx, campaignId);
    const LINKED = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
    await ctx.db
      .insert(linkedWallets)
      .values({ userId: linkedFan, address: LINKED, connector: "MetaMask", chainId: "31337" });
    const linkedClaim = await claim(ctx, { fanId: linkedFan, campaignId, idempotencyKey: "linked-fan-1" });
    claimIds.push(linkedClaim.claimId);

    const relayer = start();
    const rows = await waitForMints(ctx, claimIds, 60_000);
    await relayer.stop();
    expect(rows.map((r) => r.status)).toEqual(claimIds.map(() => "MINTED"));
    const audit = await auditCampaignMints(ctx, chain.url, campaignId);
    expect(audit.problems).toEqual([]);
    expect(audit).toMatchObject({ claims: 13, minted: 13, mintEvents: 13, exactlyOnceWithRightOwner: 13 });
    const linked = rows.find((r) => r.claimId === linkedClaim.claimId);
    expect(linked?.recipient).toBe(LINKED);
    expect(linked?.tokenId).toBe(tokenIdForClaim(linkedClaim.claimId));

    const [collection] = await ctx.db.select().from(collections).where(eq(collections.campaignId, campaignId));
    expect(collection).toMatchObject({ status: "DEPLOYED", chainId: 31337 });
    const client = createPublicClient({ chain: hardhat, transport: http(chain.url) });
    const uri = await client.readContract({
      address: getAddress(collection?.address ?? ""),
      abi: fanfareCollectionAbi,
      functionName: "tokenURI",
      args: [BigInt(tokenIdForClaim(linkedClaim.claimId))],
    });
    expect(uri).toBe(
      `http://localhost:3000/api/v1/metadata/31337/${collection?.address}/${tokenIdForClaim(linkedClaim.claimId)}`,
    );
  }, 90_000);

  it("a relayer killed mid-drop (even between recording and sending) loses nothing and mints nothing twice", async () => {
    const { campaignId } = await makeCampaign(ctx);
    const claimIds = await makeClaims(ctx, campaignId, 60);
    const client = createPublicClient({ chain: hardhat, transport: http(chain.url) });

    // The worst moment: a batch recorded SUBMITTED (nonces and hashes in the database), the process dies
    // before a single transaction reaches the node.
    const crashing = start({ batchSize: 15 });
    crashing.relayer.conn.broadcast = async () => {
      crashing.kill();
      throw new Error("killed");
    };
    const deadline = Date.now() + 30_000;
    let orphans: (typeof mintJobs.$inferSelect)[] = [];
    while (orphans.length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      orphans = await ctx.db.select().from(mintJobs).where(eq(mintJobs.status, "SUBMITTED"));
    }
    expect(orphans.length).toBe(15);
    for (const row of orphans) {
      expect(
        await client.request({ method: "eth_getTransactionByHash", params: [row.txHash as `0x${string}`] }),
      ).toBeNull();
    }

    // Then relayers killed at arbitrary moments of their rounds, and a last one that finishes.
    for (const afterMs of [1_800, 700, 1_200]) {
      const doomed = start({ batchSize: 15 });
      await new Promise((r) => setTimeout(r, afterMs));
      doomed.kill();
    }
    const last = start({ batchSize: 15 });
    const rows = await waitForMints(ctx, claimIds, 90_000);
    await last.stop();
    expect(rows.filter((r) => r.status !== "MINTED").map((r) => r.lastError)).toEqual([]);
    const audit = await auditCampaignMints(ctx, chain.url, campaignId);
    expect(audit.problems).toEqual([]);
    expect(audit).toMatchObject({ claims: 60, mintEvents: 60, exactlyOnceWithRightOwner: 60 });
    // The orphans went out at their recorded nonces: the gap they left was never filled by anything else.
    const recovered = rows.filter((r) => orphans.some((o) => o.claimId === r.claimId));
    expect(recovered.every((r) => r.attempts >= 2)).toBe(true);
  }, 150_000);

  it("after the local chain restarts empty, redeploys and mints the same tokens to the same owners again", async () => {
    const { campaignId } = await makeCampaign(ctx);
    const claimIds = await makeClaims(ctx, campaignId, 8);
    const first = start();
    const before = await waitForMints(ctx, claimIds, 60_000);
    await first.stop();
    expect(before.every((r) => r.status === "MINTED")).toBe(true);

    // The node goes away and comes back on the same port with nothing on it (what `npm start` does).
    const port = chain.port;
    await chain.stop();
    chain = await startLocalChain({ port, blockTimeMs: 300 });

    const again = start();
    await again.nextRound();
    const after = await waitForMints(ctx, claimIds, 60_000);
    await again.stop();
    const audit = await auditCampaignMints(ctx, chain.url, campaignId);
    expect(audit.problems).toEqual([]);
    expect(audit).toMatchObject({ claims: 8, exactlyOnceWithRightOwner: 8 });
    const owners = new Map(before.map((r) => [r.claimId, [r.recipient, r.tokenId]]));
    for (const row of after) expect([row.recipient, row.tokenId]).toEqual(owners.get(row.claimId));
  }, 150_000);
});
