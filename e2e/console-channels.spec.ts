import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { call, type Fan, newFan } from "./support/campaign-api";
import { expectNoAxeViolations as expectAccessible, DEMO_OWNER as OWNER, consoleText as text } from "./support/console";
import { screenshot } from "./support/journeys";
import { expectNoRawPlaceholders } from "./support/raw-placeholders";
import { signIn } from "./support/sign-in";

// The console's channels: the demo company's owner (operator@example.com) makes a channel from the
// project page, writes an article (the server cleans its HTML), publishes it, and a fan's channel page
// lists it.

test.beforeAll(() => mkdirSync(join(process.cwd(), "test-results", "screenshots"), { recursive: true }));

async function shoot(page: Page, path: string, name: string) {
  await expectNoRawPlaceholders(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path, fullPage: true });
  await screenshot(page, name);
}

let owner: BrowserContext;
let fan: Fan | undefined;
test.afterAll(async () => {
  await fan?.context.close();
  await owner?.close();
});

test("the operator makes a channel, writes and publishes an article, and the fan's channel page lists it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? "";
  owner = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
  });
  await owner.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: base }]);
  await signIn(owner, base, OWNER);
  const { projects } = await call<{ projects: { id: string }[] }>(owner, base, "GET", "/api/v1/operator/projects");
  const projectId = projects[0]?.id ?? "";
  const run = Date.now().toString(36);
  const channelTitle = `会員チャンネル ${run}`;
  const articleTitle = `会員だけの記事 ${run}`;

  const page = await owner.newPage();
  await page.goto(`/ja/console/projects/${projectId}`);
  await page.getByRole("link", { name: text("ja", "channels.openFromProject") }).click();
  await expect(page).toHaveURL(new RegExp(`/ja/console/projects/${projectId}/channels$`));
  await expect(page.getByRole("heading", { level: 1, name: text("ja", "channels.title") })).toBeVisible();

  await page.locator("#field-new-channel-title-ja").fill(channelTitle);
  await page.locator("#field-new-channel-description-ja").fill("会員向けの記事を届けます。");
  await page.getByRole("button", { name: text("ja", "channels.new.create") }).click();
  await expect(page).toHaveURL(new RegExp(`/ja/console/projects/${projectId}/channels/[0-9a-f-]{36}$`));
  const channelId = page.url().split("/").at(-1) ?? "";
  await expect(page.getByRole("heading", { level: 1, name: channelTitle })).toBeVisible();

  // Shown to fans, open to any signed-in fan (the default requirement).
  await page.getByRole("radio", { name: text("ja", "channels.visibility.PUBLISH") }).check();
  await page.getByRole("button", { name: text("ja", "channels.settings.save") }).click();
  await expect(page.getByText(text("ja", "channels.settings.saved"))).toBeVisible();

  // An article with a script: saved without it, and the editor shows the HTML as stored.
  await page.getByRole("button", { name: text("ja", "channels.contents.addArticle") }).click();
  await page.locator("#field-article-new-title-ja").fill(articleTitle);
  await page.locator("#field-article-new-body-ja").fill("<p>ライブの裏話です。</p><script>alert(1)</script>");
  await page.getByRole("button", { name: text("ja", "channels.article.save") }).click();
  await expect(page.getByText(text("ja", "channels.article.savedCleaned"))).toBeVisible();
  await expect(page.locator("pre", { hasText: "<p>ライブの裏話です。</p>" })).toBeVisible();
  await expect(page.locator("pre", { hasText: "script" })).toHaveCount(0);

  await page
    .getByRole("button", { name: text("ja", "channels.contents.publishNamed", { title: articleTitle }) })
    .click();
  await expect(page.getByText(text("ja", "channels.contents.published", { title: articleTitle }))).toBeVisible();
  await expect(
    page.getByRole("button", { name: text("ja", "channels.contents.unpublishNamed", { title: articleTitle }) }),
  ).toBeVisible();
  await page.getByRole("button", { name: text("ja", "channels.article.close") }).click();
  await expectAccessible(page);
  await shoot(page, "/tmp/chan-ja.png", "console-channel-ja");

  await page.goto(`/th/console/projects/${projectId}/channels/${channelId}`);
  await expect(page.getByRole("heading", { level: 2, name: text("th", "channels.contents.title") })).toBeVisible();
  await expect(
    page.getByRole("button", { name: text("th", "channels.contents.unpublishNamed", { title: articleTitle }) }),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "/tmp/chan-th.png", "console-channel-th");

  // The fan's channel page lists the published article.
  fan = await newFan(browser, base, "ja", "console-channels", "computer");
  const fanPage = await fan.context.newPage();
  await fanPage.goto(`/ja/projects/${projectId}/channels/${channelId}`);
  await expect(fanPage.getByRole("heading", { level: 1, name: channelTitle })).toBeVisible();
  await expect(fanPage.getByText(articleTitle)).toBeVisible();
});
