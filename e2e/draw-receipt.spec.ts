import { expect, type Page, test } from "@playwright/test";
import { call, createShortDraw, type Fan, message, newFan, runDrawAfterEnd } from "./support/campaign-api";
import { checkPage } from "./support/check-page";

// The public draw record of a lucky draw (docs/verifiable-draws.md): two fans enter a draw that ends in a
// few seconds, the draw runs, and each opens the record from the campaign page, verifies it in their own
// browser (WebCrypto) and sees their receipt proved against the entrant root.

const shoot = (page: Page, name: string) => checkPage(page, name, { keep: "both", axe: true });

type Entry = { entryId: string };
type DrawRecord = {
  seed: string | null;
  entrantsRoot: string | null;
  winnerEntryIds: string[];
  drawnAt: string | null;
};

test("a fan enters a short draw, it runs, and the record and their receipt verify in the browser", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(180_000);
  const baseURL = configured ?? "";
  const title = { ja: "e2e 抽選記録", en: "e2e draw record", fr: "Registre e2e", th: "บันทึกจับรางวัล e2e" };
  const draw = await createShortDraw(browser, baseURL, { title });
  const { campaignId, path } = draw;

  const fans: Fan[] = [
    await newFan(browser, baseURL, "ja", "receipt"),
    await newFan(browser, baseURL, "th", "receipt"),
  ];
  const entries = new Map<Fan, string>();
  for (const fan of fans) {
    await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/policies`);
    const entry = await call<Entry>(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/draw-entry`);
    entries.set(fan, entry.entryId);
  }

  // Before the draw: the commitment is shown, the seed is not, and there is nothing to verify yet.
  const [ja, th] = fans as [Fan, Fan];
  const before = await ja.context.newPage();
  await before.goto(`/ja${path}`);
  await before.getByRole("link", { name: message("ja", "luckyDraw.record.link") }).click();
  await expect(before).toHaveURL(new RegExp(`/ja${path}/draw$`));
  await expect(before.getByRole("heading", { level: 1 })).toHaveText(message("ja", "luckyDraw.record.title"));
  await expect(before.getByTestId("draw-record")).toContainText(message("ja", "luckyDraw.record.seedLater"));
  await expect(before.getByText(message("ja", "luckyDraw.record.receiptLater")).first()).toBeVisible();
  await expect(before.getByRole("button", { name: message("ja", "luckyDraw.record.verifyButton") })).toHaveCount(0);
  await shoot(before, "draw-record-before-ja");
  await before.close();

  await runDrawAfterEnd(draw, baseURL);
  await expect
    .poll(
      async () => (await call<DrawRecord>(ja.context, baseURL, "GET", `/api/v1/campaigns/${campaignId}/draw`)).drawnAt,
      {
        timeout: 20_000,
      },
    )
    .not.toBeNull();
  const record = await call<DrawRecord>(ja.context, baseURL, "GET", `/api/v1/campaigns/${campaignId}/draw`);
  expect(record.entrantsRoot).toMatch(/^[0-9a-f]{64}$/);

  for (const fan of [ja, th]) {
    const locale = fan.locale;
    const page = await fan.context.newPage();
    await page.goto(`/${locale}${path}/draw`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "luckyDraw.record.title"));
    const facts = page.getByTestId("draw-record");
    await expect(facts).toContainText("fanfare-draw-v1");
    await expect(facts).toContainText(record.seed ?? "no seed");
    await expect(facts).toContainText(record.entrantsRoot ?? "no root");
    await expect(page.getByTestId("draw-winners")).toContainText(record.winnerEntryIds[0] ?? "no winner");
    await expect(page.getByTestId("draw-receipt")).toContainText(entries.get(fan) ?? "no entry");

    await page.getByRole("button", { name: message(locale, "luckyDraw.record.verifyButton") }).click();
    const result = page.getByTestId("draw-verification-result");
    await expect(result).toHaveAttribute("data-status", "verified");
    await expect(result).toHaveText(message(locale, "luckyDraw.record.resultVerified"));
    const receipt = page.getByTestId("receipt-verification-result");
    await expect(receipt).toHaveAttribute("data-status", "verified");
    await expect(receipt).toHaveText(message(locale, "luckyDraw.record.receiptVerified"));
    await expect(page.locator('[data-testid="draw-verification"] li[data-ok="false"]')).toHaveCount(0);
    await result.scrollIntoViewIfNeeded();
    await shoot(page, `draw-record-verified-${locale}`);
    await fan.context.close();
  }
  await draw.operator.close();
});
