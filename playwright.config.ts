import { defineConfig } from "@playwright/test";
import { E2E_WEB_URL } from "./e2e/support/env";

// Browser journeys against the real stack (see e2e/global-setup.ts). Debian's Chromium only: never
// `npx playwright install` (no downloads here). One worker. No retries: a journey that passes only on its
// second try hides a bug (a race, a fixed wait); journeys wait on what the user would see, with timeouts
// sized for a loaded 2-core machine (long journeys set their own with test.setTimeout).
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report lets `npm test` name the failed journeys again at the end (scripts/lib/failure-digest.mjs).
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "playwright-report" }],
    ["json", { outputFile: "test-reports/playwright.json" }],
  ],
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
