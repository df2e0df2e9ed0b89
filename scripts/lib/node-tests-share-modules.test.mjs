// Vitest's node project runs without per-file isolation (vitest.config.ts, `isolate: false`): the files
// of a worker share its modules. That is safe only while no node test changes what other files would
// import or read: a module mock, a stubbed global, the environment. This test holds that line, so the
// next such test fails here instead of making another file pass or fail by the order the files ran in.

import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { NODE_TEST_FILES } from "./node-test-files.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const self = fileURLToPath(import.meta.url);

/** What would reach past one file: mocking or resetting modules, stubbing globals, writing the environment. */
const SHARED_STATE = [
  /\bvi\.(?:mock|doMock|unmock|resetModules|stubGlobal|stubEnv)\s*\(/,
  /\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*(?:=(?!=)|\?\?=|\|\|=)/,
  /\bdelete\s+process\.env\b/,
  /\bObject\.assign\(\s*process\.env\b/,
];

function nodeTestFiles() {
  return NODE_TEST_FILES.flatMap((pattern) => globSync(pattern, { cwd: root, exclude: ["**/node_modules/**"] }))
    .map((file) => `${root}${file}`)
    .filter((file) => file !== self);
}

describe("the node project's tests share their worker's modules", () => {
  it("finds the node project's test files", () => {
    // A wrong pattern would make the check below pass on nothing.
    expect(nodeTestFiles().length).toBeGreaterThan(100);
  });

  it("no node test mocks a module, stubs a global or writes the environment", () => {
    const offenders = nodeTestFiles().flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return SHARED_STATE.filter((pattern) => pattern.test(text)).map(
        (pattern) => `${file.slice(root.length)}: ${pattern}`,
      );
    });
    expect(offenders).toEqual([]);
  });

  it("would catch each kind", () => {
    const caught = (/** @type {string} */ line) => SHARED_STATE.some((pattern) => pattern.test(line));
    for (const line of [
      'vi.mock("../db")',
      "vi.stubEnv('TZ', 'UTC')",
      "vi.stubGlobal('fetch', fake)",
      "process.env.DATABASE_URL = url",
      'process.env["LOG_LEVEL"] = "debug"',
      "delete process.env.REDIS_URL",
      "Object.assign(process.env, extra)",
    ]) {
      expect(caught(line), line).toBe(true);
    }
    for (const line of ["const url = process.env.DATABASE_URL", "if (process.env.CI === 'true') {}", "vi.fn()"]) {
      expect(caught(line), line).toBe(false);
    }
  });
});
