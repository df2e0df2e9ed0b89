import { LOCAL_ACCOUNTS } from "@fanfare/sandbox";
import { expect, type Page, test } from "@playwright/test";
import { call, type Fan, message, newFan } from "./support/campaign-api";
import { checkPage } from "./support/check-page";
import { E2E_CHAIN_URL } from "./support/env";
import { injectWallet } from "./support/injected-wallet";

// The fan's wallets (Sign-In with Ethereum linking, the built-in web wallet) on a phone: the MetaMask
// install warning when no wallet is injected, a MetaMask-like injected provider (a real key in this
// process) connecting and signing the SIWE message the API wrote, and the built-in web wallet of a fan
// without any wallet. ADR 0015.

/** Hardhat's well-known account #2: funded on the local chain, and not the minter's key (#0). */
const FAN_WALLET_KEY = LOCAL_ACCOUNTS[2];

/** A screenshot (the whole page, or what the phone shows when a modal is open) and an axe check. */
const shoot = (page: Page, name: string, { fullPage = true } = {}) =>
  checkPage(page, name, { keep: fullPage ? "page" : "window", axe: true });

async function openConnectModal(page: Page, fan: Fan) {
  await page.goto(`/${fan.locale}/wallet`);
  await expect(page.getByRole("heading", { level: 1, name: message(fan.locale, "wallet.title") })).toBeVisible();
  await page.getByRole("button", { name: message(fan.locale, "wallet.connected.connect") }).click();
  const dialog = page.getByRole("dialog", { name: message(fan.locale, "wallet.connect.title") });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("data-modal-kind", "ConnectToWallet");
  return dialog;
}

test("no wallet injected: picking MetaMask shows the install warning toast (ConnectToWallet in ja and th)", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  for (const locale of ["ja", "th"] as const) {
    // A computer: there the missing extension can be installed (a phone gets the MetaMask app link below).
    const fan = await newFan(browser, baseURL, locale, "no-wallet", "computer");
    const page = await fan.context.newPage();
    const dialog = await openConnectModal(page, fan);
    await expect(dialog.getByRole("button", { name: /MetaMask/ })).toBeVisible();
    await expect(dialog.getByRole("button", { name: message(locale, "wallet.kinds.Sw3Wallet.name") })).toBeVisible();
    // No WalletConnect project id in the e2e stack: not offered, and none of its code was loaded.
    await expect(dialog.getByRole("button", { name: /WalletConnect/ })).toHaveCount(0);
    await shoot(page, `wallet-connect-modal-${locale}`, { fullPage: false });
    await dialog.getByRole("button", { name: /MetaMask/ }).click();
    await expect(page.locator("#toast-id-metamask-install")).toHaveText(message(locale, "toast.metamask_install"));
    await expect(dialog).toBeVisible();
    await fan.context.close();
  }
});

test("no wallet injected on a phone: MetaMask opens this page in the MetaMask app", async ({
  browser,
  baseURL: configured,
}) => {
  const fan = await newFan(browser, configured ?? "", "ja", "no-wallet-phone");
  const page = await fan.context.newPage();
  const dialog = await openConnectModal(page, fan);
  const app = dialog.getByRole("link", { name: /MetaMask/ });
  await expect(app).toHaveAttribute("href", /^https:\/\/metamask\.app\.link\/dapp\/[^/]+\/ja\/wallet$/);
  await expect(dialog.getByRole("button", { name: /MetaMask/ })).toHaveCount(0);
  await fan.context.close();
});

// Needs the "wallets" lane's routes (POST /me/wallets/siwe-message, POST /me/wallets, GET /me/wallets):
// fixme until that branch is merged (it passed against a trial merge of it), then plain test().
test("MetaMask (injected): connect, sign the SIWE message, the wallet is linked and listed", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "ja", "metamask");
  const page = await fan.context.newPage();
  const wallet = await injectWallet(page, { privateKey: FAN_WALLET_KEY, chainId: 31337, rpcUrl: E2E_CHAIN_URL });
  const connect = await openConnectModal(page, fan);
  await connect.getByRole("button", { name: /MetaMask/ }).click();

  const connection = page.getByRole("dialog", { name: message("ja", "wallet.connection.title") });
  await expect(connection).toHaveAttribute("data-modal-kind", "WalletConnection");
  await expect(connection.getByTestId("connected-address")).toHaveText(wallet.address);
  await expect(connection.getByText(message("ja", "wallet.status.connected"))).toBeVisible();
  await shoot(page, "wallet-connection-modal-ja", { fullPage: false });

  // Declining first: nothing is linked, the fan is told why.
  wallet.refuse.add("personal_sign");
  await connection.getByRole("button", { name: message("ja", "wallet.link.action") }).click();
  await expect(connection.getByRole("alert")).toHaveText(message("ja", "wallet.errors.userRejected"));
  wallet.refuse.clear();
  await connection.getByRole("button", { name: message("ja", "wallet.link.action") }).click();
  await expect(connection.getByText(message("ja", "wallet.link.linked"))).toBeVisible();
  expect(wallet.calls.filter((method) => method === "personal_sign")).toHaveLength(2);

  await connection.getByRole("button", { name: message("ja", "modal.close") }).click();
  await expect(page.getByTestId("linked-wallets")).toContainText(wallet.address);
  const wallets = await call<{ linked: { address: string; connector: string }[] }>(
    fan.context,
    baseURL,
    "GET",
    "/api/v1/me/wallets",
  );
  expect(wallets.linked.map((linked) => [linked.address.toLowerCase(), linked.connector])).toEqual([
    [wallet.address.toLowerCase(), "MetaMask"],
  ]);

  // Previously authorised: after a reload the wallet reconnects by itself.
  await page.reload();
  await expect(page.getByText(message("ja", "wallet.status.connected"))).toBeVisible();
  await fan.context.close();
});

// Needs the "wallets" lane's POST /me/web-wallet and GET /me/wallets: fixme until that branch is merged
// (it passed against a trial merge of it), then plain test().
test("a fan without a wallet opens the wallet page and gets a web wallet address (ja and th)", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  for (const locale of ["ja", "th"] as const) {
    const fan = await newFan(browser, baseURL, locale, "web-wallet");
    const page = await fan.context.newPage();
    await page.goto(`/${locale}/projects`);
    await page.getByRole("link", { name: message(locale, "projects.wallet") }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/wallet$`));
    const address = page.getByTestId("web-wallet-address");
    await expect(address).toContainText(/0x[0-9a-fA-F]{40}/);
    const wallets = await call<{ webWallet: { address: string } | null }>(
      fan.context,
      baseURL,
      "GET",
      "/api/v1/me/wallets",
    );
    expect(wallets.webWallet?.address).toBeTruthy();
    await expect(address).toContainText(wallets.webWallet?.address ?? "");
    await expect(page.getByText(message(locale, "wallet.linked.none"))).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, `wallet-page-${locale}`);
    await fan.context.close();
  }
});
