import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import {
  apiRoutes,
  clearCookies,
  fakeMetaMask,
  renderWithWallets,
  TEST_ADDRESS,
  TEST_WALLET_SETTINGS,
} from "@/test/wallets";
import { ConnectToWalletModal } from "./connect-to-wallet-modal";
import { forgetWebWalletSession } from "./web-wallet-session";

const WEB_WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";

beforeEach(() => {
  const api = apiRoutes({
    "POST /api/v1/me/web-wallet": () =>
      jsonResponse(200, { address: WEB_WALLET, token: "t", expiresAt: "2999-01-01T00:00:00.000Z" }),
  });
  vi.stubGlobal("fetch", api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, "ethereum");
  forgetWebWalletSession();
  clearCookies();
});

function renderModal(settings = TEST_WALLET_SETTINGS) {
  const onConnected = vi.fn();
  renderWithWallets(<ConnectToWalletModal open onClose={() => {}} onConnected={onConnected} />, settings);
  return { onConnected };
}

describe("ConnectToWalletModal", () => {
  it("is the ConnectToWallet modal with the wallet kinds; WalletConnect only with a project id", () => {
    renderModal();
    const dialog = screen.getByRole("dialog", { name: "Connect a wallet" });
    expect(dialog.getAttribute("data-modal-kind")).toBe("ConnectToWallet");
    expect(screen.getByRole("button", { name: /Web wallet \(Sw3Wallet\)/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /MetaMask/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /WalletConnect/ })).toBeNull();
  });

  it("offers WalletConnect when a project id is configured (its SDK is not loaded until picked)", () => {
    renderModal({ ...TEST_WALLET_SETTINGS, walletConnectProjectId: "0123456789abcdef0123456789abcdef" });
    expect(screen.getByRole("button", { name: /WalletConnect/ })).toBeTruthy();
  });

  it("shows the MetaMask install warning toast when no wallet is injected", async () => {
    const { onConnected } = renderModal();
    fireEvent.click(screen.getByRole("button", { name: /MetaMask/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "MetaMask is not installed. Install the MetaMask extension, then try again.",
    );
    expect(onConnected).not.toHaveBeenCalled();
  });

  it("connects MetaMask when it is there", async () => {
    const metaMask = fakeMetaMask();
    Reflect.set(window, "ethereum", metaMask);
    const { onConnected } = renderModal();
    fireEvent.click(screen.getByRole("button", { name: /MetaMask/ }));
    await waitFor(() => expect(onConnected).toHaveBeenCalled());
    expect(metaMask.calls).toContain("wallet_requestPermissions");
    expect(await metaMask.request({ method: "eth_accounts" })).toEqual([TEST_ADDRESS]);
  });

  it("says so when the fan declines in the wallet", async () => {
    const metaMask = fakeMetaMask();
    metaMask.refuse.add("wallet_requestPermissions");
    Reflect.set(window, "ethereum", metaMask);
    const { onConnected } = renderModal();
    fireEvent.click(screen.getByRole("button", { name: /MetaMask/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You declined the request in your wallet. Nothing was changed.",
    );
    expect(onConnected).not.toHaveBeenCalled();
  });

  it("connects the built-in web wallet through the API", async () => {
    const { onConnected } = renderModal();
    fireEvent.click(screen.getByRole("button", { name: /Web wallet \(Sw3Wallet\)/ }));
    await waitFor(() => expect(onConnected).toHaveBeenCalled());
  });

  it("offers only the kinds it is given", () => {
    renderWithWallets(
      <ConnectToWalletModal open kinds={["MetaMask", "WalletConnect"]} onClose={() => {}} onConnected={() => {}} />,
    );
    expect(screen.queryByRole("button", { name: /Web wallet \(Sw3Wallet\)/ })).toBeNull();
    expect(screen.getByRole("button", { name: /MetaMask/ })).toBeTruthy();
  });

  it("counts a wallet that is connected already as connected", async () => {
    Reflect.set(window, "ethereum", fakeMetaMask());
    const first = renderModal();
    fireEvent.click(screen.getByRole("button", { name: /MetaMask/ }));
    await waitFor(() => expect(first.onConnected).toHaveBeenCalledOnce());
    fireEvent.click(screen.getByRole("button", { name: /MetaMask/ }));
    await waitFor(() => expect(first.onConnected).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("ConnectToWalletModal on a phone", () => {
  const phone = (coarse: boolean) =>
    vi.stubGlobal(
      "matchMedia",
      (query: string) => ({ matches: coarse && query === "(pointer: coarse)" }) as MediaQueryList,
    );

  it("opens the page in the MetaMask app instead of asking for a browser extension", () => {
    phone(true);
    renderModal();
    const metaMask = screen.getByRole("link", { name: /MetaMask/ });
    expect(metaMask.getAttribute("href")).toBe(
      `https://metamask.app.link/dapp/${window.location.host}${window.location.pathname}`,
    );
    expect(metaMask.textContent).toContain("Opens this page in the MetaMask app");
    expect(screen.queryByRole("button", { name: /MetaMask/ })).toBeNull();
  });

  it("puts WalletConnect, a phone wallet's own way, before MetaMask", () => {
    phone(true);
    renderModal({ ...TEST_WALLET_SETTINGS, walletConnectProjectId: "0123456789abcdef0123456789abcdef" });
    const names = screen.getAllByRole("listitem").map((item) => item.textContent ?? "");
    expect(names.findIndex((name) => name.includes("WalletConnect"))).toBeLessThan(
      names.findIndex((name) => name.includes("MetaMask")),
    );
  });

  it("keeps the extension's way on a computer", () => {
    phone(false);
    renderModal();
    expect(screen.getByRole("button", { name: /MetaMask/ })).toBeTruthy();
  });

  it("uses MetaMask in a phone browser that has it (the MetaMask app's own browser)", () => {
    phone(true);
    Reflect.set(window, "ethereum", fakeMetaMask());
    renderModal();
    expect(screen.getByRole("button", { name: /MetaMask/ })).toBeTruthy();
  });
});
