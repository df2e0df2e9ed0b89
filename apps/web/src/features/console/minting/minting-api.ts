// The minting page's calls: typed `call`s of the protocol's route table, kept in the console's bundle
// beside the screen that uses them (like console-api.ts).

import type { MintListFilter } from "@fanfare/protocol";
import { call } from "@/lib/api";

export const mintingApi = {
  summary: (signal?: AbortSignal) => call("operatorMintingSummary", { signal }),
  /** A page of the company's mints, oldest first; `after` is the previous page's `nextCursor`. */
  listMints: (status: MintListFilter | undefined, after: string | undefined, signal?: AbortSignal) =>
    call("operatorListMints", { query: { status, after }, signal }),
  getMint: (mintJobId: string, signal?: AbortSignal) => call("operatorGetMint", { params: { mintJobId }, signal }),
  retryMint: (mintJobId: string) => call("operatorRetryMint", { params: { mintJobId } }),
};

/** Under the console's key, so signing out clears them with the rest. */
export const MINTING_QUERY_KEYS = {
  summary: ["console", "minting", "summary"],
  /** Every list (each filter's) starts with this key. */
  mints: ["console", "minting", "mints"],
  mintsOf: (status: MintListFilter | undefined) => ["console", "minting", "mints", status ?? "attention"],
  mint: (mintJobId: string) => ["console", "minting", "mint", mintJobId],
} as const;

/** How often the page reads the relayers and mints again while it is open. */
export const REFRESH_MS = 5_000;
