import { expect, test } from "@playwright/test";
import { demoCampaign, newFan } from "./support/campaign-api";

// Issue 17 (the fan pages' first-load JavaScript): zod and the protocol's schemas weigh ~39 kB gzip, a
// quarter of a fan page's whole first load, and the web parses no answer with them. They came back into
// fan pages twice through one constant or helper taken from a module that builds schemas (the project's
// documents on the policies page, the refusal reasons on the fairness page); what the web takes from the
// protocol at run time lives in modules without zod (packages/protocol/src/enums.ts,
// project-documents.ts). This journey opens the pages a fan goes through and reads every script each
// loads: none may hold zod's code (its classes are named `$Zod…` even when minified). Wallet code (wagmi
// and viem, ~33 kB) belongs to the wallet page alone (ADR 0015); the list of claims beside it went without
// it once it left the wallet pages' layout.

const ZOD_MARK = /\$Zod(Type|Object|String|Error)\b/;
/** viem's errors name its documentation's host, also when minified. */
const WALLET_CODE_MARK = /viem\.sh/;

test("the fan pages a fan goes through load no zod, and none but the wallet page loads wallet code", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  const fan = await newFan(browser, baseURL, "ja", "scripts");
  const campaign = await demoCampaign(fan.context, baseURL, "Serial codes");
  const project = `/ja/projects/${campaign.projectId}`;
  const base = `${project}/${campaign.id}`;
  const paths = [
    "/ja/projects",
    project,
    base,
    `${base}/policies`,
    `${base}/conditions`,
    `${base}/specify-multiple-codes`,
    `${base}/fairness`,
    `${base}/campaign-terms`,
    "/ja/wallet/claims",
  ];
  const page = await fan.context.newPage();
  let scriptUrls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && request.url().startsWith(baseURL)) scriptUrls.push(request.url());
  });

  /** The text of every script of ours the page at `path` loads, once its title shows. */
  const scriptsOf = async (path: string) => {
    scriptUrls = [];
    await page.goto(path, { waitUntil: "load" });
    await expect(page.locator("h1").first()).toBeVisible();
    // Fetched again, as the bench does (bench-web.mjs): a body the page has moved on from is gone.
    return Promise.all(scriptUrls.map(async (url) => (await page.request.get(url)).text()));
  };

  const withZod: string[] = [];
  const withWalletCode: string[] = [];
  for (const path of paths) {
    const scripts = await scriptsOf(path);
    expect(scripts.length, `${path} loaded its scripts`).toBeGreaterThan(0);
    if (scripts.some((script) => ZOD_MARK.test(script))) withZod.push(path);
    if (scripts.some((script) => WALLET_CODE_MARK.test(script))) withWalletCode.push(path);
  }
  expect(withZod).toEqual([]);
  expect(withWalletCode).toEqual([]);

  // The mark is what the wallet code holds in this build: the wallet page, which needs it, has it.
  const walletScripts = await scriptsOf("/ja/wallet");
  expect(walletScripts.some((script) => WALLET_CODE_MARK.test(script))).toBe(true);
  await fan.context.close();
});
