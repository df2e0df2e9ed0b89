import { readFileSync } from "node:fs";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { createPublicClient, getAddress, http, parseAbiItem } from "viem";
import { hardhat } from "viem/chains";
import {
  call,
  createShortDraw,
  type Fan,
  longestLiteral,
  message,
  newFan,
  runDrawAfterEnd,
  type ShortDraw,
} from "./support/campaign-api";
import {
  type ConsoleLocale as Locale,
  DEMO_OWNER as OWNER,
  shootConsolePage,
  consoleText as text,
} from "./support/console";
import { COMPUTER } from "./support/devices";
import { E2E_CHAIN_URL } from "./support/env";
import { signIn } from "./support/sign-in";
import {
  header,
  type ReceivedDelivery,
  startWebhookReceiver,
  verifyFanfareWebhook,
  type WebhookEvent,
  type WebhookReceiver,
} from "./support/webhook-receiver";

// Issue 15's journey, one drop from start to finish as its operator lives it (the demo company's owner):
//  1. registers a webhook receiver (a server in this test process) in the console and keeps its secret;
//  2. opens the campaign's live dashboard while a crowd of fans claims through the API, and sees the
//     funnel move without a reload;
//  3. finds the one mint that failed (the chain stand-in made that fan's wallet refuse NFTs), retries it
//     from the console, and the chain shows it minted exactly once;
//  4. follows a lucky draw some of the crowd entered, which runs after its end: verifies the record in the
//     console, downloads the winners, and verifies the public record fans see;
//  5. checks the receiver got each event once, signed as docs/webhooks.md says, and replays one from the
//     delivery log: it arrives again with the same event id.

/** The drop: this many fans claim, from a supply with some left over (so "left" is not simply zero). */
const FANS = 30;
const SUPPLY = 40;
/** Fans signed in at once: each is a browser context and a mail through the catcher. */
const SIGN_IN_CONCURRENCY = 8;
/** Of the crowd, this many also enter the draw (one wins: its prize count is 1). */
const DRAW_ENTRANTS = 3;
const WEBHOOK_EVENT_TYPES = ["claim.created", "entry.created", "draw.completed", "mint.confirmed", "mint.failed"];
const FANFARE_HEADERS = ["fanfare-webhook-id", "fanfare-webhook-signature", "fanfare-webhook-timestamp"];
/** PUSH1 0 PUSH1 0 REVERT: the collection's safe mint finds a receiver that says no. */
const REFUSING_CODE = "0x60006000fd";

/** Checks a console page as it stands (no raw placeholder, no sideways scroll, axe) and keeps a screenshot. */
const shoot = (page: Page, name: string) => shootConsolePage(page, name, { axe: true });

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

/** `make(0)`, `make(1)`, … `make(count - 1)`, at most `limit` running at a time, results in order. */
async function inBatches<T>(count: number, limit: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await make(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

/** A fan who accepts the campaign's policies and claims, through the API; answers the claim's id. */
async function claim(fan: Fan, baseURL: string, campaignId: string): Promise<string> {
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/policies`);
  const { claimId } = await call<{ claimId: string }>(
    fan.context,
    baseURL,
    "POST",
    `/api/v1/campaigns/${campaignId}/claim`,
    { idempotencyKey: `live-drop-${crypto.randomUUID()}` },
  );
  return claimId;
}

/** The funnel step named `step` (its words in `locale`), as the operator sees it. */
function funnelStep(page: Page, locale: Locale, step: string) {
  return page
    .getByRole("region", { name: text(locale, "dashboard.funnel.title") })
    .getByRole("listitem")
    .filter({ hasText: text(locale, `dashboard.funnel.steps.${step}`) });
}

/** How many deliveries carried each event id (the header, which must equal the body's id). */
function countById(deliveries: ReceivedDelivery[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const delivery of deliveries) {
    const id = header(delivery.headers, "fanfare-webhook-id") ?? "";
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** The operator's laptop in Tokyo, signed in, the cookie banner answered, clipboard allowed (the secret). */
async function operatorLaptop(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    ...COMPUTER,
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
  });
  await context.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: baseURL }]);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signIn(context, baseURL, OWNER);
  return context;
}

/** Registers `receiver` on /console/webhooks for every event type; answers the secret shown once. */
async function registerReceiver(page: Page, receiver: WebhookReceiver): Promise<string> {
  await page.goto("/ja/console");
  const nav = page.getByRole("navigation", { name: text("ja", "nav.label") });
  await nav.getByRole("link", { name: text("ja", "nav.webhooks") }).click();
  await expect(page).toHaveURL(/\/ja\/console\/webhooks$/);
  await expect(page.getByRole("heading", { level: 1, name: text("ja", "webhooks.title") })).toBeVisible();
  await page.getByRole("textbox", { name: text("ja", "webhooks.urlLabel") }).fill(receiver.url);
  for (const type of WEBHOOK_EVENT_TYPES) {
    await page.getByRole("checkbox", { name: new RegExp(`^${type.replace(".", "\\.")} `) }).check();
  }
  await page.getByRole("button", { name: text("ja", "webhooks.addSubmit") }).click();
  await expect(
    page.getByRole("status").filter({ hasText: text("ja", "webhooks.added", { url: receiver.url }) }),
  ).toBeVisible();
  const secretBox = page.getByRole("region", { name: text("ja", "webhooks.secretTitle", { url: receiver.url }) });
  await expect(secretBox.getByText(text("ja", "webhooks.secretWarning"))).toBeVisible();
  // Taken the way an operator takes it: the copy button, then the clipboard.
  await secretBox.getByRole("button", { name: text("ja", "webhooks.copySecret") }).click();
  await expect(page.getByRole("status").filter({ hasText: text("ja", "webhooks.secretCopied") })).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{20,}$/);
  await expect(secretBox.getByRole("textbox", { name: text("ja", "webhooks.secretLabel") })).toHaveValue(secret);
  await shoot(page, "console-webhooks-secret-ja");
  await secretBox.getByRole("button", { name: text("ja", "webhooks.secretStored") }).click();
  await expect(secretBox).toHaveCount(0);
  // Shown once: the list read again does not carry it.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: text("ja", "webhooks.title") })).toBeVisible();
  const endpointRow = page
    .getByRole("row")
    .filter({ hasText: receiver.url })
    .filter({ hasText: text("ja", "webhooks.active") });
  await expect(endpointRow).toHaveCount(1);
  expect(await page.content()).not.toContain(secret);
  return secret;
}

/** A drop of its own (no condition), published, so its counts start at zero whatever ran before. */
async function createDrop(owner: BrowserContext, baseURL: string) {
  const { projects } = await call<{ projects: { id: string }[] }>(owner, baseURL, "GET", "/api/v1/operator/projects");
  const projectId = projects[0]?.id ?? "";
  const now = Date.now();
  const iso = (ms: number) => new Date(now + ms).toISOString();
  const title = { ja: "ライブドロップ", en: "Live drop", fr: "Drop en direct", th: "ดรอปสด" };
  const { id: campaignId } = await call<{ id: string }>(
    owner,
    baseURL,
    "POST",
    `/api/v1/operator/projects/${projectId}/campaigns`,
    {
      title,
      description: title,
      terms: title,
      privacyPolicy: title,
      startsAt: iso(-60_000),
      endsAt: iso(86_400_000),
      distributionStartsAt: iso(-60_000),
      distributionEndsAt: iso(2 * 86_400_000),
      effect: "CONFETTI",
      rewardKind: "NFT_CLAIM",
      totalSupply: SUPPLY,
      nfts: [{ key: "live", name: title, description: title, imageUrl: "/demo/nft.png" }],
      conditions: [{ type: "NONE" }],
    },
  );
  await call(owner, baseURL, "POST", `/api/v1/operator/campaigns/${campaignId}/publish`);
  return { projectId, campaignId, title };
}

type OperatorDraw = { status: string; record: { winnerEntryIds: string[] } };

test("a live drop from the console: dashboard, a failed mint retried, an after-end draw verified, webhooks once and a replay", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(600_000);
  const baseURL = configured ?? "";
  const receiver = await startWebhookReceiver();
  const contexts: BrowserContext[] = [];
  try {
    const owner = await operatorLaptop(browser, baseURL);
    contexts.push(owner);
    const page = await owner.newPage();
    /** The dev-only trigger (DEV_JOB_TRIGGERS) of the minute's sweep that queues due deliveries. */
    const sweep = () => call(owner, baseURL, "POST", "/api/dev/jobs/webhooks.dispatch");

    const secret = await test.step("the owner registers a webhook receiver", () => registerReceiver(page, receiver));

    // --- The crowd, signed in before anything opens; the first fan's web wallet will refuse its NFT.
    const drop = await createDrop(owner, baseURL);
    const fans = await inBatches(FANS, SIGN_IN_CONCURRENCY, (n) => newFan(browser, baseURL, "ja", `drop${n}`));
    contexts.push(...fans.map((fan) => fan.context));
    const [unlucky, ...others] = fans as [Fan, ...Fan[]];
    const { address: refusingWallet } = await call<{ address: string }>(
      unlucky.context,
      baseURL,
      "POST",
      "/api/v1/me/web-wallet",
    );
    await rpc("hardhat_setCode", [refusingWallet, REFUSING_CODE]);

    // --- A lucky draw beside the drop, entered by some of the crowd; it is drawn after its end, which
    // comes while the operator watches the drop.
    const drawTitle = { ja: "ライブ抽選", en: "Live draw", fr: "Tirage en direct", th: "จับรางวัลสด" };
    const draw: ShortDraw = await createShortDraw(browser, baseURL, { title: drawTitle, endsInMs: 45_000 });
    contexts.push(draw.operator);
    const entrants = fans.slice(1, 1 + DRAW_ENTRANTS);
    const entryIds: string[] = [];
    for (const fan of entrants) {
      await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${draw.campaignId}/policies`);
      const { entryId } = await call<{ entryId: string }>(
        fan.context,
        baseURL,
        "POST",
        `/api/v1/campaigns/${draw.campaignId}/draw-entry`,
      );
      entryIds.push(entryId);
    }
    const drawPage = (locale: Locale) =>
      `/${locale}/console/projects/${draw.projectId}/campaigns/${draw.campaignId}/draw`;

    await test.step("before its end, the draw waits with its entrants counted", async () => {
      await page.goto(`/ja/console/projects/${draw.projectId}/campaigns/${draw.campaignId}`);
      await page.getByRole("link", { name: text("ja", "draws.builderLink") }).click();
      await expect(page).toHaveURL(new RegExp(`${drawPage("ja")}$`));
      await expect(page.getByTestId("draw-status")).toHaveText(text("ja", "draws.status.WAITING_FOR_END"));
      await expect(page.getByTestId("draw-entrant-count")).toHaveText(String(DRAW_ENTRANTS));
      await expect(page.getByRole("button", { name: text("ja", "draws.verify.button") })).toHaveCount(0);
    });

    const unluckyClaim = await test.step("the dashboard shows the funnel move without a reload", async () => {
      const { projectId, campaignId } = drop;
      await page.goto(`/ja/console/projects/${projectId}/campaigns/${campaignId}`);
      await page.getByRole("link", { name: text("ja", "dashboard.open") }).click();
      await expect(page).toHaveURL(new RegExp(`/ja/console/projects/${projectId}/campaigns/${campaignId}/dashboard$`));
      await expect(page.getByRole("heading", { level: 1, name: text("ja", "dashboard.title") })).toBeVisible();
      await expect(funnelStep(page, "ja", "CLAIMED").getByText("0", { exact: true })).toBeVisible();
      const left = (n: number) => text("ja", "dashboard.supply.left", { left: String(n), total: String(SUPPLY) });
      await expect(page.getByText(left(SUPPLY))).toBeVisible();
      // Marks this document: a reload would make a new one without the mark.
      await page.evaluate(() => {
        (window as unknown as { dashboardMark: string }).dashboardMark = "same document";
      });

      // One fan, then all the others at once. The page is not touched; it asks the API every few seconds.
      // Every claim must succeed (call throws otherwise), so the counts to expect are known here.
      const claimId = await claim(unlucky, baseURL, campaignId);
      await expect(funnelStep(page, "ja", "CLAIMED").getByText("1", { exact: true })).toBeVisible();
      await Promise.all(others.map((fan) => claim(fan, baseURL, campaignId)));
      await expect(funnelStep(page, "ja", "CLAIMED").getByText(String(FANS), { exact: true })).toBeVisible();
      await expect(page.getByText(left(SUPPLY - FANS))).toBeVisible();
      await expect(funnelStep(page, "ja", "POLICIES_ACCEPTED").getByText(String(FANS), { exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { dashboardMark?: string }).dashboardMark)).toBe(
        "same document",
      );
      // Claims in the last minutes: a rate, and with it the time the rest runs out.
      await expect(page.getByText(text("ja", "dashboard.supply.runOut"))).toBeVisible();
      await shoot(page, "console-dashboard-ja");

      await page.goto(`/th/console/projects/${projectId}/campaigns/${campaignId}/dashboard`);
      await expect(page.getByRole("heading", { level: 1, name: text("th", "dashboard.title") })).toBeVisible();
      await expect(funnelStep(page, "th", "CLAIMED").getByText(String(FANS), { exact: true })).toBeVisible();
      await shoot(page, "console-dashboard-th");

      // The project's dashboard: the same campaign on its line, linked to its own dashboard.
      await page.goto(`/ja/console/projects/${projectId}/dashboard`);
      await expect(page.getByRole("heading", { level: 1, name: text("ja", "dashboard.projectTitle") })).toBeVisible();
      await expect(page.getByRole("link", { name: drop.title.ja })).toHaveAttribute(
        "href",
        `/ja/console/projects/${projectId}/campaigns/${campaignId}/dashboard`,
      );
      await shoot(page, "console-dashboard-project-ja");
      return claimId;
    });

    await test.step("the failed mint is retried from the console and minted once", async () => {
      const row = page.getByTestId(`mint-${unluckyClaim}`);
      // It appears by itself (the page reads again every few seconds), in Thai and in Japanese.
      for (const locale of ["th", "ja"] as const) {
        await page.goto(`/${locale}/console/minting`);
        await expect(page.getByRole("heading", { level: 1, name: text(locale, "minting.title") })).toBeVisible();
        const nav = page.getByRole("navigation", { name: text(locale, "nav.label") });
        await expect(nav.getByRole("link", { name: text(locale, "nav.minting") })).toHaveAttribute(
          "aria-current",
          "page",
        );
        const local = page.getByRole("region", {
          name: text(locale, "minting.chainTitle", { chain: "Hardhat", id: "31337" }),
        });
        await expect(local.getByText(text(locale, "minting.relayerStates.RUNNING"))).toBeVisible();
        await expect(local.getByText(text(locale, "minting.gasStates.OK"))).toBeVisible();
        await expect(row).toBeVisible({ timeout: 60_000 });
        await expect(row.getByText(text(locale, "minting.status.FAILED"))).toBeVisible();
        await expect(row.getByText(text(locale, "minting.problems.REVERTED"))).toBeVisible();
        await expect(row).toContainText(drop.title[locale]);
        await shoot(page, `console-minting-failed-${locale}`);
      }

      // The cause goes away (a plain account again); the owner retries after confirming.
      await rpc("hardhat_setCode", [refusingWallet, "0x"]);
      await row.getByRole("button", { name: new RegExp(text("ja", "minting.retry")) }).click();
      await expect(row.getByText(text("ja", "minting.confirmRetry"))).toBeVisible();
      await row.getByRole("button", { name: text("ja", "minting.confirmRetryAction") }).click();
      await expect(
        page.getByRole("status").filter({ hasText: longestLiteral(text("ja", "minting.retried")) }),
      ).toBeVisible();
      const followed = page.getByRole("region", { name: text("ja", "minting.followTitle") });
      await expect(
        followed.getByRole("status").filter({ hasText: longestLiteral(text("ja", "minting.follow.MINTED")) }),
      ).toBeVisible({ timeout: 60_000 });
      await expect(row).toBeHidden({ timeout: 15_000 }); // no longer failed: it leaves the list
      await shoot(page, "console-minting-retried-ja");

      // A second retry (another tab, another operator) is refused: it is minted.
      const again = await owner.request.post(`${baseURL}/api/v1/operator/mints/${unluckyClaim}/retry`, {
        headers: { "X-Fanfare-Csrf": "1", "Content-Type": "application/json" },
        data: {},
      });
      expect(again.status()).toBe(409);
      expect(((await again.json()) as { code: string }).code).toBe("mint-E2001");

      // On the chain itself: exactly one mint of the claim's token, owned by the fan's wallet.
      const { nfts } = await call<{
        nfts: { claimId: string; contractAddress: string | null; tokenId: string | null; owner: string | null }[];
      }>(unlucky.context, baseURL, "GET", "/api/v1/me/nfts");
      const nft = nfts.find((n) => n.claimId === unluckyClaim);
      expect(nft?.owner?.toLowerCase()).toBe(refusingWallet.toLowerCase());
      const client = createPublicClient({ chain: hardhat, transport: http(E2E_CHAIN_URL) });
      const mints = await client.getLogs({
        address: getAddress(nft?.contractAddress ?? ""),
        event: parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)"),
        args: { from: "0x0000000000000000000000000000000000000000", tokenId: BigInt(nft?.tokenId ?? "0") },
        fromBlock: 0n,
        toBlock: "latest",
      });
      expect(mints).toHaveLength(1);
    });

    const winnerEntryId =
      await test.step("after its end, the draw is verified and its winners downloaded", async () => {
        await runDrawAfterEnd(draw, baseURL);
        const path = `/api/v1/operator/campaigns/${draw.campaignId}/draw`;
        await expect
          .poll(async () => (await call<OperatorDraw>(owner, baseURL, "GET", path)).status, { timeout: 20_000 })
          .toMatch(/^(DRAWN|RESULTS_MAILED)$/);
        const { record } = await call<OperatorDraw>(owner, baseURL, "GET", path);
        expect(record.winnerEntryIds).toHaveLength(1);
        const winner = record.winnerEntryIds[0] ?? "none";
        expect(entryIds).toContain(winner);

        await page.goto(drawPage("ja"));
        await expect(page.getByTestId("draw-winner-count")).toHaveText("1");
        await expect(page.getByTestId("draw-loser-count")).toHaveText(String(DRAW_ENTRANTS - 1));
        await expect(page.getByTestId("draw-server-verification")).toHaveAttribute("data-status", "verified");
        const winnerRow = page.getByTestId("draw-entrant").filter({ hasText: winner });
        await expect(winnerRow).toContainText(text("ja", "draws.result.WIN"));
        // Masked addresses only: no fan's full address is on the page.
        for (const fan of entrants) await expect(page.getByText(fan.email)).toHaveCount(0);

        await page.getByRole("button", { name: text("ja", "draws.verify.button") }).click();
        const result = page.getByTestId("draw-console-verification-result");
        await expect(result).toHaveAttribute("data-status", "verified");
        await expect(result).toHaveText(text("ja", "draws.verify.verified"));
        await expect(page.getByTestId("draw-console-verification").getByRole("listitem")).toHaveCount(4);
        await expect(page.locator('[data-testid="draw-console-verification"] li[data-ok="true"]')).toHaveCount(4);
        await shoot(page, "console-draw-ja");

        // The winners' CSV: a header row and exactly the one winner.
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("link", { name: text("ja", "draws.downloads.winners") }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`winners-${draw.campaignId}.csv`);
        const csv = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
        const lines = csv.split(/\r\n/).filter((line) => line !== "");
        expect(lines[0]).toBe("entry_id,user_id,email,contact_email,result,applied_at");
        expect(lines).toHaveLength(2);
        expect(lines[1]?.startsWith(`${winner},`)).toBe(true);
        expect(lines[1]).toContain(",WIN,");

        // The public record, as fans see it, in a new tab: verified there too.
        const [publicPage] = await Promise.all([
          owner.waitForEvent("page"),
          page.getByRole("link", { name: text("ja", "draws.record.publicLink") }).click(),
        ]);
        const publicPath = new RegExp(`/ja/projects/${draw.projectId}/${draw.campaignId}/draw$`);
        await expect(publicPage).toHaveURL(publicPath);
        await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(message("ja", "luckyDraw.record.title"));
        await publicPage.getByRole("button", { name: message("ja", "luckyDraw.record.verifyButton") }).click();
        await expect(publicPage.getByTestId("draw-verification-result")).toHaveAttribute("data-status", "verified");
        // The campaign page links to it once the campaign has ended.
        await publicPage.goto(`/ja${draw.path}`);
        await publicPage.getByRole("link", { name: message("ja", "luckyDraw.record.link") }).click();
        await expect(publicPage).toHaveURL(publicPath);
        await publicPage.close();

        // The console's draw page in Thai.
        await page.goto(drawPage("th"));
        await expect(page.getByTestId("draw-winner-count")).toHaveText("1");
        await page.getByRole("button", { name: text("th", "draws.verify.button") }).click();
        await expect(page.getByTestId("draw-console-verification-result")).toHaveText(
          text("th", "draws.verify.verified"),
        );
        await shoot(page, "console-draw-th");
        return winner;
      });

    await test.step("the receiver got each event once, signed; a replay comes with the same id", async () => {
      // The events the journey's facts must produce, recognised by their subjects (ids the API answered,
      // not ids the webhooks chose).
      const expected: { type: string; of: (event: WebhookEvent) => boolean }[] = [
        { type: "claim.created", of: (event) => event.data.claimId === unluckyClaim },
        { type: "mint.failed", of: (event) => event.data.claimId === unluckyClaim },
        { type: "mint.confirmed", of: (event) => event.data.claimId === unluckyClaim },
        { type: "entry.created", of: (event) => event.data.entryId === winnerEntryId },
        { type: "draw.completed", of: (event) => event.data.campaignId === draw.campaignId },
      ];
      const arrived = (want: (typeof expected)[number]) =>
        receiver.deliveries.filter((d) => d.event.type === want.type && want.of(d.event));
      // New deliveries go out with the minute's sweep; the journey runs it now and again until all came.
      await expect
        .poll(
          async () => {
            await sweep();
            return expected.filter((want) => arrived(want).length === 0).map((want) => want.type);
          },
          { timeout: 150_000, intervals: [3_000] },
        )
        .toEqual([]);

      // Every delivery so far: signed with the secret the console showed, the id in the header and the
      // body, and no event id twice.
      const firstRound = [...receiver.deliveries];
      for (const delivery of firstRound) {
        expect(verifyFanfareWebhook(secret, delivery.headers, delivery.rawBody), delivery.rawBody).toBe(true);
        expect(header(delivery.headers, "fanfare-webhook-id")).toBe(delivery.event.id);
        expect(header(delivery.headers, "fanfare-webhook-signature")).toMatch(/^v1=[0-9a-f]{64}$/);
        expect(header(delivery.headers, "content-type")).toBe("application/json");
        expect(header(delivery.headers, "user-agent")).toBe("Fanfare-Webhooks/1");
        // No personal data in any payload.
        for (const fan of fans) expect(delivery.rawBody).not.toContain(fan.email);
      }
      expect([...countById(firstRound)].filter(([, count]) => count > 1)).toEqual([]);
      const [claimCreated, mintFailed, mintConfirmed, entryCreated, drawCompleted] = expected.map((want) => {
        const found = arrived(want);
        expect(found, want.type).toHaveLength(1);
        return found[0] as ReceivedDelivery;
      }) as [ReceivedDelivery, ReceivedDelivery, ReceivedDelivery, ReceivedDelivery, ReceivedDelivery];
      // Five facts, five distinct events; every claim of the crowd announced once.
      const five = [claimCreated, mintFailed, mintConfirmed, entryCreated, drawCompleted];
      expect(new Set(five.map((d) => d.event.id)).size).toBe(5);
      const claimsOfDrop = firstRound.filter(
        (d) => d.event.type === "claim.created" && d.event.data.campaignId === drop.campaignId,
      );
      expect(claimsOfDrop).toHaveLength(FANS);

      // The verification can fail: another secret, a changed body or an old timestamp is refused.
      expect(verifyFanfareWebhook(`${secret}x`, claimCreated.headers, claimCreated.rawBody)).toBe(false);
      const changed = claimCreated.rawBody.replace(unluckyClaim, winnerEntryId);
      expect(verifyFanfareWebhook(secret, claimCreated.headers, changed)).toBe(false);
      expect(verifyFanfareWebhook(secret, claimCreated.headers, claimCreated.rawBody, -1)).toBe(false);

      // The payloads say what happened (docs/webhooks.md, per type).
      expect(claimCreated.event.data).toMatchObject({ claimId: unluckyClaim, campaignId: drop.campaignId });
      expect(mintFailed.event.data).toMatchObject({ claimId: unluckyClaim, campaignId: drop.campaignId });
      expect(mintFailed.event.data.error).not.toBeNull();
      expect(entryCreated.event.data).toMatchObject({
        entryId: winnerEntryId,
        campaignId: draw.campaignId,
        result: "COMPLETED_CONDITION",
      });
      expect(drawCompleted.event.data).toMatchObject({
        campaignId: draw.campaignId,
        mode: "AFTER_CAMPAIGN_END",
        entrants: DRAW_ENTRANTS,
        winners: 1,
      });
      // The token id of a claim's NFT is the claim's UUID read as a number (ADR 0014).
      expect(mintConfirmed.event.data).toMatchObject({
        claimId: unluckyClaim,
        campaignId: drop.campaignId,
        chainId: 31337,
        tokenId: BigInt(`0x${unluckyClaim.replaceAll("-", "")}`).toString(),
        error: null,
      });
      expect(String(mintConfirmed.event.data.txHash)).toMatch(/^0x[0-9a-f]{64}$/);

      // The owner replays the claim's event from the delivery log, found by the id the receiver logged
      // (the log lists the newest deliveries, and the crowd's came after it).
      await page.goto("/ja/console/webhooks");
      const replayId = claimCreated.event.id;
      await page.getByRole("searchbox", { name: text("ja", "webhooks.logEventId") }).fill(replayId);
      const logRow = page.getByRole("row").filter({ hasText: replayId });
      await expect(async () => {
        await page.getByRole("button", { name: text("ja", "webhooks.logRefresh") }).click();
        await expect(logRow).toContainText(text("ja", "webhooks.deliveryStatus.DELIVERED"), { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(logRow.getByRole("cell").nth(2)).toHaveText("1");
      await expect(logRow.getByRole("cell").nth(4)).toHaveText("200");
      await shoot(page, "console-webhooks-log-ja");
      await logRow.getByRole("button", { name: text("ja", "webhooks.replayOf", { eventId: replayId }) }).click();
      await expect(
        page.getByRole("status").filter({ hasText: text("ja", "webhooks.replayed", { eventId: replayId }) }),
      ).toBeVisible();

      const withReplayId = () =>
        receiver.deliveries.filter((delivery) => header(delivery.headers, "fanfare-webhook-id") === replayId);
      await expect
        .poll(
          async () => {
            await sweep();
            return withReplayId().length;
          },
          { timeout: 90_000, intervals: [3_000] },
        )
        .toBe(2);
      const [original, replayed] = withReplayId() as [ReceivedDelivery, ReceivedDelivery];
      expect(verifyFanfareWebhook(secret, replayed.headers, replayed.rawBody)).toBe(true);
      // The same event byte for byte (id, type, the fact's time, data); only this attempt's timestamp and
      // signature are new. The docs mark a redelivery by its id alone, with no header of its own.
      expect(replayed.rawBody).toBe(original.rawBody);
      const fanfareHeaders = (delivery: ReceivedDelivery) =>
        Object.keys(delivery.headers)
          .filter((name) => name.startsWith("fanfare-"))
          .sort();
      expect(fanfareHeaders(replayed)).toEqual(FANFARE_HEADERS);
      expect(Number(header(replayed.headers, "fanfare-webhook-timestamp"))).toBeGreaterThanOrEqual(
        Number(header(original.headers, "fanfare-webhook-timestamp")),
      );

      // The log counts the replay's attempt on the same delivery, delivered again.
      await expect(async () => {
        await page.getByRole("button", { name: text("ja", "webhooks.logRefresh") }).click();
        await expect(logRow.getByRole("cell").nth(2)).toHaveText("2", { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(logRow).toContainText(text("ja", "webhooks.deliveryStatus.DELIVERED"));

      // Whatever else arrived meanwhile: the replayed id twice (once sent, once replayed), every other once.
      const counts = countById(receiver.deliveries);
      expect(counts.get(replayId)).toBe(2);
      expect([...counts].filter(([id, count]) => id !== replayId && count > 1)).toEqual([]);
      for (const delivery of receiver.deliveries.slice(firstRound.length)) {
        expect(verifyFanfareWebhook(secret, delivery.headers, delivery.rawBody), delivery.rawBody).toBe(true);
      }
    });
  } finally {
    for (const context of contexts) await context.close();
    await receiver.close();
  }
});
