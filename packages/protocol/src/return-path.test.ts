import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";
import { ReturnPath } from "./schemas/common";

/** What an attacker puts in `returnTo` to leave the site, or to make a later redirect leave it. */
const OFF_SITE = [
  "//evil.example/phish",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/ja/..//evil.example",
  "/ja/%2e%2e//evil.example",
  "/ja//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%00",
  " //evil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "data:text/html,x",
  "evil.example",
  "projects",
  "/%",
  "/%zz",
  "",
  `/${"a".repeat(1024)}`,
];

describe("safeReturnPath", () => {
  it("keeps paths of this site, with their query and fragment", () => {
    for (const path of [
      "/",
      "/projects",
      "/ja/projects/0b6f/5a1c/spotify-like-song",
      "/change-email/verify-email?token=abc_DEF-123",
      "/ja?returnTo=%2Fja%2Fprojects",
      "/ja/projects#connected-accounts",
      "/ja/%E3%83%95%E3%82%A1%E3%83%B3",
      "/ja/a%2Fb",
    ]) {
      expect(safeReturnPath(path)).toBe(path);
    }
  });

  it("refuses schemes, other hosts in any spelling, control characters and encoded variants", () => {
    for (const bad of OFF_SITE) expect([bad, safeReturnPath(bad)]).toEqual([bad, undefined]);
    for (const notText of [undefined, null, 42, ["/ja"], { path: "/ja" }]) {
      expect(safeReturnPath(notText)).toBeUndefined();
    }
  });

  it("every path it keeps stays on the origin when a browser resolves it", () => {
    for (const path of ["/ja/projects", "/ja?x=//evil.example", "/ja#//evil.example", "/a%2Fb"]) {
      expect(new URL(safeReturnPath(path) ?? "x", "https://fanfare.example").origin).toBe("https://fanfare.example");
    }
  });

  it("is a schema too (what the API accepts)", () => {
    expect(ReturnPath.safeParse("/ja/projects").success).toBe(true);
    for (const bad of OFF_SITE) expect([bad, ReturnPath.safeParse(bad).success]).toEqual([bad, false]);
  });
});
