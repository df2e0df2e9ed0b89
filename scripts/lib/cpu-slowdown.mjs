// Lighthouse's CPU slowdown for the host it runs on (bench:web).
//
// Lighthouse's mobile profile multiplies the main thread's time by 4: its docs (docs/throttling.md,
// "Calibrating the CPU slowdown") say 4 x "moves a typical run in the high-end desktop bracket somewhere
// into the mid-tier mobile bracket", and that a host outside that bracket may calibrate, because the
// multiplier is relative to the host. Every report carries the host's `benchmarkIndex` (Lighthouse's own
// measure of its CPU); Lighthouse's CPU-slowdown calculator, which those docs link, turns it into the
// multiplier that emulates the same phone: 4 x at 1,533, 3 x at 1,300, 2 x at 800, 1 x at 150, and nothing
// below 150 (the host is slower than the phone). This is that mapping. The bench prints the host's index
// and the calculator's multiplier on every run, so a day whose scores are low because the machine's CPU
// is slow says so; it scores with Lighthouse's own 4 x unless asked to calibrate.

/** Lighthouse's default CPU slowdown for its mobile profile. */
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes a host of this `benchmarkIndex` emulate Lighthouse's mobile phone, by the
 * calculator's piecewise-linear mapping; null when the host is too slow to emulate it at all.
 * @param {number} benchmarkIndex
 * @returns {number | null}
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/**
 * The middle of the host's measured indexes: the index of one run moves by a third on these machines
 * (1,095 to 1,816 in one bench run, 2026-12-06), so one run is not enough to calibrate on.
 * @param {number[]} indexes
 * @returns {number}
 */
export function medianIndex(indexes) {
  const measured = indexes.filter((index) => Number.isFinite(index)).sort((a, b) => a - b);
  if (measured.length === 0) throw new Error("Lighthouse reported no benchmarkIndex");
  const middle = Math.floor(measured.length / 2);
  const upper = measured[middle] ?? Number.NaN;
  const lower = measured[middle - 1] ?? Number.NaN;
  return measured.length % 2 === 1 ? upper : (lower + upper) / 2;
}

/**
 * What BENCH_CPU_SLOWDOWN asks for: Lighthouse's own 4 x when unset, "calibrated" (fitted to this host),
 * or a fixed multiplier.
 * @param {string | undefined} setting
 * @returns {{ mode: "calibrated" } | { mode: "fixed", slowdown: number }}
 */
export function slowdownSetting(setting) {
  const value = setting?.trim() ?? "";
  if (value === "") return { mode: "fixed", slowdown: LIGHTHOUSE_DEFAULT_SLOWDOWN };
  if (value === "calibrated") return { mode: "calibrated" };
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1 || slowdown > 20) {
    throw new Error(`BENCH_CPU_SLOWDOWN must be "calibrated" or a multiplier from 1 to 20, not "${setting}"`);
  }
  return { mode: "fixed", slowdown };
}
