import { type LocalChain, startLocalChain } from "@fanfare/sandbox";
import { and, eq, sql } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../audit/tables";
import { claim } from "../claims/claim";
import { mintJobs } from "../claims/tables";
import { systemClock } from "../clock";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { createTestContext, makeCampaign, makeOperator, makeParticipant, useTestDatabase } from "../testing";
import { auditCampaignMints, freePort, makeClaims, rpcCall, TEST_MINTER_KEY, waitForMints } from "../testing/chain";
import { linkedWallets } from "../wallets/tables";
import { getMint } from "./minting-status-mints";
import { retryMint } from "./retry-mint";
import { type RunningRelayer, runRelayer } from "./run-relayer";

const database = useTestDatabase();
let chain: LocalChain;
let ctx: CoreContext;
const running: RunningRelayer[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A relayer that never replaces a stuck mint by itself within a test: only an operator's request does. */
function start() {
  const relayer = runRelayer(ctx, {
    chainId: 31337,
    rpcUrl: chain.url,
    privateKey: TEST_MINTER_KEY,
    idleMs: 100,
    stuckAfterMs: 600_000,
    leaseMs: 1_500,
    rpcTimeoutMs: 2_000,
    batchSize: 20,
  });
  running.push(relayer);
  return relayer;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "no error";
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

/** A fan whose linked wallet is a contract that refuses NFTs (set with the node's own hardhat_setCode). */
async function refusingFan(campaignId: string) {
  const fanId = await makeParticipant(ctx, campaignId);
  const address = privateKeyToAccount(generatePrivateKey()).address;
  await ctx.db.insert(linkedWallets).values({ userId: fanId, address, connector: "MetaMask", chainId: "31337" });
  // PUSH1 0 PUSH1 0 REVERT: every call reverts, so the contract's onERC721Received check refuses the mint.
  await rpcCall(chain.url, "hardhat_setCode", [address, "0x60006000fd"]);
  return { fanId, address };
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

describe("an operator retries a failed mint and replaces a stuck one", () => {
  it("a failed mint, retried once (a second retry refused), is minted exactly once", async () => {
    const { campaignId, operator } = await makeCampaign(ctx);
    const ok = await makeClaims(ctx, campaignId, 2);
    const { fanId, address } = await refusingFan(campaignId);
    const { claimId } = await claim(ctx, { fanId, campaignId, idempotencyKey: "refused-once" });
    const relayer = start();
    const [failed] = await waitForMints(ctx, [claimId], 60_000);
    await waitForMints(ctx, ok, 60_000);
    await relayer.stop();
    expect(failed).toMatchObject({ status: "FAILED" });
    expect(failed?.lastError).toMatch(/reverted/u);

    // Viewers read only; another company's operator does not see the mint at all.
    expect(await codeOf(retryMint(ctx, { ...operator, role: "VIEWER" }, { mintJobId: claimId }))).toBe(
      "operator-E2001",
    );
    expect(await codeOf(retryMint(ctx, await makeOperator(ctx), { mintJobId: claimId }))).toBe("request-E1004");

    // The cause goes away (the wallet is a plain account again); two operators press Retry at once.
    await rpcCall(chain.url, "hardhat_setCode", [address, "0x"]);
    const [first, second] = await Promise.allSettled([
      retryMint(ctx, operator, { mintJobId: claimId }),
      retryMint(ctx, operator, { mintJobId: claimId }),
    ]);
    const outcomes = [first, second].map((r) =>
      r.status === "fulfilled" ? r.value.action : (r.reason as AppError).code,
    );
    expect(outcomes.sort()).toEqual(["RETRY", "mint-E2002"]);
    const [row] = await ctx.db.select().from(mintJobs).where(eq(mintJobs.claimId, claimId));
    expect(row).toMatchObject({ status: "PENDING", attempts: 0 });
    expect(row?.txHash).toBe(failed?.txHash); // kept: the relayer asks the chain before sending again

    const again = start();
    const [minted] = await waitForMints(ctx, [claimId], 60_000);
    await again.stop();
    expect(minted).toMatchObject({ status: "MINTED", recipient: address });
    const audit = await auditCampaignMints(ctx, chain.url, campaignId);
    expect(audit.problems).toEqual([]);
    expect(audit).toMatchObject({ claims: 3, mintEvents: 3, exactlyOnceWithRightOwner: 3 });

    // Minted now: nothing more to retry. The retry was audit-logged once, by the operator.
    expect(await codeOf(retryMint(ctx, operator, { mintJobId: claimId }))).toBe("mint-E2001");
    const events = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, operator.companyId), eq(auditEvents.targetId, claimId)));
    expect(events.map((e) => [e.action, e.actorUserId, e.before, e.after])).toEqual([
      [
        "mint.retry",
        operator.userId,
        { status: "FAILED", attempts: failed?.attempts, lastError: failed?.lastError },
        { status: "PENDING", attempts: 0 },
      ],
    ]);
  }, 150_000);

  it("a stuck mint whose transaction was dropped is replaced at the same nonce on request; minted once", async () => {
    const { campaignId, operator } = await makeCampaign(ctx);
    const warmup = await makeClaims(ctx, campaignId, 1);
    const relayer = start();
    await waitForMints(ctx, warmup, 60_000); // the collection is deployed and a first mint is through
    await rpcCall(chain.url, "evm_setIntervalMining", [0]); // blocks stop: what is sent stays pending
    const [claimId] = await makeClaims(ctx, campaignId, 1);
    let sent: typeof mintJobs.$inferSelect | undefined;
    for (let i = 0; i < 100 && sent?.status !== "SUBMITTED"; i++) {
      await sleep(100);
      [sent] = await ctx.db
        .select()
        .from(mintJobs)
        .where(eq(mintJobs.claimId, claimId as string));
    }
    expect(sent?.status).toBe("SUBMITTED");
    // Not yet stuck: a replacement is refused as "on its way".
    expect(await codeOf(retryMint(ctx, operator, { mintJobId: claimId as string }))).toBe("mint-E2002");

    // SUBMITTED is recorded before the broadcast: wait until the node has it in its pool.
    for (let i = 0; i < 100 && !(await rpcCall(chain.url, "eth_getTransactionByHash", [sent?.txHash])); i++) {
      await sleep(50);
    }
    // The node loses it, and it has waited longer than the chain's stuck time.
    expect(await rpcCall(chain.url, "hardhat_dropTransaction", [sent?.txHash])).toBe(true);
    await ctx.db.execute(
      sql`update mint_jobs set submitted_at = submitted_at - interval '1 minute' where claim_id = ${claimId}::uuid`,
    );
    expect(await getMint(ctx, operator, { mintJobId: claimId as string })).toMatchObject({
      stuck: true,
      replaceRequested: false,
    });
    const asked = await retryMint(ctx, operator, { mintJobId: claimId as string });
    expect(asked).toMatchObject({ action: "REPLACE", mint: { status: "SUBMITTED", replaceRequested: true } });
    expect(await codeOf(retryMint(ctx, operator, { mintJobId: claimId as string }))).toBe("mint-E2002");

    await rpcCall(chain.url, "evm_setIntervalMining", [300]);
    const [minted] = await waitForMints(ctx, [claimId as string], 60_000);
    await relayer.stop();
    expect(minted).toMatchObject({ status: "MINTED", nonce: sent?.nonce });
    expect(minted?.txHash).not.toBe(sent?.txHash); // a replacement: same nonce, a new transaction
    const audit = await auditCampaignMints(ctx, chain.url, campaignId);
    expect(audit.problems).toEqual([]);
    expect(audit).toMatchObject({ claims: 2, mintEvents: 2, exactlyOnceWithRightOwner: 2 });
    const [event] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, claimId as string));
    expect(event).toMatchObject({ action: "mint.replace", after: { replaceRequested: true } });
  }, 150_000);
});
