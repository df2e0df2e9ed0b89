import { describe, expect, it } from "vitest";
import { AssetUrl, ProjectPatch } from "./campaigns";

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

describe("AssetUrl", () => {
  it("is an http(s) URL or a path of this site, never another host by a protocol-relative URL", () => {
    for (const url of ["https://cdn.example/nft.png", "http://localhost:3000/demo/nft.png", "/demo/nft.png"]) {
      expect(AssetUrl.safeParse(url).success).toBe(true);
    }
    for (const url of [
      "//evil.example/nft.png",
      "///evil.example/nft.png",
      "/\\evil.example/nft.png",
      "/demo/..//evil.example/nft.png",
      "javascript:alert(1)",
      "ftp://files.example/nft.png",
      "demo/nft.png",
    ]) {
      expect([url, AssetUrl.safeParse(url).success]).toEqual([url, false]);
    }
  });
});
