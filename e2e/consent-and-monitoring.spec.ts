import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { E2E_DATADOG } from "./support/env";

// Spec sections 1, 4, 7 and 9; ADR 0008. The e2e build has (dummy) Datadog ids, so consent really
// downloads and starts the SDK; its calls to the intake are answered here, never sent out.

const CONSENT_COOKIE = "fanfare.accept-cookie-policy";
const FOUR_HUNDRED_DAYS_S = 400 * 24 * 60 * 60;
/** Strings only the Datadog SDK's code contains (its global and its intake host prefix). */
const RUM_SIGNATURE = /DD_RUM|browser-intake-/;

type Watch = { rumScripts: string[]; scripts: string[]; intakeRequests: string[]; cspViolations: string[] };

/** Records every script the page downloads (and whether it is the RUM SDK), and the intake calls. */
async function watch(page: Page, context: BrowserContext): Promise<Watch> {
  const seen: Watch = { rumScripts: [], scripts: [], intakeRequests: [], cspViolations: [] };
  await context.route(`${E2E_DATADOG.intakeOrigin}/**`, async (route) => {
    seen.intakeRequests.push(route.request().url());
    await route.fulfill({ status: 202, contentType: "application/json", body: "{}" });
  });
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    seen.scripts.push(response.url());
    const body = await response.text().catch(() => "");
    if (RUM_SIGNATURE.test(body)) seen.rumScripts.push(response.url());
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.cspViolations.push(message.text());
  });
  return seen;
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
}

const rumSessionId = (page: Page) =>
  page.evaluate(() => {
    const rum = (window as { DD_RUM?: { getInternalContext: () => { session_id?: string } | undefined } }).DD_RUM;
    return rum?.getInternalContext()?.session_id ?? null;
  });

test("accepting stores 'true' for 400 days and only then loads and starts monitoring", async ({ page, context }) => {
  const seen = await watch(page, context);
  await page.goto("/ja");
  const dialog = page.getByRole("dialog", { name: "Cookie を使用しています" });
  await expect(dialog).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(seen.scripts.length).toBeGreaterThan(0);
  expect(seen.rumScripts, "no monitoring code before consent").toEqual([]);
  expect(await page.evaluate(() => "DD_RUM" in window)).toBe(false);

  const before = Date.now() / 1000;
  await dialog.getByRole("button", { name: "同意する" }).click();
  await expect(dialog).toBeHidden();

  const cookie = await consentCookie(context);
  expect(cookie?.value).toBe("true");
  expect(cookie?.path).toBe("/");
  expect(cookie?.domain).toBe("localhost"); // host-only: the product's own host
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.secure).toBe(false); // Secure everywhere but on localhost (unit-tested)
  expect(cookie?.expires ?? 0).toBeGreaterThanOrEqual(before + FOUR_HUNDRED_DAYS_S - 5);
  expect(cookie?.expires ?? 0).toBeLessThanOrEqual(Date.now() / 1000 + FOUR_HUNDRED_DAYS_S + 5);

  await expect.poll(() => seen.rumScripts.length, { message: "the SDK chunk is downloaded" }).toBeGreaterThan(0);
  await expect.poll(() => rumSessionId(page), { message: "a RUM session runs" }).toMatch(/^[0-9a-f-]{36}$/);

  // Leaving the page flushes the SDK's batch to the intake, which the CSP must allow.
  await page.goto("/ja/terms-of-use");
  await expect.poll(() => seen.intakeRequests.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(seen.intakeRequests[0]).toContain(`${E2E_DATADOG.intakeOrigin}/api/v2/rum`);
  expect(seen.cspViolations).toEqual([]);

  // The choice is remembered: no dialog, and monitoring starts again on the next page.
  await expect(page.getByRole("dialog", { name: "Cookie を使用しています" })).toHaveCount(0);
  await expect.poll(() => rumSessionId(page)).toMatch(/^[0-9a-f-]{36}$/);
});

test("rejecting stores 'false' and monitoring never loads", async ({ page, context }) => {
  const seen = await watch(page, context);
  await page.goto("/th");
  const dialog = page.getByRole("dialog", { name: "เราใช้คุกกี้" });
  await dialog.getByRole("button", { name: "ปฏิเสธ" }).click();
  await expect(dialog).toBeHidden();
  const cookie = await consentCookie(context);
  expect(cookie?.value).toBe("false");
  expect(cookie?.path).toBe("/");

  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog", { name: "เราใช้คุกกี้" })).toHaveCount(0);
  await page.goto("/th/privacy-policy");
  await page.waitForLoadState("networkidle");
  expect(seen.rumScripts).toEqual([]);
  expect(seen.intakeRequests).toEqual([]);
  expect(await page.evaluate(() => "DD_RUM" in window)).toBe(false);
});

test("the settings button opens /cookie-settings, where consent can be given and withdrawn", async ({
  page,
  context,
}) => {
  const seen = await watch(page, context);
  await page.goto("/ja/privacy-policy");
  await page.getByRole("dialog").getByRole("link", { name: "Cookie 設定" }).click();
  await expect(page).toHaveURL(/\/ja\/cookie-settings$/);
  // No dialog on the settings page itself.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("consent-status")).toHaveText("まだ選択されていません。");

  await page.getByRole("button", { name: "許可する" }).click();
  expect((await consentCookie(context))?.value).toBe("true");
  await expect(page.locator("#toast-id-cookie-settings")).toHaveText("Cookie 設定を保存しました。");
  await expect.poll(() => rumSessionId(page)).toMatch(/^[0-9a-f-]{36}$/);

  await page.getByRole("button", { name: "許可しない" }).click();
  expect((await consentCookie(context))?.value).toBe("false");
  await expect(page.getByTestId("consent-status")).toHaveText("現在の設定：許可しない");
  await expect.poll(() => rumSessionId(page), { message: "the RUM session is stopped" }).toBeNull();

  // Withdrawn for good: a new page load does not download the SDK again.
  const loadedBefore = seen.rumScripts.length;
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(seen.rumScripts.length).toBe(loadedBefore);
  expect(await page.evaluate(() => "DD_RUM" in window)).toBe(false);
});
