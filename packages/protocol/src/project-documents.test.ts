import { describe, expect, it } from "vitest";
import { projectDocument } from "./project-documents";

describe("a project's documents", () => {
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
