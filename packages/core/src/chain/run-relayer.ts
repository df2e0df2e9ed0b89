import type { CoreContext } from "../context";
import { isRpcUnavailable, isTimeout, nodeMessage } from "./connection";
import { holdLease, releaseLease } from "./hold-lease";
import { prepareMints } from "./prepare-mints";
import { reconcileChain } from "./reconcile-chain";
import { createRelayer, type Relayer, type RelayerOptions, RpcUnavailableError } from "./relayer";
import { sendMints } from "./send-mints";
import { trackMints } from "./track-mints";

export type RunningRelayer = {
  relayer: Relayer;
  /** Finishes the round in progress, gives the lease up, resolves when the loop has ended. */
  stop(): Promise<void>;
  /**
   * Tests only: stops like a killed process — nothing more is sent from the next step on (even a batch
   * already recorded as SUBMITTED), and the lease is left to run out.
   */
  kill(): void;
  /** Resolves after the next full round (tests and the bench wait on it). */
  nextRound(): Promise<void>;
  /** Wakes the loop now instead of after its idle pause (a claim was just made). */
  wake(): void;
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });

/**
 * The relayer's loop (in the worker process; inside the API process with PGlite, ADR 0002). Each round:
 * hold the lease → recover if needed (reconcile the local chain, re-sync nonces, look at every SUBMITTED
 * mint at once) → prepare → send → track. When the RPC is unreachable it pauses (0.5 s doubling to
 * `maxOutageBackoffMs`), keeps every mint as it is, and recovers when the node answers again.
 */
export function runRelayer(ctx: CoreContext, options: RelayerOptions): RunningRelayer {
  const relayer = createRelayer(ctx, options);
  const stopping = new AbortController();
  let wakeUp = new AbortController();
  let roundWaiters: (() => void)[] = [];
  const log = ctx.log;

  async function round(): Promise<boolean> {
    if (!(await holdLease(relayer))) {
      relayer.needsRecovery = true; // someone else sends: our counts are stale when we get it back
      return false;
    }
    let busy = false;
    if (relayer.needsRecovery) {
      await reconcileChain(relayer);
      relayer.nonces.invalidate();
      await trackMints(relayer, { all: true });
      relayer.needsRecovery = false;
      busy = true;
    }
    if (relayer.killed) return false;
    busy = (await prepareMints(relayer)) > 0 || busy;
    if (relayer.killed) return false;
    busy = (await sendMints(relayer)) > 0 || busy;
    if (relayer.killed) return false;
    busy = (await trackMints(relayer)) > 0 || busy;
    return busy;
  }

  const loop = (async () => {
    let outageMs = 0;
    while (!stopping.signal.aborted && !relayer.killed) {
      let pause = relayer.options.idleMs;
      try {
        const busy = await round();
        if (outageMs > 0) log.info({ chainId: relayer.chainId }, "the RPC answers again: minting resumes");
        outageMs = 0;
        if (busy) pause = 0;
      } catch (error) {
        if (error instanceof RpcUnavailableError || isRpcUnavailable(error)) {
          if (outageMs === 0) {
            log.warn({ chainId: relayer.chainId, error: nodeMessage(error) }, "the RPC is unreachable: minting paused");
          }
          // A timeout has already waited rpcTimeoutMs: on an RPC that drops a request now and then,
          // doubling the pause as well would stall the pipeline far longer than the RPC does (ADR 0029).
          outageMs = isTimeout(error) ? 500 : Math.min(relayer.options.maxOutageBackoffMs, Math.max(500, outageMs * 2));
          pause = outageMs;
        } else {
          log.error({ chainId: relayer.chainId, err: error }, "relayer round failed");
          pause = 1_000;
        }
        relayer.needsRecovery = true;
        relayer.nonces.invalidate();
      }
      const waiters = roundWaiters;
      roundWaiters = [];
      for (const w of waiters) w();
      if (pause > 0 && !stopping.signal.aborted) {
        await sleep(pause, AbortSignal.any([stopping.signal, wakeUp.signal]));
        if (wakeUp.signal.aborted) wakeUp = new AbortController();
      }
    }
    for (const w of roundWaiters) w();
  })();

  return {
    relayer,
    async stop() {
      stopping.abort();
      await loop;
      if (!relayer.killed) await releaseLease(relayer).catch(() => {});
    },
    kill() {
      relayer.killed = true;
      stopping.abort();
    },
    nextRound: () =>
      new Promise<void>((resolve) => {
        if (stopping.signal.aborted) resolve();
        else roundWaiters.push(resolve);
      }),
    wake() {
      wakeUp.abort();
    },
  };
}
