import { expect, type Page, test } from "@playwright/test";
import { message } from "./support/campaign-api";
import { type JourneyLocale, TEXT } from "./support/journeys";
import { uniqueEmail, waitForMailTo } from "./support/mailbox";
import { keepScreenshot } from "./support/screenshots";
import { alertSaying, shoot } from "./support/social-journey";

// Phone-sized: the fan asked on this phone's browser and the mail app opened the link elsewhere.
test.use({ viewport: { width: 390, height: 844 } });

/** From the login page (with a place to come back to) to "check your inbox", as a visitor does it. */
async function askForMail(page: Page, locale: JourneyLocale, email: string, returnTo: string) {
  const text = TEXT[locale];
  await page.goto(`/${locale}?returnTo=${encodeURIComponent(returnTo)}`);
  await page
    .getByRole("link", { name: text.signInWithEmail })
    .or(page.getByRole("button", { name: text.signInWithEmail }))
    .click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/select-country`));
  await page.getByRole("button", { name: text.next }).click();
  await page.getByLabel(text.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(text.notRobot).check();
  const since = new Date();
  await page.getByRole("button", { name: text.sendLink }).click();
  await expect(page.getByRole("heading", { name: text.checkInbox })).toBeVisible();
  return since;
}

/** The code of a sign-in mail: six digits on a line of their own in the text part. */
function codeOf(mail: { text: string }): string {
  const code = mail.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error("the sign-in mail has no code");
  return code;
}

const codeField = (page: Page, locale: JourneyLocale) =>
  page.getByRole("textbox", { name: message(locale, "verifyEmail.codeLabel"), exact: true });
const codeButton = (page: Page, locale: JourneyLocale) =>
  page.getByRole("button", { name: message(locale, "verifyEmail.codeSubmit"), exact: true });

test.describe("sign in by the mail's code", () => {
  test("the code signs in the browser that asked, and goes on where the link would; another browser is refused", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("code");
    // A path without its locale, as the web remembers it (use-signed-in-user.ts).
    const returnTo = "/cookie-settings";
    const since = await askForMail(page, "ja", email, returnTo);
    const mail = await waitForMailTo(email, { since });
    expect(mail.subject).toBe(TEXT.ja.mailSubject);
    expect(mail.text).toContain("ログインをリクエストした端末の画面に次のコードを入力してください");
    const code = codeOf(mail);

    // Another browser (the mail app's, or an attacker's) holding the code: refused, and nothing is spent.
    const elsewhere = await browser.newContext({ locale: "ja-JP" });
    const other = await elsewhere.newPage();
    await other.goto(`/ja/verify-email?email=${encodeURIComponent(email)}&country=JP`);
    await codeField(other, "ja").fill(code);
    await codeButton(other, "ja").click();
    await expect(alertSaying(other, message("ja", "errors.signInCode-E2004"))).toBeVisible();
    await expect(codeField(other, "ja")).toBeFocused();
    await expect(other.getByRole("heading", { name: TEXT.ja.signedIn })).toHaveCount(0);

    // The browser that asked: the code, pasted with a space as mail apps copy it.
    await codeField(page, "ja").fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(codeField(page, "ja")).toHaveValue(code);
    await codeButton(page, "ja").click();
    await expect(page.getByRole("heading", { name: TEXT.ja.signedIn })).toBeVisible();
    await expect(page).toHaveURL(/\/ja\/confirm-email-success\?new=1/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "ff_at")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(cookies.find((c) => c.name === "ff_sc")).toBeUndefined();

    // As after the link: a new account answers the news question, then lands where it was going.
    await page.getByRole("button", { name: TEXT.ja.continue }).click();
    await expect(page.getByRole("heading", { name: TEXT.ja.newsTitle })).toBeVisible();
    await page.getByRole("button", { name: TEXT.ja.newsAccept }).click();
    await expect(page).toHaveURL(new RegExp(`/ja${returnTo}$`));

    // Used once: the other browser still cannot use it, and neither can the link now.
    await codeField(other, "ja").fill(code);
    await codeButton(other, "ja").click();
    await expect(alertSaying(other, message("ja", "errors.signInCode-E2004"))).toBeVisible();
    await other.goto(mail.link);
    await expect(other).toHaveURL(/\/ja\/email-confirm-error/);
    await elsewhere.close();
  });

  test("the code page in Japanese and Thai, a wrong code said in the fan's language, then the right one", async ({
    browser,
  }) => {
    for (const locale of ["ja", "th"] as const) {
      const context = await browser.newContext({ locale: locale === "ja" ? "ja-JP" : "th-TH" });
      const page = await context.newPage();
      const email = uniqueEmail(`code-${locale}`);
      const since = await askForMail(page, locale, email, "/projects");
      // Shot while the mail travels: the mail's code lives 24 s in the e2e stack.
      await shoot(page, `sign-in-code-${locale}-01-page`);
      const mail = await waitForMailTo(email, { since });
      const code = codeOf(mail);

      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      await codeField(page, locale).fill(wrong);
      await codeButton(page, locale).click();
      await expect(alertSaying(page, message(locale, "errors.signInCode-E2001"))).toBeVisible();
      await shoot(page, `sign-in-code-${locale}-02-wrong`);

      await codeField(page, locale).fill(code);
      await codeButton(page, locale).click();
      await expect(page.getByRole("heading", { name: TEXT[locale].signedIn })).toBeVisible();

      // The mail itself, as a mail app shows its HTML part.
      const mailPage = await context.newPage();
      await mailPage.setContent(mail.html ?? "");
      await expect(mailPage.getByText(code, { exact: true })).toBeVisible();
      await keepScreenshot(mailPage, `sign-in-code-${locale}-03-mail`, { fullPage: true });
      await context.close();
    }
  });
});
