import { expect, test } from "@playwright/test";
import { E2E_LINK_TTL_SECONDS } from "./support/env";
import { askForSignInLink, signIn, TEXT } from "./support/journeys";
import { listMails, uniqueEmail, waitForMailTo } from "./support/mailbox";
import { keepScreenshot } from "./support/screenshots";

// Phone-sized first: the product is used on phones.
test.use({ viewport: { width: 390, height: 844 } });

test.describe("sign in by e-mail", () => {
  test("in Japanese, from the login page to the news opt-in, with the link read from SMTP", async ({ page }) => {
    await signIn(page, "ja", uniqueEmail("ja"), "login-ja");
    // The session is in HttpOnly cookies, not in storage the page can read.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "ff_at")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/v1\./);
  });

  test("in English", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await signIn(page, "en", uniqueEmail("en"), "login-en");
    await context.close();
  });

  test("in Thai", async ({ browser }) => {
    const context = await browser.newContext({ locale: "th-TH" });
    const page = await context.newPage();
    await signIn(page, "th", uniqueEmail("th"), "login-th");
    await context.close();
  });

  test("an address typed before the page's scripts arrive is the one the link goes to", async ({ page }) => {
    const email = uniqueEmail("early");
    // The scripts held back, as on a slow phone: the server's form is there, React is not yet.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js"),
      async (route) => {
        await scriptsHeld;
        await route.continue();
      },
    );
    await page.goto("/ja/enter-email?country=JP", { waitUntil: "commit" });
    const field = page.getByLabel(TEXT.ja.emailLabel, { exact: true });
    await field.fill(email);
    release();
    // The captcha is drawn by the scripts, and ticking it renders the form again: the address stays.
    await page.getByLabel(TEXT.ja.notRobot).check();
    await expect(field).toHaveValue(email);
    const since = new Date();
    await page.getByRole("button", { name: TEXT.ja.sendLink }).click();
    await expect(page.getByRole("heading", { name: TEXT.ja.checkInbox })).toBeVisible();
    expect((await waitForMailTo(email, { since })).link).toContain("/ja/confirm-email?token=");
  });

  test("a failed captcha shows the captcha error toast and sends nothing", async ({ page }) => {
    const email = uniqueEmail("robot");
    await page.goto("/ja/enter-email");
    await page.getByLabel(TEXT.ja.emailLabel, { exact: true }).fill(email);
    await page.getByRole("button", { name: TEXT.ja.sendLink }).click();
    await expect(page.getByText(TEXT.ja.captchaError)).toBeVisible();
    await expect(page.locator('[id^="toast-id-"]')).toContainText(TEXT.ja.captchaError);
    await keepScreenshot(page, "login-ja-captcha-error", { fullPage: true });
    await expect(page).toHaveURL(/\/ja\/enter-email/);
    expect((await listMails()).some((mail) => mail.to.includes(email))).toBe(false);
  });

  test("an expired link lands on /email-expired", async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("late");
    const since = await askForSignInLink(page, "ja", email);
    const { link } = await waitForMailTo(email, { since });
    await page.waitForTimeout((E2E_LINK_TTL_SECONDS + 1) * 1000);
    await page.goto(link);
    await expect(page).toHaveURL(/\/ja\/email-expired/);
    await expect(page.getByRole("heading", { name: "リンクの有効期限が切れています" })).toBeVisible();
    await keepScreenshot(page, "email-expired-ja", { fullPage: true });
  });

  test("a link used twice lands on /email-confirm-error", async ({ page }) => {
    const email = uniqueEmail("twice");
    const since = await askForSignInLink(page, "ja", email);
    const { link } = await waitForMailTo(email, { since });
    await page.goto(link);
    await expect(page.getByRole("heading", { name: TEXT.ja.signedIn })).toBeVisible();
    await page.goto(link);
    await expect(page).toHaveURL(/\/ja\/email-confirm-error/);
    await expect(page.getByRole("heading", { name: "このリンクは使用できません" })).toBeVisible();
  });
});

test.describe("account lifecycle", () => {
  test("change e-mail: the link goes to the new address and the account follows it", async ({ page }) => {
    const email = uniqueEmail("old");
    await signIn(page, "ja", email);
    await page.getByRole("link", { name: "メールアドレスを変更" }).click();
    await expect(page).toHaveURL(/\/ja\/change-email\/enter-email/);
    const newEmail = uniqueEmail("new");
    await page.getByLabel("新しいメールアドレス").fill(newEmail);
    await keepScreenshot(page, "change-email-ja-01-enter", { fullPage: true });
    const since = new Date();
    await page.getByRole("button", { name: "確認リンクを送信" }).click();
    await expect(page.getByRole("heading", { name: "新しいメールアドレスの受信箱を確認してください" })).toBeVisible();
    const mail = await waitForMailTo(newEmail, { since });
    expect(mail.subject).toBe("Fanfare メールアドレス変更の確認");
    await page.goto(mail.link);
    await expect(page.getByRole("heading", { name: "メールアドレスを変更しました" })).toBeVisible();
    await keepScreenshot(page, "change-email-ja-02-done", { fullPage: true });
    // The old address is told about the change.
    const notice = await waitForMailTo(email, { since });
    expect(notice.subject).toBe("Fanfare メールアドレスが変更されました");
    await page.goto("/ja/projects");
    await expect(page.getByText(newEmail)).toBeVisible();
  });

  test("cancel the account: confirm by mail, then the session is gone", async ({ page }) => {
    const email = uniqueEmail("bye");
    await signIn(page, "ja", email);
    await page.getByRole("link", { name: "退会する" }).click();
    await expect(page).toHaveURL(/\/ja\/cancel-account\/confirm/);
    await keepScreenshot(page, "cancel-account-ja-01-confirm", { fullPage: true });
    const since = new Date();
    await page.getByRole("button", { name: "確認リンクを送信" }).click();
    await expect(page.getByRole("heading", { name: "メールを確認してください" })).toBeVisible();
    const mail = await waitForMailTo(email, { since });
    expect(mail.subject).toBe("Fanfare 退会手続きの確認");
    await page.goto(mail.link);
    await expect(page.getByRole("heading", { name: "本当に退会しますか？" })).toBeVisible();
    await keepScreenshot(page, "cancel-account-ja-02-final", { fullPage: true });
    await page.getByRole("button", { name: "退会する" }).click();
    await expect(page.getByRole("heading", { name: "退会が完了しました" })).toBeVisible();
    await keepScreenshot(page, "cancel-account-ja-03-goodbye", { fullPage: true });
    // Signed out: the projects page sends the visitor back to the login page.
    await page.goto("/ja/projects");
    await expect(page).toHaveURL(/\/ja(\?|$|\/?\?)/);
  });
});
