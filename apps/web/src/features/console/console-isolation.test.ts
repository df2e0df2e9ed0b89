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
