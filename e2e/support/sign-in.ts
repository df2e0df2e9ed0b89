import type { BrowserContext } from "@playwright/test";
import { waitForMailTo } from "./mailbox";

/**
 * Signs a fresh fan in inside `context` the way the web does, through the API: ask for a sign-in mail
 * (the e2e stack's sandbox captcha accepts "sandbox-pass"), read it from the mail catcher, and POST
 * the link's token. The session cookies land in the browser context.
 */
export async function signIn(context: BrowserContext, baseURL: string, email: string): Promise<void> {
  const headers = { "X-Fanfare-Csrf": "1", "Content-Type": "application/json" };
  const since = new Date();
  const asked = await context.request.post(`${baseURL}/api/v1/auth/email`, {
    headers,
    data: { email, country: "JP", locale: "ja", captchaToken: "sandbox-pass" },
  });
  if (!asked.ok()) throw new Error(`sign-in mail refused: ${asked.status()} ${await asked.text()}`);
  const mail = await waitForMailTo(email, { since });
  const token = new URL(mail.link).searchParams.get("token");
  if (!token) throw new Error(`the sign-in mail's link has no token: ${mail.link}`);
  const verified = await context.request.post(`${baseURL}/api/v1/auth/email/verify`, { headers, data: { token } });
  if (!verified.ok()) throw new Error(`sign-in link refused: ${verified.status()} ${await verified.text()}`);
}
