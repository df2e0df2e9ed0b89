// The minting page's calls: typed `operatorCall`s of the protocol's operator table, kept in the
// console's bundle beside the screen that uses them (like console-api.ts).

import type { MintListFilter } from "@fanfare/protocol";
import { operatorCall } from "../operator-call";

export const mintingApi = {
  summary: (signal?: AbortSignal) => operatorCall("operatorMintingSummary", { signal }),
  /** A page of the company's mints, oldest first; `after` is the previous page's `nextCursor`. */
  listMints: (status: MintListFilter | undefined, after: string | undefined, signal?: AbortSignal) =>
    operatorCall("operatorListMints", { query: { status, after }, signal }),
  getMint: (mintJobId: string, signal?: AbortSignal) =>
    operatorCall("operatorGetMint", { params: { mintJobId }, signal }),
  retryMint: (mintJobId: string) => operatorCall("operatorRetryMint", { params: { mintJobId } }),
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
