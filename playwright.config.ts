import { defineConfig } from "@playwright/test";
import { E2E_WEB_URL } from "./e2e/support/env";
import { findJourneyBrowser, JOURNEY_BROWSERS } from "./scripts/lib/paths.mjs";

// Browser journeys against the real stack (see e2e/global-setup.ts). Debian's Chromium only, its headless
// shell when installed (scripts/lib/paths.mjs): never `npx playwright install` (no downloads here). No
// retries: a journey that passes only on its second try hides a bug (a race, a fixed wait); journeys wait
// on what the user would see, with timeouts sized for a loaded 2-core machine (long journeys set their own
// with test.setTimeout).
//
// Three workers, even on two cores: a journey mostly waits (a block every 500 ms, mails, the job queue), so
// files side by side take each about as long as one alone. With the traces' screencast off (below) the 102
// journeys used 1.1 of the 2 cores with two workers (8.4 min) and 1.55 with three (6.4 min), the longest
// journey at 43 % of its timeout (docs/test-suite.md). A test file stays in one worker, in its order.
// Journeys share one stack, so each finds its own rows (by its own fan, address or campaign) and never
// assumes it is alone; the few that must be alone with a shared record are in TAKE_TURNS.
const WORKERS = 3;

// The demo campaigns are shared. console-rehearsal checks that a rehearsal changed none of the demo
// campaigns' counts, and campaign-journeys is the one journey that claims from one of them: never both
// at once. (This project runs one file at a time; the other project's files run beside it.)
const TAKE_TURNS = ["**/campaign-journeys.spec.ts", "**/console-rehearsal.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: WORKERS,
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
    // A failed journey keeps its trace: every action with its locator, timing and error, the network and the
    // console. Not recorded: the trace's screencast and the page's DOM at each step, which cost a fifth and
    // then another 8 % of the journeys' CPU (712 -> 564 CPU-s, then 834 -> 770 on a slower machine;
    // docs/test-suite.md). The failure still leaves the page as it was: its screenshot (above), and the
    // accessibility tree in the error context that Playwright writes beside it.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions: {
      // Debian's chromium-headless-shell when installed (.ci/run installs it), else its full chromium.
      executablePath: findJourneyBrowser(process.env) ?? JOURNEY_BROWSERS[0],
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
  // The turn-takers first: listed last, they were left to the end with one worker and the other idle.
  projects: [
    { name: "chromium-in-turn", use: { browserName: "chromium" }, testMatch: TAKE_TURNS, workers: 1 },
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: TAKE_TURNS },
  ],
});
