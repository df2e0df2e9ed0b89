import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { createPublicClient, getAddress, http, parseAbiItem } from "viem";
import { hardhat } from "viem/chains";
import { call, demoCampaign, newFan } from "./support/campaign-api";
import { DEMO_OWNER as OWNER, consoleText as text } from "./support/console";
import { E2E_CHAIN_URL } from "./support/env";
import { screenshot } from "./support/journeys";
import { expectNoRawPlaceholders } from "./support/raw-placeholders";
import { signIn } from "./support/sign-in";

// Minting operations (ADR 0027): a fan's mint is made to fail with the chain stand-in's own switch
// (`hardhat_setCode` turns the fan's web wallet into a contract that refuses NFTs), the demo owner sees it
// failed on /console/minting, the cause goes away, the owner retries it from the console, and the NFT is
// minted exactly once (one Transfer from the zero address for its token on the chain itself).

test.beforeAll(() => mkdirSync(join(process.cwd(), "test-results", "screenshots"), { recursive: true }));

/** The words of a text before its first placeholder (what a journey can wait for when the rest varies). */
const lead = (sentence: string) => sentence.split("{")[0] ?? sentence;

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(E2E_CHAIN_URL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (answer.error) throw new Error(answer.error.message);
  return answer.result;
}

/** An operator's laptop: 1280 px wide, signed in as `email`, the cookie banner answered. */
async function operatorBrowser(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
  });
  await context.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: baseURL }]);
  await signIn(context, baseURL, email);
  return context;
}

async function shoot(page: Page, name: string, copyTo?: string) {
  await expectNoRawPlaceholders(page);
  // Wide tables scroll inside their own box: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, name);
  if (copyTo) copyFileSync(join("test-results", "screenshots", `${name}.png`), copyTo);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual(
    [],
  );
}

test("an owner retries a failed mint from the console and it is minted once", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(240_000);
  const baseURL = configured ?? "";

  // The fan's wallet exists before the claim, and the chain stand-in makes it refuse NFTs.
  const fan = await newFan(browser, baseURL, "ja", "mint-retry");
  const { address } = await call<{ address: string }>(fan.context, baseURL, "POST", "/api/v1/me/web-wallet");
  // PUSH1 0 PUSH1 0 REVERT: the collection's safe mint finds a receiver that says no.
  await rpc("hardhat_setCode", [address, "0x60006000fd"]);
  const gift = await demoCampaign(fan.context, baseURL, "Welcome gift");
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${gift.id}/policies`);
  const { claimId } = await call<{ claimId: string }>(
    fan.context,
    baseURL,
    "POST",
    `/api/v1/campaigns/${gift.id}/claim`,
    {
      idempotencyKey: `e2e-mint-retry-${crypto.randomUUID()}`,
    },
  );

  const owner = await operatorBrowser(browser, baseURL, OWNER);
  const page = await owner.newPage();
  const row = page.getByTestId(`mint-${claimId}`);

  // The failed mint appears by itself (the page reads again every few seconds), in Thai and in Japanese.
  for (const locale of ["th", "ja"] as const) {
    await page.goto(`/${locale}/console/minting`);
    await expect(page.getByRole("heading", { level: 1, name: text(locale, "minting.title") })).toBeVisible();
    const nav = page.getByRole("navigation", { name: text(locale, "nav.label") });
    await expect(nav.getByRole("link", { name: text(locale, "nav.minting") })).toHaveAttribute("aria-current", "page");
    const local = page.getByRole("region", {
      name: text(locale, "minting.chainTitle", { chain: "Hardhat", id: "31337" }),
    });
    await expect(local.getByText(text(locale, "minting.relayerStates.RUNNING"))).toBeVisible();
    await expect(local.getByText(text(locale, "minting.gasStates.OK"))).toBeVisible();
    await expect(row).toBeVisible({ timeout: 60_000 });
    await expect(row.getByText(text(locale, "minting.status.FAILED"))).toBeVisible();
    await expect(row.getByText(text(locale, "minting.problems.REVERTED"))).toBeVisible();
    if (locale === "ja") await expect(row).toContainText(gift.title.ja);
    await shoot(page, `console-minting-failed-${locale}`, `/tmp/mint-${locale}.png`);
  }

  // The cause goes away (a plain account again); the owner retries after confirming.
  await rpc("hardhat_setCode", [address, "0x"]);
  await row.getByRole("button", { name: new RegExp(text("ja", "minting.retry")) }).click();
  await expect(row.getByText(text("ja", "minting.confirmRetry"))).toBeVisible();
  await row.getByRole("button", { name: text("ja", "minting.confirmRetryAction") }).click();
  await expect(page.getByRole("status").filter({ hasText: lead(text("ja", "minting.retried")) })).toBeVisible();
  const followed = page.getByRole("region", { name: text("ja", "minting.followTitle") });
  await expect(followed.getByRole("status").filter({ hasText: lead(text("ja", "minting.follow.MINTED")) })).toBeVisible(
    {
      timeout: 60_000,
    },
  );
  await expect(row).toBeHidden({ timeout: 15_000 }); // no longer failed: it leaves the list
  await shoot(page, "console-minting-retried-ja");

  // A second retry (another tab, another operator) is refused: it is minted.
  const again = await owner.request.post(`${baseURL}/api/v1/operator/mints/${claimId}/retry`, {
    headers: { "X-Fanfare-Csrf": "1", "Content-Type": "application/json" },
    data: {},
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe("mint-E2001");

  // On the chain itself: exactly one mint of the claim's token, owned by the fan's wallet.
  const nfts = await call<{
    nfts: { claimId: string; contractAddress: string | null; tokenId: string | null; owner: string | null }[];
  }>(fan.context, baseURL, "GET", "/api/v1/me/nfts");
  const nft = nfts.nfts.find((n) => n.claimId === claimId);
  expect(nft?.owner?.toLowerCase()).toBe(address.toLowerCase());
  const client = createPublicClient({ chain: hardhat, transport: http(E2E_CHAIN_URL) });
  const mints = await client.getLogs({
    address: getAddress(nft?.contractAddress ?? ""),
    event: parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)"),
    args: { from: "0x0000000000000000000000000000000000000000", tokenId: BigInt(nft?.tokenId ?? "0") },
    fromBlock: 0n,
    toBlock: "latest",
  });
  expect(mints).toHaveLength(1);
  await owner.close();
  await fan.context.close();
});
