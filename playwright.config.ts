import { defineConfig } from "@playwright/test";
import { E2E_WEB_URL } from "./e2e/support/env";

// Browser journeys against the real stack (see e2e/global-setup.ts). Debian's Chromium only: never
// `npx playwright install` (no downloads here). One worker. In CI a failed test runs once more and, if it
// then passes, is reported as "flaky" in the summary (a flaky test is still a bug to fix, but one slow
// moment on a shared 2-core machine should not throw away a whole submission).
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: E2E_WEB_URL,
    // Headless Chromium would send English; the product's default locale is Japanese.
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
