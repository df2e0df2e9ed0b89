import { type Browser, expect, type Page, test } from "@playwright/test";
import { call } from "./support/campaign-api";
import { type ConsoleLocale, DEMO_OWNER as OWNER, consoleText as text } from "./support/console";
import { COMPUTER } from "./support/devices";
import { signIn } from "./support/sign-in";
import { shoot } from "./support/social-journey";

// The console's rehearsal (issue 14): the demo company's owner rehearses two demo campaigns with 1,000
// synthetic fans and reads the report — the serial-code campaign in Japanese (its supply of 10 runs out
// at the 10th fan when every fan completes and claims), the lucky draw at the end in Thai (the draw
// replayed, its record verified). Nothing of it reaches fans: the campaigns' claims and entries are the
// same after it.

type CampaignView = { id: string; title: { en?: string }; claimedCount: number; winnerCount: number };

async function operatorPage(browser: Browser, baseURL: string, locale: string) {
  const context = await browser.newContext({ baseURL, ...COMPUTER, locale });
  await context.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: baseURL }]);
  // The owner's session from another journey is reused, or its minute between mails waited out (sign-in.ts).
  await signIn(context, baseURL, OWNER);
  return context;
}

/** Fills the run's settings: every condition and the claim or apply rate at 100 %, a fixed seed; runs it. */
async function rehearse(page: Page, locale: ConsoleLocale, seed: string) {
  await expect(page.getByRole("heading", { level: 1, name: text(locale, "rehearsal.title") })).toBeVisible();
  await expect(page.getByLabel(text(locale, "rehearsal.form.fans"))).toHaveValue("1000");
  for (const input of await page.locator('input[id^="rehearsal-condition-"]').all()) await input.fill("100");
  await page.locator("#rehearsal-participation").fill("100");
  await page.getByLabel(text(locale, "rehearsal.form.seed")).fill(seed);
  await page.getByRole("button", { name: text(locale, "rehearsal.form.run") }).click();
  const report = page.getByRole("heading", { level: 2, name: text(locale, "rehearsal.report.title") });
  await expect(report).toBeFocused();
}

test("an owner rehearses demo campaigns with 1,000 synthetic fans and reads the report, in Japanese and Thai", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? "";
  const owner = await operatorPage(browser, base, "ja-JP");
  const { projects } = await call<{ projects: { id: string }[] }>(owner, base, "GET", "/api/v1/operator/projects");
  const projectId = projects[0]?.id ?? "";
  const list = () =>
    call<{ campaigns: CampaignView[] }>(owner, base, "GET", `/api/v1/operator/projects/${projectId}/campaigns`);
  const before = (await list()).campaigns;
  const serial = before.find((c) => c.title.en === "Serial codes");
  const draw = before.find((c) => c.title.en === "Lucky draw at the end");
  if (!serial || !draw) throw new Error("the demo campaigns are missing");

  // From the builder, in Japanese: the serial-code campaign, supply 10.
  const page = await owner.newPage();
  await page.goto(`/ja/console/projects/${projectId}/campaigns/${serial.id}`);
  await page.getByRole("link", { name: text("ja", "rehearsal.builderLink") }).click();
  await rehearse(page, "ja", "journey-ja");
  await expect(page.getByTestId("rehearsal-summary")).toContainText("journey-ja");
  // Every fan completes every condition: each row reached and completed by 1,000.
  const rows = page.getByTestId("rehearsal-condition");
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("1,0001,000100%");
  await expect(page.getByTestId("rehearsal-supply")).toHaveText(
    text("ja", "rehearsal.supply.used", { used: 10, total: 10 }),
  );
  await expect(page.getByTestId("rehearsal-run-out")).toContainText(
    text("ja", "rehearsal.supply.afterArrivals").replace("{count, number}", "10"),
  );
  // One sign-in mail per fan, in the four languages: 1,000 in all.
  const mails = page.getByTestId("rehearsal-mails");
  await expect(mails).toHaveCount(4);
  let total = 0;
  for (const row of await mails.all())
    total += Number(((await row.locator("td").last().textContent()) ?? "").replace(/,/g, ""));
  expect(total).toBe(1000);
  await shoot(page, "console-rehearsal-ja");

  // In Thai: the lucky draw at the end, replayed with its own algorithm and verified.
  await page.goto(`/th/console/projects/${projectId}/campaigns/${draw.id}/rehearsal`);
  await rehearse(page, "th", "journey-th");
  await expect(page.getByTestId("rehearsal-verification")).toHaveAttribute("data-status", "verified");
  await expect(page.getByTestId("rehearsal-verification")).toContainText(text("th", "rehearsal.draw.verified"));
  await expect(page.getByTestId("rehearsal-winners")).toHaveText("2");
  await expect(page.getByRole("region", { name: text("th", "rehearsal.mails.caption") })).toBeVisible();
  await shoot(page, "console-rehearsal-th");

  // Nothing of it stays: the demo campaigns' claims and winners are what they were.
  const after = (await list()).campaigns;
  for (const campaign of [serial, draw]) {
    const now = after.find((c) => c.id === campaign.id);
    expect([now?.claimedCount, now?.winnerCount]).toEqual([campaign.claimedCount, campaign.winnerCount]);
  }
  await owner.close();
});
