import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ALL_CHAINS, CHAINS } from "@fanfare/protocol";
import { LOCAL_ACCOUNTS, type LocalChain, startLocalChain } from "@fanfare/sandbox";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../testing/chain";
import { createChainClient, SUPPORTED_CHAIN_IDS, VIEM_CHAINS } from "./clients";

let chain: LocalChain;
let proxy: Server;
let proxyUrl: string;
const bodies: unknown[] = [];

beforeAll(async () => {
  chain = await startLocalChain({ port: await freePort() });
  // A recording proxy in front of the node: it shows what actually goes over the wire.
  proxy = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    bodies.push(JSON.parse(text));
    const upstream = await fetch(chain.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: text,
    });
    res.writeHead(upstream.status, { "content-type": "application/json" });
    res.end(await upstream.text());
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  proxy?.close();
  await chain?.stop();
});

describe("chain clients", () => {
  it("knows every chain of the spec and the local one", () => {
    expect(SUPPORTED_CHAIN_IDS).toEqual(expect.arrayContaining([137, 1, 1868, 80002, 11155111, 1946, 31337]));
    for (const { id } of CHAINS) expect(() => createChainClient(id, "http://127.0.0.1:1")).not.toThrow();
    expect(() => createChainClient(56, "http://127.0.0.1:1")).toThrow(/not supported/);
  });

  it("are viem's definitions of exactly the protocol's chains, with the protocol's explorers", () => {
    expect(Object.keys(VIEM_CHAINS).map(Number).sort()).toEqual([...SUPPORTED_CHAIN_IDS].sort());
    for (const chain of ALL_CHAINS) {
      expect([chain.id, VIEM_CHAINS[chain.id]?.id]).toEqual([chain.id, chain.id]);
      expect([chain.id, VIEM_CHAINS[chain.id]?.blockExplorers?.default.url ?? null]).toEqual([
        chain.id,
        chain.explorerUrl,
      ]);
    }
  });

  it("sends calls made together as one JSON-RPC batch", async () => {
    const client = createChainClient(31337, proxyUrl);
    bodies.length = 0;
    const addresses = LOCAL_ACCOUNTS.map((key) => privateKeyToAccount(key).address);
    const balances = await Promise.all(addresses.map((address) => client.getBalance({ address })));
    expect(balances.every((b) => b > 0n)).toBe(true);
    expect(bodies).toHaveLength(1);
    expect(Array.isArray(bodies[0])).toBe(true);
    expect((bodies[0] as unknown[]).length).toBe(addresses.length);
  });
});
