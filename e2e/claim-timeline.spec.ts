import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { call, demoCampaign, type Fan, message, newFan } from "./support/campaign-api";
import { E2E_CHAIN_URL } from "./support/env";
import { say, shoot } from "./support/social-journey";

// A claim a fan can follow: claimed → queued → sent → minted on the e2e stack's local chain (its relayer
// mints on a hardhat node, a block every 500 ms), on "my claims" (reached from the account actions and
// the wallet) and on the NFT page; the transaction hash shown is the chain's own. The local chain has no
// block explorer, so the hash is text, not a link. Then how conditions are proven: the badges of a
// conditions list and of claimed-success. Shot in ja and th at 390 and 1280 px.

type Detail = {
  projectId: string;
  nfts: { id: string; name: Record<string, string> }[];
  conditions: { id: string; type: string }[];
};
type Receipt = { status: string; blockNumber: string; logs: { topics: string[] }[] };

const WIDE = { width: 1280, height: 900 };

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(E2E_CHAIN_URL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const answer = (await response.json()) as { result: T };
  return answer.result;
}

/** The same signed-in fan on a laptop: the session cookies of the phone, a 1280 px window. */
async function onLaptop(browser: Browser, fan: Fan): Promise<BrowserContext> {
  return browser.newContext({
    storageState: await fan.context.storageState(),
    viewport: WIDE,
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
  });
}

/** The timeline of one claim, waited on until the claim stands at MINTED (the page asks again meanwhile). */
async function mintedTimeline(page: Page, locale: "ja" | "th", name: string): Promise<Locator> {
  const steps = page.getByRole("list", { name: say(locale, "claims.stepsOf", { name }) });
  await expect(steps.locator('[aria-current="step"]')).toHaveAttribute("data-step", "MINTED", { timeout: 60_000 });
  await expect(steps.locator('li[data-step="MINTED"]')).toContainText(message(locale, "claims.step.MINTED"));
  return steps;
}

test("a fan follows a claim from claimed to minted: my claims and the NFT page, ja and th, 390 and 1280 px", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(180_000);
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "ja", "timeline");
  const gift = await demoCampaign(fan.context, baseURL, "Welcome gift");
  const detail = await call<Detail>(fan.context, baseURL, "GET", `/api/v1/campaigns/${gift.id}`);
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${gift.id}/policies`);
  const { claimId, nftId } = await call<{ claimId: string; nftId: string }>(
    fan.context,
    baseURL,
    "POST",
    `/api/v1/campaigns/${gift.id}/claim`,
    { idempotencyKey: `e2e-timeline-${crypto.randomUUID()}` },
  );
  const names = detail.nfts.find((nft) => nft.id === nftId)?.name ?? {};
  const nameJa = names.ja ?? "";
  const nameTh = names.th ?? names.en ?? nameJa;

  // From the account actions to "my claims".
  const page = await fan.context.newPage();
  await page.goto("/ja/projects");
  await page.getByRole("link", { name: message("ja", "projects.claims") }).click();
  await expect(page).toHaveURL(/\/ja\/wallet\/claims$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("ja", "claims.title"));
  const card = page.getByRole("article", { name: nameJa });
  await expect(card.locator('li[data-step="CLAIMED"]')).toHaveAttribute("data-state", "done");

  const steps = await mintedTimeline(page, "ja", nameJa);
  expect(await steps.locator("li").evaluateAll((items) => items.map((li) => li.getAttribute("data-step")))).toEqual([
    "CLAIMED",
    "QUEUED",
    "SENT",
    "MINTED",
  ]);
  const minted = steps.locator('li[data-step="MINTED"]');
  // The mint's transaction: SENT's, which MINTED repeats only when the chain's mint was another one.
  const hash = ((await steps.getByTestId("claim-tx").last().textContent()) ?? "").trim();
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  // No explorer for the local chain: the hash as text.
  await expect(steps.getByRole("link")).toHaveCount(0);
  // The hash is the chain's mint of this claim's token (token id = the claim's UUID as a number).
  const receipt = await rpc<Receipt>("eth_getTransactionReceipt", [hash]);
  expect(receipt.status).toBe("0x1");
  const tokenId = BigInt(`0x${claimId.replaceAll("-", "")}`);
  expect(receipt.logs.some((log) => log.topics[3] !== undefined && BigInt(log.topics[3]) === tokenId)).toBe(true);
  await expect(minted).toContainText(BigInt(receipt.blockNumber).toString());
  await shoot(page, "claim-timeline-my-claims-ja-390");

  // The NFT page shows the same timeline, and leads back to every claim.
  const nftPage = `/projects/${gift.projectId}/${gift.id}/nfts/${nftId}`;
  await page.goto(`/ja${nftPage}`);
  const nftSteps = await mintedTimeline(page, "ja", nameJa);
  await expect(nftSteps.getByTestId("claim-tx").last()).toHaveText(hash);
  await shoot(page, "claim-timeline-nft-ja-390");
  await page.getByRole("link", { name: message("ja", "claims.all") }).click();
  await expect(page).toHaveURL(/\/ja\/wallet\/claims$/);

  // The wallet leads there too.
  await page.goto("/ja/wallet");
  await page.getByRole("link", { name: message("ja", "wallet.nfts.allClaims") }).click();
  await expect(page).toHaveURL(/\/ja\/wallet\/claims$/);

  // Thai, on the phone.
  await page.goto("/th/wallet/claims");
  await mintedTimeline(page, "th", nameTh);
  await shoot(page, "claim-timeline-my-claims-th-390");
  await page.goto(`/th${nftPage}`);
  await mintedTimeline(page, "th", nameTh);
  await shoot(page, "claim-timeline-nft-th-390");

  // The same fan on a laptop: another device, the same record.
  const laptop = await onLaptop(browser, fan);
  const wide = await laptop.newPage();
  for (const locale of ["ja", "th"] as const) {
    const name = locale === "ja" ? nameJa : nameTh;
    await wide.goto(`/${locale}/wallet/claims`);
    await mintedTimeline(wide, locale, name);
    await shoot(wide, `claim-timeline-my-claims-${locale}-1280`);
    await wide.goto(`/${locale}${nftPage}`);
    await mintedTimeline(wide, locale, name);
    await shoot(wide, `claim-timeline-nft-${locale}-1280`);
  }
  await laptop.close();
  await fan.context.close();
});

test("each condition says how it is proven: the conditions list and claimed-success (ja, th)", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(120_000);
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "ja", "proof");
  const page = await fan.context.newPage();

  // A provider's kind: verified by Spotify.
  const song = await demoCampaign(fan.context, baseURL, "Like the new song");
  for (const locale of ["ja", "th"] as const) {
    await page.goto(`/${locale}/projects/${song.projectId}/${song.id}/conditions`);
    await expect(page.locator('[data-proof="PROVIDER"]')).toHaveText(
      say(locale, "condition.proof.PROVIDER", { provider: "Spotify" }),
    );
    await shoot(page, `proof-badge-conditions-${locale}-390`);
  }

  // A code: claimed with the booklet's code, claimed-success says the condition was proven by a code.
  const booklet = await demoCampaign(fan.context, baseURL, "CD booklet code");
  const detail = await call<Detail>(fan.context, baseURL, "GET", `/api/v1/campaigns/${booklet.id}`);
  const condition = detail.conditions[0];
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${booklet.id}/policies`);
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${booklet.id}/conditions/${condition?.id}/code`, {
    code: "FANFARE-2026",
  });
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${booklet.id}/claim`, {
    idempotencyKey: `e2e-proof-${crypto.randomUUID()}`,
  });
  for (const locale of ["ja", "th"] as const) {
    await page.goto(`/${locale}/projects/${booklet.projectId}/${booklet.id}/claimed-success`);
    const proofs = page.getByRole("region", { name: message(locale, "received.proofsHeading") });
    await expect(proofs.locator('[data-proof="CODE"]')).toHaveText(message(locale, "condition.proof.CODE"));
    await shoot(page, `proof-badge-claimed-success-${locale}-390`);
  }
  const laptop = await onLaptop(browser, fan);
  const wide = await laptop.newPage();
  await wide.goto(`/th/projects/${booklet.projectId}/${booklet.id}/claimed-success`);
  await expect(wide.locator('[data-proof="CODE"]')).toHaveText(message("th", "condition.proof.CODE"));
  await shoot(wide, "proof-badge-claimed-success-th-1280");
  await laptop.close();
  await fan.context.close();
});
