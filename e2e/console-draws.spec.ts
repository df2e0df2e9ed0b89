import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { call, createShortDraw, type Fan, message, newFan, runDrawAfterEnd } from "./support/campaign-api";
import {
  expectNoAxeViolations as expectAccessible,
  type ConsoleLocale as Locale,
  consoleText as text,
} from "./support/console";
import { screenshot } from "./support/journeys";
import { expectNoRawPlaceholders } from "./support/raw-placeholders";

// The console's draw page (features/console/draws): the operator of a short lucky draw watches it wait
// for its end, the scheduled job draws it, and the operator sees the winners, verifies the record in
// their own browser, downloads the winners' CSV and opens the public draw record fans see.

test.beforeAll(() => mkdirSync(join(process.cwd(), "test-results", "screenshots"), { recursive: true }));

async function shoot(page: Page, name: string) {
  await expectNoRawPlaceholders(page);
  // Wide tables scroll inside their own box: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, name);
  await expectAccessible(page);
}

type OperatorDraw = { status: string; winnerCount: number; entrantCount: number; record: { winnerEntryIds: string[] } };

test("the operator follows an after-end draw, verifies it, downloads the winners and opens the public record", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(240_000);
  const baseURL = configured ?? "";
  const title = { ja: "e2e コンソール抽選", en: "e2e console draw", fr: "Tirage console e2e", th: "จับรางวัลคอนโซล e2e" };
  // Long enough for three fans to sign in and enter before it ends.
  const draw = await createShortDraw(browser, baseURL, { title, endsInMs: 45_000 });
  const { campaignId, projectId, operator } = draw;
  await operator.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: baseURL }]);

  const fans: Fan[] = [];
  for (const locale of ["ja", "th", "en"] as const) fans.push(await newFan(browser, baseURL, locale, "console-draw"));
  for (const fan of fans) {
    await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/policies`);
    await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/draw-entry`);
  }

  const page = await operator.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const drawPage = (locale: Locale) => `/${locale}/console/projects/${projectId}/campaigns/${campaignId}/draw`;

  // From the campaign's page in the console, before the end: waiting, with the time it will run.
  await page.goto(`/ja/console/projects/${projectId}/campaigns/${campaignId}`);
  await page.getByRole("link", { name: text("ja", "draws.builderLink") }).click();
  await expect(page).toHaveURL(new RegExp(`${drawPage("ja")}$`));
  await expect(page.getByTestId("draw-status")).toHaveText(text("ja", "draws.status.WAITING_FOR_END"));
  await expect(page.getByTestId("draw-entrant-count")).toHaveText("3");
  await expect(page.getByRole("button", { name: text("ja", "draws.verify.button") })).toHaveCount(0);

  await runDrawAfterEnd(draw, baseURL);
  const path = `/api/v1/operator/campaigns/${campaignId}/draw`;
  await expect
    .poll(async () => (await call<OperatorDraw>(operator, baseURL, "GET", path)).status, { timeout: 20_000 })
    .toMatch(/^(DRAWN|RESULTS_MAILED)$/);
  const drawn = await call<OperatorDraw>(operator, baseURL, "GET", path);
  expect(drawn.record.winnerEntryIds).toHaveLength(1);

  await page.reload();
  await expect(page.getByTestId("draw-winner-count")).toHaveText("1");
  await expect(page.getByTestId("draw-loser-count")).toHaveText("2");
  await expect(page.getByTestId("draw-server-verification")).toHaveAttribute("data-status", "verified");
  const winnerRow = page.getByTestId("draw-entrant").filter({ hasText: drawn.record.winnerEntryIds[0] ?? "none" });
  await expect(winnerRow).toContainText(text("ja", "draws.result.WIN"));
  // Masked addresses only: no fan's full address is on the page.
  for (const fan of fans) await expect(page.getByText(fan.email)).toHaveCount(0);

  await page.getByRole("button", { name: text("ja", "draws.verify.button") }).click();
  const result = page.getByTestId("draw-console-verification-result");
  await expect(result).toHaveAttribute("data-status", "verified");
  await expect(result).toHaveText(text("ja", "draws.verify.verified"));
  const checks = page.getByTestId("draw-console-verification").getByRole("listitem");
  await expect(checks).toHaveCount(4);
  await expect(page.locator('[data-testid="draw-console-verification"] li[data-ok="true"]')).toHaveCount(4);
  await expect(page.locator('[data-testid="draw-console-verification"] li[data-ok="false"]')).toHaveCount(0);
  await page.screenshot({ path: "/tmp/draw-ja.png", fullPage: true });
  await shoot(page, "console-draw-ja");

  // The winners' CSV: a header row and exactly the one winner.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: text("ja", "draws.downloads.winners") }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`winners-${campaignId}.csv`);
  const csv = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const lines = csv.split(/\r\n/).filter((line) => line !== "");
  expect(lines[0]).toBe("entry_id,user_id,email,contact_email,result,applied_at");
  expect(lines).toHaveLength(2);
  expect(lines[1]?.startsWith(`${drawn.record.winnerEntryIds[0]},`)).toBe(true);
  expect(lines[1]).toContain(",WIN,");

  // The public record, as fans see it, in a new tab: verified there too.
  const [publicPage] = await Promise.all([
    operator.waitForEvent("page"),
    page.getByRole("link", { name: text("ja", "draws.record.publicLink") }).click(),
  ]);
  await expect(publicPage).toHaveURL(new RegExp(`/ja/projects/${projectId}/${campaignId}/draw$`));
  await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(message("ja", "luckyDraw.record.title"));
  await publicPage.getByRole("button", { name: message("ja", "luckyDraw.record.verifyButton") }).click();
  await expect(publicPage.getByTestId("draw-verification-result")).toHaveAttribute("data-status", "verified");
  // The campaign page links to it once the campaign has ended.
  await publicPage.goto(`/ja${draw.path}`);
  await publicPage.getByRole("link", { name: message("ja", "luckyDraw.record.link") }).click();
  await expect(publicPage).toHaveURL(new RegExp(`/ja/projects/${projectId}/${campaignId}/draw$`));
  await publicPage.close();

  // The same page in Thai.
  await page.goto(drawPage("th"));
  await expect(page.getByTestId("draw-winner-count")).toHaveText("1");
  await page.getByRole("button", { name: text("th", "draws.verify.button") }).click();
  await expect(page.getByTestId("draw-console-verification-result")).toHaveText(text("th", "draws.verify.verified"));
  await page.screenshot({ path: "/tmp/draw-th.png", fullPage: true });
  await shoot(page, "console-draw-th");

  for (const fan of fans) await fan.context.close();
  await operator.close();
});
