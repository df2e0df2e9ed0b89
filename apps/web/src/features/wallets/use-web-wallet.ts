"use client";

import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api";
import { forgetWebWalletSession, openWebWalletSession } from "./web-wallet-session";

export const WEB_WALLET_KEY = ["web-wallet"] as const;
export const WEB_WALLET_CONTENTS_KEY = ["web-wallet", "contents"] as const;
export const MY_NFTS_KEY = ["me", "nfts"] as const;

/** A fan's built-in web wallet: made on the first visit (POST /me/web-wallet), then its address. */
export function useWebWalletSession(enabled: boolean) {
  return useQuery({
    queryKey: WEB_WALLET_KEY,
    queryFn: () => openWebWalletSession(),
    enabled,
    // The token inside is short-lived; openWebWalletSession renews it when needed.
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}

/** Runs `call` with a valid web-wallet token; a token the API no longer takes (wallet-E2007) is renewed once. */
export async function withWebWalletToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  const session = await openWebWalletSession();
  try {
    return await call(session.token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "wallet-E2007") throw error;
    forgetWebWalletSession();
    return call((await openWebWalletSession()).token);
  }
}

/** What sits in the web wallet now (GET /web-wallet): the NFTs the fan may send to a linked wallet. */
export function useWebWalletContents(enabled: boolean) {
  return useQuery({
    queryKey: WEB_WALLET_CONTENTS_KEY,
    queryFn: ({ signal }) => withWebWalletToken((token) => api.getWebWallet(token, signal)),
    enabled,
    meta: { handlesErrors: true },
  });
}
