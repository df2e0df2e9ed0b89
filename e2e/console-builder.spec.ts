import { readFileSync } from "node:fs";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { DEMO_OWNER as OWNER, consoleText as text } from "./support/console";
import { COMPUTER } from "./support/devices";
import { uniqueEmail } from "./support/mailbox";
import { signIn } from "./support/sign-in";
import { shoot } from "./support/social-journey";

// The console's campaign builder: an editor of the demo company ("Fanfare Demo Records", owner
// operator@example.com, packages/core/demo/demo-project.yaml) builds a code campaign with a survey from
// scratch in Thai, in Bangkok's time zone, saves it, reopens it and finds what they typed, then
// generates codes (downloaded once as CSV).

const ZONE = "Asia/Bangkok";

/** An operator's laptop in Bangkok, signed in as `email`, the cookie banner answered. */
async function operatorBrowser(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({
    baseURL,
    ...COMPUTER,
    locale: "th-TH",
    timezoneId: ZONE,
  });
  await context.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: baseURL }]);
  // The owner's session from another journey is reused, or its minute between mails waited out (sign-in.ts).
  await signIn(context, baseURL, email);
  return context;
}

/** "YYYY-MM-DDTHH:mm" in Bangkok (UTC+7, no summer time), `days` from now at 10:00. */
function bangkokLocal(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000);
  return `${at.toISOString().slice(0, 10)}T10:00`;
}

let editor: BrowserContext;
let projectId: string;
test.beforeAll(async ({ browser, baseURL }) => {
  const owner = await operatorBrowser(browser, baseURL ?? "", OWNER);
  const headers = { "X-Fanfare-Csrf": "1", "Content-Type": "application/json" };
  const email = uniqueEmail("builder");
  const invited = await owner.request.post("/api/v1/operator/members", { headers, data: { email, role: "EDITOR" } });
  expect(invited.status()).toBe(201);
  const projects = (await (await owner.request.get("/api/v1/operator/projects")).json()) as {
    projects: { id: string }[];
  };
  projectId = projects.projects[0]?.id ?? "";
  await owner.close();
  editor = await operatorBrowser(browser, baseURL ?? "", email);
});
test.afterAll(async () => {
  await editor?.close();
});

const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

test("an editor builds a code campaign with a survey in Thai, saves it, reopens it and generates codes", async () => {
  test.setTimeout(240_000);
  const page = await editor.newPage();
  const starts = bangkokLocal(1);
  const ends = bangkokLocal(30);
  const distributionEnds = bangkokLocal(60);

  await page.goto(`/th/console/projects/${projectId}`);
  await page.getByRole("link", { name: text("th", "builder.newTitle") }).click();
  await expect(page.getByRole("heading", { level: 1, name: text("th", "builder.newTitle") })).toBeVisible();

  // Texts: Japanese (required) and Thai; English and French stay marked as missing.
  await byId(page, "field-title-ja").fill("春のコードキャンペーン");
  await byId(page, "field-title-th").fill("แคมเปญโค้ดฤดูใบไม้ผลิ");
  await expect(byId(page, "field-title-en-missing")).toHaveText(
    text("th", "translation.missing", { language: "English" }),
  );
  for (const field of ["description", "terms", "privacyPolicy"]) await byId(page, `field-${field}-ja`).fill("テキスト");

  // Look: the theme and the effect, with its preview.
  await byId(page, "field-theme").selectOption("light");
  await byId(page, "field-effect").selectOption("GEOMETRY");

  // Windows, in the operator's zone, which is named beside each field.
  await byId(page, "field-startsAt").fill(starts);
  await byId(page, "field-endsAt").fill(ends);
  await byId(page, "field-distributionStartsAt").fill(starts);
  await byId(page, "field-distributionEndsAt").fill(distributionEnds);
  const zone = text("th", "builder.timeZone", { zone: `${ZONE} (UTC+07:00)` });
  await expect(byId(page, "field-startsAt-after")).toHaveText(zone);

  await byId(page, "field-totalSupply").fill("100");
  // Lucky-draw fields appear only for a draw.
  await expect(byId(page, "field-prizeCount")).toHaveCount(0);

  await byId(page, "field-nfts-0-name-ja").fill("春の NFT");
  await byId(page, "field-nfts-0-description-ja").fill("記念の NFT");
  await byId(page, "field-nfts-0-imageUrl").fill("/images/spring.png");

  // Conditions: single-use codes, then a survey with one question and two options.
  await page.getByLabel(text("th", "builder.conditions.kind")).selectOption("SPECIFY_MULTIPLE_CODES");
  await page.getByRole("button", { name: text("th", "builder.conditions.add") }).click();
  await page.getByLabel(text("th", "builder.conditions.kind")).selectOption("SURVEY");
  await page.getByRole("button", { name: text("th", "builder.conditions.add") }).click();
  const surveyHeading = text("th", "builder.conditions.heading", {
    number: 2,
    kind: text("th", "builder.kinds.SURVEY"),
  });
  const survey = page.getByRole("region", { name: surveyHeading });
  await survey.getByRole("button", { name: text("th", "builder.schema.add", { item: "คำถาม" }) }).click();
  const question = "field-conditions-1-survey-questions-0";
  await byId(page, `${question}-id`).fill("favourite");
  await byId(page, `${question}-label-ja`).fill("好きな曲は?");
  await byId(page, `${question}-label-th`).fill("เพลงที่ชอบคืออะไร");
  const addOption = survey.getByRole("button", { name: text("th", "builder.schema.add", { item: "ตัวเลือก" }) });
  await addOption.click();
  await addOption.click();
  for (const [index, id] of ["spring", "summer"].entries()) {
    await byId(page, `${question}-options-${index}-id`).fill(id);
    await byId(page, `${question}-options-${index}-label-ja`).fill(id === "spring" ? "春" : "夏");
  }
  // Reorder by keyboard: the survey moves up, the codes down.
  await survey.getByRole("button", { name: `${text("th", "builder.moveUp")}: ${surveyHeading}` }).focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", {
      name: text("th", "builder.conditions.heading", { number: 1, kind: text("th", "builder.kinds.SURVEY") }),
    }),
  ).toBeVisible();

  await shoot(page, "console-builder-new-th");

  // Nothing is saved yet: the page says so, and the console's menu asks before leaving; "cancel" keeps the
  // builder with every field as typed.
  const unsaved = page.getByRole("status").filter({ hasText: text("th", "unsaved.status") });
  await expect(unsaved).toBeVisible();
  const asked = page.waitForEvent("dialog");
  const leaving = page.getByRole("link", { name: text("th", "nav.team"), exact: true }).click();
  const dialog = await asked;
  expect([dialog.type(), dialog.message()]).toEqual(["confirm", text("th", "unsaved.leave")]);
  await dialog.dismiss();
  await leaving;
  await expect(page.getByRole("heading", { level: 1, name: text("th", "builder.newTitle") })).toBeVisible();
  await expect(byId(page, "field-title-th")).toHaveValue("แคมเปญโค้ดฤดูใบไม้ผลิ");
  // The banner's language switcher renders the page anew: it asks too, and "cancel" stays in Thai.
  const language = page.getByRole("banner").getByRole("combobox");
  const askedAgain = page.waitForEvent("dialog");
  const switching = language.selectOption("ja");
  const languageQuestion = await askedAgain;
  expect(languageQuestion.message()).toBe(text("th", "unsaved.leave"));
  await languageQuestion.dismiss();
  await switching;
  await expect(language).toHaveValue("th");
  await expect(page).toHaveURL(/\/th\/console\//);
  await expect(byId(page, "field-title-th")).toHaveValue("แคมเปญโค้ดฤดูใบไม้ผลิ");

  await page.getByRole("button", { name: text("th", "builder.create") }).click();
  await expect(page).toHaveURL(new RegExp(`/th/console/projects/${projectId}/campaigns/[0-9a-f-]{36}$`));
  // Saved: nothing to warn about (a question now would be dismissed and hold every later link).
  await expect(unsaved).toHaveCount(0);
  const campaignId = page.url().split("/").pop() ?? "";

  // Reopened from the server: what was typed, in the same zone.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("แคมเปญโค้ดฤดูใบไม้ผลิ");
  await expect(byId(page, "field-title-th")).toHaveValue("แคมเปญโค้ดฤดูใบไม้ผลิ");
  await expect(byId(page, "field-title-ja")).toHaveValue("春のコードキャンペーン");
  await expect(byId(page, "field-startsAt")).toHaveValue(starts);
  await expect(byId(page, "field-endsAt")).toHaveValue(ends);
  await expect(byId(page, "field-startsAt-after")).toHaveText(zone);
  await expect(byId(page, "field-totalSupply")).toHaveValue("100");
  await expect(byId(page, "field-nfts-0-name-ja")).toHaveValue("春の NFT");
  const codesHeading = text("th", "builder.conditions.heading", {
    number: 2,
    kind: text("th", "builder.kinds.SPECIFY_MULTIPLE_CODES"),
  });
  await expect(page.getByRole("heading", { name: codesHeading, exact: true })).toBeVisible();
  await expect(
    page.getByRole("heading", {
      name: text("th", "builder.conditions.heading", { number: 1, kind: text("th", "builder.kinds.SURVEY") }),
      exact: true,
    }),
  ).toBeVisible();

  // Codes: generated and downloaded once; the page shows how many, never the codes.
  const codes = page.getByRole("form", {
    name: text("th", "builder.codes.title", { number: 2, kind: text("th", "builder.kinds.SPECIFY_MULTIPLE_CODES") }),
  });
  await codes.getByLabel(text("th", "builder.codes.count")).fill("5");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    codes.getByRole("button", { name: text("th", "builder.codes.generate") }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? "", "utf8")
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(6); // the header and five codes
  await expect(codes.getByRole("status")).toHaveText(/5/);
  const firstCode = csv[1]?.split(",")[0]?.replaceAll('"', "") ?? "";
  expect(firstCode.length).toBeGreaterThan(0);
  await expect(page.getByText(firstCode, { exact: false })).toHaveCount(0);

  // The publish checklist is there, its failed items (if any) linking to their fields.
  await expect(page.getByRole("heading", { name: text("th", "builder.checklist.title") })).toBeVisible();
  const untranslatedTitle = page.getByRole("link", {
    name: text("th", "builder.checklist.codes.TRANSLATION", {
      field: text("th", "builder.fields.title"),
      languages: "English, Français",
    }),
  });
  await expect(untranslatedTitle).toHaveAttribute("href", "#field-title-en");
  await untranslatedTitle.click();
  await expect(byId(page, "field-title-en")).toBeFocused();
  await shoot(page, "console-builder-edit-th");

  await page.goto(`/ja/console/projects/${projectId}/campaigns/${campaignId}`);
  await expect(byId(page, "field-title-ja")).toHaveValue("春のコードキャンペーン");
  await expect(page.getByRole("heading", { name: text("ja", "builder.checklist.title") })).toBeVisible();
  await shoot(page, "console-builder-edit-ja");
  await page.goto(`/ja/console/projects/${projectId}/campaigns/new`);
  await expect(page.getByRole("heading", { level: 1, name: text("ja", "builder.newTitle") })).toBeVisible();
  await shoot(page, "console-builder-new-ja");
  await page.close();
});
