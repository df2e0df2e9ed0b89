import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WalletSettingsHintProvider } from "@/features/wallets/wallet-settings-hint";
import { forgetWebWalletSession } from "@/features/wallets/web-wallet-session";
import { CAMPAIGN_ID } from "@/test/campaign-fixtures";
import { jsonResponse, messages, renderWithApp } from "@/test/render";
import { apiRoutes, clearCookies, fakeMetaMask, TEST_ADDRESS, TEST_WALLET_SETTINGS } from "@/test/wallets";
import { WalletAddressForm } from "./wallet-address-form";

const WEB_WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const CONDITION_ID = "33333333-3333-4333-8333-333333333333";
const SUBMIT = `POST /api/v1/campaigns/${CAMPAIGN_ID}/conditions/${CONDITION_ID}/wallet-address`;

let api: ReturnType<typeof apiRoutes>;
beforeEach(() => {
  api = apiRoutes({
    "POST /api/v1/me/web-wallet": () =>
      jsonResponse(200, { address: WEB_WALLET, token: "t", expiresAt: "2999-01-01T00:00:00.000Z" }),
    [SUBMIT]: () => jsonResponse(200, { conditionId: CONDITION_ID, completed: true }),
  });
  vi.stubGlobal("fetch", api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, "ethereum");
  forgetWebWalletSession();
  clearCookies();
});

function renderForm({ withWallets = true }: { withWallets?: boolean } = {}) {
  const onCompleted = vi.fn();
  const form = (
    <WalletAddressForm
      campaignId={CAMPAIGN_ID}
      condition={{ id: CONDITION_ID, walletAddress: null }}
      onCompleted={onCompleted}
    />
  );
  renderWithApp(
    withWallets ? (
      <WalletSettingsHintProvider settings={TEST_WALLET_SETTINGS}>{form}</WalletSettingsHintProvider>
    ) : (
      form
    ),
  );
  return { onCompleted, field: screen.getByRole("textbox", { name: messages.walletForm.label }) as HTMLInputElement };
}

describe("WalletAddressForm", () => {
  it("fills in the fan's Fanfare web wallet, says so, and saves that address", async () => {
    const { field, onCompleted } = renderForm();
    fireEvent.click(screen.getByRole("button", { name: messages.walletForm.useWebWallet }));
    await waitFor(() => expect(field.value).toBe(WEB_WALLET));
    expect(screen.getByRole("status").textContent).toBe(messages.walletForm.filledFromWebWallet);
    fireEvent.click(screen.getByRole("button", { name: messages.walletForm.submit }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(api.calls.find((call) => `${call.method} ${call.path}` === SUBMIT)?.body).toEqual({ address: WEB_WALLET });
  });

  it("fills in the address of a wallet the fan connects (the wallet providers load only then)", async () => {
    Reflect.set(window, "ethereum", fakeMetaMask());
    const { field } = renderForm();
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: messages.walletForm.connectWallet }));
    const dialog = await screen.findByRole("dialog", { name: messages.wallet.connect.title });
    // The web wallet has its own button here.
    expect(screen.queryByRole("button", { name: /Sw3Wallet/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /MetaMask/ }));
    await waitFor(() => expect(field.value).toBe(TEST_ADDRESS));
    expect(dialog.isConnected).toBe(false);
    expect(screen.getByRole("status").textContent).toBe(messages.walletForm.filledFromConnectedWallet);
  });

  it("says why the web wallet could not be opened", async () => {
    api = apiRoutes({
      "POST /api/v1/me/web-wallet": () =>
        jsonResponse(503, { code: "server-E5000", category: "BAD_REQUEST", message: "" }),
    });
    vi.stubGlobal("fetch", api.fetch);
    const { field } = renderForm();
    fireEvent.click(screen.getByRole("button", { name: messages.walletForm.useWebWallet }));
    expect((await screen.findByRole("alert")).textContent).toBe(messages.errors["server-E5000"]);
    expect(field.value).toBe("");
  });

  it("offers no wallet connection on a page that has none to offer", () => {
    renderForm({ withWallets: false });
    expect(screen.getByRole("button", { name: messages.walletForm.useWebWallet })).toBeTruthy();
    expect(screen.queryByRole("button", { name: messages.walletForm.connectWallet })).toBeNull();
  });
});
