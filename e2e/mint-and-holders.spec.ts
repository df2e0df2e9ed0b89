import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { generatePrivateKey } from "viem/accounts";
import { call, demoCampaign, longestLiteral, message, newFan } from "./support/campaign-api";
import { checkPage } from "./support/check-page";
import { E2E_CHAIN_URL } from "./support/env";
import { injectWallet } from "./support/injected-wallet";

// Claims become NFTs on the local chain (ADR 0014): a fan who linked a MetaMask-like wallet (a real key,
// injected) receives the Welcome gift in that wallet, sees it on nfts/[nftId] with its owner, and the
// "For holders" campaign (NFT_OWN_UNLIMITED) opens for them; a fan without a wallet receives it in the
// built-in web wallet. The e2e stack's relayer mints on a hardhat node (a block every 500 ms).

const shoot = (page: Page, name: string) => checkPage(page, name, { keep: "page", axe: true });

type Detail = { state: string; conditions: { id: string; slug: string }[] };
type Nfts = { nfts: { campaignId: string; nftId: string; status: string; owner: string | null }[] };

/** Accept the policies and claim through the API (the campaign page's own journey is elsewhere). */
async function claimGift(context: BrowserContext, baseURL: string, campaignId: string) {
  await call(context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/policies`);
  return call<{ nftId: string }>(context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/claim`, {
    idempotencyKey: `e2e-mint-${crypto.randomUUID()}`,
  });
}

/** The received NFT page, reloaded by the page itself until the relayer has minted the token. */
async function expectMinted(page: Page, locale: "ja" | "th" | "en", owner: string) {
  // The page has more than one live region (the claim's timeline loads beside the NFT's own status),
  // so pick the one that says "minted" rather than the first that says anything. The longest literal
  // piece of the message: in Japanese it starts with the placeholder, so the part before it is empty
  // and would match every live region (seen when "loading" was still announced beside "minted").
  const minted = longestLiteral(message(locale, "received.minted"));
  await expect(page.getByRole("status").filter({ hasText: minted })).toBeVisible({ timeout: 45_000 });
  const ownerRow = page
    .locator("dt", { hasText: message(locale, "received.owner") })
    .locator("xpath=following-sibling::dd[1]");
  await expect(ownerRow).toHaveText(owner);
}

test("a linked MetaMask wallet receives the claimed NFT (owner on nfts/[nftId]); For holders then opens", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(180_000);
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "ja", "holder");
  const page = await fan.context.newPage();
  // A key of its own: an address links to one account only, and other journeys link Hardhat's accounts.
  // Signing and receiving need no ether.
  const wallet = await injectWallet(page, { privateKey: generatePrivateKey(), chainId: 31337, rpcUrl: E2E_CHAIN_URL });

  // Connect and link by signing (SIWE).
  await page.goto("/ja/wallet");
  await page.getByRole("button", { name: message("ja", "wallet.connected.connect") }).click();
  await page
    .getByRole("dialog", { name: message("ja", "wallet.connect.title") })
    .getByRole("button", { name: /MetaMask/ })
    .click();
  const connection = page.getByRole("dialog", { name: message("ja", "wallet.connection.title") });
  await connection.getByRole("button", { name: message("ja", "wallet.link.action") }).click();
  await expect(connection.getByText(message("ja", "wallet.link.linked"))).toBeVisible();
  await connection.getByRole("button", { name: message("ja", "modal.close") }).click();

  // Before owning anything, For holders refuses (nftOwn-E2001).
  const holders = await demoCampaign(fan.context, baseURL, "For holders");
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${holders.id}/policies`);
  const before = await call<Detail>(fan.context, baseURL, "GET", `/api/v1/campaigns/${holders.id}`);
  expect(before.state).toBe("NotCompletedConditionYet");
  const condition = before.conditions[0];
  await page.goto(`/ja/projects/${holders.projectId}/${holders.id}/${condition?.slug}`);
  await page.getByRole("button", { name: message("ja", "nftOwnForm.verify") }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText(message("ja", "errors.nftOwn-E2001"));

  // Claim the Welcome gift: it is minted to the linked wallet.
  const gift = await demoCampaign(fan.context, baseURL, "Welcome gift");
  const { nftId } = await claimGift(fan.context, baseURL, gift.id);
  await page.goto(`/ja/projects/${gift.projectId}/${gift.id}/nfts/${nftId}`);
  await expectMinted(page, "ja", wallet.address);
  await shoot(page, "nft-minted-linked-wallet-ja");
  const mine = await call<Nfts>(fan.context, baseURL, "GET", "/api/v1/me/nfts");
  expect(mine.nfts.find((n) => n.campaignId === gift.id)?.owner?.toLowerCase()).toBe(wallet.address.toLowerCase());

  // Now the holders' campaign opens.
  await page.goto(`/ja/projects/${holders.projectId}/${holders.id}/${condition?.slug}`);
  await page.getByRole("button", { name: message("ja", "nftOwnForm.verify") }).click();
  await expect(page).toHaveURL(new RegExp(`/ja/projects/${holders.projectId}/${holders.id}$`));
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotClaim");
  await shoot(page, "holders-open-ja");
  await fan.context.close();
});

test("a fan without a wallet receives the claimed NFT in the built-in web wallet (th)", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(120_000);
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "th", "web-wallet-mint");
  const gift = await demoCampaign(fan.context, baseURL, "Welcome gift");
  const { nftId } = await claimGift(fan.context, baseURL, gift.id);
  const wallets = await call<{ webWallet: { address: string } | null }>(
    fan.context,
    baseURL,
    "GET",
    "/api/v1/me/wallets",
  );
  const page = await fan.context.newPage();
  await page.goto(`/th/projects/${gift.projectId}/${gift.id}/nfts/${nftId}`);
  // The relayer made the web wallet when it prepared the mint, if the fan had none yet.
  await expect
    .poll(
      async () =>
        (await call<{ webWallet: { address: string } | null }>(fan.context, baseURL, "GET", "/api/v1/me/wallets"))
          .webWallet?.address ?? null,
      { timeout: 45_000 },
    )
    .not.toBeNull();
  const webWallet = (
    await call<{ webWallet: { address: string } | null }>(fan.context, baseURL, "GET", "/api/v1/me/wallets")
  ).webWallet;
  expect(wallets.webWallet === null || wallets.webWallet.address === webWallet?.address).toBe(true);
  await expectMinted(page, "th", webWallet?.address ?? "");
  await shoot(page, "nft-minted-web-wallet-th");
  await page.goto("/th/wallet");
  await expect(page.getByTestId("web-wallet-address")).toContainText(webWallet?.address ?? "");
  await expect(page.getByText(message("th", "wallet.nfts.minted"))).toBeVisible();
  await fan.context.close();
});
