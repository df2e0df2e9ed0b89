import { describe, expect, it } from "vitest";
import { calibratedSlowdown, medianIndex, slowdownSetting } from "./cpu-slowdown.mjs";

describe("calibratedSlowdown", () => {
  // The calculator's own anchor points (patrickhulce/lighthouse-cpu-throttling-calculator, which Lighthouse's
  // docs/throttling.md links): 1,533 → 4 x, 1,300 → 3 x,
  // 800 → 2 x, 150 → 1 x, and 2,000 → 6 x above them.
  it.each([
    [2000, 6],
    [1533, 4],
    [1300, 3],
    [800, 2],
    [150, 1],
  ])("a host of index %d gets %d x", (index, slowdown) => {
    expect(calibratedSlowdown(index)).toBeCloseTo(slowdown, 2);
  });

  it("is linear between the anchors", () => {
    expect(calibratedSlowdown(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedSlowdown(475)).toBeCloseTo(1.5, 5);
  });

  it("refuses a host slower than the phone, and an index that is not a number", () => {
    expect(calibratedSlowdown(149)).toBeNull();
    expect(calibratedSlowdown(Number.NaN)).toBeNull();
  });
});

describe("medianIndex", () => {
  it("takes the middle run, or the mean of the two middle ones", () => {
    expect(medianIndex([1816, 1095, 1184])).toBe(1184);
    expect(medianIndex([1000, 1400, 1200, 1100])).toBe(1150);
  });

  it("leaves out runs that reported nothing, and fails when none did", () => {
    expect(medianIndex([Number.NaN, 1200])).toBe(1200);
    expect(() => medianIndex([])).toThrow(/no benchmarkIndex/);
  });
});

describe("slowdownSetting", () => {
  it("is Lighthouse's own 4 x unless told to calibrate or told a multiplier", () => {
    expect(slowdownSetting(undefined)).toEqual({ mode: "fixed", slowdown: 4 });
    expect(slowdownSetting("")).toEqual({ mode: "fixed", slowdown: 4 });
    expect(slowdownSetting("calibrated")).toEqual({ mode: "calibrated" });
    expect(slowdownSetting("4")).toEqual({ mode: "fixed", slowdown: 4 });
    expect(slowdownSetting("2.5")).toEqual({ mode: "fixed", slowdown: 2.5 });
  });

  it("refuses what is not a multiplier", () => {
    expect(() => slowdownSetting("fast")).toThrow(/BENCH_CPU_SLOWDOWN/);
    expect(() => slowdownSetting("0")).toThrow(/BENCH_CPU_SLOWDOWN/);
  });
});
