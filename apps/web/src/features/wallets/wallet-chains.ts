import type { Chain } from "viem";
import { hardhat, mainnet, polygon, polygonAmoy, sepolia, soneium, soneiumMinato } from "viem/chains";
import type { WalletSettings } from "@/env";

/** viem's definitions of the chains the platform supports (spec section 9) and the local chain. */
const KNOWN_CHAINS: Record<number, Chain> = {
  [polygon.id]: polygon,
  [mainnet.id]: mainnet,
  [soneium.id]: soneium,
  [polygonAmoy.id]: polygonAmoy,
  [sepolia.id]: sepolia,
  [soneiumMinato.id]: soneiumMinato,
  [hardhat.id]: hardhat,
};

/**
 * The chains of this deployment for wagmi, the default first (wagmi starts on the first). The local
 * chain gets the configured RPC URL, so a wallet asked to add it (wallet_addEthereumChain) reaches
 * the right node.
 */
export function walletChains(settings: Pick<WalletSettings, "chainIds" | "localChainRpcUrl">): [Chain, ...Chain[]] {
  const chains = settings.chainIds.flatMap((id) => {
    const chain = KNOWN_CHAINS[id];
    if (!chain) return [];
    if (id !== hardhat.id || !settings.localChainRpcUrl) return [chain];
    return [{ ...chain, rpcUrls: { default: { http: [settings.localChainRpcUrl] } } }];
  });
  const [first, ...rest] = chains;
  if (!first) throw new Error("walletChains: no known chain in the settings");
  return [first, ...rest];
}
