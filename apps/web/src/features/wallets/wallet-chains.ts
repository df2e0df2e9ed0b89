import type { PerSupportedChain } from "@fanfare/protocol";
import type { Chain } from "viem";
import { hardhat, mainnet, polygon, polygonAmoy, sepolia, soneium, soneiumMinato } from "viem/chains";
import type { WalletSettings } from "@/features/wallets/wallet-settings";

/**
 * viem's definitions of the protocol's chains (CHAINS and LOCAL_CHAIN). Typed per chain of the
 * protocol: a chain added there, or a wrong one here, does not compile.
 */
const BY_ID = {
  [polygon.id]: polygon,
  [mainnet.id]: mainnet,
  [soneium.id]: soneium,
  [polygonAmoy.id]: polygonAmoy,
  [sepolia.id]: sepolia,
  [soneiumMinato.id]: soneiumMinato,
  [hardhat.id]: hardhat,
} satisfies PerSupportedChain<Chain>;
export const KNOWN_CHAINS: Readonly<Record<number, Chain>> = BY_ID;

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
