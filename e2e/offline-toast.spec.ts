import { expect, test } from "@playwright/test";

test("going offline shows the network_offline toast and coming back removes it", async ({ page, context }) => {
  await page.goto("/ja/terms-of-use");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  // Wait for the app to be interactive (the offline watcher is a client effect).
  await expect(page.getByLabel("言語")).toBeEnabled();
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  const toast = page.locator("#toast-id-network-offline");
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("role", "alert");
  await expect(toast).toHaveText("オフラインです。インターネット接続を確認してください。");

  await context.setOffline(false);
  await expect(toast).toHaveCount(0);
});
