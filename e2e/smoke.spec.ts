import { expect, test } from "@playwright/test";

test("the Japanese home page declares its language", async ({ page }) => {
  const response = await page.goto("/ja");
  expect(response?.status()).toBeLessThan(400);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
});
