import type { LinkableConnector } from "@fanfare/protocol";
import { METAMASK_ID } from "./metamask-connector";
import { SW3_WALLET_ID } from "./sw3-wallet-connector";
import { WALLETCONNECT_ID } from "./walletconnect-connector";

/** The spec's three wallet kinds (WALLET_CONNECTORS), each with the wagmi connector id behind it. */
export const WALLET_KINDS = [
  { kind: "Sw3Wallet", connectorId: SW3_WALLET_ID },
  { kind: "MetaMask", connectorId: METAMASK_ID },
  { kind: "WalletConnect", connectorId: WALLETCONNECT_ID },
] as const;
export type WalletKind = (typeof WALLET_KINDS)[number]["kind"];

export function walletKindOf(connectorId: string | undefined): WalletKind | null {
  return WALLET_KINDS.find((entry) => entry.connectorId === connectorId)?.kind ?? null;
}

/** External wallets are linked by signing; the built-in one is the fan's by construction. */
export function linkableConnector(kind: WalletKind | null): LinkableConnector | null {
  return kind === "MetaMask" || kind === "WalletConnect" ? kind : null;
}

/** EIP-55 or not, an address names the same account: compare case-insensitively. */
export function isSameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.toLowerCase() === b.toLowerCase());
}
