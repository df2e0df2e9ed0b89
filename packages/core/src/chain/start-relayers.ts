import type { CoreContext } from "../context";
import { isWellKnownDevKey } from "./dev-keys";
import { LOCAL_CHAIN_ID } from "./relayer";
import { type RunningRelayer, runRelayer } from "./run-relayer";

/**
 * One relayer per chain that has an RPC URL, when a minter key is configured (the worker calls this;
 * with PGlite the API process is the worker). Without a key nothing is minted and mints stay PENDING.
 */
export function startRelayers(ctx: CoreContext): { relayers: RunningRelayer[]; stop(): Promise<void> } {
  const chain = ctx.config.chain;
  const relayers: RunningRelayer[] = [];
  if (chain?.minterPrivateKey) {
    const devKey = isWellKnownDevKey(chain.minterPrivateKey);
    for (const [id, rpcUrl] of Object.entries(chain.rpcUrls)) {
      if (devKey && Number(id) !== LOCAL_CHAIN_ID) {
        ctx.log.warn({ chainId: Number(id) }, "a development minter key mints on the local chain only");
        continue;
      }
      const rpcCallsPerSecond = chain.rpcCallsPerSecond?.[Number(id)];
      relayers.push(
        runRelayer(ctx, {
          chainId: Number(id),
          rpcUrl,
          privateKey: chain.minterPrivateKey,
          ...(rpcCallsPerSecond ? { rpcCallsPerSecond } : {}),
        }),
      );
      ctx.log.info({ chainId: Number(id) }, "mint relayer started");
    }
  } else if (chain) {
    ctx.log.warn("no MINTER_PRIVATE_KEY: claims are not minted");
  }
  return {
    relayers,
    async stop() {
      await Promise.all(relayers.map((r) => r.stop()));
    },
  };
}
