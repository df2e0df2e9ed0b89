import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { call, type Fan, message, newFan } from "./support/campaign-api";
import { DEMO_OWNER as OWNER, shootConsolePage, consoleText as text } from "./support/console";
import { stripedPng } from "./support/png";
import { signIn } from "./support/sign-in";

// The console's channels: the demo company's owner (operator@example.com) makes a channel from the
// project page, writes an article (the server cleans its HTML) with an image of the channel's media
// inserted at the caret, publishes it, and puts two channels in another order; a fan's list follows that
// order, and the fan, once a member, reads the article with its image.

/** Checks a page as it stands (no raw placeholder, no sideways scroll, axe) and keeps a screenshot. */
const shoot = (page: Page, name: string) => shootConsolePage(page, name, { axe: true });

let owner: BrowserContext;
let fan: Fan | undefined;
test.afterAll(async () => {
  await fan?.context.close();
  await owner?.close();
});

test("the operator makes a channel, writes an article with an image, publishes it and orders the channels; the fan sees both", async ({
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
  const jaBody = page.locator("#field-article-new-body-ja");
  await jaBody.fill("<p>ライブの裏話です。</p><p>写真は本番前です。</p><script>alert(1)</script>");
  await page.locator("#field-article-new-body-th").fill("<p>เรื่องเล่าเบื้องหลังไลฟ์</p>");
  // Written, not saved: said beside the article's buttons (and leaving would ask, use-leave-guard.ts).
  const unsaved = page.getByRole("status").filter({ hasText: text("ja", "unsaved.status") });
  await expect(unsaved).toHaveCount(1);
  // The operator's caret is between the two Japanese paragraphs: the image goes there (at the end in Thai).
  await jaBody.evaluate((area: HTMLTextAreaElement) => {
    const at = area.value.indexOf("</p>") + 4;
    area.focus();
    area.setSelectionRange(at, at);
  });
  await page.getByRole("button", { name: text("ja", "channels.article.image.insert") }).click();
  const inserter = page.getByRole("region", { name: text("ja", "channels.article.image.insert") });
  await expect(inserter.getByLabel(text("ja", "channels.article.image.file"))).toBeFocused();
  await inserter
    .getByLabel(text("ja", "channels.article.image.file"))
    .setInputFiles({ name: "stage.png", mimeType: "image/png", buffer: stripedPng(480, 240) });
  await page.locator("#field-article-editor-new-image-alt-ja").fill("本番前のステージ");
  await page.locator("#field-article-editor-new-image-alt-th").fill("เวทีก่อนการแสดง");
  await shoot(page, "console-channel-image-ja");
  await inserter.getByRole("button", { name: text("ja", "channels.article.image.submit") }).click();
  await expect(
    page.getByText(text("ja", "channels.article.image.inserted", { languages: "日本語、ไทย" })),
  ).toBeVisible();
  await expect(jaBody).toBeFocused();
  await expect(jaBody).toHaveValue(
    /^<p>ライブの裏話です。<\/p><img data-asset-id="[0-9a-f-]{36}" alt="本番前のステージ"><p>写真は本番前です。<\/p>/u,
  );
  await page.getByRole("button", { name: text("ja", "channels.article.save") }).click();
  await expect(page.getByText(text("ja", "channels.article.savedCleaned"))).toBeVisible();
  await expect(unsaved).toHaveCount(0);
  await expect(page.locator("pre", { hasText: "<p>ライブの裏話です。</p>" })).toBeVisible();
  await expect(page.locator("pre", { hasText: 'alt="本番前のステージ"' })).toBeVisible();
  await expect(page.locator("pre", { hasText: 'alt="เวทีก่อนการแสดง"' })).toBeVisible();
  await expect(page.locator("pre", { hasText: "script" })).toHaveCount(0);

  await page
    .getByRole("button", { name: text("ja", "channels.contents.publishNamed", { title: articleTitle }) })
    .click();
  await expect(page.getByText(text("ja", "channels.contents.published", { title: articleTitle }))).toBeVisible();
  await expect(
    page.getByRole("button", { name: text("ja", "channels.contents.unpublishNamed", { title: articleTitle }) }),
  ).toBeVisible();
  await page.getByRole("button", { name: text("ja", "channels.article.close") }).click();
  await shoot(page, "console-channel-ja");

  // From the console to the fan's page in the same tab: the console's stylesheet stays in the document
  // after a client navigation, and the fan's laptop layout must survive it (it once collapsed into the
  // phone's 480-pixel column: the console's base utilities came after the fan's responsive ones).
  await page.getByRole("link", { name: text("ja", "channels.openFanPage") }).click();
  await expect(page).toHaveURL(new RegExp(`/ja/projects/${projectId}/channels/${channelId}$`));
  // The fan's join button: on the fan's page, not the console's, which has the same heading.
  await expect(page.getByRole("button", { name: message("ja", "channels.join") })).toBeVisible();
  expect((await page.locator("main").boundingBox())?.width).toBeGreaterThan(1000);
  await shoot(page, "console-channel-fan-page-ja");

  await page.goto(`/th/console/projects/${projectId}/channels/${channelId}`);
  await expect(page.getByRole("heading", { level: 2, name: text("th", "channels.contents.title") })).toBeVisible();
  await expect(
    page.getByRole("button", { name: text("th", "channels.contents.unpublishNamed", { title: articleTitle }) }),
  ).toBeVisible();
  await shoot(page, "console-channel-th");

  // Two more channels shown to fans, made one after the other (so next to each other in the list); the
  // owner moves the first below the second with the keyboard.
  const made: { id: string; title: string }[] = [];
  for (const name of ["一番", "二番"]) {
    const title = `${name}チャンネル ${run}`;
    const created = await call<{ id: string }>(owner, base, "POST", `/api/v1/operator/projects/${projectId}/channels`, {
      title: { ja: title, th: `แชนเนล${name === "一番" ? "ที่หนึ่ง" : "ที่สอง"} ${run}` },
      description: { ja: "並び順の確認です。" },
      status: "PUBLISH",
    });
    made.push({ id: created.id, title });
  }
  const [first, second] = made as [{ id: string; title: string }, { id: string; title: string }];
  await page.goto(`/ja/console/projects/${projectId}/channels`);
  const rowNames = () => page.getByRole("rowheader").allInnerTexts();
  await expect(page.getByRole("rowheader", { name: second.title })).toBeVisible();
  expect((await rowNames()).indexOf(first.title)).toBe((await rowNames()).indexOf(second.title) - 1);
  const down = page.getByRole("button", { name: `${text("ja", "builder.moveDown")}: ${first.title}` });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(text("ja", "channels.movedDown", { title: first.title }))).toBeVisible();
  await expect
    .poll(async () => (await rowNames()).indexOf(first.title) - (await rowNames()).indexOf(second.title))
    .toBe(1);
  // The keyboard stays on the moved channel (its "down", or its "up" once it is last).
  expect(await page.evaluate(() => document.activeElement?.id)).toMatch(new RegExp(`^channel-${first.id}-(up|down)$`));
  await shoot(page, "console-channels-order-ja");

  // The order is the API's: a reload in Thai shows it.
  await page.goto(`/th/console/projects/${projectId}/channels`);
  await expect(page.getByRole("heading", { level: 1, name: text("th", "channels.title") })).toBeVisible();
  await expect(
    page.getByRole("button", { name: `${text("th", "builder.moveUp")}: ${`แชนเนลที่หนึ่ง ${run}`}` }),
  ).toBeVisible();
  const thRows = await page.getByRole("rowheader").allInnerTexts();
  expect(thRows.indexOf(`แชนเนลที่หนึ่ง ${run}`)).toBe(thRows.indexOf(`แชนเนลที่สอง ${run}`) + 1);
  await shoot(page, "console-channels-order-th");

  // The fans' list follows the operator's order.
  fan = await newFan(browser, base, "ja", "console-channels", "computer");
  const fanPage = await fan.context.newPage();
  await fanPage.goto(`/ja/projects/${projectId}/channels`);
  await expect(fanPage.getByRole("link", { name: new RegExp(first.title) })).toBeVisible();
  const fanList = await fanPage.getByRole("link").allInnerTexts();
  const at = (title: string) => fanList.findIndex((link) => link.includes(title));
  expect(at(second.title)).toBeGreaterThan(-1);
  expect(at(first.title)).toBe(at(second.title) + 1);

  // The fan's channel page lists the published article; once a member, the fan reads it with its image.
  await fanPage.goto(`/ja/projects/${projectId}/channels/${channelId}`);
  await expect(fanPage.getByRole("heading", { level: 1, name: channelTitle })).toBeVisible();
  await expect(fanPage.getByText(articleTitle)).toBeVisible();
  await fanPage.getByRole("button", { name: message("ja", "channels.join") }).click();
  await fanPage.getByRole("link", { name: new RegExp(articleTitle) }).click();
  await expect(fanPage.getByRole("heading", { level: 1, name: articleTitle })).toBeVisible();
  const image = fanPage.getByRole("img", { name: "本番前のステージ" });
  await expect(image).toBeVisible();
  // Served to the member through the URL signed for them: loaded, 480 pixels wide.
  await expect(image).toHaveJSProperty("complete", true);
  await expect(image).toHaveJSProperty("naturalWidth", 480);
  expect(await image.getAttribute("src")).toMatch(/^\/api\/v1\/media\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?u=/u);
  await shoot(fanPage, "channel-article-image-ja");
  await fanPage.goto(fanPage.url().replace("/ja/", "/th/"));
  const thImage = fanPage.getByRole("img", { name: "เวทีก่อนการแสดง" });
  await expect(thImage).toHaveJSProperty("naturalWidth", 480);
  await expect(fanPage.getByText("เรื่องเล่าเบื้องหลังไลฟ์")).toBeVisible();
  await shoot(fanPage, "channel-article-image-th");

  // Someone who has not joined gets neither the article nor its image's address.
  const stranger = await newFan(browser, base, "ja", "console-channels-stranger", "computer");
  const contentPath = new URL(fanPage.url()).pathname.replace(/^\/th\/projects\/[^/]+/u, "/api/v1");
  const refused = await stranger.context.request.get(`${base}${contentPath}`);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain("/api/v1/media/");
  await stranger.context.close();
});
