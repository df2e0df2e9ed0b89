import { afterEach, describe, expect, it } from "vitest";
import { findMetaMask, watchAnnouncedWallets } from "./metamask-connector";

const provider = (flags: Record<string, unknown> = {}) => ({ request: async () => null, on() {}, ...flags });

afterEach(() => Reflect.deleteProperty(window, "ethereum"));

describe("findMetaMask", () => {
  it("finds nothing without a wallet, or with a wallet that is not MetaMask", () => {
    expect(findMetaMask(window)).toBeUndefined();
    Reflect.set(window, "ethereum", provider({ isCoinbaseWallet: true }));
    expect(findMetaMask(window)).toBeUndefined();
    expect(findMetaMask(undefined)).toBeUndefined();
  });

  it("takes the legacy window.ethereum, or MetaMask among several injected providers", () => {
    const metaMask = provider({ isMetaMask: true });
    Reflect.set(window, "ethereum", metaMask);
    expect(findMetaMask(window)).toBe(metaMask);
    const other = provider({ isCoinbaseWallet: true });
    Reflect.set(window, "ethereum", { ...other, providers: [other, metaMask] });
    expect(findMetaMask(window)).toBe(metaMask);
  });

  it("prefers MetaMask's own EIP-6963 announcement over whatever holds window.ethereum", () => {
    const squatter = provider({ isMetaMask: true, isRabby: true });
    Reflect.set(window, "ethereum", squatter);
    const announced = provider();
    const answer = () =>
      window.dispatchEvent(
        new CustomEvent("eip6963:announceProvider", {
          detail: Object.freeze({
            info: { rdns: "io.metamask", name: "MetaMask", uuid: "u", icon: "" },
            provider: announced,
          }),
        }),
      );
    window.addEventListener("eip6963:requestProvider", answer);
    watchAnnouncedWallets(window);
    window.removeEventListener("eip6963:requestProvider", answer);
    expect(findMetaMask(window)).toBe(announced);
    // A malformed announcement is ignored.
    window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: { info: {}, provider: 1 } }));
    expect(findMetaMask(window)).toBe(announced);
  });
});
