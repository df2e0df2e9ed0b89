/**
 * A phone or tablet (a coarse pointer): no browser extension can be installed there, so MetaMask is the
 * MetaMask app, and a phone wallet connects by WalletConnect.
 */
export function isPhone(target: Pick<Window, "matchMedia"> | undefined): boolean {
  return typeof target?.matchMedia === "function" && target.matchMedia("(pointer: coarse)").matches;
}

/**
 * MetaMask's universal link that opens `pageUrl` in the MetaMask app's own browser, where MetaMask is
 * injected as on a computer (https://metamask.app.link/dapp/<host><path>). Only http(s) pages.
 */
export function metaMaskAppLink(pageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return `https://metamask.app.link/dapp/${url.host}${url.pathname}${url.search}`;
}
