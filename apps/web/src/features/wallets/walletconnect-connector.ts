import type { CreateConnectorFn } from "wagmi";

export const WALLETCONNECT_ID = "walletConnect";

export type WalletConnectSite = { name: string; description: string; url: string; icon: string };

/**
 * The WalletConnect connector, imported only when a fan picks WalletConnect (or had picked it before):
 * creating it loads ~540 kB gzip of SDK and opens connections to WalletConnect's hosts (STACK.md),
 * which no other page or fan should pay for (ADR 0015).
 */
export async function loadWalletConnect(projectId: string, site: WalletConnectSite): Promise<CreateConnectorFn> {
  const { walletConnect } = await import("wagmi/connectors/walletConnect");
  return walletConnect({
    projectId,
    showQrModal: true,
    metadata: { name: site.name, description: site.description, url: site.url, icons: [site.icon] },
  });
}
