import { CHAINS, LOCAL_CHAIN, SPEC_CHAIN_IDS } from "@fanfare/protocol";
import type { WebEnv } from "@/env";

// Not in env.ts: next.config.ts loads env.ts before anything is bundled, where the protocol's
// TypeScript source cannot be required.

/** What the wallet pages need to build their wagmi config (features/wallets/wallet-config.ts). */
export type WalletSettings = {
  /** Chain ids the web's wallets may use, the default first. */
  chainIds: number[];
  defaultChainId: number;
  localChainRpcUrl: string | null;
  walletConnectProjectId: string | null;
};

/**
 * The chains the web's wallets offer: the protocol's spec chains (section 9) in its order, and its
 * local chain in embedded mode (when the browser is told how to reach it), the default first.
 */
export function walletSettings(parsed: WebEnv): WalletSettings {
  const localChainRpcUrl = parsed.NEXT_PUBLIC_LOCAL_CHAIN_RPC_URL ?? null;
  const available: number[] = [...SPEC_CHAIN_IDS, ...(localChainRpcUrl ? [LOCAL_CHAIN.id] : [])];
  // Embedded mode mints on the local chain, so that is the web wallet's chain unless told otherwise.
  const wanted = parsed.DEFAULT_CHAIN_ID ?? (localChainRpcUrl ? LOCAL_CHAIN.id : CHAINS[0].id);
  if (!available.includes(wanted)) {
    throw new Error(
      `Invalid environment for apps/web: DEFAULT_CHAIN_ID ${wanted} is not one of ${available.join(", ")}` +
        (wanted === LOCAL_CHAIN.id ? " (set NEXT_PUBLIC_LOCAL_CHAIN_RPC_URL for the local chain)" : ""),
    );
  }
  return {
    chainIds: [wanted, ...available.filter((id) => id !== wanted)],
    defaultChainId: wanted,
    localChainRpcUrl,
    walletConnectProjectId: parsed.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID ?? null,
  };
}
