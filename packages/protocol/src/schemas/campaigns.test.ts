import { describe, expect, it } from "vitest";
import { ProjectPatch } from "./campaigns";

describe("ProjectPatch", () => {
  it("leaves out what the operator did not send (no defaults that would wipe assets or countries)", () => {
    expect(ProjectPatch.parse({ name: { ja: "新しい名前" } })).toEqual({ name: { ja: "新しい名前" } });
    expect(ProjectPatch.parse({})).toEqual({});
  });

  it("still validates what is sent", () => {
    expect(ProjectPatch.parse({ allowedCountries: ["JP"], assets: [] })).toEqual({
      allowedCountries: ["JP"],
      assets: [],
    });
    expect(ProjectPatch.safeParse({ allowedCountries: [] }).success).toBe(false);
    expect(ProjectPatch.safeParse({ allowedCountries: ["XX"] }).success).toBe(false);
  });
});
