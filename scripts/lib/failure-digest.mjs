// What failed, in a few lines: CI keeps only the end of a long log, so the names of the failing tests and
// the first lines of their errors are printed again at the very end (scripts/test.mjs, .ci/run).
import { existsSync, readFileSync } from "node:fs";

const ERROR_LINES = 6;
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/**
 * Failed tests of a Vitest JSON report (`--reporter=json`).
 * @param {any} report
 * @returns {string[]}
 */
export function vitestFailures(report) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((/** @type {any} */ test) => test.status === "failed");
    for (const test of failed) {
      lines.push(`✗ ${file.name} › ${test.fullName ?? test.title}`);
      lines.push(...indent(firstLines((test.failureMessages ?? []).join("\n"))));
    }
    // A file that failed to load has no failed test, only a message.
    if (failed.length === 0 && file.status === "failed") {
      lines.push(`✗ ${file.name}`);
      lines.push(...indent(firstLines(file.message ?? "")));
    }
  }
  return lines;
}

/**
 * Failed tests of a Playwright JSON report (`["json", { outputFile }]`), with the errors of their last try.
 * @param {any} report
 * @returns {string[]}
 */
export function playwrightFailures(report) {
  const lines = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const last = test.results?.at(-1);
        lines.push(`✗ ${[...path, spec.title].join(" › ")} (${spec.file}:${spec.line})`);
        lines.push(
          ...indent(firstLines((last?.errors ?? []).map((/** @type {any} */ e) => e.message ?? "").join("\n"))),
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  for (const error of report?.errors ?? []) lines.push(`✗ ${firstLines(error.message ?? "").join(" ")}`);
  return lines;
}

/**
 * Reads a report written by a run; a missing or unreadable one says so instead of failing.
 * @param {string} path
 * @param {(report: any) => string[]} digest
 * @returns {string[]}
 */
export function failuresIn(path, digest) {
  if (!existsSync(path)) return [`(no report at ${path})`];
  try {
    return digest(JSON.parse(readFileSync(path, "utf8")));
  } catch (error) {
    return [`(unreadable report ${path}: ${error instanceof Error ? error.message : String(error)})`];
  }
}

/** @param {string} text */
function firstLines(text) {
  // Colour codes make the CI log unreadable once cut.
  const plain = text.replace(ANSI_COLOUR, "");
  return plain
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(0, ERROR_LINES);
}

/** @param {string[]} lines */
function indent(lines) {
  return lines.map((line) => `    ${line}`);
}
