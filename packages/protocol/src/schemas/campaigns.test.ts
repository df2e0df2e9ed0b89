import { describe, expect, it } from "vitest";
import { AssetUrl, MAX_LINKS, ProjectDefinition, ProjectPatch } from "./campaigns";

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

describe("a project's links", () => {
  const link = { type: "INSTAGRAM", url: "https://www.instagram.com/artist" } as const;

  it("are none by default, and a patch without them leaves them as they are", () => {
    expect(ProjectDefinition.parse({ name: { ja: "名前" }, description: { ja: "説明" } }).links).toEqual([]);
    expect(ProjectPatch.parse({ links: [] })).toEqual({ links: [] });
    expect("links" in ProjectPatch.parse({ name: { ja: "名前" } })).toBe(false);
  });

  it("take an http(s) address of a known kind with an optional label, and at most ten", () => {
    const labelled = { type: "URL", url: "http://artist.example", label: { ja: "公式", th: "ทางการ" } } as const;
    expect(ProjectPatch.parse({ links: [link, labelled] }).links).toEqual([link, labelled]);
    expect(ProjectPatch.safeParse({ links: Array(MAX_LINKS).fill(link) }).success).toBe(true);
    expect(ProjectPatch.safeParse({ links: Array(MAX_LINKS + 1).fill(link) }).success).toBe(false);
    for (const bad of [
      { ...link, url: "javascript:alert(1)" },
      { ...link, url: "www.instagram.com/artist" },
      { ...link, type: "TIKTOK" },
      // A label needs its Japanese text (the default language), as every text does.
      { ...link, label: { en: "Official" } },
    ]) {
      expect([bad, ProjectPatch.safeParse({ links: [bad] }).success]).toEqual([bad, false]);
    }
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
