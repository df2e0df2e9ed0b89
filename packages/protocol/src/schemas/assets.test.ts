import { describe, expect, it } from "vitest";
import { projectDocument, publicAssetPath } from "./assets";
import { AssetUrl } from "./campaigns";

describe("public assets", () => {
  it("serves at a path of our origin that every image and document field takes", () => {
    const path = publicAssetPath("0b7e3c1e-8f0a-4d1e-9c55-2f7a4f1f0d11");
    expect(path).toBe("/api/v1/assets/0b7e3c1e-8f0a-4d1e-9c55-2f7a4f1f0d11");
    expect(AssetUrl.safeParse(path).success).toBe(true);
  });

  it("finds a project's document in the fan's language, else the Japanese one, else none", () => {
    const assets = [
      { type: "TERMS_SERVICE_JP", url: "/api/v1/assets/ja-terms" },
      { type: "TERMS_SERVICE_FR", url: "/api/v1/assets/fr-terms" },
      { type: "LOGO", url: "/api/v1/assets/logo" },
    ] as const;
    expect(projectDocument(assets, "terms", "fr")).toEqual({ url: "/api/v1/assets/fr-terms", locale: "fr" });
    expect(projectDocument(assets, "terms", "th")).toEqual({ url: "/api/v1/assets/ja-terms", locale: "ja" });
    expect(projectDocument(assets, "privacyPolicy", "en")).toBeNull();
  });
});
