import { describe, expect, it } from "vitest";
import { publicAssetPath } from "./assets";
import { AssetUrl } from "./campaigns";

describe("public assets", () => {
  it("serves at a path of our origin that every image and document field takes", () => {
    const path = publicAssetPath("0b7e3c1e-8f0a-4d1e-9c55-2f7a4f1f0d11");
    expect(path).toBe("/api/v1/assets/0b7e3c1e-8f0a-4d1e-9c55-2f7a4f1f0d11");
    expect(AssetUrl.safeParse(path).success).toBe(true);
  });
});
