import { describe, expect, it } from "vitest";
import { idleShare, parseCpuLine, waitForQuietCpu } from "./quiet-cpu.mjs";

// A real /proc/stat's first lines (Linux 6.x, two cores): user nice system idle iowait irq softirq steal guest guest_nice.
const SAMPLE = `cpu  10132153 290696 3084719 46828483 16683 0 25195 0 175628 0
cpu0 1393280 32966 447733 6176523 2355 0 7012 0 0 0
intr 1462898 31 0 0 0`;

/** @param {number} user @param {number} idle */
const stat = (user, idle) => `cpu  ${user} 0 0 ${idle} 0 0 0 0 0 0\ncpu0 0 0 0 0 0 0 0 0 0 0\n`;

describe("parseCpuLine", () => {
  it("adds user, nice, system, idle, iowait, irq, softirq and steal, and counts idle and iowait as idle", () => {
    // 10132153 + 290696 + 3084719 + 46828483 + 16683 + 0 + 25195 + 0; the guest columns are already in user.
    expect(parseCpuLine(SAMPLE)).toEqual({ total: 60_377_929, idle: 46_845_166 });
  });

  it("refuses a text without the aggregate line", () => {
    expect(() => parseCpuLine("cpu0 1 2 3 4 5\n")).toThrow(/no aggregate cpu line/);
  });
});

describe("idleShare", () => {
  it("is the idle jiffies' share of all jiffies between two readings", () => {
    expect(idleShare({ total: 1000, idle: 500 }, { total: 1200, idle: 650 })).toBeCloseTo(0.75, 10);
  });

  it("counts no time passed as idle", () => {
    expect(idleShare({ total: 1000, idle: 500 }, { total: 1000, idle: 500 })).toBe(1);
  });
});

describe("waitForQuietCpu", () => {
  it("waits through busy windows until a quiet one", async () => {
    // Readings: start, then a window 50 % idle, then one 95 % idle.
    const readings = [stat(0, 0), stat(50, 50), stat(55, 145)];
    let calls = 0;
    const read = () => readings[Math.min(calls++, readings.length - 1)] ?? "";
    const result = await waitForQuietCpu({ minIdle: 0.9, windowMs: 1, timeoutMs: 10_000, read });
    expect(result?.quiet).toBe(true);
    expect(result?.idle).toBeCloseTo(0.95, 10);
    expect(calls).toBe(3);
  });

  it("gives up after its timeout and says the machine was not quiet", async () => {
    let user = 0;
    const read = () => {
      user += 100;
      return stat(user, 0);
    };
    const result = await waitForQuietCpu({ minIdle: 0.9, windowMs: 5, timeoutMs: 20, read });
    expect(result?.quiet).toBe(false);
    expect(result?.idle).toBe(0);
  });

  it("answers null where there is no /proc/stat", async () => {
    const read = () => {
      throw new Error("ENOENT");
    };
    expect(await waitForQuietCpu({ read })).toBeNull();
  });
});
