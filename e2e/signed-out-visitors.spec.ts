import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations as expectAccessible } from "./support/axe";
import {
  call,
  createShortDraw,
  demoCampaign,
  type Fan,
  message,
  newFan,
  runDrawAfterEnd,
} from "./support/campaign-api";
import { checkPage } from "./support/check-page";
import { consoleText } from "./support/console";
import { PHONE } from "./support/devices";
import { type JourneyLocale, TEXT } from "./support/journeys";
import { uniqueEmail, waitForMailTo } from "./support/mailbox";

// Visitors who are not signed in, on a phone: a shared link to a condition, through the policies and the
// sign-in back to the same condition with the policies kept; the lucky-draw winner who opens the result
// mail signed out, through the sign-in to the claim; what a signed-out campaign page shows (ja, th).

/** The top of the page and the whole page kept, checked for raw placeholders (axe runs where chosen). */
const shoot = (page: Page, name: string) => checkPage(page, name, { keep: "both", axe: false });

/** A phone with no session, the cookie question answered (its dialog would cover the bottom bar). */
async function visitorContext(browser: Browser, baseURL: string, locale: JourneyLocale): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    ...PHONE,
    locale: locale === "ja" ? "ja-JP" : locale,
    timezoneId: "Asia/Tokyo",
  });
  await context.addCookies([
    { name: "fanfare.accept-cookie-policy", value: "false", url: baseURL },
    { name: "NEXT_LOCALE", value: locale, url: baseURL },
  ]);
  return context;
}

/**
 * From the login page the visitor was sent to (with its returnTo), through the sign-in pages and the
 * mailed link, as a person does it; a new account also answers the news-mail question. The login page
 * remembers where to go back to, so this ends wherever the visitor came from.
 */
async function signInFromLoginPage(page: Page, locale: JourneyLocale, email: string, isNewAccount: boolean) {
  const text = TEXT[locale];
  await expect(page).toHaveURL(new RegExp(`/${locale}/?\\?returnTo=`));
  await page
    .getByRole("link", { name: text.signInWithEmail })
    .or(page.getByRole("button", { name: text.signInWithEmail }))
    .click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/select-country`));
  await page.getByRole("button", { name: text.next }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/enter-email`));
  await page.getByLabel(text.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(text.notRobot).check();
  const since = new Date();
  await page.getByRole("button", { name: text.sendLink }).click();
  await expect(page.getByRole("heading", { name: text.checkInbox })).toBeVisible();
  const mail = await waitForMailTo(email, { since });
  expect(mail.link).toContain(`/${locale}/confirm-email?token=`);
  await page.goto(mail.link);
  await expect(page.getByRole("heading", { name: text.signedIn })).toBeVisible();
  await page
    .getByRole("button", { name: text.continue })
    .or(page.getByRole("link", { name: text.continue }))
    .click();
  if (isNewAccount) {
    await expect(page.getByRole("heading", { name: text.newsTitle })).toBeVisible();
    await page.getByRole("button", { name: text.newsAccept }).click();
  }
}

test("a visitor from a shared link to a condition: the policies, the sign-in, back to the same condition with the policies kept", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(120_000);
  const baseURL = configured ?? "";
  const context = await visitorContext(browser, baseURL, "ja");
  const booklet = await demoCampaign(context, baseURL, "CD booklet code");
  const base = `/projects/${booklet.projectId}/${booklet.id}`;
  const conditionUrl = `/ja${base}/specify-a-single-code`;
  const page = await context.newPage();

  // The shared link, signed out: what the condition is, and the way in; no form to fail with.
  await page.goto(conditionUrl);
  await expect(page.getByTestId("visitor-notice")).toHaveText(message("ja", "campaign.visitor.conditionLead"));
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await shoot(page, "visitor-condition-ja");
  await expectAccessible(page);

  // The policies: told that signing in comes next, then ticked once.
  await page.getByRole("link", { name: message("ja", "campaign.visitor.acceptAndSignIn") }).click();
  await expect(page).toHaveURL(new RegExp(`/ja${base}/policies\\?next=`));
  await expect(page.getByTestId("visitor-notice")).toHaveText(message("ja", "policies.visitorLead"));
  await page.getByLabel(message("ja", "policies.acceptTerms")).check();
  await page.getByLabel(message("ja", "policies.acceptPrivacyPolicy")).check();
  await shoot(page, "visitor-policies-ja");
  await expectAccessible(page);
  await page.getByRole("button", { name: message("ja", "policies.acceptAndSignIn") }).click();

  // The sign-in brings the new fan back to the condition, where the kept acceptance is sent for them.
  const email = uniqueEmail("visitor-ja");
  await signInFromLoginPage(page, "ja", email, true);
  await expect(page).toHaveURL(new RegExp(`${conditionUrl}$`));
  const code = page.getByLabel(message("ja", "codeForm.label"), { exact: true });
  await expect(code).toBeVisible();
  await expect(page.getByRole("link", { name: message("ja", "conditions.policiesFirst") })).toHaveCount(0);
  const detail = await call<{ fan: { policiesAccepted: boolean } | null }>(
    context,
    baseURL,
    "GET",
    `/api/v1/campaigns/${booklet.id}`,
  );
  expect(detail.fan?.policiesAccepted).toBe(true);
  await shoot(page, "visitor-back-at-condition-ja");

  // And the condition is done from there, as for any fan.
  await code.fill("FANFARE-2026");
  await page.getByRole("button", { name: message("ja", "codeForm.submit") }).click();
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotClaim");
  await context.close();
});

test("a signed-out visitor sees what a campaign is about, its conditions not actionable, and a sign-in back to it (ja, th)", async ({
  browser,
  baseURL: configured,
}) => {
  const baseURL = configured ?? "";
  for (const locale of ["ja", "th"] as const) {
    const context = await visitorContext(browser, baseURL, locale);
    const serial = await demoCampaign(context, baseURL, "Serial codes");
    const path = `/projects/${serial.projectId}/${serial.id}`;
    const page = await context.newPage();
    // The page's HTML brings the campaign's own texts and none of the operator console's (route-messages.ts:
    // the console's ~60 kB used to ride along in every campaign page).
    const html = await (await context.request.get(`${baseURL}/${locale}${path}`)).text();
    expect(html).toContain(message(locale, "campaign.visitor.open.lead"));
    expect(html).not.toContain(consoleText(locale, "nav.menu"));
    // A claim's refusals are the campaign subtree's texts: in its page, not in the shell's (route-messages.ts).
    expect(html).toContain(message(locale, "errors.claim-E2002"));
    await page.goto(`/${locale}${path}`);
    await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotCompletedConditionYet");
    await expect(page.getByTestId("visitor-notice")).toHaveText(message(locale, "campaign.visitor.open.lead"));
    await expect(page.getByTestId("conditions-listed")).toContainText(
      message(locale, "condition.type.SPECIFY_MULTIPLE_CODES"),
    );
    await expect(page.getByTestId("conditions-listed").getByRole("link")).toHaveCount(0);
    const signInLink = page.getByRole("link", { name: message(locale, "campaign.visitor.open.action") });
    await expect(signInLink).toHaveAttribute("href", `/${locale}?returnTo=${encodeURIComponent(path)}`);
    await page.waitForLoadState("networkidle");
    await shoot(page, `visitor-campaign-${locale}`);
    await expectAccessible(page);
    await context.close();
  }
});

test("the lucky-draw winner opens the result mail signed out, signs in, and claims the prize", async ({
  browser,
  baseURL: configured,
}) => {
  test.setTimeout(180_000);
  const baseURL = configured ?? "";
  // An operator makes a draw that ends in a few seconds (the demo's ends 15 minutes after start).
  const title = {
    ja: "e2e 結果待ちの抽選",
    en: "e2e draw waiting",
    fr: "Tirage e2e en attente",
    th: "จับรางวัล e2e รอผล",
  };
  const draw = await createShortDraw(browser, baseURL, { title });
  const { operator, campaignId, path } = draw;

  // The only entrant, on their phone; they are the winner.
  const fan: Fan = await newFan(browser, baseURL, "ja", "draw-waiting");
  const fanSignedInAt = Date.now();
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/policies`);
  await call(fan.context, baseURL, "POST", `/api/v1/campaigns/${campaignId}/draw-entry`);
  await fan.context.close();

  // The campaign ends; the minute's job runs at once (DEV_JOB_TRIGGERS) and mails the result.
  const drawStarted = await runDrawAfterEnd(draw, baseURL);
  const mail = await waitForMailTo(fan.email, { since: drawStarted, timeoutMs: 30_000 });
  expect(mail.subject).toBe("【当選】「e2e 結果待ちの抽選」抽選結果のお知らせ");
  expect(mail.link).toBe(`${baseURL}/ja${path}`);
  await operator.close();

  // Another browser (a mail app's), signed out: the result is waiting, and the sign-in leads back here.
  const context = await visitorContext(browser, baseURL, "ja");
  const page = await context.newPage();
  await page.goto(mail.link);
  await expect(page.getByTestId("campaign-state")).toHaveText(message("ja", "campaign.visitor.resultWaiting.state"));
  await expect(page.getByText(message("ja", "campaign.state.DistributionExpired"))).toHaveCount(0);
  await expect(page.getByTestId("visitor-notice")).toHaveText(message("ja", "campaign.visitor.resultWaiting.lead"));
  await page.waitForLoadState("networkidle");
  await shoot(page, "visitor-draw-result-waiting-ja");
  await expectAccessible(page);
  await page.getByRole("link", { name: message("ja", "campaign.visitor.resultWaiting.action") }).click();

  // One sign-in mail per address per minute (user-E2005): the fan's first one was at fanSignedInAt.
  const cooldownLeft = fanSignedInAt + 61_000 - Date.now();
  if (cooldownLeft > 0) await new Promise((resolve) => setTimeout(resolve, cooldownLeft));
  await signInFromLoginPage(page, "ja", fan.email, false);
  await expect(page).toHaveURL(new RegExp(`/ja${path}$`));
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "Win");
  await shoot(page, "visitor-draw-signed-in-win-ja");
  await page.getByRole("button", { name: message("ja", "campaign.claim") }).click();
  await expect(page).toHaveURL(new RegExp(`/ja${path}/claimed-success$`));
  await expect(page.getByRole("img", { name: title.ja })).toBeVisible();
  await context.close();
});
