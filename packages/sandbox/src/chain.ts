import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { LOCAL_CHAIN } from "@fanfare/protocol";

const require = createRequire(import.meta.url);
const CONFIG = fileURLToPath(new URL("../hardhat.config.cjs", import.meta.url));

/** The protocol's local chain: a Hardhat node. */
export const LOCAL_CHAIN_ID: number = LOCAL_CHAIN.id;

/**
 * Hardhat's well-known development accounts (from its public default mnemonic): funded with 10,000
 * ETH on every fresh local chain. Never use them anywhere else.
 */
export const LOCAL_ACCOUNTS = [
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
] as const;

/** The account the platform's relayer (MINTER_PRIVATE_KEY) uses in embedded mode and tests. */
export const LOCAL_MINTER_KEY = LOCAL_ACCOUNTS[0];

export type LocalChain = { url: string; port: number; chainId: number; stop(): Promise<void> };

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }),
    signal: AbortSignal.timeout(1000),
  });
  return ((await response.json()) as { result?: unknown }).result;
}

/**
 * Starts `hardhat node` (JSON-RPC over HTTP) as a child process and resolves when it answers
 * `eth_chainId`. A real node over HTTP, so clients see exactly what they would see from a public RPC.
 */
export type LocalChainOptions = {
  port?: number;
  host?: string;
  /**
   * 0 (default): automine, every transaction in its own block at once (quick for tests that wait for
   * each receipt). > 0: a block every that many milliseconds with everything pending, as on a real chain:
   * many mints per block, and transactions with a future nonce wait in the pool instead of being refused.
   */
  blockTimeMs?: number;
  /** Gas per block (default 60 M: ~800 mints at ~75 k gas). */
  blockGasLimit?: number;
};

export async function startLocalChain({
  port = 8545,
  host = "127.0.0.1",
  blockTimeMs = 0,
  blockGasLimit = 60_000_000,
}: LocalChainOptions = {}): Promise<LocalChain> {
  const cli = require.resolve("hardhat/internal/cli/cli.js");
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, "node", "--hostname", host, "--port", String(port), "--config", CONFIG],
    {
      env: {
        ...process.env,
        HARDHAT_DISABLE_TELEMETRY_PROMPT: "true",
        HARDHAT_TELEMETRY: "false",
        FANFARE_CHAIN_BLOCK_MS: String(blockTimeMs),
        FANFARE_CHAIN_BLOCK_GAS_LIMIT: String(blockGasLimit),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hardhat node exited:\n${output}`);
    const chainId = await rpc(url, "eth_chainId").catch(() => null);
    if (chainId === `0x${LOCAL_CHAIN_ID.toString(16)}`) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`hardhat node did not answer on ${url}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    chainId: LOCAL_CHAIN_ID,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
