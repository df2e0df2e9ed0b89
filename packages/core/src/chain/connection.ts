import { fanfareCollectionAbi } from "@fanfare/contracts";
import {
  type Address,
  BaseError,
  createPublicClient,
  type Hash,
  HttpRequestError,
  http,
  type PrivateKeyAccount,
  type PublicClient,
  TimeoutError,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { RPC_BATCH_SIZE, RPC_TIMEOUT_MS, VIEM_CHAINS } from "./clients";
import { createPacedFetch, type PacedFetchStats } from "./paced-fetch";

/**
 * The relayer's line to one chain: a JSON-RPC client whose calls made in the same tick travel as one
 * batch (up to 1000), and the relayer's local account (transactions are signed here, never by the node).
 * No automatic retries of failed calls: the relayer decides what a failed call means (ADR 0014); only a
 * 429 is repeated, after its Retry-After, and requests are paced to the RPC's plan (ADR 0029).
 */
export type ChainConnection = {
  chainId: number;
  client: PublicClient;
  account: PrivateKeyAccount;
  /** Calls `eth_sendRawTransaction` for each; one HTTP request per batch. */
  broadcast(raws: `0x${string}`[]): Promise<PromiseSettledResult<Hash>[]>;
  /** `exists(tokenId)` of each (collection, token), in one batch. */
  tokensExist(tokens: { contract: Address; tokenId: bigint }[]): Promise<boolean[]>;
  ownerOf(contract: Address, tokenId: bigint): Promise<Address | null>;
  /** 429s retried, requests timed out, time spent waiting for the budget or a Retry-After. */
  rpcStats: PacedFetchStats;
};

export function connectChain(input: {
  chainId: number;
  rpcUrl: string;
  privateKey: `0x${string}`;
  timeoutMs?: number;
  /** The RPC plan's calls per second (0: unpaced); a batch is then at most half that many calls. */
  callsPerSecond?: number;
}): ChainConnection {
  const chain = VIEM_CHAINS[input.chainId];
  if (!chain) throw new Error(`chain ${input.chainId} is not supported`);
  const callsPerSecond = input.callsPerSecond ?? 0;
  // 90 % of the plan, in batches of half a second's worth: requests paced exactly at the provider's rate
  // arrive a few milliseconds early now and then and are refused.
  const fetchFn = createPacedFetch({
    callsPerSecond: callsPerSecond * 0.9,
    timeoutMs: input.timeoutMs ?? RPC_TIMEOUT_MS,
  });
  const client = createPublicClient({
    chain,
    transport: http(input.rpcUrl, {
      batch: {
        batchSize:
          callsPerSecond > 0 ? Math.max(1, Math.min(RPC_BATCH_SIZE, Math.floor(callsPerSecond / 2))) : RPC_BATCH_SIZE,
        wait: 0,
      },
      // The paced fetch times each attempt out itself: viem's timeout would also count the budget's waits.
      timeout: 0,
      retryCount: 0,
      fetchFn,
    }),
  }) as PublicClient;
  return {
    chainId: input.chainId,
    client,
    account: privateKeyToAccount(input.privateKey),
    rpcStats: fetchFn.stats,
    broadcast: (raws) =>
      Promise.allSettled(
        raws.map((raw) => client.request({ method: "eth_sendRawTransaction", params: [raw] }) as Promise<Hash>),
      ),
    async tokensExist(tokens) {
      return Promise.all(
        tokens.map((t) =>
          client.readContract({
            address: t.contract,
            abi: fanfareCollectionAbi,
            functionName: "exists",
            args: [t.tokenId],
          }),
        ),
      );
    },
    async ownerOf(contract, tokenId) {
      try {
        return await client.readContract({
          address: contract,
          abi: fanfareCollectionAbi,
          functionName: "ownerOf",
          args: [tokenId],
        });
      } catch (error) {
        if (isRpcUnavailable(error)) throw error;
        return null;
      }
    },
  };
}

/** The words a node used, wherever viem put them (details of the innermost error, or its message). */
export function nodeMessage(error: unknown): string {
  if (error instanceof BaseError) {
    const parts: string[] = [];
    error.walk((e) => {
      if (e instanceof BaseError && e.details) parts.push(e.details);
      else if (e instanceof Error) parts.push(e.message);
      return false;
    });
    return parts.join(" | ") || error.shortMessage;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * An AppError's `context` for a failed chain call: which call on which chain, whether the node was
 * unreachable, and what viem says of it (the innermost error's name, the JSON-RPC code, the HTTP status).
 */
export function chainContext(operation: string, chainId: number | null, error: unknown) {
  const seen: { errorName: string | null; rpcCode: number | null; status: number | null } = {
    errorName: null,
    rpcCode: null,
    status: null,
  };
  if (error instanceof BaseError) {
    error.walk((e) => {
      if (e instanceof Error) seen.errorName = e.name;
      const fields = e as { code?: unknown; status?: unknown };
      if (typeof fields.code === "number") seen.rpcCode = fields.code;
      if (typeof fields.status === "number") seen.status = fields.status;
      return false;
    });
  } else if (error instanceof Error) seen.errorName = error.name;
  return { operation, chainId, unavailable: isRpcUnavailable(error), ...seen };
}

/** Did the request time out (no answer), as opposed to a refusal or a connection that failed at once? */
export function isTimeout(error: unknown): boolean {
  if (error instanceof BaseError && error.walk((e) => e instanceof TimeoutError)) return true;
  return /timed out/iu.test(error instanceof Error ? error.message : String(error));
}

/** JSON-RPC's "limit exceeded" (EIP-1474), which providers send with their 429s. */
const LIMIT_EXCEEDED = -32005;

/**
 * Is this "the node cannot be reached / did not answer / answered 5xx or 429", not a refusal? A rate
 * limit is never the mint's fault: a 429 whose body is a JSON-RPC error reaches here as an RpcRequestError
 * (not an HttpRequestError), and some providers answer HTTP 200 with code 429 or -32005.
 */
export function isRpcUnavailable(error: unknown): boolean {
  if (error instanceof BaseError) {
    const unreachable = error.walk((e) => {
      if (e instanceof HttpRequestError || e instanceof TimeoutError) return true;
      const fields = e as { code?: unknown; status?: unknown };
      return fields.status === 429 || fields.code === 429 || fields.code === LIMIT_EXCEEDED;
    });
    if (unreachable) return true;
  }
  return /fetch failed|ECONNREFUSED|ECONNRESET|socket hang up|timed out|network/iu.test(
    error instanceof Error ? error.message : String(error),
  );
}

export type SendRefusal = "KNOWN" | "NONCE_TOO_LOW" | "NONCE_TOO_HIGH" | "UNDERPRICED" | "UNAVAILABLE" | "OTHER";

/**
 * What a node's refusal of `eth_sendRawTransaction` means, from the words geth, Erigon, Bor, op-geth and
 * Hardhat use: the same transaction is already there (fine), the nonce is used or not yet usable, a
 * transaction with this nonce is pending with a higher fee, the node is unreachable, or something else
 * (insufficient funds, gas) that retrying later may or may not cure.
 */
export function classifySendError(error: unknown): SendRefusal {
  if (isRpcUnavailable(error)) return "UNAVAILABLE";
  const text = nodeMessage(error);
  if (/already known|known transaction|already imported/iu.test(text)) return "KNOWN";
  if (/nonce too low|nonce has already been used|nonce is too low/iu.test(text)) return "NONCE_TOO_LOW";
  if (/nonce too high|can't be queued/iu.test(text)) return "NONCE_TOO_HIGH";
  if (/underpriced|replacement fee too low/iu.test(text)) return "UNDERPRICED";
  return "OTHER";
}
