import { afterEach, describe, expect, it } from "vitest";
import { rememberReturnTo, sanitizeReturnTo, takeReturnTo } from "./return-to";

describe("return-to", () => {
  afterEach(() => localStorage.clear());

  it("accepts only paths of this site", () => {
    expect(sanitizeReturnTo("/change-email/verify-email?token=abc")).toBe("/change-email/verify-email?token=abc");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "projects",
      42,
      null,
      // Encoded and disguised spellings of `//host`: browsers and servers decode or drop them on the way.
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/%252F%252Fevil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/ja/..//evil.example",
    ]) {
      expect(sanitizeReturnTo(bad)).toBeUndefined();
    }
  });

  it("remembers a path once", () => {
    rememberReturnTo("/projects");
    expect(takeReturnTo()).toBe("/projects");
    expect(takeReturnTo()).toBeUndefined();
    rememberReturnTo("/projects");
    rememberReturnTo("//evil.example");
    expect(takeReturnTo()).toBeUndefined();
    rememberReturnTo("/projects");
    rememberReturnTo(null);
    expect(takeReturnTo()).toBeUndefined();
  });
});
