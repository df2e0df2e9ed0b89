import { expect, type Page, test } from "@playwright/test";
import { call, demoCampaign, message, newFan } from "./support/campaign-api";
import { checkPage } from "./support/check-page";
import { keepScreenshot } from "./support/screenshots";

// The wallet-address condition offers the addresses a fan already has beside the bare field: their
// Fanfare web wallet's, and a wallet they connect (on a phone, MetaMask is the MetaMask app). The
// MetaMask warning toast is read over the connect modal's backdrop, not under it.

const shoot = (page: Page, name: string) => checkPage(page, name, { keep: "window", axe: true });

test("a fan fills the wallet address from their Fanfare wallet, or from a wallet app on their phone (ja, th)", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  for (const locale of ["ja", "th"] as const) {
    const fan = await newFan(browser, baseURL, locale, "wallet-fill");
    const survey = await demoCampaign(fan.context, baseURL, "Answer the survey");
    await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${survey.id}/policies`);
    const page = await fan.context.newPage();
    await page.goto(`/${locale}/projects/${survey.projectId}/${survey.id}/wallet-address`);
    const field = page.getByRole("textbox", { name: message(locale, "walletForm.label") });
    await expect(field).toHaveValue("");

    await page.getByRole("button", { name: message(locale, "walletForm.useWebWallet") }).click();
    await expect(page.getByText(message(locale, "walletForm.filledFromWebWallet"))).toBeVisible();
    const { address } = await call<{ address: string }>(fan.context, baseURL, "POST", "/api/v1/me/web-wallet");
    await expect(field).toHaveValue(address);
    await shoot(page, `wallet-address-filled-${locale}`);

    // On a phone without MetaMask in the browser, MetaMask is offered as its app.
    await page.getByRole("button", { name: message(locale, "walletForm.connectWallet") }).click();
    const dialog = page.getByRole("dialog", { name: message(locale, "wallet.connect.title") });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /MetaMask/ })).toHaveAttribute(
      "href",
      new RegExp(`^https://metamask\\.app\\.link/dapp/localhost:\\d+/${locale}/projects/`),
    );
    await shoot(page, `wallet-address-connect-phone-${locale}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: message(locale, "walletForm.submit") }).click();
    await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotCompletedConditionYet");
    await fan.context.close();
  }
});

test("on a computer without MetaMask, its warning toast shows over the connect modal", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "en", "wallet-toast");
  const page = await browser.newPage({ baseURL, storageState: await fan.context.storageState() });
  await page.goto("/en/wallet");
  await page.getByRole("button", { name: message("en", "wallet.connected.connect") }).click();
  const dialog = page.getByRole("dialog", { name: message("en", "wallet.connect.title") });
  await dialog.getByRole("button", { name: /MetaMask/ }).click();
  const toast = page.locator("[id^='toast-id-']").filter({ hasText: message("en", "toast.metamask_install") });
  await expect(toast).toBeVisible();
  // What a finger or the eye meets at the toast's centre is the toast, not the backdrop over it.
  const onTop = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop).toBe(true);
  await keepScreenshot(page, "wallet-metamask-toast-over-modal-en");
  await page.close();
  await fan.context.close();
});
