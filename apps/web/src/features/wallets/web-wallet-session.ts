import type { WebWalletSessionResponse } from "@fanfare/protocol";
import { api } from "@/lib/api";

/** A token is renewed this long before it expires, so a request never leaves with a dying one. */
const RENEW_MARGIN_MS = 30_000;

let current: WebWalletSessionResponse | null = null;
let opening: Promise<WebWalletSessionResponse> | null = null;

/**
 * The built-in web wallet's address and its scoped token (POST /api/v1/me/web-wallet, which makes the
 * wallet on first need). Kept in this tab's memory only: the token is short-lived and a reload simply
 * asks again. Concurrent callers share one request. The private key never leaves the server.
 */
export function openWebWalletSession({ now = Date.now() }: { now?: number } = {}): Promise<WebWalletSessionResponse> {
  if (current && Date.parse(current.expiresAt) - RENEW_MARGIN_MS > now) return Promise.resolve(current);
  opening ??= api
    .openWebWallet()
    .then((session) => {
      current = session;
      return session;
    })
    .finally(() => {
      opening = null;
    });
  return opening;
}

/** The session as last opened, without asking the API (null before the first opening). */
export function currentWebWalletSession(): WebWalletSessionResponse | null {
  return current;
}

/** Forgets the token (sign-out, disconnect, or the API said it is no longer valid: wallet-E2007). */
export function forgetWebWalletSession(): void {
  current = null;
}
