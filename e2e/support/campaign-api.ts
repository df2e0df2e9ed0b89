import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext } from "@playwright/test";
import { uniqueEmail } from "./mailbox";
import { signIn } from "./sign-in";

/**
 * The campaign pages of the draws journeys are opened by URL; what a fan does on the campaign page
 * (accept the policies, apply, claim) is done here through the API with the browser context's session.
 */

const WRITE = { "X-Fanfare-Csrf": "1", "Content-Type": "application/json" };

export async function call<T>(
  context: BrowserContext,
  baseURL: string,
  method: "GET" | "POST" | "PATCH",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await context.request.fetch(`${baseURL}${path}`, {
    method,
    headers: method === "GET" ? {} : WRITE,
    data: method === "GET" ? undefined : (body ?? {}),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export type Fan = { context: BrowserContext; email: string; locale: "ja" | "en" | "fr" | "th" };

/** A new fan in their own browser (a phone), signed in, speaking `locale`, cookie banner answered. */
export async function newFan(browser: Browser, baseURL: string, locale: Fan["locale"], label = "fan"): Promise<Fan> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: locale === "ja" ? "ja-JP" : locale,
    timezoneId: "Asia/Tokyo",
  });
  await context.addCookies([
    { name: "fanfare.accept-cookie-policy", value: "false", url: baseURL },
    { name: "NEXT_LOCALE", value: locale, url: baseURL },
  ]);
  const email = uniqueEmail(`${label}-${locale}`);
  await signIn(context, baseURL, email);
  if (locale !== "ja") await call(context, baseURL, "PATCH", "/api/v1/me", { locale });
  return { context, email, locale };
}

export type CampaignSummary = { id: string; projectId: string; title: { ja: string; en?: string } };

/** A campaign of the demo project (loaded into the e2e database at start) by its English title. */
export async function demoCampaign(context: BrowserContext, baseURL: string, titleEn: string) {
  const { projects } = await call<{ projects: { id: string }[] }>(context, baseURL, "GET", "/api/v1/projects");
  for (const project of projects) {
    const { campaigns } = await call<{ campaigns: CampaignSummary[] }>(
      context,
      baseURL,
      "GET",
      `/api/v1/projects/${project.id}/campaigns`,
    );
    const found = campaigns.find((c) => c.title.en === titleEn);
    if (found) return found;
  }
  throw new Error(`no demo campaign "${titleEn}"`);
}

/** A text of the web in one language (apps/web/messages), by its dotted key. */
export function message(locale: Fan["locale"], key: string): string {
  const messages: unknown = JSON.parse(
    readFileSync(join(process.cwd(), "apps/web/messages", locale, "common.json"), "utf8"),
  );
  let node: unknown = messages;
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== "string") throw new Error(`no message ${key} in ${locale}`);
  return node;
}
