#!/usr/bin/env node
// `npm test`: lint, typecheck, every Vitest project, then the Playwright e2e suite. Without a Chromium
// the e2e step fails under CI (CI set) and is skipped, saying so, on a developer's machine.
// `--db-only`: only the database suites (Vitest's node project), for CI's PostgreSQL pass.
// Env passes through untouched (TEST_DATABASE_URL selects PostgreSQL for the database suites).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { e2ePlan } from "./lib/e2e-plan.mjs";
import { pickE2ePorts } from "./lib/e2e-ports.mjs";
import { failuresIn, playwrightFailures, vitestFailures } from "./lib/failure-digest.mjs";
import { repoRoot, tsxArgs } from "./lib/paths.mjs";

const argv = process.argv.slice(2);
const unknown = argv.filter((arg) => arg !== "--db-only");
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(" ")}\nUsage: node scripts/test.mjs [--db-only]`);
  process.exit(2);
}
const isDbOnly = argv.includes("--db-only");
const bin = (/** @type {string} */ name) => join(repoRoot, "node_modules/.bin", name);

// Machine-readable reports of this run, read back to name what failed (scripts/lib/failure-digest.mjs).
const reportsDir = join(repoRoot, "test-reports");
const vitestReport = join(reportsDir, isDbOnly ? "vitest-db.json" : "vitest.json");
const playwrightReport = join(reportsDir, "playwright.json"); // playwright.config.ts writes it
const failuresFile = join(reportsDir, isDbOnly ? "failures-db.txt" : "failures.txt");
mkdirSync(reportsDir, { recursive: true });
for (const file of [vitestReport, failuresFile, ...(isDbOnly ? [] : [playwrightReport])]) rmSync(file, { force: true });
const vitestArgs = ["--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`];

/**
 * A step of the run. `beside`: steps run at the same time as this one, their output held and printed after
 * this one's (only steps that fill cores this one leaves idle).
 * @typedef {{ name: string, command: string, args: string[], onFailure?: () => void, failures?: () => string[], beside?: Step[] }} Step
 */

const e2e = e2ePlan();
const runsE2e = !isDbOnly && e2e.action === "run";
if (runsE2e) {
  const ports = await pickE2ePorts(process.env);
  if (ports) {
    console.log(`e2e: a default port is in use; the e2e stack runs on ${Object.values(ports).join(", ")} instead`);
    Object.assign(process.env, ports);
  }
  // The journeys' pictures of the pages (e2e/support/screenshots.ts) assert nothing and were a sixth of
  // their CPU: kept by `npm run test:e2e` and single journeys, and here only when asked for.
  process.env.E2E_SCREENSHOTS ??= "0";
}

/** @type {Step[]} */
const steps = isDbOnly
  ? [
      {
        name: "database suites (vitest --project node)",
        command: bin("vitest"),
        args: ["run", "--project", "node", ...vitestArgs],
        failures: () => failuresIn(vitestReport, vitestFailures),
      },
    ]
  : [
      // Two steps, not `npm run lint`: there the typecheck never runs when Biome fails, so one CI run
      // would name only the first of two faults.
      {
        name: "lint (biome check)",
        command: bin("biome"),
        args: ["check", "."],
        failures: () => ["Biome's findings are printed above, at the start of this run (`npx biome check .`)"],
      },
      {
        name: "unit + integration (vitest run)",
        command: bin("vitest"),
        args: ["run", ...vitestArgs],
        failures: () => failuresIn(vitestReport, vitestFailures),
        // Beside Vitest: its two workers leave a quarter of the two cores idle (144 % CPU over 153 s, the
        // suites wait on blocks, child processes and ports), the typecheck takes ~23 CPU-s (TypeScript 7,
        // one checker: ADR 0030), and the e2e stack's web build is then ready when the journeys start:
        // about a wash on two cores (the build's CPU is more than Vitest leaves idle), the whole build
        // saved on more (docs/test-suite.md).
        beside: [
          {
            name: "typecheck (npm run typecheck)",
            command: "npm",
            args: ["run", "--silent", "typecheck"],
            failures: () => ["tsc's errors are printed above, after Vitest's output (`npm run typecheck`)"],
          },
          ...(runsE2e
            ? [
                {
                  name: "e2e web build (e2e/web-build.ts)",
                  command: process.execPath,
                  args: tsxArgs("e2e/web-build.ts"),
                  failures: () => ["next build's errors are printed above, after Vitest's output"],
                },
              ]
            : []),
        ],
      },
    ];

/** @type {{ name: string, result: string }[]} */
const summary = [];
/** @type {string[]} */
const failures = [];
let hasFailed = false;

if (runsE2e && e2e.action === "run") {
  steps.push({
    name: `e2e (playwright test, ${e2e.chromium})`,
    command: bin("playwright"),
    args: ["test"],
    onFailure: printServerLogs,
    failures: () => failuresIn(playwrightReport, playwrightFailures),
  });
}

for (const step of steps) {
  const beside = step.beside ?? [];
  banner(
    beside.length > 0 ? `${step.name}, with ${beside.map((other) => other.name).join(" and ")} beside it` : step.name,
  );
  const started = Date.now();
  const besideRuns = beside.map((other) => ({ other, running: run(other.command, other.args, { hold: true }) }));
  const { code, finishedAt } = await run(step.command, step.args);
  record(step, code, started, finishedAt);
  for (const { other, running } of besideRuns) {
    const held = await running;
    banner(`${other.name} (run beside the step above)`);
    process.stdout.write(held.output);
    record(other, held.code, started, held.finishedAt);
  }
}
if (!isDbOnly && e2e.action === "fail") {
  hasFailed = true;
  summary.push({ name: "e2e (playwright)", result: `FAILED: ${e2e.reason}` });
} else if (!isDbOnly && e2e.action === "skip") {
  summary.push({ name: "e2e (playwright)", result: `SKIPPED: ${e2e.reason}` });
}

banner(isDbOnly ? "Summary (database suites only)" : "Summary");
for (const { name, result } of summary) console.log(`  ${name}: ${result}`);
if (process.env.TEST_DATABASE_URL) console.log("  (database suites ran against TEST_DATABASE_URL)");
if (failures.length > 0) {
  banner("What failed");
  console.log(failures.join("\n"));
  writeFileSync(failuresFile, `${failures.join("\n")}\n`);
}
console.log(hasFailed ? "\nTests FAILED." : "\nAll tests passed.");
process.exit(hasFailed ? 1 : 0);

/**
 * Notes a finished step in the summary, and what failed.
 * @param {Step} step
 * @param {number} code
 * @param {number} started
 * @param {number} finishedAt
 */
function record(step, code, started, finishedAt) {
  const seconds = ((finishedAt - started) / 1000).toFixed(1);
  if (code === 0) {
    summary.push({ name: step.name, result: `passed (${seconds} s)` });
    return;
  }
  hasFailed = true;
  summary.push({ name: step.name, result: `FAILED with exit code ${code} (${seconds} s)` });
  step.onFailure?.();
  if (step.failures) failures.push(`${step.name}:`, ...step.failures().map((line) => `  ${line}`));
}

/** @param {string} title */
function banner(title) {
  console.log(`\n━━━ ${title} ${"━".repeat(Math.max(3, 72 - title.length))}\n`);
}

/**
 * Runs a command to its end. `hold`: its output (stdout and stderr together, in order) is kept and
 * returned rather than printed, for a step run beside another.
 * @param {string} command
 * @param {string[]} args
 * @param {{ hold?: boolean }} [options]
 * @returns {Promise<{ code: number, output: string, finishedAt: number }>}
 */
function run(command, args, { hold = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit",
      env: process.env,
    });
    /** @type {Buffer[]} */
    const held = [];
    child.stdout?.on("data", (chunk) => held.push(chunk));
    child.stderr?.on("data", (chunk) => held.push(chunk));
    // Ctrl-C reaches the child directly (same terminal process group): just outlive it. SIGTERM is forwarded.
    const ignore = () => {};
    const forward = () => child.kill("SIGTERM");
    process.on("SIGINT", ignore);
    process.on("SIGTERM", forward);
    let output = "";
    const settle = (/** @type {number} */ code) => {
      process.off("SIGINT", ignore);
      process.off("SIGTERM", forward);
      resolve({ code, output: output + Buffer.concat(held).toString(), finishedAt: Date.now() });
    };
    child.once("error", (error) => {
      const message = `Could not run ${command}: ${error.message}\n`;
      if (hold) output = message;
      else process.stderr.write(message);
      settle(127);
    });
    // "close", not "exit": a held output is complete only once its pipes are.
    child.once("close", (code, signal) => settle(code ?? (signal ? 128 : 1)));
  });
}

/** The e2e global setup writes the API's and web's output here; show the end of it when e2e fails. */
function printServerLogs() {
  const dir = join(repoRoot, "test-results/e2e-servers");
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir)) {
    const lines = readFileSync(join(dir, file), "utf8").trimEnd().split("\n");
    banner(`last ${Math.min(lines.length, 60)} lines of ${join("test-results/e2e-servers", file)}`);
    console.log(lines.slice(-60).join("\n"));
  }
}
