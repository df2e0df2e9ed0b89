import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The modules a source file imports at run time (`import type` left out: it leaves no code). */
function runtimeImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+["']([^"']+)["']/gmsu)].map((match) => match[1] ?? "");
}

/** An import's path under src/, without extension ("features/conditions/registry"); a package's as written. */
function sourcePath(file: string, from: string): string {
  if (from.startsWith("@/")) return from.slice(2);
  if (from.startsWith(".")) return relative(SRC, resolve(dirname(file), from)).replaceAll("\\", "/");
  return from;
}

describe("the condition kinds' forms", () => {
  // The registry's next/dynamic calls bring Next's lazy-loading runtime and every form's loader to the
  // page that imports it (~2.5 kB gzip, issue 17): pages that only name kinds take names.ts.
  it("are imported (registry.tsx) by the condition page's screen only", () => {
    const importers = sourceFiles(SRC)
      .filter((file) =>
        runtimeImports(readFileSync(file, "utf8")).some(
          (from) => sourcePath(file, from) === "features/conditions/registry",
        ),
      )
      .map((file) => relative(SRC, file).replaceAll("\\", "/"));
    expect(importers).toEqual(["features/campaigns/condition-screen.tsx"]);
  });

  it("stay out of the kinds' names list, which imports no module at run time", () => {
    expect(runtimeImports(readFileSync(join(__dirname, "names.ts"), "utf8"))).toEqual([]);
  });
});
