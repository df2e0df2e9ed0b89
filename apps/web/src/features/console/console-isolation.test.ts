import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the operator console's code", () => {
  it("is imported by the console's own routes only, so no fan page loads its scripts or styles", () => {
    const importers: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const path = relative(SRC, file).replaceAll("\\", "/");
      if (path.startsWith("features/console/") || path.startsWith("app/[locale]/console/")) continue;
      const text = readFileSync(file, "utf8");
      if (/from\s+["'][^"']*features\/console\//.test(text) || /import\s+["'][^"']*features\/console\//.test(text)) {
        importers.push(path);
      }
    }
    expect(importers).toEqual([]);
  });
});

describe("the console's stylesheet", () => {
  // It stays in the document after a client navigation to a fan page, after globals.css: every fan class
  // must be generated in it too, in Tailwind's order, or its base utilities beat the fan's responsive ones.
  it("scans every folder of the fan's code", () => {
    const css = readFileSync(join(SRC, "features/console/console.css"), "utf8");
    const scanned = new Set([...css.matchAll(/^@source "([^"*]+)";$/gm)].map((match) => match[1]));
    const folders = (dir: string) =>
      readdirSync(join(SRC, dir)).filter((name) => statSync(join(SRC, dir, name)).isDirectory());
    const expected = [
      ...folders("features")
        .filter((name) => name !== "console")
        .map((name) => `../${name}`),
      // test/ holds the suites' setup, no markup.
      ...folders(".")
        .filter((name) => name !== "features" && name !== "test")
        .map((name) => `../../${name}`),
    ];
    expect(expected.filter((folder) => !scanned.has(folder))).toEqual([]);
  });
});
