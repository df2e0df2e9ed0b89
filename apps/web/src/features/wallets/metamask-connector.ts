import type { EIP1193Provider } from "viem";
import { injected } from "wagmi";

export const METAMASK_ID = "metaMask";
const METAMASK_RDNS = ["io.metamask", "io.metamask.flask"];

type AnnouncedProvider = { info: { rdns: string }; provider: EIP1193Provider };
type InjectedEthereum = EIP1193Provider & { isMetaMask?: boolean; providers?: InjectedEthereum[] };

const announced = new Map<string, EIP1193Provider>();
let isListening = false;

function isAnnouncement(detail: unknown): detail is AnnouncedProvider {
  if (!detail || typeof detail !== "object" || !("info" in detail) || !("provider" in detail)) return false;
  const { info, provider } = detail;
  return (
    typeof info === "object" &&
    info !== null &&
    "rdns" in info &&
    typeof info.rdns === "string" &&
    typeof provider === "object" &&
    provider !== null &&
    "request" in provider
  );
}

/**
 * Listens for wallets announcing themselves (EIP-6963) and asks them to. Several extensions fight over
 * window.ethereum; the announcement by MetaMask's reverse-DNS name is the reliable way to find it.
 */
export function watchAnnouncedWallets(target: Window): void {
  if (isListening) return;
  isListening = true;
  target.addEventListener("eip6963:announceProvider", (event) => {
    const detail: unknown = "detail" in event ? event.detail : undefined;
    if (isAnnouncement(detail)) announced.set(detail.info.rdns, detail.provider);
  });
  target.dispatchEvent(new Event("eip6963:requestProvider"));
}

// `object`, not Window: wagmi is typed against its own copy of the DOM types.
function injectedEthereum(target: object): InjectedEthereum | undefined {
  const value: unknown = Reflect.get(target, "ethereum");
  return value && typeof value === "object" && "request" in value ? (value as InjectedEthereum) : undefined;
}

/** MetaMask's provider: announced by EIP-6963, else the legacy window.ethereum (or one of its providers). */
export function findMetaMask(target?: object): EIP1193Provider | undefined {
  if (!target) return undefined;
  for (const rdns of METAMASK_RDNS) {
    const provider = announced.get(rdns);
    if (provider) return provider;
  }
  const ethereum = injectedEthereum(target);
  return ethereum?.providers?.find((provider) => provider.isMetaMask) ?? (ethereum?.isMetaMask ? ethereum : undefined);
}

/** MetaMask through wagmi's injected connector; its ProviderNotFoundError means "not installed". */
export function metaMask() {
  return injected({ target: { id: METAMASK_ID, name: "MetaMask", provider: findMetaMask } });
}
