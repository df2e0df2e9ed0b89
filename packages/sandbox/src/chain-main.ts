import { LOCAL_MINTER_KEY, startLocalChain } from "./chain";

/**
 * CLI: `tsx packages/sandbox/src/chain-main.ts`. Started by `npm start` in embedded mode (no RPC URL
 * for the default chain): a `hardhat node` on 127.0.0.1:CHAIN_PORT (8545), a block every CHAIN_BLOCK_MS
 * (1000; 0 = one block per transaction). Its state lives in memory: every start is an empty chain, and
 * the API's relayer reconciles (re-deploys and re-mints what the database says was minted).
 */
function readInt(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    console.error(`[chain] ${name} must be an integer 0-${max}, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const port = readInt("CHAIN_PORT", 8545, 65_535);
const blockTimeMs = readInt("CHAIN_BLOCK_MS", 1_000, 60_000);
const chain = await startLocalChain({ port, blockTimeMs }).catch((error: unknown) => {
  console.error(`[chain] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const relayer = LOCAL_MINTER_KEY.slice(0, 6);
console.log(
  `[chain] local chain ${chain.chainId} on ${chain.url} (${blockTimeMs > 0 ? `a block every ${blockTimeMs} ms` : "automine"}; relayer = Hardhat account #0, key ${relayer}…)`,
);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    chain.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
