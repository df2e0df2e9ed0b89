import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import ja from "../../messages/ja/common.json";
import consoleJa from "../../messages/ja/console.json";
import { withModuleMessages } from "./module-messages";
import {
  CONDITION_KIND_NAMESPACES,
  errorDomain,
  fanMessages,
  ROUTE_SCOPED_ERROR_DOMAINS,
  ROUTE_SCOPED_NAMESPACES,
  shellMessages,
} from "./route-messages";

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
    expect(shell).toHaveProperty("errors");
    expect(shell).toHaveProperty("login");
    expect(shell).not.toHaveProperty("console");
    expect(Object.keys(shell).length + scoped.length).toBe(Object.keys(all).length);
  });

  it("leave the subtrees' error codes out of the shell's errors, and keep what any page can be answered with", () => {
    const all = { ...withModuleMessages("ja", ja), console: consoleJa };
    const shellErrors = Object.keys(shellMessages(all).errors as object);
    const allErrors = Object.keys(all.errors);
    // A claim's, a draw's, a wallet's, a social account's, the console's, and a condition kind's own.
    for (const code of [
      "claim-E2002",
      "luckyDraw-E2001",
      "wallet-E2001",
      "socialAccount-E2004",
      "campaignEdit-E2001",
    ]) {
      expect(allErrors).toContain(code);
      expect(shellErrors).not.toContain(code);
    }
    // A condition kind's and a social provider's own (their folders' texts).
    for (const code of ["specificCode-E2001", "instagramCondition-E2000", "spotifyCondition-E2001"]) {
      expect(allErrors).toContain(code);
      expect(shellErrors).not.toContain(code);
    }
    // The login page's, the sign-in code's, the news opt-in's, the global handler's, a ban's.
    for (const code of [
      "auth-E1001",
      "auth-E1003",
      "request-E1029",
      "server-E5000",
      "maintenance-E5030",
      "user-E2005",
      "signInCode-E2001",
      "captcha-E2001",
      "mail-E5001",
      "E6000",
      "E6003",
    ]) {
      expect(shellErrors).toContain(code);
    }
    // Every listed domain is one of the catalogue's (a misspelt one would leave its codes in the shell).
    const domains = new Set(allErrors.map(errorDomain));
    for (const domain of ROUTE_SCOPED_ERROR_DOMAINS) expect(domains).toContain(domain);
    expect(shellErrors.length).toBeLessThan(allErrors.length / 2);
  });

  it("name a code's domain as the catalogue writes it", () => {
    expect(errorDomain("claim-E2002")).toBe("claim");
    expect(errorDomain("email-change-E2003")).toBe("email-change");
    expect(errorDomain("receivedPage-2001")).toBe("receivedPage");
    expect(errorDomain("E6000")).toBe("");
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
      // A scoped code named outside them in code (comments may cite one): `errors.claim-E2002`, `"wallet-E2001"`.
      const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      for (const domain of ROUTE_SCOPED_ERROR_DOMAINS) {
        if (new RegExp(`["'\`.]${domain}-E?\\d{4}`).test(code)) misplaced.push(`${path}: errors.${domain}-…`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
