import { expect, type Page } from "@playwright/test";
import { waitForMailTo } from "./mailbox";
import { keepScreenshot } from "./screenshots";

/** What the journeys read on screen, per language (the texts of apps/web/messages). */
export const TEXT = {
  ja: {
    signInWithEmail: "メールアドレスでログイン",
    next: "次へ",
    emailLabel: "メールアドレス",
    notRobot: "私はロボットではありません",
    sendLink: "ログインリンクを送信",
    checkInbox: "メールを確認してください",
    mailSubject: "Fanfare ログイン用リンク",
    signedIn: "ログインしました",
    continue: "続ける",
    newsTitle: "Fanfare からのお知らせを受け取りますか？",
    newsAccept: "はい、受け取ります",
    projects: "プロジェクト",
    captchaError: "セキュリティチェックに失敗しました。もう一度お試しください。",
  },
  en: {
    signInWithEmail: "Sign in with e-mail",
    next: "Next",
    emailLabel: "E-mail address",
    notRobot: "I am not a robot",
    sendLink: "Send the sign-in link",
    checkInbox: "Check your inbox",
    mailSubject: "Your Fanfare sign-in link",
    signedIn: "You are signed in",
    continue: "Continue",
    newsTitle: "Would you like news from Fanfare?",
    newsAccept: "Yes, send me news",
    projects: "Projects",
    captchaError: "The security check failed. Please try again.",
  },
  th: {
    signInWithEmail: "เข้าสู่ระบบด้วยอีเมล",
    next: "ถัดไป",
    emailLabel: "อีเมล",
    notRobot: "ฉันไม่ใช่โปรแกรมอัตโนมัติ",
    sendLink: "ส่งลิงก์เข้าสู่ระบบ",
    checkInbox: "ตรวจสอบกล่องจดหมายของคุณ",
    mailSubject: "ลิงก์สำหรับเข้าสู่ระบบ Fanfare",
    signedIn: "เข้าสู่ระบบแล้ว",
    continue: "ดำเนินการต่อ",
    newsTitle: "ต้องการรับข่าวสารจาก Fanfare ไหม",
    newsAccept: "รับข่าวสาร",
    projects: "โปรเจกต์",
    captchaError: "การตรวจสอบความปลอดภัยไม่ผ่าน โปรดลองอีกครั้ง",
  },
} as const;
export type JourneyLocale = keyof typeof TEXT;

/** From the login page to the "check your inbox" screen, as a visitor does it. */
export async function askForSignInLink(page: Page, locale: JourneyLocale, email: string, shots?: string) {
  const text = TEXT[locale];
  await page.goto(`/${locale}`);
  if (shots) await keepScreenshot(page, `${shots}-01-login`, { fullPage: true });
  await page
    .getByRole("link", { name: text.signInWithEmail })
    .or(page.getByRole("button", { name: text.signInWithEmail }))
    .click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/select-country`));
  if (shots) await keepScreenshot(page, `${shots}-02-select-country`, { fullPage: true });
  await page.getByRole("button", { name: text.next }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/enter-email`));
  await page.getByLabel(text.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(text.notRobot).check();
  if (shots) await keepScreenshot(page, `${shots}-03-enter-email`, { fullPage: true });
  const since = new Date();
  await page.getByRole("button", { name: text.sendLink }).click();
  await expect(page.getByRole("heading", { name: text.checkInbox })).toBeVisible();
  if (shots) await keepScreenshot(page, `${shots}-04-verify-email`, { fullPage: true });
  return since;
}

/** The whole sign-in: ask, read the link from the real SMTP catcher, open it, accept news → projects. */
export async function signIn(page: Page, locale: JourneyLocale, email: string, shots?: string) {
  const text = TEXT[locale];
  const since = await askForSignInLink(page, locale, email, shots);
  const mail = await waitForMailTo(email, { since });
  expect(mail.subject).toBe(text.mailSubject);
  expect(mail.link).toContain(`/${locale}/confirm-email?token=`);
  await page.goto(mail.link);
  await expect(page.getByRole("heading", { name: text.signedIn })).toBeVisible();
  if (shots) await keepScreenshot(page, `${shots}-05-confirm-email-success`, { fullPage: true });
  await page
    .getByRole("button", { name: text.continue })
    .or(page.getByRole("link", { name: text.continue }))
    .click();
  await expect(page.getByRole("heading", { name: text.newsTitle })).toBeVisible();
  if (shots) await keepScreenshot(page, `${shots}-06-accept-notification`, { fullPage: true });
  await page.getByRole("button", { name: text.newsAccept }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/projects`));
  await expect(page.getByRole("heading", { name: text.projects, exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  if (shots) await keepScreenshot(page, `${shots}-07-projects`, { fullPage: true });
}
