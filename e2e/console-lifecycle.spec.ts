import { readFileSync } from "node:fs";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { call, type Fan, message, newFan } from "./support/campaign-api";
import { shootConsolePage, consoleText as text } from "./support/console";
import { COMPUTER } from "./support/devices";
import { E2E_CLI_COMPANY } from "./support/env";
import { uniqueEmail } from "./support/mailbox";
import { stripedPng } from "./support/png";
import { keepScreenshot } from "./support/screenshots";
import { signIn } from "./support/sign-in";

// Issue 14's journeys: a campaign's whole life in the console, by people who never see code.
// A label onboarded by the platform's CLI (global-setup.ts: `npm run fanfare -- create-company`) has one
// owner and nothing else. The owner invites an editor; the editor, working in Thai from Bangkok, builds a
// project and a campaign from scratch (every text in four languages, the NFT's image uploaded), previews
// the fan page in Japanese in two states, rehearses it with 1,000 synthetic fans and reads the report,
// and publishes both. A fan takes part on the fan site. The editor then tries an edit that would hurt the
// fans who are in (refused) and one that would not (accepted), and the audit log shows both.
//  1. a lucky draw with a survey: the fan answers and applies;
//  2. a code campaign: the fan enters a serial code the editor generated, and claims;
//  3. the lucky draw after its end (its entries close a few minutes after it is published, in real time,
//     and 2 runs in that wait): the draw runs, and the journey ends on the public draw record, verified.

const ZONE = "Asia/Bangkok";
const LOCALES = ["ja", "en", "fr", "th"] as const;

/** Checks a page as it stands (no raw placeholder, no sideways scroll, axe) and keeps a screenshot. */
const shoot = (page: Page, name: string) => shootConsolePage(page, name, { axe: true });

/** An operator's laptop in Bangkok, signed in as `email`, the cookie banner answered. */
async function laptop(browser: Browser, baseURL: string, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    ...COMPUTER,
    locale: "th-TH",
    timezoneId: ZONE,
  });
  await context.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: baseURL }]);
  await signIn(context, baseURL, email);
  return context;
}

/** "YYYY-MM-DDTHH:mm" in Bangkok (UTC+7, no summer time) `ms` from now, rounded down to the minute. */
function bangkokLocal(ms: number): string {
  return new Date(Date.now() + ms + 7 * 3_600_000).toISOString().slice(0, 16);
}

const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** The owner, made by the CLI, invites `editor` as an EDITOR from the team page (in Japanese). */
async function inviteEditor(owner: BrowserContext, editor: string) {
  const page = await owner.newPage();
  await page.goto("/ja/console");
  await expect(page.getByText(text("ja", "overview.lead", { company: E2E_CLI_COMPANY.name }))).toBeVisible();
  // A label that has just been onboarded: no project yet.
  await expect(page.getByText(text("ja", "overview.empty"))).toBeVisible();
  await page.goto("/ja/console/team");
  const invite = page.getByRole("region", { name: text("ja", "team.inviteTitle") });
  await invite.getByLabel(text("ja", "team.inviteEmail"), { exact: true }).fill(editor);
  await invite.getByLabel(text("ja", "team.inviteRole"), { exact: true }).selectOption("EDITOR");
  await invite.getByRole("button", { name: text("ja", "team.inviteSubmit") }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: text("ja", "team.invited", { email: editor, role: text("ja", "roles.EDITOR") }) }),
  ).toBeVisible();
  await page.close();
}

/** The link the editor gives the project. */
const PROJECT_LINK = { url: "https://tour.example/", label: { ja: "ツアー公式サイト", th: "เว็บไซต์ทัวร์" } };

/** The editor creates and publishes a project from the console, in Thai; answers its id. */
async function buildProject(page: Page, name: Record<(typeof LOCALES)[number], string>): Promise<string> {
  await page.goto("/th/console");
  await page.getByRole("link", { name: text("th", "overview.newProject") }).click();
  await expect(page.getByRole("heading", { level: 1, name: text("th", "projectBuilder.newTitle") })).toBeVisible();
  for (const locale of LOCALES) {
    await byId(page, `field-name-${locale}`).fill(name[locale]);
    await byId(page, `field-description-${locale}`).fill(`${name[locale]} — ${locale}`);
  }
  // Fans from Japan and Thailand only.
  for (const country of ["US", "FR", "SG", "OTHER"]) await byId(page, `field-allowedCountries-${country}`).uncheck();
  // One link for fans, labelled in Japanese and Thai (the code campaign's fan finds it on the project page).
  await page.getByRole("button", { name: text("th", "builder.links.add") }).click();
  await byId(page, "field-links-0-url").fill(PROJECT_LINK.url);
  await byId(page, "field-links-0-label-ja").fill(PROJECT_LINK.label.ja);
  await byId(page, "field-links-0-label-th").fill(PROJECT_LINK.label.th);
  await shoot(page, "console-lifecycle-project-th");
  await page.getByRole("button", { name: text("th", "projectBuilder.create") }).click();
  await expect(page).toHaveURL(/\/th\/console\/projects\/[0-9a-f-]{36}\/settings$/);
  const projectId = page.url().split("/").at(-2) ?? "";
  await page.getByRole("button", { name: text("th", "projectBuilder.publish") }).click();
  await expect(page.getByText(text("th", "projectBuilder.published"))).toBeVisible();
  await expect(page.getByRole("button", { name: text("th", "projectBuilder.publish") })).toHaveCount(0);
  return projectId;
}

type Draft = {
  title: Record<(typeof LOCALES)[number], string>;
  /** The campaign window from now, in ms. */
  startsIn: number;
  endsIn: number;
  supply: number;
  draw?: { prizes: number };
};

/**
 * The editor builds a campaign from scratch in the console (in Thai): every text in the four languages,
 * the windows in Bangkok's time, the supply, the NFT with its image uploaded from the laptop, and
 * `addConditions` for its conditions; creates it and answers its id.
 */
async function buildCampaign(page: Page, projectId: string, draft: Draft, addConditions: () => Promise<void>) {
  await page.goto(`/th/console/projects/${projectId}`);
  await page.getByRole("link", { name: text("th", "builder.newTitle") }).click();
  await expect(page.getByRole("heading", { level: 1, name: text("th", "builder.newTitle") })).toBeVisible();
  for (const locale of LOCALES) {
    await byId(page, `field-title-${locale}`).fill(draft.title[locale]);
    for (const field of ["description", "terms", "privacyPolicy"]) {
      await byId(page, `field-${field}-${locale}`).fill(`${draft.title[locale]} (${field})`);
    }
    await byId(page, `field-nfts-0-name-${locale}`).fill(`${draft.title[locale]} NFT`);
    await byId(page, `field-nfts-0-description-${locale}`).fill(`${draft.title[locale]} NFT (${locale})`);
  }
  await byId(page, "field-startsAt").fill(bangkokLocal(draft.startsIn));
  await byId(page, "field-endsAt").fill(bangkokLocal(draft.endsIn));
  await byId(page, "field-distributionStartsAt").fill(bangkokLocal(draft.startsIn));
  await byId(page, "field-distributionEndsAt").fill(bangkokLocal(draft.endsIn + 30 * 86_400_000));
  await byId(page, "field-totalSupply").fill(String(draft.supply));
  if (draft.draw) {
    await byId(page, "field-rewardKind").selectOption("LUCKY_DRAW");
    await byId(page, "field-rewardTiming").selectOption("AFTER_CAMPAIGN_END");
    await byId(page, "field-prizeCount").fill(String(draft.draw.prizes));
  }
  // The NFT's image, uploaded from the laptop with its progress: the field then holds its address.
  await byId(page, "field-nfts-0-imageUrl-file").setInputFiles({
    name: "jacket.png",
    mimeType: "image/png",
    buffer: stripedPng(480, 480),
  });
  await expect(byId(page, "field-nfts-0-imageUrl")).toHaveValue(/^\/api\/v1\/assets\/[0-9a-f-]{36}$/);
  await addConditions();
  await page.getByRole("button", { name: text("th", "builder.create") }).click();
  await expect(page).toHaveURL(new RegExp(`/th/console/projects/${projectId}/campaigns/[0-9a-f-]{36}$`));
  return page.url().split("/").pop() ?? "";
}

/** The fan page of the unpublished campaign in Japanese, in two states, from the console in Thai. */
async function preview(page: Page, states: [string, string], name: string) {
  const builder = page.url();
  await page.getByRole("link", { name: text("th", "preview.open") }).click();
  await expect(page.getByTestId("preview-banner")).toContainText(text("th", "preview.banner"));
  await page.getByLabel(text("th", "preview.language")).selectOption("ja");
  await expect(page).toHaveURL(/[?&]lang=ja/);
  for (const state of states) {
    await page.getByLabel(text("th", "preview.state")).selectOption(state);
    await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", state);
    await expect(page.getByTestId("campaign-state")).toHaveText(message("ja", `campaign.state.${state}`));
  }
  await shoot(page, name);
  await page.goto(builder);
}

/** Rehearses the campaign with 1,000 synthetic fans who all complete and take part; the report is shown. */
async function rehearse(page: Page, seed: string) {
  await page.getByRole("link", { name: text("th", "rehearsal.builderLink") }).click();
  await expect(page.getByRole("heading", { level: 1, name: text("th", "rehearsal.title") })).toBeVisible();
  await expect(page.getByLabel(text("th", "rehearsal.form.fans"))).toHaveValue("1000");
  for (const input of await page.locator('input[id^="rehearsal-condition-"]').all()) await input.fill("100");
  await page.locator("#rehearsal-participation").fill("100");
  await page.getByLabel(text("th", "rehearsal.form.seed")).fill(seed);
  await page.getByRole("button", { name: text("th", "rehearsal.form.run") }).click();
  await expect(page.getByRole("heading", { level: 2, name: text("th", "rehearsal.report.title") })).toBeFocused();
  await expect(page.getByTestId("rehearsal-summary")).toContainText(seed);
}

/** Publishes from the builder's checklist, which must pass as the editor left it. */
async function publish(page: Page) {
  await expect(page.getByText(text("th", "builder.checklist.allPassed"))).toBeVisible();
  await page.getByRole("button", { name: text("th", "builder.checklist.publish") }).click();
  await expect(page.getByText(text("th", "builder.checklist.alreadyPublished"))).toBeVisible();
}

/** A fan on a phone, in Japanese, through the policies to the campaign's conditions. */
async function fanTakesPart(browser: Browser, baseURL: string, path: string): Promise<Fan> {
  const fan = await newFan(browser, baseURL, "ja", "lifecycle");
  const page = await fan.context.newPage();
  await page.goto(`/ja${path}`);
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotCompletedConditionYet");
  await page.getByRole("link", { name: message("ja", "campaign.takePart") }).click();
  await page.getByLabel(message("ja", "policies.acceptTerms")).check();
  await page.getByLabel(message("ja", "policies.acceptPrivacyPolicy")).check();
  await page.getByRole("button", { name: message("ja", "policies.accept") }).click();
  await expect(page).toHaveURL(/\/conditions$/);
  return fan;
}

/**
 * After launch: an edit that would hurt the fans who are in is refused with its reason, the form keeping
 * what was typed; reloaded, an edit that hurts nobody is saved. The audit log then shows both, newest first.
 */
async function editAfterLaunch(
  page: Page,
  refused: { field: string; value: string; code: string },
  accepted: { field: string; value: string },
) {
  await byId(page, refused.field).fill(refused.value);
  await page.getByRole("button", { name: text("th", "builder.saveChanges") }).click();
  await expect(page.getByText(message("th", `errors.${refused.code}`)).first()).toBeVisible();
  await expect(byId(page, refused.field)).toHaveValue(refused.value);
  await shoot(page, `console-lifecycle-refused-${refused.code}-th`);
  await page.reload();
  await byId(page, accepted.field).fill(accepted.value);
  await page.getByRole("button", { name: text("th", "builder.saveChanges") }).click();
  await expect(page.getByText(text("th", "builder.saved"))).toBeVisible();

  for (const locale of ["th", "ja"] as const) {
    await page.goto(`/${locale}/console/audit`);
    const rows = page.getByRole("main").getByRole("row");
    await expect(rows.nth(1).getByRole("rowheader")).toHaveText(text(locale, "audit.actions.campaignUpdate"));
    await expect(rows.nth(2).getByRole("rowheader")).toHaveText(text(locale, "audit.actions.campaignUpdateRefused"));
    await expect(rows.nth(2)).toContainText(message(locale, `errors.${refused.code}`));
    await shoot(page, `console-lifecycle-audit-${refused.code}-${locale}`);
  }
}

let owner: BrowserContext;
let editor: BrowserContext;
let editorEmail: string;
let projectId: string;
const fans: Fan[] = [];
/** The lucky draw the first journey published and a fan entered; the last journey sees it drawn. */
let draw: { campaignId: string; path: string; endsAt: number; fan: Fan } | undefined;
test.afterAll(async () => {
  for (const fan of fans) await fan.context.close();
  await editor?.close();
  await owner?.close();
});

test.describe
  .serial("a campaign's life in the console", () => {
    test("a lucky draw with a survey: built, previewed, rehearsed, published, entered, edited", async ({
      browser,
      baseURL: configured,
    }) => {
      test.setTimeout(600_000);
      const baseURL = configured ?? "";
      owner = await laptop(browser, baseURL, E2E_CLI_COMPANY.owner);
      editorEmail = uniqueEmail("lifecycle-editor");
      await test.step("the owner made by the CLI invites an editor", () => inviteEditor(owner, editorEmail));

      editor = await laptop(browser, baseURL, editorEmail);
      const page = await editor.newPage();
      projectId = await test.step("the editor builds and publishes a project", () =>
        buildProject(page, { ja: "春のツアー", en: "Spring tour", fr: "Tournée de printemps", th: "ทัวร์ฤดูใบไม้ผลิ" }));

      const title = { ja: "ツアーの抽選", en: "Tour draw", fr: "Tirage de la tournée", th: "จับรางวัลของทัวร์" };
      const campaignId = await test.step("the editor builds a lucky draw with a survey", () =>
        buildCampaign(
          page,
          projectId,
          { title, startsIn: -3_600_000, endsIn: 30 * 86_400_000, supply: 5, draw: { prizes: 1 } },
          async () => {
            await page.getByLabel(text("th", "builder.conditions.kind")).selectOption("SURVEY");
            await page.getByRole("button", { name: text("th", "builder.conditions.add") }).click();
            const survey = page.getByRole("region", {
              name: text("th", "builder.conditions.heading", { number: 1, kind: text("th", "builder.kinds.SURVEY") }),
            });
            await survey.getByRole("button", { name: text("th", "builder.schema.add", { item: "คำถาม" }) }).click();
            const question = "field-conditions-0-survey-questions-0";
            await byId(page, `${question}-id`).fill("city");
            for (const locale of LOCALES) {
              await byId(page, `${question}-label-${locale}`).fill(
                { ja: "どの街で見ますか", en: "Which city?", fr: "Quelle ville ?", th: "เมืองไหน" }[locale],
              );
            }
            const addOption = survey.getByRole("button", {
              name: text("th", "builder.schema.add", { item: "ตัวเลือก" }),
            });
            await addOption.click();
            await addOption.click();
            for (const [index, id] of ["tokyo", "bangkok"].entries()) {
              await byId(page, `${question}-options-${index}-id`).fill(id);
              for (const locale of LOCALES) {
                await byId(page, `${question}-options-${index}-label-${locale}`).fill(
                  id === "tokyo" ? "東京 Tokyo" : "กรุงเทพ Bangkok",
                );
              }
            }
          },
        ));
      await shoot(page, "console-lifecycle-draw-th");

      await test.step("previewed in Japanese in two states", () =>
        preview(page, ["NotCompletedConditionYet", "AppliedPleaseWait"], "console-lifecycle-preview-draw-ja"));
      await test.step("rehearsed with 1,000 synthetic fans, the draw replayed and verified", async () => {
        await rehearse(page, "lifecycle-draw");
        await expect(page.getByTestId("rehearsal-verification")).toHaveAttribute("data-status", "verified");
        await expect(page.getByTestId("rehearsal-winners")).toHaveText("1");
        await shoot(page, "console-lifecycle-rehearsal-draw-th");
        await page.getByRole("link", { name: text("th", "rehearsal.back") }).click();
      });
      // The entries close on the third minute from now (the builder's minutes), set just before publishing
      // as a label does for a short drop: time enough to publish and enter it under a loaded CI, and the
      // draw runs within this file. The code campaign's journey runs while it is open and the file's last
      // journey waits out the rest, so the real-time wait costs little.
      const endsIn = 2 * 60_000 + (60_000 - (Date.now() % 60_000));
      const endsAt = Date.now() + endsIn;
      await test.step("the entry deadline set, then published once the checklist passes", async () => {
        await byId(page, "field-endsAt").fill(bangkokLocal(endsIn));
        await page.getByRole("button", { name: text("th", "builder.saveChanges") }).click();
        await expect(page.getByText(text("th", "builder.saved"))).toBeVisible();
        await publish(page);
      });

      const path = `/projects/${projectId}/${campaignId}`;
      await test.step("a fan answers the survey and applies on the fan site", async () => {
        const fan = await fanTakesPart(browser, baseURL, path);
        fans.push(fan);
        const fanPage = fan.context.pages()[0] as Page;
        await fanPage.getByRole("link", { name: new RegExp(message("ja", "condition.type.SURVEY")) }).click();
        await fanPage.getByLabel("東京 Tokyo").check();
        await fanPage.getByRole("button", { name: message("ja", "survey.submit") }).click();
        await expect(fanPage.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotClaim");
        await fanPage.getByRole("button", { name: message("ja", "campaign.apply") }).click();
        const applied = fanPage.getByRole("dialog", { name: message("ja", "luckyDraw.appliedTitle") });
        await applied
          .getByRole("button", { name: message("ja", "modal.close") })
          .first()
          .click();
        await expect(fanPage.getByTestId("campaign-state")).toHaveAttribute("data-state", "AppliedPleaseWait");
        await keepScreenshot(fanPage, "console-lifecycle-fan-applied-ja", { fullPage: true });
        draw = { campaignId, path, endsAt, fan };
      });

      await test.step("after launch: the committed draw's prizes are refused, a new description accepted, both logged", () =>
        editAfterLaunch(
          page,
          { field: "field-prizeCount", value: "2", code: "campaignEdit-E2003" },
          { field: "field-description-th", value: "จับรางวัลหลังจบแคมเปญ ผู้โชคดี 1 คน" },
        ));
    });

    test("a code campaign: built in Thai, previewed in Japanese, rehearsed, published, claimed, edited", async ({
      browser,
      baseURL: configured,
    }) => {
      test.setTimeout(420_000);
      const baseURL = configured ?? "";
      const page = await editor.newPage();

      const title = { ja: "ツアーのシリアルコード", en: "Tour serial code", fr: "Code de la tournée", th: "โค้ดของทัวร์" };
      const campaignId = await test.step("the editor builds a code campaign from scratch", () =>
        buildCampaign(
          page,
          projectId,
          { title, startsIn: -3_600_000, endsIn: 30 * 86_400_000, supply: 100 },
          async () => {
            await page.getByLabel(text("th", "builder.conditions.kind")).selectOption("SPECIFY_MULTIPLE_CODES");
            await page.getByRole("button", { name: text("th", "builder.conditions.add") }).click();
          },
        ));
      await shoot(page, "console-lifecycle-code-th");

      // Codes: generated and downloaded once (the console never shows them again); one goes to the fan.
      const codesForm = page.getByRole("form", {
        name: text("th", "builder.codes.title", {
          number: 1,
          kind: text("th", "builder.kinds.SPECIFY_MULTIPLE_CODES"),
        }),
      });
      await codesForm.getByLabel(text("th", "builder.codes.count")).fill("3");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        codesForm.getByRole("button", { name: text("th", "builder.codes.generate") }).click(),
      ]);
      const csv = readFileSync((await download.path()) ?? "", "utf8")
        .trim()
        .split(/\r?\n/);
      expect(csv).toHaveLength(4);
      const code = csv[1]?.split(",")[0]?.replaceAll('"', "") ?? "";

      await test.step("previewed in Japanese in two states", () =>
        preview(page, ["NotCompletedConditionYet", "NotClaim"], "console-lifecycle-preview-ja"));
      await test.step("rehearsed with 1,000 synthetic fans", async () => {
        await rehearse(page, "lifecycle-code");
        // Everyone completes and claims: the supply of 100 is used by the 100th arrival.
        await expect(page.getByTestId("rehearsal-supply")).toHaveText(
          text("th", "rehearsal.supply.used", { used: 100, total: 100 }),
        );
        await expect(page.getByTestId("rehearsal-run-out")).toContainText(
          text("th", "rehearsal.supply.afterArrivals", { count: 100 }),
        );
        await shoot(page, "console-lifecycle-rehearsal-th");
        await page.getByRole("link", { name: text("th", "rehearsal.back") }).click();
      });
      await test.step("published once the checklist passes", () => publish(page));

      const path = `/projects/${projectId}/${campaignId}`;
      await test.step("a fan enters the code and claims on the fan site", async () => {
        const fan = await fanTakesPart(browser, baseURL, path);
        fans.push(fan);
        const fanPage = fan.context.pages()[0] as Page;
        await fanPage
          .getByRole("link", { name: new RegExp(message("ja", "condition.type.SPECIFY_MULTIPLE_CODES")) })
          .click();
        await fanPage.getByLabel(message("ja", "codeForm.label"), { exact: true }).fill(code);
        await fanPage.getByRole("button", { name: message("ja", "codeForm.submit") }).click();
        await expect(fanPage.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotClaim");
        await fanPage.getByRole("button", { name: message("ja", "campaign.claim") }).click();
        await expect(fanPage).toHaveURL(new RegExp(`/ja${path}/claimed-success$`));
        await keepScreenshot(fanPage, "console-lifecycle-fan-claimed-ja", { fullPage: true });
        // The project's page shows the link the editor gave it, by its Japanese label.
        await fanPage.goto(`/ja/projects/${projectId}`);
        const links = fanPage.getByRole("list", { name: message("ja", "project.links") });
        await expect(links.getByRole("link", { name: PROJECT_LINK.label.ja })).toHaveAttribute(
          "href",
          PROJECT_LINK.url,
        );
        await keepScreenshot(fanPage, "console-lifecycle-project-links-ja", { fullPage: true });
      });

      await test.step("after launch: a window cut short is refused, more supply is accepted, both in the log", () =>
        editAfterLaunch(
          page,
          { field: "field-endsAt", value: bangkokLocal(10 * 86_400_000), code: "campaignEdit-E2004" },
          { field: "field-totalSupply", value: "150" },
        ));
      const { totalSupply } = await call<{ totalSupply: number }>(
        editor,
        baseURL,
        "GET",
        `/api/v1/operator/campaigns/${campaignId}`,
      );
      expect(totalSupply).toBe(150);
    });

    test("the lucky draw, after its end: drawn, and its public record verified", async ({ baseURL: configured }) => {
      const baseURL = configured ?? "";
      if (!draw) throw new Error("the lucky draw's journey did not get as far as a fan's entry");
      const { campaignId, path, endsAt, fan } = draw;
      test.setTimeout(Math.max(0, endsAt - Date.now()) + 180_000);
      await test.step("after its end, the draw runs and its public record verifies", async () => {
        await expect
          .poll(
            async () => {
              if (Date.now() > endsAt) await call(editor, baseURL, "POST", "/api/dev/jobs/draws.draw-due");
              return (
                await call<{ status: string }>(editor, baseURL, "GET", `/api/v1/operator/campaigns/${campaignId}/draw`)
              ).status;
            },
            { timeout: Math.max(0, endsAt - Date.now()) + 60_000, intervals: [5_000] },
          )
          .toMatch(/^(DRAWN|RESULTS_MAILED)$/);
        const fanPage = fan.context.pages()[0] as Page;
        await fanPage.goto(`/ja${path}/draw`);
        await expect(fanPage.getByRole("heading", { level: 1 })).toHaveText(message("ja", "luckyDraw.record.title"));
        await fanPage.getByRole("button", { name: message("ja", "luckyDraw.record.verifyButton") }).click();
        await expect(fanPage.getByTestId("draw-verification-result")).toHaveAttribute("data-status", "verified");
        await keepScreenshot(fanPage, "console-lifecycle-draw-record-ja", { fullPage: true });
      });
    });
  });
