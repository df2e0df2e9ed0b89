import { expect, test } from "@playwright/test";
import { type MaintenanceApi, startMaintenanceApi } from "./support/maintenance-api";

test("/404 and unknown paths answer 404 with the translated not-found page", async ({ page }) => {
  for (const path of ["/ja/404", "/ja/no-such-page"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ページが見つかりません");
  }
  await page.goto("/th/404");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ไม่พบหน้าที่ต้องการ");
  await page.getByRole("link", { name: "ไปที่หน้าแรก" }).click();
  await expect(page).toHaveURL(/\/th$/);
});

test("/500 shows the error screen", async ({ page }) => {
  await page.goto("/ja/500");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("エラーが発生しました");
});

test.describe("maintenance", () => {
  let maintenanceApi: MaintenanceApi;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    maintenanceApi = await startMaintenanceApi();
  });
  test.afterAll(async () => {
    await maintenanceApi?.stop();
  });

  test("while the API answers MAINTENANCE every page goes to /maintenance, whose retry returns when it ends", async ({
    page,
  }) => {
    // "Maintenance on": the browser's API calls reach a real API started with MAINTENANCE_MODE=true.
    await page.route("**/api/v1/**", async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${maintenanceApi.url}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    });

    await page.goto("/ja/projects?tab=2");
    await expect(page).toHaveURL(/\/ja\/maintenance\?returnTo=%2Fprojects%3Ftab%3D2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ただいまメンテナンス中です");
    // The maintenance page is the shell's dark page: the whole document switches theme.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(3, 7, 18)");

    await page.getByRole("button", { name: "もう一度試す" }).click();
    await expect(page.getByRole("status").filter({ hasText: "まだメンテナンス中です" })).toBeVisible();
    await expect(page.getByRole("status").locator("time")).toHaveText(/JST/);

    // "Maintenance off": calls go to the normal API again; the retry returns to the page (which,
    // signed out, then sends the visitor on to the login page with the way back).
    await page.unroute("**/api/v1/**");
    await page.getByRole("button", { name: "もう一度試す" }).click();
    await expect(page).toHaveURL(/\/ja\?returnTo=%2Fprojects%3Ftab%3D2$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(249, 250, 251)");
  });
});
