import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import ja from "../../messages/ja/common.json";
import consoleJa from "../../messages/ja/console.json";
import { withModuleMessages } from "./module-messages";
import { CONDITION_KIND_NAMESPACES, fanMessages, ROUTE_SCOPED_NAMESPACES, shellMessages } from "./route-messages";

const SRC = join(__dirname, "..");

/** Where a route-scoped namespace may be used: inside the subtrees whose layouts bring it back. */
const ALLOWED = [
  /^app\/\[locale\]\/(projects\/\[projectId\]|wallet|cancel-account|change-email|dev|console)\//,
  /^features\/(campaigns|conditions|claims|draws|fairness|social|channels|wallets|dev|console)\//,
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
    // As the request config builds it (request.ts): common.json, the modules' texts, console.json.
    const all = { ...withModuleMessages("ja", ja), console: consoleJa };
    const shell = shellMessages(all);
    const scoped = [...new Set([...ROUTE_SCOPED_NAMESPACES, ...CONDITION_KIND_NAMESPACES])];
    for (const namespace of scoped) expect(shell).not.toHaveProperty(namespace);
    expect(CONDITION_KIND_NAMESPACES).toContain("youtubeSubscribeChannel");
    expect(CONDITION_KIND_NAMESPACES).not.toContain("errors");
    expect(shell.errors).toHaveProperty("specificCode-E2001");
    expect(shell).toHaveProperty("errors");
    expect(shell).toHaveProperty("login");
    expect(shell).not.toHaveProperty("console");
    expect(Object.keys(shell).length + scoped.length).toBe(Object.keys(all).length);
  });

  it("give a fan subtree every namespace but the console's", () => {
    const all = { ...withModuleMessages("ja", ja), console: consoleJa };
    const fan = fanMessages(all);
    expect(fan).not.toHaveProperty("console");
    expect(Object.keys(fan).sort()).toEqual(
      Object.keys(all)
        .filter((namespace) => namespace !== "console")
        .sort(),
    );
    for (const namespace of ["errors", "login", "campaign", "claims", "wallet", "youtubeSubscribeChannel"]) {
      expect(fan[namespace]).toBe(all[namespace as keyof typeof all]);
    }
  });

  it("are used only inside the subtrees that bring them back (else a root-level page would miss them)", () => {
    const misplaced: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const path = relative(SRC, file).replaceAll("\\", "/");
      if (ALLOWED.some((pattern) => pattern.test(path))) continue;
      const text = readFileSync(file, "utf8");
      for (const namespace of [...ROUTE_SCOPED_NAMESPACES, ...CONDITION_KIND_NAMESPACES]) {
        if (new RegExp(`["'\`]${namespace}\\.[A-Za-z]`).test(text)) misplaced.push(`${path}: ${namespace}`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
