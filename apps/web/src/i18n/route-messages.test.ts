import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import ja from "../../messages/ja/common.json";
import { ROUTE_SCOPED_NAMESPACES, shellMessages } from "./route-messages";

const SRC = join(__dirname, "..");

/** Where a route-scoped namespace may be used: inside the subtrees whose layouts bring it back. */
const ALLOWED = [
  /^app\/\[locale\]\/(projects\/\[projectId\]|wallet|cancel-account|change-email|dev)\//,
  /^features\/(campaigns|claims|draws|social|channels|wallets|dev)\//,
  /^features\/account\/(cancel-account|change-email)-/,
  /^features\/projects\/(campaigns-screen|project-top-screen|campaign-list|cannot-participate-screen)\.tsx$/,
  // Its wallet toasts are only fired by the wallet components (inside the wallet subtree).
  /^hooks\/use-app-toasts\.ts$/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("route-scoped messages", () => {
  it("leaves the scoped namespaces out of the shell's messages and keeps the rest", () => {
    const shell = shellMessages(ja);
    for (const namespace of ROUTE_SCOPED_NAMESPACES) expect(shell).not.toHaveProperty(namespace);
    expect(shell).toHaveProperty("errors");
    expect(shell).toHaveProperty("login");
    expect(Object.keys(shell).length + ROUTE_SCOPED_NAMESPACES.length).toBe(Object.keys(ja).length);
  });

  it("are used only inside the subtrees that bring them back (else a root-level page would miss them)", () => {
    const misplaced: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const path = relative(SRC, file).replaceAll("\\", "/");
      if (ALLOWED.some((pattern) => pattern.test(path))) continue;
      const text = readFileSync(file, "utf8");
      for (const namespace of ROUTE_SCOPED_NAMESPACES) {
        if (new RegExp(`["'\`]${namespace}\\.[A-Za-z]`).test(text)) misplaced.push(`${path}: ${namespace}`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
