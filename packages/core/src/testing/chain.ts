// Helpers for tests and the mint bench that run the minting pipeline against a real local chain. Never
// imported by product code.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { deployCollection, fanfareCollectionAbi } from "@fanfare/contracts";
import { freePort, LOCAL_ACCOUNTS, type LocalChain, startLocalChain } from "@fanfare/sandbox";
import { and, eq, inArray } from "drizzle-orm";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type PublicClient,
  parseAbiItem,
  http as viemHttp,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { hardhat } from "viem/chains";
import { collections } from "../chain/tables";
import { tokenIdForClaim } from "../chain/token-id";
import { claim } from "../claims/claim";
import { claims, mintJobs } from "../claims/tables";
import type { ChainConfig, CoreContext } from "../context";
import { makeParticipant } from "./campaigns";

/** Hardhat's account #0: the relayer in tests (funded on every local chain). */
export const TEST_MINTER_KEY: `0x${string}` = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

/** The sandbox's freePort, here too for the tests that already import their chain helpers from this file. */
export { freePort } from "@fanfare/sandbox";

/** `count` fans who each claim once (policies accepted, no conditions): their claim ids. */
export async function makeClaims(ctx: CoreContext, campaignId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const fanId = await makeParticipant(ctx, campaignId);
    const result = await claim(ctx, { fanId, campaignId, idempotencyKey: `chain-test-${i}-${fanId}` });
    ids.push(result.claimId);
  }
  return ids;
}

export type RpcFault = "none" | "refuse" | "hang" | "swallow-sends" | "hang-sends" | "forward-then-hang-sends";

/**
 * A JSON-RPC proxy in front of a node, to break the line on purpose:
 * - `refuse`: every request answers 503 (a provider outage);
 * - `hang`: requests are never answered (timeouts);
 * - `swallow-sends`: `eth_sendRawTransaction` answers a hash but never reaches the node (a dropped
 *   transaction), everything else passes.
 * - `hang-sends` / `forward-then-hang-sends`: a request carrying `eth_sendRawTransaction` is never
 *   answered (the client times out), after being passed to the node or not: the two unknown outcomes of
 *   a send. Everything else passes. `nextHungSend()` resolves when the next such request arrives.
 * It counts the HTTP requests it receives, so a test can tell one JSON-RPC batch from many calls.
 */
export async function startRpcProxy(target: string): Promise<{
  url: string;
  fault: RpcFault;
  readonly requests: number;
  nextHungSend(): Promise<void>;
  close(): Promise<void>;
}> {
  const state = { fault: "none" as RpcFault, requests: 0 };
  let hungSendWaiters: (() => void)[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    state.requests++;
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      if (state.fault === "refuse") {
        res.writeHead(503).end("unavailable");
        return;
      }
      if (state.fault === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      let body = Buffer.concat(chunks).toString("utf8");
      type Call = { id: number; method: string; params: unknown[] };
      const parsed = JSON.parse(body) as Call | Call[];
      if (
        (state.fault === "hang-sends" || state.fault === "forward-then-hang-sends") &&
        (Array.isArray(parsed) ? parsed : [parsed]).some((c) => c.method === "eth_sendRawTransaction")
      ) {
        if (state.fault === "forward-then-hang-sends") {
          await fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body }).catch(
            () => {},
          );
        }
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        const waiters = hungSendWaiters;
        hungSendWaiters = [];
        for (const w of waiters) w();
        return;
      }
      const calls = Array.isArray(parsed) ? parsed : [parsed];
      const swallowed = new Map<number, string>();
      if (state.fault === "swallow-sends") {
        for (const call of calls) {
          if (call.method === "eth_sendRawTransaction") {
            const { keccak256 } = await import("viem");
            swallowed.set(call.id, keccak256(call.params[0] as `0x${string}`));
          }
        }
        const forwarded = calls.filter((c) => !swallowed.has(c.id));
        body = JSON.stringify(Array.isArray(parsed) ? forwarded : forwarded[0]);
        if (forwarded.length === 0) {
          const answers = calls.map((c) => ({ jsonrpc: "2.0", id: c.id, result: swallowed.get(c.id) }));
          res
            .writeHead(200, { "content-type": "application/json" })
            .end(JSON.stringify(Array.isArray(parsed) ? answers : answers[0]));
          return;
        }
      }
      try {
        const upstream = await fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body });
        let text = await upstream.text();
        if (swallowed.size > 0) {
          const answered = JSON.parse(text) as unknown;
          const list = Array.isArray(answered) ? answered : [answered];
          for (const [id, hash] of swallowed) list.push({ jsonrpc: "2.0", id, result: hash });
          text = JSON.stringify(Array.isArray(parsed) ? list : list[0]);
        }
        res.writeHead(upstream.status, { "content-type": "application/json" }).end(text);
      } catch {
        res.writeHead(502).end("bad gateway");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get fault() {
      return state.fault;
    },
    set fault(value: RpcFault) {
      state.fault = value;
      if (value !== "hang") for (const res of hanging) res.destroy();
    },
    nextHungSend: () => new Promise<void>((resolve) => hungSendWaiters.push(resolve)),
    /** HTTP requests received so far (a JSON-RPC batch is one). */
    get requests() {
      return state.requests;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One raw JSON-RPC call (for the node's own methods: hardhat_dropTransaction, evm_setIntervalMining…). */
export async function rpcCall(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (answer.error) throw new Error(answer.error.message);
  return answer.result;
}

/** Waits until every mint of the claims is MINTED or FAILED (or the time is up); returns the rows. */
export async function waitForMints(ctx: CoreContext, claimIds: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await ctx.db.select().from(mintJobs).where(inArray(mintJobs.claimId, claimIds));
    const done = rows.filter((r) => r.status === "MINTED" || r.status === "FAILED").length;
    if (done === claimIds.length || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export type ChainAudit = {
  claims: number;
  minted: number;
  /** Mint events (Transfer from the zero address) per token id, over the campaign's collection. */
  mintEvents: number;
  /** Claims whose token is on chain exactly once, with the recipient the database names as owner. */
  exactlyOnceWithRightOwner: number;
  problems: string[];
};

/**
 * Checks a campaign's mints on the chain itself: every claim has exactly one Transfer-from-zero of its
 * token id (never two), the token's owner is the recipient the database recorded, and the database
 * says MINTED. `problems` names the first few claims that break any of it.
 */
export async function auditCampaignMints(ctx: CoreContext, rpcUrl: string, campaignId: string): Promise<ChainAudit> {
  const client = createPublicClient({ chain: hardhat, transport: viemHttp(rpcUrl, { batch: { batchSize: 1000 } }) });
  const rows = await ctx.db
    .select({ claimId: claims.id, job: mintJobs })
    .from(claims)
    .innerJoin(mintJobs, eq(mintJobs.claimId, claims.id))
    .where(eq(claims.campaignId, campaignId));
  const [collection] = await ctx.db
    .select()
    .from(collections)
    .where(and(eq(collections.campaignId, campaignId), eq(collections.status, "DEPLOYED")));
  const problems: string[] = [];
  if (!collection?.address) {
    return { claims: rows.length, minted: 0, mintEvents: 0, exactlyOnceWithRightOwner: 0, problems: ["no collection"] };
  }
  const address = getAddress(collection.address);
  const logs = await client.getLogs({
    address,
    event: parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)"),
    args: { from: "0x0000000000000000000000000000000000000000" },
    fromBlock: 0n,
    toBlock: "latest",
  });
  const mintsPerToken = new Map<string, number>();
  for (const log of logs) {
    const id = String(log.args.tokenId);
    mintsPerToken.set(id, (mintsPerToken.get(id) ?? 0) + 1);
  }
  const owners = await Promise.all(
    rows.map((r) =>
      client
        .readContract({
          address,
          abi: fanfareCollectionAbi,
          functionName: "ownerOf",
          args: [BigInt(tokenIdForClaim(r.claimId))],
        })
        .catch(() => null as Address | null),
    ),
  );
  let good = 0;
  rows.forEach((r, i) => {
    const tokenId = tokenIdForClaim(r.claimId);
    const count = mintsPerToken.get(tokenId) ?? 0;
    const owner = owners[i];
    const ok =
      count === 1 &&
      r.job.status === "MINTED" &&
      r.job.tokenId === tokenId &&
      owner !== null &&
      owner !== undefined &&
      r.job.recipient !== null &&
      getAddress(owner) === getAddress(r.job.recipient);
    if (ok) good++;
    else if (problems.length < 5) {
      problems.push(
        `claim ${r.claimId}: ${count} mint(s), status ${r.job.status}, owner ${owner}, recipient ${r.job.recipient}, ${r.job.lastError ?? ""}`,
      );
    }
  });
  return {
    claims: rows.length,
    minted: rows.filter((r) => r.job.status === "MINTED").length,
    mintEvents: logs.length,
    exactlyOnceWithRightOwner: good,
    problems,
  };
}

/**
 * A local chain for wallet and condition tests (no relayer): a real `hardhat node` on a free port (mining
 * each transaction at once), a FanfareCollection deployed by the minter, and minting to anyone.
 */
export type TestChain = {
  chain: LocalChain;
  client: PublicClient;
  /** ChainConfig for a CoreContext: the local chain with the minter key. */
  config: ChainConfig;
  minterAddress: `0x${string}`;
  deployCollection(): Promise<`0x${string}`>;
  mint(contract: `0x${string}`, to: string, tokenId: bigint): Promise<`0x${string}`>;
  stop(): Promise<void>;
};

export async function startTestChain(): Promise<TestChain> {
  const chain = await startLocalChain({ port: await freePort() });
  const minterKey = LOCAL_ACCOUNTS[0];
  const minter = privateKeyToAccount(minterKey);
  const client = createPublicClient({ chain: hardhat, transport: viemHttp(chain.url) });
  const wallet = createWalletClient({ account: minter, chain: hardhat, transport: viemHttp(chain.url) });
  return {
    chain,
    client,
    config: { defaultChainId: hardhat.id, rpcUrls: { [hardhat.id]: chain.url }, minterPrivateKey: minterKey },
    minterAddress: minter.address,
    deployCollection: () =>
      deployCollection(wallet, client, {
        name: "Fanfare Test",
        symbol: "FTEST",
        baseUri: "http://localhost:3000/api/v1/metadata/31337/test/",
        admin: minter.address,
        minter: minter.address,
        royaltyReceiver: minter.address,
        royaltyBasisPoints: 0,
      }),
    async mint(contract, to, tokenId) {
      const hash = await wallet.writeContract({
        address: contract,
        abi: fanfareCollectionAbi,
        functionName: "mint",
        args: [to as `0x${string}`, tokenId],
      });
      await client.waitForTransactionReceipt({ hash });
      return hash;
    },
    stop: () => chain.stop(),
  };
}
