import { describe, expect, it } from "vitest";
import { signInHref } from "./sign-in-link";

describe("signInHref", () => {
  it("asks the login page to come back to a path of this site", () => {
    expect(signInHref("/projects/p/c/survey")).toBe("/?returnTo=%2Fprojects%2Fp%2Fc%2Fsurvey");
  });

  it("signs in without a way back rather than with a way off the site", () => {
    for (const elsewhere of ["https://evil.example/x", "//evil.example/x", "/\\evil.example", "", "projects/p"]) {
      expect(signInHref(elsewhere)).toBe("/");
    }
  });
});
