import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations as expectAccessible } from "./support/axe";
import { call, type Fan, message, newFan } from "./support/campaign-api";
import { checkPage } from "./support/check-page";
import { PHONE } from "./support/devices";
import { uniqueEmail } from "./support/mailbox";
import { signIn } from "./support/sign-in";

// The fan's journeys through the campaigns of the demo project (packages/core/demo/demo-project.yaml,
// which the API loads into the e2e stack's empty embedded database): codes, survey + wallet address,
// a lucky draw at the end and an instant draw, on a phone, ending on the claim's destination URL.

const HEADERS = { "X-Fanfare-Csrf": "1", "Content-Type": "application/json" };

test.use(PHONE);

type Locale = Fan["locale"];
type Found = { projectId: string; campaignId: string };

/** The demo campaign with this English title, found through the fan API. */
async function findCampaign(request: APIRequestContext, baseURL: string, title: string): Promise<Found> {
  const { projects } = (await (await request.get(`${baseURL}/api/v1/projects`)).json()) as {
    projects: { id: string }[];
  };
  for (const project of projects) {
    const { campaigns } = (await (await request.get(`${baseURL}/api/v1/projects/${project.id}/campaigns`)).json()) as {
      campaigns: { id: string; title: { en?: string } }[];
    };
    const campaign = campaigns.find((c) => c.title.en === title);
    if (campaign) return { projectId: project.id, campaignId: campaign.id };
  }
  throw new Error(`no demo campaign titled ${title}`);
}

/** A signed-in fan who already answered the cookie question (the dialog would cover the bottom bar). */
async function startFan(context: BrowserContext, baseURL: string, label: string) {
  await context.addCookies([{ name: "fanfare.accept-cookie-policy", value: "false", url: baseURL }]);
  await signIn(context, baseURL, uniqueEmail(label));
}

/** The page's own alert (Next's route announcer is an alert too). */
const alertOf = (page: Page) => page.locator("[role='alert']:not(#__next-route-announcer__)");

const shoot = (page: Page, name: string) => checkPage(page, name, { keep: "both", axe: false });

/** Through the policies page (both boxes, accept) to the conditions list. */
async function acceptPolicies(page: Page, texts: { takePart: string; terms: string; privacy: string; accept: string }) {
  await page.getByRole("link", { name: texts.takePart }).click();
  await page.getByLabel(texts.terms).check();
  await page.getByLabel(texts.privacy).check();
  await page.getByRole("button", { name: texts.accept }).click();
  await expect(page).toHaveURL(/\/conditions$/);
}

const JA = {
  takePart: "参加する",
  terms: "キャンペーン規約に同意します",
  privacy: "キャンペーンのプライバシーポリシーに同意します",
  accept: "同意して進む",
};
const EN = {
  takePart: "Take part",
  terms: "I accept the campaign terms",
  privacy: "I accept the campaign privacy policy",
  accept: "Accept and continue",
};

test("a serial-code campaign: wrong code, right code, claim; a used code is refused to another fan", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const { projectId, campaignId } = await findCampaign(context.request, base, "Serial codes");
  await startFan(context, base, "codes");

  await page.goto(`/ja/projects/${projectId}/${campaignId}`);
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotCompletedConditionYet");
  await expect(page.locator("[data-page-theme='dark']")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  await shoot(page, "campaign-ja");
  await expectAccessible(page);

  await acceptPolicies(page, JA);
  await page.getByRole("link", { name: /シリアルコードを入力/ }).click();
  const field = page.getByLabel("コード", { exact: true });
  await field.fill("WRONG-0000");
  await page.getByRole("button", { name: "コードを送信" }).click();
  await expect(alertOf(page)).toContainText("コード");
  await expect(field).toHaveValue("WRONG-0000");
  await shoot(page, "code-wrong-ja");
  await expectAccessible(page);

  await field.fill("demo-0001");
  await page.getByRole("button", { name: "コードを送信" }).click();
  await expect(page).toHaveURL(new RegExp(`/ja/projects/${projectId}/${campaignId}$`));
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotClaim");
  await page.getByRole("button", { name: "受け取る" }).click();
  await expect(page).toHaveURL(new RegExp(`/ja/projects/${projectId}/${campaignId}/claimed-success$`));
  await expect(page.locator('[data-effect="GEOMETRY"]')).toBeAttached();
  await shoot(page, "code-claimed-success-ja");

  // Another fan tries the same serial code.
  const other = await browser.newContext({ baseURL: base, locale: "en-US", timezoneId: "Europe/Paris" });
  await startFan(other, base, "codes-other");
  const second = await other.newPage();
  await second.setViewportSize({ width: 390, height: 844 });
  await second.goto(`/en/projects/${projectId}/${campaignId}`);
  await expect(second.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotCompletedConditionYet");
  await shoot(second, "campaign-en");
  await acceptPolicies(second, EN);
  await second.getByRole("link", { name: /Enter your serial code/ }).click();
  await second.getByLabel("Code", { exact: true }).fill("DEMO-0001");
  await second.getByRole("button", { name: "Send the code" }).click();
  await expect(alertOf(second)).toHaveText("This code has already been used.");
  await shoot(second, "code-used-en");
  await other.close();
});

test("a single-code campaign says what is wrong before and after asking the server", async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const { projectId, campaignId } = await findCampaign(context.request, base, "CD booklet code");
  await startFan(context, base, "booklet");
  await context.request.post(`${base}/api/v1/campaigns/${campaignId}/policies`, { headers: HEADERS, data: {} });
  await page.goto(`/en/projects/${projectId}/${campaignId}/specify-a-single-code`);
  const field = page.getByLabel("Code", { exact: true });
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(alertOf(page)).toHaveText("Please enter a code.");
  await field.fill("X".repeat(65));
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(alertOf(page)).toHaveText("The code is too long: at most 64 characters.");
  await field.fill("NOT-THE-CODE");
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(alertOf(page)).toHaveText("This code is not correct.");
  // Full-width input is normalised by the server.
  await field.fill("ＦＡＮＦＡＲＥ－２０２６");
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotClaim");
});

test("a survey campaign: answer, give the wallet address, claim", async ({ page, context, baseURL }) => {
  const base = baseURL ?? "";
  const { projectId, campaignId } = await findCampaign(context.request, base, "Answer the survey");
  await startFan(context, base, "survey");
  await page.goto(`/en/projects/${projectId}/${campaignId}`);
  await acceptPolicies(page, EN);

  await page.getByRole("link", { name: /Survey/ }).click();
  await page.getByRole("button", { name: "Send the answers" }).click();
  await expect(page.getByText("Some answers need your attention.")).toBeVisible();
  await shoot(page, "survey-errors-en");
  await expectAccessible(page);
  await page.getByLabel("Ballad").check();
  await page.getByLabel("Radio").check();
  await page.getByLabel("Live").check();
  await page.getByLabel("Streaming").check();
  await page.getByRole("button", { name: "Send the answers" }).click();
  await expect(page.getByText("Please choose at most 2.")).toBeVisible();
  await page.getByLabel("Streaming").uncheck();
  await page.getByLabel("A message to the artist").fill("Thank you!");
  await page
    .getByRole("group", { name: /Your rating/ })
    .getByLabel("5", { exact: true })
    .check();
  await page.getByRole("button", { name: "Send the answers" }).click();
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotCompletedConditionYet");

  await page.getByRole("link", { name: /Wallet address/ }).click();
  await expect(page).toHaveURL(/\/wallet-address$/);
  const address = page.getByRole("textbox", { name: "Wallet address" });
  await address.fill("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD");
  await page.getByRole("button", { name: "Save the address" }).click();
  await expect(alertOf(page)).toContainText("checksum");
  await address.fill("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed");
  await page.getByRole("button", { name: "Save the address" }).click();
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotClaim");
  await page.getByRole("button", { name: "Receive" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/projects/${projectId}/${campaignId}/claimed-success$`));
  await expect(page.locator('[data-effect="CUSTOM_IMAGE"]')).toBeAttached();
  await shoot(page, "survey-claimed-success-en");
});

test("a lucky draw at the end: apply, the LuckyDraw modal, then AppliedPleaseWait", async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const { projectId, campaignId } = await findCampaign(context.request, base, "Lucky draw at the end");
  await startFan(context, base, "draw");
  await page.goto(`/th/projects/${projectId}/${campaignId}`);
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotCompletedConditionYet");
  await page.waitForLoadState("networkidle");
  await shoot(page, "campaign-th");
  await expectAccessible(page);

  await page.goto(`/ja/projects/${projectId}/${campaignId}`);
  await acceptPolicies(page, JA);
  await page.getByRole("link", { name: "すべて完了：キャンペーンに戻る" }).click();
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotClaim");
  await page.getByRole("button", { name: "抽選に応募する" }).click();
  const modal = page.getByRole("dialog", { name: "応募しました" });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("link", { name: "連絡先メールを登録する" })).toHaveAttribute(
    "href",
    `/ja/projects/${projectId}/${campaignId}/entry-email`,
  );
  await shoot(page, "lucky-draw-applied-ja");
  await expectAccessible(page);
  await modal.getByRole("button", { name: "閉じる" }).first().click();
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "AppliedPleaseWait");
});

/** An operator's new instant-draw campaign in the demo project: every ticket wins with `winPercent` %. */
async function makeInstantDraw(
  operator: BrowserContext,
  base: string,
  winPercent: number,
  text: Record<Locale, string>,
) {
  const { projects } = await call<{ projects: { id: string }[] }>(operator, base, "GET", "/api/v1/operator/projects");
  const projectId = projects[0]?.id ?? "";
  const now = Date.now();
  const iso = (ms: number) => new Date(now + ms).toISOString();
  const { id: campaignId } = await call<{ id: string }>(
    operator,
    base,
    "POST",
    `/api/v1/operator/projects/${projectId}/campaigns`,
    {
      title: text,
      description: text,
      terms: text,
      privacyPolicy: text,
      startsAt: iso(-60_000),
      endsAt: iso(86_400_000),
      distributionStartsAt: iso(-60_000),
      distributionEndsAt: iso(2 * 86_400_000),
      effect: "CRACKER",
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "UPON_COMPLETION_OF_APPLICATION",
      prizeCount: 3,
      winPercent,
      totalSupply: 3,
      nfts: [{ key: "prize", name: text, description: text, imageUrl: "/demo/nft-draw.svg" }],
      conditions: [{ type: "NONE" }],
    },
  );
  await call(operator, base, "POST", `/api/v1/operator/campaigns/${campaignId}/publish`);
  return `/projects/${projectId}/${campaignId}`;
}

/** The fan applies on the campaign page; the LuckyDraw modal answers. */
async function applyInstantly(fan: Fan, base: string, path: string) {
  const campaignId = path.split("/").at(-1) ?? "";
  await call(fan.context, base, "POST", `/api/v1/campaigns/${campaignId}/policies`);
  const page = await fan.context.newPage();
  await page.goto(`/${fan.locale}${path}`);
  await page.getByRole("button", { name: message(fan.locale, "campaign.apply") }).click();
  const modal = page.locator("[role='dialog'][data-modal-kind='LuckyDraw']");
  await expect(modal.getByRole("heading")).toHaveText(
    new RegExp(`^(${message(fan.locale, "luckyDraw.winTitle")}|${message(fan.locale, "luckyDraw.failedTitle")})$`),
  );
  const won = (await modal.getByRole("heading").textContent()) === message(fan.locale, "luckyDraw.winTitle");
  return { page, modal, won };
}

// The demo's instant draw wins half the time. For a journey that must show both views, an operator
// makes one that always wins (100 %) and one that almost never does (1 %: the loser view is tried with
// up to three fans, so the journey fails by chance once in a million runs).
test("an instant draw: a winner receives it under its effect; a loser sees lucky-draw-failed", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000); // several fans and an operator sign in by mail
  const base = baseURL ?? "";
  const sure = { ja: "e2e 必ず当たる抽選", en: "e2e sure win", fr: "Gain assuré e2e", th: "ได้รางวัลแน่นอน e2e" };
  const rare = { ja: "e2e ほぼ当たらない抽選", en: "e2e rare win", fr: "Gain rare e2e", th: "รางวัลยาก e2e" };
  // One operator sign-in for both campaigns (a second mail within a minute would be user-E2005).
  const operator = await browser.newContext({ baseURL: base });
  await signIn(operator, base, "operator@example.com");
  const winPath = await makeInstantDraw(operator, base, 100, sure);
  const losePath = await makeInstantDraw(operator, base, 1, rare);
  await operator.close();
  const winner = await newFan(browser, base, "ja", "instant-win");
  const win = await applyInstantly(winner, base, winPath);
  expect(win.won).toBe(true);
  await shoot(win.page, "lucky-draw-instant-win-ja");
  await expectAccessible(win.page);
  await win.modal.getByRole("button", { name: message("ja", "campaign.claim") }).click();
  await expect(win.page).toHaveURL(new RegExp(`/ja${winPath}/claimed-success$`));
  await expect(win.page.locator('[data-effect="CRACKER"]')).toBeAttached();
  await expect(win.page.getByRole("img", { name: sure.ja })).toBeVisible();
  await shoot(win.page, "lucky-draw-instant-claimed-success-ja");
  await winner.context.close();

  for (let attempt = 1; ; attempt++) {
    const fan = await newFan(browser, base, "en", `instant-lose-${attempt}`);
    const { page, modal, won } = await applyInstantly(fan, base, losePath);
    if (won && attempt < 3) {
      await fan.context.close();
      continue;
    }
    expect(won).toBe(false);
    await shoot(page, "lucky-draw-instant-failed-en");
    await modal.getByRole("link", { name: message("en", "campaign.seeResult") }).click();
    await expect(page).toHaveURL(new RegExp(`/en${losePath}/lucky-draw-failed$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "luckyDraw.failedTitle"));
    await shoot(page, "lucky-draw-failed-en");
    await expectAccessible(page);
    await fan.context.close();
    break;
  }
});

test("the projects list leads to the project top and its campaigns", async ({ page, context, baseURL }) => {
  const base = baseURL ?? "";
  await startFan(context, base, "projects");
  await page.goto("/ja/projects");
  await page.getByRole("link", { name: /ファンファーレ・デモ/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ファンファーレ・デモ");
  await expect(page.getByRole("link", { name: /ウェルカムギフト/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shoot(page, "project-top-ja");
  await expectAccessible(page);
  // The account actions stay on the list.
  await page.goto("/ja/projects");
  await expect(page.getByRole("button", { name: "ログアウト" })).toBeVisible();
});
