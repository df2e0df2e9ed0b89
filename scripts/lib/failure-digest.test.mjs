import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { failuresIn, playwrightFailures, vitestFailures } from "./failure-digest.mjs";

describe("failure digest", () => {
  it("names Vitest's failed tests with the first lines of their error, and files that did not load", () => {
    const report = {
      testResults: [
        {
          name: "/repo/a.test.ts",
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "a works" },
            {
              status: "failed",
              fullName: "a breaks",
              failureMessages: ["\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.test.ts:3"],
            },
          ],
        },
        { name: "/repo/b.test.ts", status: "failed", assertionResults: [], message: "Cannot find module './gone'" },
        { name: "/repo/c.test.ts", status: "passed", assertionResults: [{ status: "passed", fullName: "c" }] },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      "✗ /repo/a.test.ts › a breaks",
      "    AssertionError: expected 1 to be 2",
      "        at a.test.ts:3",
      "✗ /repo/b.test.ts",
      "    Cannot find module './gone'",
    ]);
  });

  it("names Playwright's unexpected and flaky tests with their nesting and place, and global errors", () => {
    const report = {
      suites: [
        {
          title: "claims.spec.ts",
          specs: [
            { title: "ok", file: "claims.spec.ts", line: 3, tests: [{ status: "expected", results: [] }] },
            {
              title: "mints once",
              file: "claims.spec.ts",
              line: 9,
              tests: [{ status: "unexpected", results: [{ errors: [{ message: "Timed out 10000ms" }] }] }],
            },
          ],
          suites: [
            {
              title: "a group",
              specs: [
                {
                  title: "flaky one",
                  file: "claims.spec.ts",
                  line: 20,
                  tests: [{ status: "flaky", results: [{ errors: [] }] }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: "Error in global setup\nstack" }],
    };
    expect(playwrightFailures(report)).toEqual([
      "✗ claims.spec.ts › mints once (claims.spec.ts:9)",
      "    Timed out 10000ms",
      "✗ claims.spec.ts › a group › flaky one (claims.spec.ts:20)",
      "✗ Error in global setup stack",
    ]);
  });

  it("says so when a report is missing or unreadable instead of failing", () => {
    const dir = mkdtempSync(join(tmpdir(), "digest-"));
    const broken = join(dir, "broken.json");
    writeFileSync(broken, "{");
    expect(failuresIn(join(dir, "none.json"), vitestFailures)).toEqual([`(no report at ${join(dir, "none.json")})`]);
    expect(failuresIn(broken, vitestFailures)[0]).toMatch(/^\(unreadable report .*broken\.json: /);
  });
});
