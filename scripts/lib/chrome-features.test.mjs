import { Launcher } from "chrome-launcher";
import { describe, expect, it } from "vitest";
import { disableFeaturesSwitch } from "./chrome-features.mjs";

describe("disableFeaturesSwitch", () => {
  it("keeps the features the given flags disable and adds the new ones, in one switch", () => {
    const flags = ["--headless", "--disable-features=Translate,RenderDocument", "--no-first-run"];
    expect(disableFeaturesSwitch(flags, ["PaintHolding"])).toBe(
      "--disable-features=Translate,RenderDocument,PaintHolding",
    );
  });

  it("merges several switches and names each feature once", () => {
    const flags = ["--disable-features=A,B", "--disable-features=B,C"];
    expect(disableFeaturesSwitch(flags, ["C", "D"])).toBe("--disable-features=A,B,C,D");
  });

  it("is only the new features where nothing was disabled", () => {
    expect(disableFeaturesSwitch(["--headless"], ["PaintHolding"])).toBe("--disable-features=PaintHolding");
  });

  it("keeps what Lighthouse's launcher itself disables (its own list, read from the installed version)", () => {
    const merged = disableFeaturesSwitch(Launcher.defaultFlags(), ["PaintHolding"]);
    // Two the launcher has disabled for years: if it stops, this test says so rather than the bench drifting.
    expect(merged).toContain("Translate");
    expect(merged).toContain("RenderDocument");
    expect(merged.endsWith(",PaintHolding")).toBe(true);
  });
});
