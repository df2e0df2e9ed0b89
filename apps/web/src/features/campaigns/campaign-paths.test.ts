import { describe, expect, it } from "vitest";
import { campaignPath, conditionPath, findCondition, policiesNext, policiesPath } from "./campaign-paths";

const survey1 = { type: "SURVEY" as const, slug: "survey", index: 1 };
const survey2 = { type: "SURVEY" as const, slug: "survey", index: 2 };
const code = { type: "SPECIFY_A_SINGLE_CODE" as const, slug: "specify-a-single-code", index: 1 };
const wallet = { type: "WALLET_ADDRESS_RECEIVED" as const, slug: "wallet-address", index: 1 };
const all = [survey1, survey2, code, wallet];

describe("campaign paths", () => {
  it("builds the campaign's URLs", () => {
    expect(campaignPath("p", "c")).toBe("/projects/p/c");
    expect(campaignPath("p", "c", "policies")).toBe("/projects/p/c/policies");
  });

  it("uses the slug for a kind that occurs once and kind + index for repeated kinds", () => {
    expect(conditionPath("p", "c", code, all)).toBe("/projects/p/c/specify-a-single-code");
    expect(conditionPath("p", "c", wallet, all)).toBe("/projects/p/c/wallet-address");
    expect(conditionPath("p", "c", survey2, all)).toBe("/projects/p/c/conditions/survey/2");
  });

  it("finds a condition by slug and index, and code-input for any code kind", () => {
    expect(findCondition(all, "survey", 2)).toBe(survey2);
    expect(findCondition(all, "survey")).toBe(survey1);
    expect(findCondition(all, "code-input")).toBe(code);
    expect(findCondition(all, "wallet-address")).toBe(wallet);
    expect(findCondition(all, "survey", 3)).toBeUndefined();
    expect(findCondition(all, "instagram-hashtag")).toBeUndefined();
  });

  it("sends the policies page on to a page of the same campaign only", () => {
    expect(policiesPath("p", "c")).toBe("/projects/p/c/policies");
    expect(policiesPath("p", "c", "/projects/p/c/survey")).toBe(
      "/projects/p/c/policies?next=%2Fprojects%2Fp%2Fc%2Fsurvey",
    );
    expect(policiesNext("p", "c", "/projects/p/c/survey")).toBe("/projects/p/c/survey");
    expect(policiesNext("p", "c", "/projects/p/c/conditions/survey/2")).toBe("/projects/p/c/conditions/survey/2");
    expect(policiesNext("p", "c", "/projects/p/c")).toBe("/projects/p/c");
    const conditions = "/projects/p/c/conditions";
    for (const elsewhere of [
      null,
      "",
      "/projects/p/other/survey",
      "/projects/p/c-other",
      "/projects/p/c/../other/survey",
      "//evil.example/projects/p/c",
      "https://evil.example/projects/p/c",
      "/\\evil.example",
    ]) {
      expect(policiesNext("p", "c", elsewhere)).toBe(conditions);
    }
  });
});
