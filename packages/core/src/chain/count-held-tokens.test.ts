// The one reader of NFT holdings (channels' OWNS_NFT, the NFT_OWN_UNLIMITED condition) against a real
// `hardhat node`: balances added up, one JSON-RPC batch, and UNAVAILABLE — never an error — when the chain
// cannot be asked.
import { Writable } from "node:stream";
import pino from "pino";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoreContext } from "../context";
import { createTestContext, useTestDatabase } from "../testing";
import { startRpcProxy, startTestChain, type TestChain } from "../testing/chain";
import { countHeldTokens } from "./count-held-tokens";

const database = useTestDatabase();
let local: TestChain;
let first: `0x${string}`;
let second: `0x${string}`;
let nextToken = 1n;
beforeAll(async () => {
  local = await startTestChain();
  first = await local.deployCollection();
  second = await local.deployCollection();
}, 60_000);
afterAll(async () => {
  await local?.stop();
});

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const mint = (contract: `0x${string}`, to: string) => local.mint(contract, to, nextToken++);

/** A context whose chain 31337 is read at `rpcUrl` (none: no RPC URL at all), and the warnings it logs. */
function contextFor(rpcUrl: string | null): { ctx: CoreContext; warnings: string[] } {
  const warnings: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      warnings.push((JSON.parse(chunk.toString()) as { msg: string }).msg);
      done();
    },
  });
  const { ctx } = createTestContext(database.current, { log: pino({ level: "warn" }, sink) });
  ctx.config = {
    ...ctx.config,
    chain: rpcUrl ? { ...local.config, rpcUrls: { 31337: rpcUrl } } : undefined,
  };
  return { ctx, warnings };
}

describe("countHeldTokens", () => {
  it("adds up balanceOf over every contract and address", async () => {
    const { ctx } = contextFor(local.chain.url);
    const [a, b, nobody] = [newAddress(), newAddress(), newAddress()];
    await mint(first, a);
    await mint(first, a);
    await mint(second, b);
    const contracts = [
      { chainId: 31337, address: first },
      { chainId: 31337, address: second.toLowerCase() }, // stored lower-case reads the same
    ];
    expect(await countHeldTokens(ctx, { owners: [a, b], contracts })).toEqual({ held: 3, unavailable: [] });
    expect(await countHeldTokens(ctx, { owners: [b], contracts })).toEqual({ held: 1, unavailable: [] });
    expect(await countHeldTokens(ctx, { owners: [nobody], contracts })).toEqual({ held: 0, unavailable: [] });
  });

  it("sends every read of a chain as one JSON-RPC batch", async () => {
    // A proxy of its own: a fresh URL, so a fresh client that no other test's calls share a batch with.
    const proxy = await startRpcProxy(local.chain.url);
    try {
      const { ctx } = contextFor(proxy.url);
      const owner = newAddress();
      await mint(second, owner);
      const contracts = [
        { chainId: 31337, address: first },
        { chainId: 31337, address: second },
      ];
      const owners = [owner, newAddress(), newAddress()];
      expect(await countHeldTokens(ctx, { owners, contracts })).toEqual({ held: 1, unavailable: [] });
      expect(proxy.requests).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  it("a chain without an RPC URL, or one that does not answer, is UNAVAILABLE and logged, never an error", async () => {
    const owner = newAddress();
    await mint(first, owner);
    const contracts = [{ chainId: 31337, address: first }];

    const unconfigured = contextFor(null);
    expect(await countHeldTokens(unconfigured.ctx, { owners: [owner], contracts })).toEqual({
      held: 0,
      unavailable: contracts,
    });
    expect(unconfigured.warnings).toEqual(["NFT holdings asked on a chain without an RPC URL"]);

    const down = contextFor("http://127.0.0.1:9");
    expect(await countHeldTokens(down.ctx, { owners: [owner], contracts })).toEqual({
      held: 0,
      unavailable: contracts,
    });
    expect(down.warnings).toEqual(["NFT holdings could not be read"]);
  }, 30_000);

  it("what could be read still counts beside an unavailable chain", async () => {
    const { ctx } = contextFor(local.chain.url);
    const owner = newAddress();
    await mint(first, owner);
    const elsewhere = { chainId: 137, address: second }; // Polygon: no RPC URL in this context
    expect(
      await countHeldTokens(ctx, { owners: [owner], contracts: [{ chainId: 31337, address: first }, elsewhere] }),
    ).toEqual({ held: 1, unavailable: [elsewhere] });
  });

  it("no address or no contract: nothing is asked, so nothing is unavailable", async () => {
    const { ctx, warnings } = contextFor(null);
    const contracts = [{ chainId: 31337, address: first }];
    expect(await countHeldTokens(ctx, { owners: [], contracts })).toEqual({ held: 0, unavailable: [] });
    expect(await countHeldTokens(ctx, { owners: [newAddress()], contracts: [] })).toEqual({ held: 0, unavailable: [] });
    expect(warnings).toEqual([]);
  });
});
