import { type LocalChain, startLocalChain } from "@fanfare/sandbox";
import { eq, inArray } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns } from "../campaigns/tables";
import { claim } from "../claims/claim";
import { mintJobs } from "../claims/tables";
import { systemClock } from "../clock";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { createTestContext, makeCampaign, makeOperator, makeParticipant, useTestDatabase } from "../testing";
import { freePort, makeClaims, rpcCall, TEST_MINTER_KEY, waitForMints } from "../testing/chain";
import { linkedWallets } from "../wallets/tables";
import { getMintingSummary } from "./minting-status";
import { getMint, listMints } from "./minting-status-mints";
import { type RunningRelayer, runRelayer } from "./run-relayer";

const database = useTestDatabase();
let chain: LocalChain;
let ctx: CoreContext;
let relayer: RunningRelayer | null = null;
const MINTER = privateKeyToAccount(TEST_MINTER_KEY).address;
// Hardhat funds its accounts with 10,000 ETH.
const FUNDED = 10_000n * 10n ** 18n;

let setup: Awaited<ReturnType<typeof makeCampaign>>;
let failedClaim: string;
let mintedClaims: string[];
let waitingClaims: string[];

beforeAll(async () => {
  chain = await startLocalChain({ port: await freePort(), blockTimeMs: 300 });
  ctx = createTestContext(database.current, { clock: systemClock }).ctx;
  ctx.config = {
    ...ctx.config,
    chain: { defaultChainId: 31337, rpcUrls: { 31337: chain.url }, minterPrivateKey: TEST_MINTER_KEY },
  };
  // One campaign on the local chain: three minted, one failed (its wallet refuses NFTs).
  setup = await makeCampaign(ctx);
  mintedClaims = await makeClaims(ctx, setup.campaignId, 3);
  const fanId = await makeParticipant(ctx, setup.campaignId);
  const refusing = privateKeyToAccount(generatePrivateKey()).address;
  await ctx.db
    .insert(linkedWallets)
    .values({ userId: fanId, address: refusing, connector: "MetaMask", chainId: "31337" });
  await rpcCall(chain.url, "hardhat_setCode", [refusing, "0x60006000fd"]);
  failedClaim = (await claim(ctx, { fanId, campaignId: setup.campaignId, idempotencyKey: "refused" })).claimId;
  // Another campaign of the company on Polygon, where this server has no RPC URL: its mints wait.
  const polygon = await makeCampaign(ctx, {}, { operator: setup.operator });
  await ctx.db.update(campaigns).set({ chainId: 137 }).where(eq(campaigns.id, polygon.campaignId));
  waitingClaims = await makeClaims(ctx, polygon.campaignId, 3);

  relayer = runRelayer(ctx, {
    chainId: 31337,
    rpcUrl: chain.url,
    privateKey: TEST_MINTER_KEY,
    idleMs: 100,
    // The default lease (15 s), as start-relayers runs it: the heartbeat is read back from it.
  });
  await waitForMints(ctx, [...mintedClaims, failedClaim], 60_000);
}, 120_000);
afterAll(async () => {
  relayer?.kill();
  await chain?.stop();
});

describe("minting status", () => {
  it("per chain: the relayer, its balance, the company's mints by status and the oldest waiting", async () => {
    const summary = await getMintingSummary(ctx, setup.operator);
    expect(summary.chains.map((c) => c.chainId)).toEqual([137, 31337]);
    const [polygon, local] = summary.chains;
    expect(local).toMatchObject({
      chainName: "Hardhat",
      relayer: { state: "RUNNING", address: MINTER },
      gas: { state: "OK", symbol: "ETH", decimals: 18, warningWei: (10n ** 17n).toString() },
      counts: { PENDING: 0, SUBMITTED: 0, MINTED: 3, FAILED: 1 },
      stuck: 0,
      oldestWaitingSince: null,
      stuckAfterSeconds: 15,
    });
    // Gas was spent minting: the balance is read from the chain, not assumed.
    expect(BigInt(local?.gas.balanceWei ?? "0")).toBeGreaterThan(0n);
    expect(BigInt(local?.gas.balanceWei ?? "0")).toBeLessThan(FUNDED);
    expect(Date.parse(local?.relayer.lastSeenAt ?? "")).toBeGreaterThan(Date.now() - 10_000);

    // No RPC URL for Polygon: no relayer there, the balance "unreachable", never an error.
    const [oldest] = await ctx.db
      .select()
      .from(mintJobs)
      .where(eq(mintJobs.claimId, waitingClaims[0] as string));
    expect(polygon).toMatchObject({
      chainName: "Polygon",
      relayer: { state: "NOT_CONFIGURED" },
      gas: { state: "UNREACHABLE", balanceWei: null, symbol: "POL" },
      counts: { PENDING: 3, SUBMITTED: 0, MINTED: 0, FAILED: 0 },
      oldestWaitingSince: oldest?.createdAt.toISOString(),
      stuckAfterSeconds: 180,
    });
  });

  it("warns below the configured level, and says unreachable when the node does not answer", async () => {
    const rich = {
      ...ctx,
      config: {
        ...ctx.config,
        chain: { ...ctx.config.chain, gasWarningWei: { default: 1n, byChain: { 31337: FUNDED } } },
      },
    } as CoreContext;
    const low = await getMintingSummary(rich, setup.operator);
    expect(low.chains.find((c) => c.chainId === 31337)?.gas).toMatchObject({
      state: "LOW",
      warningWei: FUNDED.toString(),
    });

    const deadUrl = `http://127.0.0.1:${await freePort()}`;
    const down = {
      ...ctx,
      config: { ...ctx.config, chain: { ...ctx.config.chain, defaultChainId: 31337, rpcUrls: { 31337: deadUrl } } },
    } as CoreContext;
    const started = Date.now();
    const unreachable = await getMintingSummary(down, setup.operator);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(unreachable.chains.find((c) => c.chainId === 31337)).toMatchObject({
      gas: { state: "UNREACHABLE", balanceWei: null },
      counts: { MINTED: 3, FAILED: 1 },
    });
  });

  it("lists failed and stuck mints by default, waiting ones on request, oldest first, a page at a time", async () => {
    const attention = await listMints(ctx, setup.operator);
    expect(attention.mints.map((m) => m.mintJobId)).toEqual([failedClaim]);
    const [failed] = attention.mints;
    expect(failed).toMatchObject({ status: "FAILED", stuck: false, problem: "REVERTED", chainId: 31337 });
    expect(failed?.fan).toMatch(/^f\*\*\*@e\*\*\*\.com$/u); // masked, never the address in clear
    expect(failed?.recipient).toMatch(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/u);
    expect(failed?.campaign.id).toBe(setup.campaignId);

    const waiting = await listMints(ctx, setup.operator, { status: "WAITING" });
    expect(waiting.mints.map((m) => m.mintJobId)).toEqual(waitingClaims);
    const first = await listMints(ctx, setup.operator, { status: "WAITING", limit: 2 });
    expect(first.mints.map((m) => m.mintJobId)).toEqual(waitingClaims.slice(0, 2));
    const rest = await listMints(ctx, setup.operator, { status: "WAITING", limit: 2, after: first.nextCursor ?? "" });
    expect(rest).toMatchObject({ nextCursor: null });
    expect(rest.mints.map((m) => m.mintJobId)).toEqual(waitingClaims.slice(2));
    expect((await listMints(ctx, setup.operator, { status: "STUCK" })).mints).toEqual([]);
    await expect(listMints(ctx, setup.operator, { after: "not-a-cursor" })).rejects.toMatchObject({
      code: "request-E1000",
    });
  });

  it("shows a company nothing of another's: no chains with mints, no list, the mint not found", async () => {
    const other = await makeOperator(ctx);
    const summary = await getMintingSummary(ctx, other);
    expect(summary.chains).toEqual([]);
    expect((await listMints(ctx, other)).mints).toEqual([]);
    const error = await getMint(ctx, other, { mintJobId: failedClaim }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("request-E1004");
    // The owner's own: found, with the relayer's words.
    const own = await getMint(ctx, setup.operator, { mintJobId: failedClaim });
    expect(own.lastError).toMatch(/reverted/u);
    const rows = await ctx.db.select().from(mintJobs).where(inArray(mintJobs.claimId, mintedClaims));
    expect(rows.map((r) => r.status)).toEqual(["MINTED", "MINTED", "MINTED"]);
  });

  it("a stopped relayer is STOPPED (its lease given up)", async () => {
    await relayer?.stop();
    relayer = null;
    const summary = await getMintingSummary(ctx, setup.operator);
    expect(summary.chains.find((c) => c.chainId === 31337)?.relayer.state).toBe("STOPPED");
  });
});
