import { expect, test } from "@playwright/test";

// Spec sections 4 and 5: the initial language is the stored preference, else the browser's language,
// else Japanese (also for an unsupported one); a page in another locale is re-routed to it.

test.describe("first visit", () => {
  test.use({ locale: "th-TH" });

  test("with Accept-Language: th lands in Thai", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/th$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await expect(page.getByRole("link", { name: "เข้าสู่ระบบด้วยอีเมล" })).toBeVisible();
  });

  test("a stored preference beats the browser's language", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("fanfare.language", "fr"));
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("the stored cookie beats the browser's language already on the server", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL ?? "" }]);
    const response = await page.goto("/");
    expect(response?.url()).toMatch(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a page opened in another locale is re-routed to the stored preference", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("fanfare.language", "th"));
    await page.goto("/ja/terms-of-use?from=mail");
    await expect(page).toHaveURL(/\/th\/terms-of-use\?from=mail$/);
  });
});

test.describe("an unsupported browser language", () => {
  test.use({ locale: "de-DE" });

  test("gives Japanese", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/ja$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  });
});

test("the language switcher stores the choice, which then wins", async ({ page, context }) => {
  await page.goto("/ja/privacy-policy");
  await page.getByLabel("言語").selectOption("th");
  await expect(page).toHaveURL(/\/th\/privacy-policy$/);
  expect(await page.evaluate(() => window.localStorage.getItem("fanfare.language"))).toBe("th");
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "NEXT_LOCALE");
  expect(cookie?.value).toBe("th");
  await page.goto("/en/cookie-settings");
  await expect(page).toHaveURL(/\/th\/cookie-settings$/);
});
