import { type BrowserContext, expect, type Page } from "@playwright/test";
import { call, type Fan, message } from "./campaign-api";
import { checkPage } from "./check-page";

/**
 * What the social-condition journeys (social-conditions.spec.ts, spotify-conditions.spec.ts) share:
 * texts with their arguments, the page's alerts, screenshots with an axe check, and the claim.
 */

type Locale = Fan["locale"];
export type CampaignDetail = {
  state: string;
  conditions: { id: string; type: string; slug: string; completed: boolean }[];
};

/** A text of the web with its ICU arguments filled in (the simple `{name}` kind only). */
export function say(locale: Locale, key: string, values: Record<string, string> = {}): string {
  return message(locale, key).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** The page's alert saying `text` (Next's route announcer is an alert too, outside main). */
export const alertSaying = (page: Page, text: string) =>
  page.locator("main").getByRole("alert").filter({ hasText: text });

/** Once the network is idle: the window and the whole page kept, and no axe violation. */
export const shoot = (page: Page, name: string) => checkPage(page, name, { keep: "both", axe: true, settle: true });

/** The same condition page in Thai (the fan's stored language is the page's: no re-route). */
export async function shootInThai(context: BrowserContext, path: string, name: string, expectText: string) {
  const page = await context.newPage();
  await page.goto(`/th${path}`);
  await expect(page.getByText(expectText).first()).toBeVisible();
  await shoot(page, `${name}-th`);
  await page.close();
}

export async function campaignDetail(fan: Fan, baseURL: string, campaignId: string): Promise<CampaignDetail> {
  return call<CampaignDetail>(fan.context, baseURL, "GET", `/api/v1/campaigns/${campaignId}`);
}

export async function campaignState(fan: Fan, baseURL: string, campaignId: string): Promise<string> {
  return (await campaignDetail(fan, baseURL, campaignId)).state;
}

/** From the campaign page: the main action receives it, then claimed-success under its effect. */
export async function claimOnCampaignPage(page: Page, locale: Locale, base: string) {
  await expect(page).toHaveURL(new RegExp(`/${locale}${base}$`));
  await expect(page.getByTestId("campaign-state")).toHaveAttribute("data-state", "NotClaim");
  await page.getByRole("button", { name: message(locale, "campaign.claim") }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}${base}/claimed-success$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "received.successTitle"));
}
